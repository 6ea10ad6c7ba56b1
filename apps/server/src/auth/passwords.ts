import { hash, verify } from '@node-rs/argon2';
import { passwordMessages } from '@qone/domain/messages';
import { type PasswordContext, passwordProblem } from '@qone/domain/password-rules';
import { dictionary } from '@zxcvbn-ts/language-common';

/** argon2id, m = 19456 KiB, t = 2, p = 1 (OWASP's minimum recommendation). */
const argonOptions = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, argonOptions);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this costs the same as against a real hash, so an unknown email takes as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function verifyDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('a dummy password nobody has');
  return dummyHash.then((h) => verifyPassword(h, password));
}

const commonPasswords = new Set(
  ((dictionary as Record<string, string[]>)['passwords-common'] ?? []).map((p) => p.toLowerCase()),
);

/**
 * New passwords (register, set, reset, change), after NIST SP 800-63B: 12 to 128 characters, no composition rules,
 * not only spaces, not one character repeated, not containing the account's email address, name or company name
 * (`@qone/domain/password-rules`, the rules the console's hints and the fake check too), and not on the bundled
 * list of common passwords. Returns the message to show, or null when the password is acceptable.
 */
export function checkNewPassword(password: string, context: PasswordContext): string | null {
  const problem = passwordProblem(password, context);
  if (problem) return problem;
  if (commonPasswords.has(password.toLowerCase())) return passwordMessages.tooCommon;
  return null;
}
