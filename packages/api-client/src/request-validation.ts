/**
 * How requests are validated against openapi.yaml, shared by the server and the fake so both refuse the same
 * requests with the validator's same report (worded by `validationMessage` in ./messages.ts). Only a type import
 * and erasable TypeScript: Node's type stripping loads it at run time (`@qone/api-client/request-validation`).
 */

import type { RequestPart } from '@qone/api-client/messages';
import type { Options } from 'ajv';

/**
 * Ajv's options for every part: defaults filled in, unknown properties refused (never silently dropped),
 * OpenAPI's annotations (examples, x-…) allowed, all errors not collected (the first one is answered), and
 * `format: binary` (file parts of a multipart body) left to the handlers, which check the bytes.
 */
export const requestValidatorOptions = {
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
  strict: false,
  formats: { binary: true },
} as const satisfies Options;

/**
 * A JSON body is validated exactly as sent (`"true"` is not a boolean, `42` is not a string); path, query and
 * header values are always strings on the wire, so those, and only those, are coerced to the contract's types.
 */
export function coerceTypesFor(part: RequestPart): Options['coerceTypes'] {
  return part === 'body' ? false : 'array';
}
