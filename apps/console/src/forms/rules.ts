/**
 * The console's form rules, with the product's messages exactly as written (from the copy catalogue). New passwords
 * are 12 to 128 characters — stricter than the product's original 4 — under the product's own message ("Password
 * too short"), neither only spaces nor one character repeated; the live hints list every rule the server checks
 * (`@qone/api-client/password-rules`, shared with it), and the server has the last word (it also refuses passwords
 * holding the account's name, email or company, and common ones).
 */
import { NEW_PASSWORD_MAX, NEW_PASSWORD_MIN } from '@qone/api-client/password-rules';
import { z } from 'zod';
import { validationCopy as v } from '../copy';

/** "simple email pattern" (login) */
const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** "pattern {email} with top-level part of at least 2 characters" (invite, personal settings) */
const emailWithTld = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const LOGIN_PASSWORD_MIN = 4;
export { NEW_PASSWORD_MAX, NEW_PASSWORD_MIN };
export const GROUP_DESCRIPTION_MIN = 20;

/** Empty fields report only "… is required", not every later rule too. */
const required = (message: string) => z.string().trim().min(1, { message, abort: true });

export const loginSchema = z.object({
  email: required(v.emailRequired).regex(simpleEmail, v.invalidEmail),
  password: z
    .string()
    .min(1, { message: v.passwordRequired, abort: true })
    .min(LOGIN_PASSWORD_MIN, v.passwordTooShort),
});
export type LoginValues = z.infer<typeof loginSchema>;

const newPassword = z
  .string()
  .min(1, { message: v.passwordRequired, abort: true })
  .min(NEW_PASSWORD_MIN, { message: v.passwordTooShort, abort: true })
  .max(NEW_PASSWORD_MAX, `Password must be at most ${NEW_PASSWORD_MAX} characters`)
  .refine((value) => /\S/u.test(value), { message: v.passwordBlank, abort: true })
  // A Set of a string holds its code points.
  .refine((value) => new Set(value).size > 1, v.passwordRepeated);

/** Reset password: old, new, confirm. */
export const resetPasswordSchema = z
  .object({
    oldPassword: z
      .string()
      .min(1, { message: v.oldPasswordRequired, abort: true })
      .min(LOGIN_PASSWORD_MIN, v.oldPasswordTooShort),
    password: newPassword,
    confirmPassword: z.string().min(1, v.confirmPasswordRequired),
  })
  // An empty confirm already says it is required; the mismatch is only news once something is typed.
  .refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
    message: v.confirmPasswordMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

/** Create password (/password, /register): as reset password, with 'Password is required' for an empty confirm. */
export const createPasswordSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string().min(1, v.passwordRequired),
  })
  // An empty confirm already says it is required; the mismatch is only news once something is typed.
  .refine((values) => values.confirmPassword === '' || values.password === values.confirmPassword, {
    message: v.confirmPasswordMismatch,
    path: ['confirmPassword'],
  });
export type CreatePasswordValues = z.infer<typeof createPasswordSchema>;

export const registerSchema = z.object({ name: required(v.nameRequired) }).and(createPasswordSchema);
export type RegisterValues = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({
  email: required(v.emailRequired).regex(emailWithTld, v.invalidEmail),
});

export const createAccountSchema = z.object({
  firstName: required(v.firstNameRequired),
  lastName: required(v.lastNameRequired),
  email: required(v.emailRequired).regex(emailWithTld, v.invalidEmail),
  companyName: required(v.companyNameRequired),
});
export type CreateAccountValues = z.infer<typeof createAccountSchema>;

/** Invite form. */
export const inviteSchema = z.object({
  name: required(v.nameRequired),
  email: required(v.emailRequired).regex(emailWithTld, v.invalidEmail),
  permissionGroupId: z.string(),
});

/**
 * Personal settings: name and email as the invite form, plus a required phone entered as a number. A new email
 * address (other than `storedEmail`, letter case aside) needs the current password: it changes only once the link
 * mailed to it is opened.
 */
export const personalSettingsSchema = (storedEmail: string) =>
  z
    .object({
      name: required(v.nameRequired),
      email: required(v.emailRequired).regex(emailWithTld, v.invalidEmail),
      phone: required(v.phoneRequired).regex(/^\+?[0-9][0-9 ]*$/, v.phoneRequired),
      currentPassword: z.string(),
    })
    .refine((values) => !changesEmail(storedEmail, values.email) || values.currentPassword !== '', {
      message: v.currentPasswordRequired,
      path: ['currentPassword'],
    });
export type PersonalSettingsValues = z.infer<ReturnType<typeof personalSettingsSchema>>;

/** Whether `email` is another address than `storedEmail` (a change of letter case is the same mailbox). */
export const changesEmail = (storedEmail: string, email: string) =>
  email.trim().toLowerCase() !== storedEmail.toLowerCase();

/** New permission group. */
export const newPermissionGroupSchema = z.object({
  name: required(v.groupNameRequired),
  description: required(v.descriptionRequired).min(GROUP_DESCRIPTION_MIN, v.descriptionTooShortNew),
});

/** Edit permission group: a description of at least 20 characters ('Description too short'). */
export const editPermissionGroupSchema = z.object({
  name: required(v.groupNameRequired),
  description: z.string().trim().min(GROUP_DESCRIPTION_MIN, v.descriptionTooShortEdit),
});
