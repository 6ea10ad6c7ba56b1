/**
 * The console's form rules, with the product's messages exactly as written (from the copy catalogue). New passwords
 * are 12 to 128 characters — stricter than the product's original 4 — under the product's own message ("Password
 * too short"); the server has the last word (it also refuses common passwords).
 */
import * as z from 'zod/mini';
import { validationCopy as v } from '../copy';

/** "simple email pattern" (login) */
const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** "pattern {email} with top-level part of at least 2 characters" (invite, personal settings) */
const emailWithTld = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const LOGIN_PASSWORD_MIN = 4;
export const NEW_PASSWORD_MIN = 12;
export const NEW_PASSWORD_MAX = 128;
export const GROUP_DESCRIPTION_MIN = 20;

// zod's tree-shakable build (`zod/mini`): the same checks as zod's chained methods (`.min(…)` is
// `.check(z.minLength(…))`), without shipping every method to the login page.

/** Empty fields report only "… is required", not every later rule too. */
const required = (message: string, ...checks: z.core.$ZodCheck<string>[]) =>
  z.string().check(z.trim(), z.minLength(1, { message, abort: true }), ...checks);

export const loginSchema = z.object({
  email: required(v.emailRequired, z.regex(simpleEmail, v.invalidEmail)),
  password: z
    .string()
    .check(
      z.minLength(1, { message: v.passwordRequired, abort: true }),
      z.minLength(LOGIN_PASSWORD_MIN, v.passwordTooShort),
    ),
});
export type LoginValues = z.infer<typeof loginSchema>;

const newPassword = z
  .string()
  .check(
    z.minLength(1, { message: v.passwordRequired, abort: true }),
    z.minLength(NEW_PASSWORD_MIN, { message: v.passwordTooShort, abort: true }),
    z.maxLength(NEW_PASSWORD_MAX, `Password must be at most ${NEW_PASSWORD_MAX} characters`),
  );

/** Reset password: old, new, confirm. */
export const resetPasswordSchema = z
  .object({
    oldPassword: z
      .string()
      .check(
        z.minLength(1, { message: v.oldPasswordRequired, abort: true }),
        z.minLength(LOGIN_PASSWORD_MIN, v.oldPasswordTooShort),
      ),
    password: newPassword,
    confirmPassword: z.string().check(z.minLength(1, v.confirmPasswordRequired)),
  })
  // An empty confirm already says it is required; the mismatch is only news once something is typed.
  .check(
    z.refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
      message: v.confirmPasswordMismatch,
      path: ['confirmPassword'],
    }),
  );
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** Create password (/password, /register): as reset password, with 'Password is required' for an empty confirm. */
export const createPasswordSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string().check(z.minLength(1, v.passwordRequired)),
  })
  // An empty confirm already says it is required; the mismatch is only news once something is typed.
  .check(
    z.refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
      message: v.confirmPasswordMismatch,
      path: ['confirmPassword'],
    }),
  );
export type CreatePasswordValues = z.infer<typeof createPasswordSchema>;

export const registerSchema = z.intersection(
  z.object({ name: required(v.nameRequired) }),
  createPasswordSchema,
);
export type RegisterValues = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({
  email: required(v.emailRequired, z.regex(emailWithTld, v.invalidEmail)),
});

export const createAccountSchema = z.object({
  firstName: required(v.firstNameRequired),
  lastName: required(v.lastNameRequired),
  email: required(v.emailRequired, z.regex(emailWithTld, v.invalidEmail)),
  companyName: required(v.companyNameRequired),
});
export type CreateAccountValues = z.infer<typeof createAccountSchema>;

/** Invite form. */
export const inviteSchema = z.object({
  name: required(v.nameRequired),
  email: required(v.emailRequired, z.regex(emailWithTld, v.invalidEmail)),
  permissionGroupId: z.string(),
});

/** Personal settings: name and email as the invite form, plus a required phone entered as a number. */
export const personalSettingsSchema = z.object({
  name: required(v.nameRequired),
  email: required(v.emailRequired, z.regex(emailWithTld, v.invalidEmail)),
  phone: required(v.phoneRequired, z.regex(/^\+?[0-9][0-9 ]*$/, v.phoneRequired)),
});
export type PersonalSettingsValues = z.infer<typeof personalSettingsSchema>;

/** New permission group. */
export const newPermissionGroupSchema = z.object({
  name: required(v.groupNameRequired),
  description: required(v.descriptionRequired, z.minLength(GROUP_DESCRIPTION_MIN, v.descriptionTooShortNew)),
});

/** Edit permission group: a description of at least 20 characters ('Description too short'). */
export const editPermissionGroupSchema = z.object({
  name: required(v.groupNameRequired),
  description: z.string().check(z.trim(), z.minLength(GROUP_DESCRIPTION_MIN, v.descriptionTooShortEdit)),
});

/** Live hints under a new-password field: what the server will check, shown as the user types. */
export function passwordHints(password: string) {
  const length = [...password].length;
  return [
    { id: 'min', label: `At least ${NEW_PASSWORD_MIN} characters`, met: length >= NEW_PASSWORD_MIN },
    {
      id: 'max',
      label: `At most ${NEW_PASSWORD_MAX} characters`,
      met: length > 0 && length <= NEW_PASSWORD_MAX,
    },
  ];
}
