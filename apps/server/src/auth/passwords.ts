import { hash, verify } from '@node-rs/argon2';
import { passwordMessages } from '@qone/api-client/messages';
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

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;

const commonPasswords = new Set(
  ((dictionary as Record<string, string[]>)['passwords-common'] ?? []).map((p) => p.toLowerCase()),
);

/**
 * New passwords (register, set, reset, change): 12 to 128 characters, no composition rules, and not on the bundled
 * list of common passwords (NIST SP 800-63B). Returns the message to show, or null when the password is acceptable.
 */
export function checkNewPassword(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return passwordMessages.tooShort(PASSWORD_MIN);
  if (length > PASSWORD_MAX) return passwordMessages.tooLong(PASSWORD_MAX);
  if (commonPasswords.has(password.toLowerCase())) return passwordMessages.tooCommon;
  return null;
}
