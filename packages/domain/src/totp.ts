import { Secret, TOTP } from 'otpauth';

/**
 * Authenticator-app codes (RFC 6238: HMAC-SHA-1, 6 digits, 30-second steps), decided once for the server, the MSW
 * fake and the browser tests that type a code. `otpauth` computes them (it runs in Node and in the browser, on
 * @noble/hashes, without Node's modules); this module fixes the parameters and answers the step a code was for, so
 * the caller can refuse a code of a step already used (`second_factors.last_step`).
 */

/** The issuer an authenticator app lists the account under. */
export const TOTP_ISSUER = 'Q ONE TECH';
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and the step after the current one are accepted too (clocks drift, people type slowly). */
export const TOTP_WINDOW = 1;
/** 160 bits, the size RFC 4226 recommends for HMAC-SHA-1. */
const SECRET_BYTES = 20;

/** How many recovery codes a user holds after their first factor (or after regenerating). */
export const RECOVERY_CODE_COUNT = 10;
/** How long the ticket between the password and the second step lives. */
export const SIGN_IN_TICKET_SECONDS = 5 * 60;

/** Crockford's base32 without I, L, O, U: a recovery code is read off paper and typed. */
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 10 characters of 5 bits: 50 random bits. */
const RECOVERY_CODE_LENGTH = 10;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret, base32 (what the app's "enter a key" field and the `otpauth://` URI take). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/** The `otpauth://totp/…` URI the QR code carries: issuer "Q ONE TECH", labelled with the user's email. */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The step (30-second interval since the epoch) a moment falls in. */
export function totpStep(at: Date | number): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: new Date(at).getTime() });
}

/** The code an authenticator app shows at `at` (tests and the fake's stories type it). */
export function totpCode(secret: string, at: Date | number): string {
  return totpOf(secret).generate({ timestamp: new Date(at).getTime() });
}

/**
 * The step `code` was made for, when it is the code of the current step or of one step either side of it; null
 * otherwise. Anything but six digits is null, without computing anything.
 */
export function verifyTotp(secret: string, code: string, at: Date | number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const timestamp = new Date(at).getTime();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: TOTP_WINDOW });
  return delta === null ? null : totpStep(timestamp) + delta;
}

/** The secret as an app's "enter a key" field shows it: groups of four. */
export function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** A new recovery code, `XXXXX-XXXXX` (50 random bits). */
export function newRecoveryCode(): string {
  const bytes = new Uint8Array(RECOVERY_CODE_LENGTH);
  crypto.getRandomValues(bytes);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * A recovery code as typed, in the one form it is stored (hashed) and compared in: upper case, without spaces or
 * dashes, the letters people mistake for digits read as those digits (Crockford's rule). Null when it cannot be one.
 */
export function normaliseRecoveryCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== RECOVERY_CODE_LENGTH) return null;
  return [...code].every((char) => RECOVERY_ALPHABET.includes(char)) ? code : null;
}
