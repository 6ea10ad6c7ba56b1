/**
 * The console's form rules, with the product's messages exactly as written (from the copy catalogue). The rules of a
 * new password are in ./new-password.ts, apart, so that the sign-in page does not download them.
 */
import * as v from 'valibot';
import { validationCopy as m } from '../copy';
import { EMAIL, PHONE, SIGN_IN_EMAIL } from './patterns';

export const LOGIN_PASSWORD_MIN = 4;
const GROUP_DESCRIPTION_MIN = 20;

// Valibot (a few hundred bytes per form, against zod's several kilobytes on the login page). A field's rules run in
// order and the form shows the first one that fails, so an empty field reports only "… is required".

/** Required after trimming; a field's own rules follow it: `v.pipe(required(…), v.regex(…))`. */
export const required = (message: string) => v.pipe(v.string(), v.trim(), v.minLength(1, message));

export const loginSchema = v.object({
  email: v.pipe(required(m.emailRequired), v.regex(SIGN_IN_EMAIL, m.invalidEmail)),
  password: v.pipe(
    v.string(),
    v.minLength(1, m.passwordRequired),
    v.minLength(LOGIN_PASSWORD_MIN, m.passwordTooShort),
  ),
});
export type LoginValues = v.InferOutput<typeof loginSchema>;

export const forgotPasswordSchema = v.object({
  email: v.pipe(required(m.emailRequired), v.regex(EMAIL, m.invalidEmail)),
});
export type ForgotPasswordValues = v.InferOutput<typeof forgotPasswordSchema>;

export const createAccountSchema = v.object({
  firstName: required(m.firstNameRequired),
  lastName: required(m.lastNameRequired),
  email: v.pipe(required(m.emailRequired), v.regex(EMAIL, m.invalidEmail)),
  companyName: required(m.companyNameRequired),
});
export type CreateAccountValues = v.InferOutput<typeof createAccountSchema>;

/** Invite form: name, email, and the group to invite into. */
export const inviteSchema = v.object({
  name: required(m.nameRequired),
  email: v.pipe(required(m.emailRequired), v.regex(EMAIL, m.invalidEmail)),
  permissionGroupId: v.pipe(v.string(), v.minLength(1, m.groupRequired)),
});

/** Role form: the product shows no rule; the server needs a name. */
export const roleSchema = v.object({
  name: required(m.roleRequired),
  description: v.string(),
});

/**
 * A form's values checked by a schema, as the kit's dialogs take them: the first message of each field that is
 * wrong, by field name.
 */
export function fieldErrors<Values extends Record<string, string>>(
  schema: v.GenericSchema<Values, unknown>,
  values: Values,
): Partial<Record<keyof Values, string>> {
  const result = v.safeParse(schema, values);
  if (result.success) return {};
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && key in values && errors[key as keyof Values] === undefined) {
      errors[key as keyof Values] = issue.message;
    }
  }
  return errors;
}

/**
 * Personal settings: name and email as the invite form, plus a required phone entered as a number. A new email
 * address (other than `storedEmail`, letter case aside) needs the current password: it changes only once the link
 * mailed to it is opened.
 */
const personalSettingsFields = v.object({
  name: required(m.nameRequired),
  email: v.pipe(required(m.emailRequired), v.regex(EMAIL, m.invalidEmail)),
  phone: v.pipe(required(m.phoneRequired), v.regex(PHONE, m.invalidPhone)),
  currentPassword: v.string(),
});
export const personalSettingsSchema = (storedEmail: string) =>
  v.pipe(
    personalSettingsFields,
    v.forward(
      v.check<v.InferOutput<typeof personalSettingsFields>, string>(
        (values) => !changesEmail(storedEmail, values.email) || values.currentPassword !== '',
        m.currentPasswordRequired,
      ),
      ['currentPassword'],
    ),
  );
export type PersonalSettingsValues = v.InferOutput<typeof personalSettingsFields>;

/** Whether `email` is another address than `storedEmail` (a change of letter case is the same mailbox). */
export const changesEmail = (storedEmail: string, email: string) =>
  email.trim().toLowerCase() !== storedEmail.toLowerCase();

/** New permission group. */
export const newPermissionGroupSchema = v.object({
  name: required(m.groupNameRequired),
  description: v.pipe(
    required(m.descriptionRequired),
    v.minLength(GROUP_DESCRIPTION_MIN, m.descriptionTooShortNew),
  ),
});

/** Edit permission group: a description of at least 20 characters ('Description too short'). */
export const editPermissionGroupSchema = v.object({
  name: required(m.groupNameRequired),
  description: v.pipe(v.string(), v.trim(), v.minLength(GROUP_DESCRIPTION_MIN, m.descriptionTooShortEdit)),
});

/** The resolver every form of the console validates with: `useForm({ resolver: formResolver(loginSchema) })`. */
export { standardSchemaResolver as formResolver } from '@hookform/resolvers/standard-schema';
