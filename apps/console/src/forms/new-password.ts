/**
 * The rules of a new password (register, set password, reset password): 12 to 128 characters — stricter than the
 * product's original 4 — under the product's own message ("Password too short"), neither only spaces nor one
 * character repeated; the live hints list every rule the server checks (`@qone/domain/password-rules`, shared
 * with it), and the server has the last word (it also refuses passwords holding the account's name, email or company,
 * and common ones). Apart from ./rules.ts so that the sign-in page does not download them.
 */
import { NEW_PASSWORD_MAX, NEW_PASSWORD_MIN } from '@qone/domain/password-rules';
import * as v from 'valibot';
import { validationCopy as m } from '../copy';
import { LOGIN_PASSWORD_MIN, required } from './rules';

/** Entered and long enough: until then a new password says only that, and its confirmation is not compared. */
const newPasswordEntered = v.pipe(
  v.string(),
  v.minLength(1, m.passwordRequired),
  v.minLength(NEW_PASSWORD_MIN, m.passwordTooShort),
);
const newPassword = v.pipe(
  newPasswordEntered,
  v.maxLength(NEW_PASSWORD_MAX, `Password must be at most ${NEW_PASSWORD_MAX} characters`),
  v.regex(/\S/u, m.passwordBlank),
  // A Set of a string holds its code points.
  v.check((value) => new Set(value).size > 1, m.passwordRepeated),
);

/**
 * Confirm must repeat the new password. An empty confirm already says it is required, so the mismatch is only news
 * once something is typed; and it waits until the fields it depends on (`ready`) are filled in well enough.
 */
const confirmRepeats = <T extends { password: string; confirmPassword: string }>(
  ready: (values: T) => boolean,
) =>
  v.check<T, string>(
    (values) => !ready(values) || values.confirmPassword === '' || values.password === values.confirmPassword,
    m.confirmPasswordMismatch,
  );

const resetPasswordFields = v.object({
  oldPassword: v.pipe(
    v.string(),
    v.minLength(1, m.oldPasswordRequired),
    v.minLength(LOGIN_PASSWORD_MIN, m.oldPasswordTooShort),
  ),
  password: newPassword,
  confirmPassword: v.pipe(v.string(), v.minLength(1, m.confirmPasswordRequired)),
});

/** Reset password: old, new, confirm. */
export const resetPasswordSchema = v.pipe(
  resetPasswordFields,
  v.forward(
    confirmRepeats<v.InferOutput<typeof resetPasswordFields>>(
      (values) => values.oldPassword !== '' && v.is(newPasswordEntered, values.password),
    ),
    ['confirmPassword'],
  ),
);
export type ResetPasswordValues = v.InferOutput<typeof resetPasswordSchema>;

const createPasswordFields = v.object({
  password: newPassword,
  confirmPassword: v.pipe(v.string(), v.minLength(1, m.passwordRequired)),
});

/** Create password (/password, /register): as reset password, with 'Password is required' for an empty confirm. */
export const createPasswordSchema = v.pipe(
  createPasswordFields,
  v.forward(
    confirmRepeats<v.InferOutput<typeof createPasswordFields>>((values) =>
      v.is(newPasswordEntered, values.password),
    ),
    ['confirmPassword'],
  ),
);
export type CreatePasswordValues = v.InferOutput<typeof createPasswordSchema>;

export const registerSchema = v.intersect([
  v.object({ name: required(m.nameRequired) }),
  createPasswordSchema,
]);
export type RegisterValues = v.InferOutput<typeof registerSchema>;
