/**
 * The rules a new password must meet (register, set password, reset, change), written once: the server refuses with
 * the first rule a password breaks, the MSW fake does the same, and the console's live hints list the same rules in
 * the same words (`passwordMessages`). The server adds one rule of its own: not on the bundled common-password list.
 *
 * Erasable TypeScript and one import by package name, so Node's type stripping loads it in the server too
 * (`@qone/domain/password-rules`).
 */
// By package name, not './messages': this file is also compiled into the server's program, whose Node-style
// resolution would want a file extension on a relative import.
import { passwordMessages } from '@qone/domain/messages';

export const NEW_PASSWORD_MIN = 12;
export const NEW_PASSWORD_MAX = 128;

/**
 * The account a new password is for: it may not contain these words (NIST SP 800-63B's "context-specific words").
 * Parts that are not known (a set-password page knows only its link) are left out.
 */
export interface PasswordContext {
  email?: string | null | undefined;
  name?: string | null | undefined;
  companyName?: string | null | undefined;
}

export type PasswordRuleId = 'min' | 'max' | 'notBlank' | 'notRepeated' | 'notPersonal';

export interface PasswordRule {
  id: PasswordRuleId;
  /** What the rule asks, in the words the server refuses with. */
  message: string;
  /** Whether the password meets it (an empty password meets none). */
  met: boolean;
}

/** Shorter parts of a name or address ("Li", "ben") are too common inside ordinary words to refuse. */
const SHORTEST_CONTEXT_WORD = 4;

/** The words of the account, lower-cased: the address, its local part and that part's pieces, the name and its parts, the company. */
export function contextWords(context: PasswordContext): string[] {
  const words = new Set<string>();
  const add = (word: string) => {
    const normal = word.trim().toLowerCase().replace(/\s+/g, ' ');
    if ([...normal].length >= SHORTEST_CONTEXT_WORD) words.add(normal);
  };
  const { email, name, companyName } = context;
  if (email) {
    add(email);
    const local = email.split('@')[0] ?? '';
    add(local);
    for (const part of local.split(/[._+-]+/)) add(part);
  }
  if (name) {
    add(name);
    for (const part of name.split(/[\s-]+/)) add(part);
  }
  if (companyName) add(companyName);
  return [...words];
}

/**
 * Every rule with whether `password` meets it, in the order the server checks them. The rule about the account's
 * words is listed only when some of them are known.
 */
export function passwordRules(password: string, context: PasswordContext = {}): PasswordRule[] {
  const length = [...password].length;
  const lower = password.toLowerCase();
  const words = contextWords(context);
  const rules: PasswordRule[] = [
    { id: 'min', message: passwordMessages.tooShort(NEW_PASSWORD_MIN), met: length >= NEW_PASSWORD_MIN },
    {
      id: 'max',
      message: passwordMessages.tooLong(NEW_PASSWORD_MAX),
      met: length > 0 && length <= NEW_PASSWORD_MAX,
    },
    { id: 'notBlank', message: passwordMessages.blank, met: /\S/u.test(password) },
    // A Set of a string holds its code points: '🙂🙂' is one character repeated too.
    { id: 'notRepeated', message: passwordMessages.repeated, met: new Set(password).size > 1 },
  ];
  if (words.length > 0) {
    rules.push({
      id: 'notPersonal',
      message: passwordMessages.personal,
      met: length > 0 && !words.some((word) => lower.includes(word)),
    });
  }
  return rules;
}

/** The text of the first rule `password` breaks, or null when it meets them all. */
export function passwordProblem(password: string, context: PasswordContext = {}): string | null {
  return passwordRules(password, context).find((rule) => !rule.met)?.message ?? null;
}
