/**
 * How a refusal is worded: the functions that choose among the catalogue's texts (`messages.ts`) — which words a
 * refused languages save gets, and the `{ error }` of a request the contract refuses. The server and the MSW fake
 * both call these, so a refusal reads the same on both.
 *
 * Only erasable TypeScript: the server loads this file at run time through Node's type stripping
 * (`@qone/domain/wording`); the catalogue comes in by its package name, as a relative import would want an
 * extension there.
 */
import {
  languageMessages,
  passwordMessages,
  type RequestPart,
  requestMessages,
  validationMessages,
} from '@qone/domain/messages';

/** The words of a refused language save (`applyLanguageSave` of `@qone/domain/languages`). */
export function languageProblemMessage(
  problem:
    | { kind: 'unknown' | 'duplicate'; code: string }
    | { kind: 'oneDefault' }
    | { kind: 'defaultDisabled'; name: string }
    | { kind: 'customCodeTaken'; customCode: string },
): string {
  switch (problem.kind) {
    case 'unknown':
      return languageMessages.unknown(problem.code);
    case 'duplicate':
      return languageMessages.duplicate(problem.code);
    case 'oneDefault':
      return languageMessages.oneDefault;
    case 'defaultDisabled':
      return languageMessages.defaultDisabled(problem.name);
    case 'customCodeTaken':
      return languageMessages.customCodeTaken(problem.customCode);
  }
}

// ------------------------------------------------------------------------------------------------ request validation
//
// Every request is validated against openapi.yaml before any handler runs (the server with Fastify's Ajv, the fake
// with the same Ajv over the same schemas). The words of a 400 come from here, so both say the same: the
// specification's own text where it words one (the rules below), otherwise the validator's, with the field and the
// part of the request it was found in.

/** One failure as the JSON Schema validator (Ajv) reports it. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Readonly<Record<string, unknown>>;
  message?: string;
}

/** A text, or how to word it from the failing value and the validator's report. */
type Wording = string | ((value: unknown, error: SchemaError) => string);
/** operationId → field path in the body (`a.b`) → failing keyword → wording. */
type ValidationRules = Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, Wording>>>>>>;

const v = validationMessages;
/** An empty value is "required"; a short one is "too short". */
const emptyOr = (empty: string, short: string) => (value: unknown) => (value === '' ? empty : short);
const limitOf = (error: SchemaError) => Number(error.params.limit);

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
  minLength: (value: unknown, error: SchemaError) =>
    value === '' ? v.passwordRequired : passwordMessages.tooShort(limitOf(error)),
  maxLength: (_value: unknown, error: SchemaError) => passwordMessages.tooLong(limitOf(error)),
};
const groupNameRules = {
  required: v.groupNameRequired,
  minLength: v.groupNameRequired,
  pattern: v.groupNameRequired,
};
const groupDescriptionRules = (tooShort: string) => ({
  required: v.descriptionRequired,
  minLength: emptyOr(v.descriptionRequired, tooShort),
});

/** Where the specification words a validation message itself, the 400 carries that text. */
/** The spec's hostname rule (≤ 253 characters, labels ≤ 63, a TLD of 2+ letters): one text for each way to miss it. */
const hostnameRules = {
  minLength: v.invalidHostname,
  maxLength: v.invalidHostname,
  pattern: v.invalidHostname,
};
const mailerRules = {
  mailer: { minLength: v.mailerTooShort },
  alias: { minLength: v.aliasRequired, pattern: v.aliasRequired },
};

export const specValidationRules: ValidationRules = {
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
    description: groupDescriptionRules(v.descriptionTooShortOnCreate),
  },
  updatePermissionGroup: {
    name: groupNameRules,
    description: groupDescriptionRules(v.descriptionTooShortOnEdit),
  },
  updateTemplate: { slug: { minLength: v.slugSpecialCharacters, pattern: v.slugSpecialCharacters } },
  createDomain: { domain: hostnameRules },
  updateDomain: { domain: hostnameRules },
  createMailer: mailerRules,
  updateMailer: mailerRules,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Bodies that are one of several schemas told apart by a field: the validator reports every branch's failure, so
 * only the branch the caller meant (by that field) is explained. Returns the index of that branch in `oneOf`.
 */
const discriminatedBodies: Readonly<Record<string, (body: Record<string, unknown>) => number>> = {
  // AdminPasswordReset | PasswordChange
  resetUserPassword: (body) => ('oldPassword' in body ? 1 : 0),
  // PermissionGroupDetailsUpdate | PermissionGroupAccessUpdate | PermissionGroupPanelUpdate
  updatePermissionGroup: (body) => (body.target === 'details' ? 0 : body.target === 'panel' ? 2 : 1),
};

/** The errors worth explaining: for a discriminated body, those of the branch the caller chose. */
export function relevantErrors<E extends SchemaError>(
  operationId: string | undefined,
  errors: readonly E[],
  body: unknown,
): readonly E[] {
  const pick = operationId ? discriminatedBodies[operationId] : undefined;
  if (!pick || !isRecord(body)) return errors;
  const prefix = `#/oneOf/${pick(body)}/`;
  const branch = errors.filter((error) => error.schemaPath.startsWith(prefix));
  return branch.length > 0 ? branch : errors;
}

/** The field an error is about, as a dotted path (`a.b`); `''` for the whole body. */
function fieldOf(error: SchemaError): string {
  return error.instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** The specification's own text for a body error, when it words one; otherwise undefined. */
export function specMessage(
  operationId: string | undefined,
  error: SchemaError | undefined,
  body: unknown,
): string | undefined {
  if (!operationId || !error) return undefined;
  const fields = specValidationRules[operationId];
  if (!fields) return undefined;
  const parent = fieldOf(error);
  const missing = error.params.missingProperty;
  const field =
    error.keyword === 'required' && typeof missing === 'string'
      ? [parent, missing].filter(Boolean).join('.')
      : parent;
  const wording = fields[field]?.[error.keyword];
  if (wording === undefined) return undefined;
  if (typeof wording === 'string') return wording;
  const value = isRecord(body) && !field.includes('.') ? body[field] : undefined;
  return wording(value, error);
}

/**
 * The `{ error }` text of a request the contract refuses: the first relevant failure, in the specification's words
 * where it has them, else "Unknown field 'x' in body", "'x' is required in body" or the validator's own words.
 */
export function validationMessage(
  operationId: string | undefined,
  part: RequestPart,
  errors: readonly SchemaError[],
  body: unknown,
): string {
  const first = relevantErrors(operationId, errors, part === 'body' ? body : undefined)[0];
  if (!first) return requestMessages.invalid;
  const worded = part === 'body' ? specMessage(operationId, first, body) : undefined;
  if (worded) return worded;
  if (first.keyword === 'additionalProperties') {
    return requestMessages.unknownField(String(first.params.additionalProperty), part);
  }
  if (first.keyword === 'required')
    return requestMessages.fieldRequired(String(first.params.missingProperty), part);
  return requestMessages.fieldInvalid(fieldOf(first), first.message ?? 'is invalid', part);
}
