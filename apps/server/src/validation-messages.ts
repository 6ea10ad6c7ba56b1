import { passwordMessages, validationMessages } from '@qone/api-client/messages';
import type { FastifySchemaValidationError } from 'fastify';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth/passwords.js';

/**
 * The contract validates request bodies before any handler runs, so where a form of the console has its own words for
 * a refusal ('Email is required', 'Invalid Email', 'Description too short please write some many word'…), the 400
 * answer carries those words rather than the validator's, and the form shows them as they are. Keyed by operationId,
 * the field's path in the body and the failing keyword.
 */
type Message = string | ((value: unknown) => string);
type Rules = Record<string, Record<string, Partial<Record<string, Message>>>>;

const v = validationMessages;
const emptyOr = (empty: string, short: string) => (value: unknown) => (value === '' ? empty : short);

const emailRules = {
  required: v.emailRequired,
  minLength: emptyOr(v.emailRequired, v.invalidEmail),
  maxLength: v.invalidEmail,
  pattern: v.invalidEmail,
  format: v.invalidEmail,
};
const personNameRules = {
  required: v.personNameRequired,
  minLength: v.personNameRequired,
  pattern: v.personNameRequired,
};
const phoneRules = {
  required: v.phoneRequired,
  minLength: emptyOr(v.phoneRequired, v.invalidPhone),
  maxLength: v.invalidPhone,
  pattern: v.invalidPhone,
};
const newPasswordRules = {
  required: v.passwordRequired,
  minLength: emptyOr(v.passwordRequired, passwordMessages.tooShort(PASSWORD_MIN)),
  maxLength: passwordMessages.tooLong(PASSWORD_MAX),
};
const groupNameRules = {
  required: v.groupNameRequired,
  minLength: v.groupNameRequired,
  pattern: v.groupNameRequired,
};

const rules: Rules = {
  login: {
    email: emailRules,
    password: { required: v.passwordRequired, minLength: v.passwordRequired },
  },
  forgotPassword: { email: emailRules },
  setPassword: { password: newPasswordRules },
  register: { name: personNameRules, password: newPasswordRules },
  createAccount: { email: emailRules },
  inviteUser: { name: personNameRules, email: emailRules },
  updateUserByEmail: { name: personNameRules, email: emailRules, phone: phoneRules },
  updateUserProfile: { name: personNameRules, email: emailRules, phone: phoneRules },
  resetUserPassword: {
    oldPassword: { required: v.oldPasswordRequired, minLength: v.oldPasswordRequired },
    password: { ...newPasswordRules, const: v.adminResetNeedsEmptyPassword },
  },
  createPermissionGroup: {
    name: groupNameRules,
    description: {
      required: v.descriptionRequired,
      minLength: emptyOr(v.descriptionRequired, v.descriptionTooShortOnCreate),
    },
  },
  updatePermissionGroup: {
    name: groupNameRules,
    description: {
      required: v.descriptionRequired,
      minLength: emptyOr(v.descriptionRequired, v.descriptionTooShortOnEdit),
    },
  },
};

/**
 * Bodies that are one of several schemas told apart by a field: the validator reports every branch's failure, so
 * only the branch the caller meant (by that field) is explained.
 */
const discriminated: Record<string, (body: Record<string, unknown>) => number> = {
  // AdminPasswordReset | PasswordChange
  resetUserPassword: (body) => ('oldPassword' in body ? 1 : 0),
  // PermissionGroupDetailsUpdate | PermissionGroupAccessUpdate | PermissionGroupPanelUpdate
  updatePermissionGroup: (body) => (body.target === 'details' ? 0 : body.target === 'panel' ? 2 : 1),
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The errors worth explaining: for a discriminated body, those of the branch the caller chose. */
export function relevantErrors(
  operationId: string | undefined,
  errors: FastifySchemaValidationError[],
  body: unknown,
): FastifySchemaValidationError[] {
  const pick = operationId ? discriminated[operationId] : undefined;
  if (!pick || !isRecord(body)) return errors;
  const prefix = `#/oneOf/${pick(body)}/`;
  const branch = errors.filter((e) => e.schemaPath.startsWith(prefix));
  return branch.length > 0 ? branch : errors;
}

/** The form's own words for the first error, where it has them; otherwise undefined. */
export function formMessage(
  operationId: string | undefined,
  error: FastifySchemaValidationError | undefined,
  body: unknown,
): string | undefined {
  if (!operationId || !error) return undefined;
  const fields = rules[operationId];
  if (!fields) return undefined;
  const parent = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  const field =
    error.keyword === 'required' && missing ? [parent, missing].filter(Boolean).join('.') : parent;
  const message = fields[field]?.[error.keyword];
  if (message === undefined) return undefined;
  if (typeof message === 'string') return message;
  const value = isRecord(body) && !field.includes('.') ? body[field] : undefined;
  return message(value);
}
