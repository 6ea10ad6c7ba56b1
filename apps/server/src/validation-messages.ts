import type { FastifySchemaValidationError } from 'fastify';
import { PASSWORD_MAX, PASSWORD_MIN } from './auth/passwords.js';

/**
 * The contract validates request bodies before any handler runs, so where SPEC.md words a validation message itself
 * (section 5), the 400 answer must carry that text rather than the validator's. Keyed by operationId, the field's
 * path in the body and the failing keyword.
 */
type Message = string | ((value: unknown) => string);
type Rules = Record<string, Record<string, Partial<Record<string, Message>>>>;

const nameRequired = 'Name is required';
const descriptionRequired = 'Description is required';
const emptyOr = (empty: string, short: string) => (value: unknown) => (value === '' ? empty : short);

// SPEC 5's texts for sign-in, the invite form, personal settings and passwords (users and auth operations).
const emailRequired = 'Email is required';
const emailRules = {
  required: emailRequired,
  minLength: emptyOr(emailRequired, 'Invalid Email'),
  maxLength: 'Invalid Email',
  pattern: 'Invalid Email',
  format: 'Invalid Email',
};
const personNameRules = {
  required: 'name is required',
  minLength: 'name is required',
  pattern: 'name is required',
};
const phoneRules = {
  required: 'phone is required',
  minLength: emptyOr('phone is required', 'Invalid phone number'),
  maxLength: 'Invalid phone number',
  pattern: 'Invalid phone number',
};
const newPasswordRules = {
  required: 'Password is required',
  minLength: emptyOr('Password is required', `Password must be at least ${PASSWORD_MIN} characters`),
  maxLength: `Password must be at most ${PASSWORD_MAX} characters`,
};

const rules: Rules = {
  login: {
    email: emailRules,
    password: { required: 'Password is required', minLength: 'Password is required' },
  },
  forgotPassword: { email: emailRules },
  setPassword: { password: newPasswordRules },
  register: { name: personNameRules, password: newPasswordRules },
  createAccount: { email: emailRules },
  inviteUser: { name: personNameRules, email: emailRules },
  updateUserByEmail: { name: personNameRules, email: emailRules, phone: phoneRules },
  updateUserProfile: { name: personNameRules, email: emailRules, phone: phoneRules },
  resetUserPassword: {
    oldPassword: { required: 'Old password is required', minLength: 'Old password is required' },
    password: {
      ...newPasswordRules,
      const: 'To reset a password send an empty password; to change your own, send oldPassword as well',
    },
  },
  createPermissionGroup: {
    name: { required: nameRequired, minLength: nameRequired, pattern: nameRequired },
    description: {
      required: descriptionRequired,
      minLength: emptyOr(descriptionRequired, 'Description too short please write some many word'),
    },
  },
  updatePermissionGroup: {
    name: { required: nameRequired, minLength: nameRequired, pattern: nameRequired },
    description: {
      required: descriptionRequired,
      minLength: emptyOr(descriptionRequired, 'Description too short'),
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

/** The spec's own text for the first error, when SPEC.md words one; otherwise undefined. */
export function specMessage(
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
