import type { RequestPart } from '@qone/domain/messages';
import document from '@qone/domain/openapi.json';
import {
  coerceTypesFor,
  dereference,
  findForbiddenText,
  requestSchemas,
  requestValidatorOptions,
} from '@qone/domain/request-validation';
import type { SchemaError } from '@qone/domain/wording';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { PermissionFlagName } from '../src/types';

/**
 * The fake's view of openapi.yaml (bundled as `@qone/domain/openapi.json` by `npm run generate`): per operation its id,
 * whether it is public, its `x-permission`, and validators of its path parameters, query and body built the way the
 * server builds them (fastify-openapi-glue's schemas, Ajv with src/request-validation.ts), so the fake refuses the
 * requests the server refuses, with the validator's same report.
 */

export type Method = 'get' | 'post' | 'put' | 'delete';

type Json = Record<string, unknown>;

/** What validates one part of a request: an empty list when the value is valid. */
type Check = (value: unknown) => readonly SchemaError[];

export interface ContractOperation {
  operationId: string;
  method: Method;
  path: string;
  /** `security: []`: answers without a session. */
  isPublic: boolean;
  /** `x-permission`: the flag the caller's group must hold. */
  permission: PermissionFlagName | undefined;
  /** `x-before-enrolment: true`: open to a user whom the company's policy holds until they set up a second factor. */
  beforeEnrolment: boolean;
  /** `x-step-up: true`: the caller's session must hold a fresh proof of identity. */
  stepUp: boolean;
  /**
   * The request body's media types (none when the operation takes no body), whether one must be sent, and its
   * largest size in bytes (`x-body-limit`).
   */
  body: { required: boolean; mediaTypes: readonly string[]; limit: number | undefined };
  /** Checks of `params` (path), `querystring` and `body` (by media type), in the order the server runs them. */
  check(part: RequestPart, value: unknown, mediaType?: string): readonly SchemaError[];
  /** The field of the first string holding a character no request may hold (`findForbiddenText`), if any. */
  forbiddenText(part: RequestPart, value: unknown, mediaType?: string): string | undefined;
}

const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function createAjv(part: RequestPart): Ajv {
  const ajv = new Ajv({ ...requestValidatorOptions, coerceTypes: coerceTypesFor(part) });
  addFormats(ajv);
  return ajv;
}

let ajvs: { body: Ajv; strings: Ajv } | undefined;

/** Compiled on first use (the browser pays for Ajv only when the fake answers). */
function compile(schema: unknown, part: RequestPart): Check {
  let validate: ValidateFunction | undefined;
  return (value) => {
    ajvs ??= { body: createAjv('body'), strings: createAjv('params') };
    validate ??= (part === 'body' ? ajvs.body : ajvs.strings).compile(isJson(schema) ? schema : {});
    return validate(value) ? [] : (validate.errors ?? []);
  };
}

function buildOperation(
  method: Method,
  path: string,
  item: Json,
  operation: Json,
  security: unknown,
): ContractOperation {
  const schemas = requestSchemas(item, operation);
  const checks = {
    params: schemas.params && compile(schemas.params, 'params'),
    querystring: schemas.querystring && compile(schemas.querystring, 'querystring'),
    body: new Map(
      Object.entries(schemas.body).map(([mediaType, schema]) => [mediaType, compile(schema, 'body')]),
    ),
  };
  const permission = operation['x-permission'];
  const requirements = Array.isArray(operation.security) ? operation.security : security;
  return {
    operationId: String(operation.operationId),
    method,
    path,
    isPublic: Array.isArray(requirements) && requirements.length === 0,
    permission: permission === 'settings' || permission === 'defaults' ? permission : undefined,
    beforeEnrolment: operation['x-before-enrolment'] === true,
    stepUp: operation['x-step-up'] === true,
    body: {
      required: schemas.bodyRequired,
      mediaTypes: Object.keys(schemas.body),
      limit: schemas.bodyLimit,
    },
    check(part, value, mediaType) {
      if (part === 'params') return checks.params?.(value) ?? [];
      if (part === 'querystring') return checks.querystring?.(value) ?? [];
      if (part === 'body') return (mediaType && checks.body.get(mediaType)?.(value)) || [];
      return [];
    },
    forbiddenText(part, value, mediaType) {
      const schema =
        part === 'params'
          ? schemas.params
          : part === 'querystring'
            ? schemas.querystring
            : mediaType
              ? schemas.body[mediaType]
              : undefined;
      return findForbiddenText(value, schema);
    },
  };
}

const operations = new Map<string, ContractOperation>();
const resolved = dereference(document);
for (const [path, item] of Object.entries(isJson(resolved.paths) ? resolved.paths : {})) {
  if (!isJson(item)) continue;
  for (const method of ['get', 'post', 'put', 'delete'] as const) {
    const operation = item[method];
    if (isJson(operation)) {
      operations.set(`${method} ${path}`, buildOperation(method, path, item, operation, resolved.security));
    }
  }
}

/** The operation of openapi.yaml at `method path` (the schema's own path); throws for one the contract lacks. */
export function contractOperation(method: Method, path: string): ContractOperation {
  const operation = operations.get(`${method} ${path}`);
  if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not an operation of openapi.yaml`);
  return operation;
}

/** openapi.yaml as the fake serves it (`GET /api/openapi.yaml`): JSON is YAML too. */
export const contractText = (): string => JSON.stringify(document, null, 2);
