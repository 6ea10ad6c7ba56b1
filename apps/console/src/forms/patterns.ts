/**
 * The field patterns every form shares, the valibot schemas of ./rules.ts and the forms without a schema (company
 * settings, the mailer test, the preview recipient) alike. No imports: a page that checks one field does not carry
 * valibot for it.
 */

/** "pattern {email} with top-level part of at least 2 characters" (a punycode top-level part included). */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** "simple email pattern": the sign-in form's only, which refuses no address an account may have. */
export const SIGN_IN_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number as the product takes it: digits and spaces, an optional leading +. */
export const PHONE = /^\+?[0-9][0-9 ]*$/;

/** Whether `value` is an email address by the forms' rule. */
export const isEmail = (value: string): boolean => EMAIL.test(value);

/** An SMS test recipient: digits, spaces, brackets and hyphens, 4 to 32 characters, an optional leading +. */
export const SMS_PHONE = /^\+?[0-9][0-9 ()-]{3,31}$/;

/** A finished slug: lowercase letters and digits in parts joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A tracking increment: a whole number from 1 to 1000. */
export const INCREMENT = /^(?:[1-9]\d{0,2}|1000)$/;

/** The host-name rule: at most 253 characters, labels of at most 63, a top-level domain of 2 or more letters. */
export function isHostname(value: string): boolean {
  if (value.length < 4 || value.length > 253) return false;
  return /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/.test(value);
}
