import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { RequestPart, SchemaError } from '../src/messages';
import document from '../src/openapi.json';
import { coerceTypesFor, requestValidatorOptions } from '../src/request-validation';
import type { PermissionFlagName } from '../src/types';

/**
 * The fake's view of openapi.yaml (bundled as src/openapi.json by `npm run generate`): per operation its id,
 * whether it is public, its `x-permission`, and validators of its path parameters, query and body built the way the
 * server builds them (fastify-openapi-glue's schemas, Ajv with src/request-validation.ts), so the fake refuses the
 * requests the server refuses, with the validator's same report.
 */

export type Method = 'get' | 'post' | 'put' | 'delete';

type Json = Record<string, unknown>;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

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
  /** The request body's media types (none when the operation takes no body) and whether one must be sent. */
  body: { required: boolean; mediaTypes: readonly string[] };
  /** Checks of `params` (path), `querystring` and `body` (by media type), in the order the server runs them. */
  check(part: RequestPart, value: unknown, mediaType?: string): readonly SchemaError[];
}

const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The document with every local `$ref` replaced by what it points at (siblings of a `$ref`, only descriptions here,
 * are dropped), as fastify-openapi-glue resolves it before handing schemas to the validator.
 */
function dereference(root: Json): Json {
  const resolved = new Map<string, unknown>();
  const target = (ref: string): unknown => {
    let node: unknown = root;
    for (const part of ref.slice(2).split('/')) {
      node = isJson(node) ? node[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
    }
    if (node === undefined) throw new Error(`openapi.json: ${ref} does not resolve`);
    return node;
  };
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isJson(node)) return node;
    if (typeof node.$ref === 'string') {
      const ref = node.$ref;
      if (!resolved.has(ref)) {
        resolved.set(ref, undefined);
        resolved.set(ref, walk(target(ref)));
      }
      return resolved.get(ref);
    }
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, walk(value)]));
  };
  const result = walk(root);
  if (!isJson(result)) throw new Error('openapi.json is not an object');
  return result;
}

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

/** Path or query parameters as one object schema (fastify-openapi-glue's `parseParams`). */
function parameterSchema(parameters: readonly Parameter[]): Json | undefined {
  if (parameters.length === 0) return undefined;
  const required = parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema ?? {}])),
    ...(required.length > 0 ? { required } : {}),
  };
}

const asParameters = (value: unknown): Parameter[] =>
  Array.isArray(value)
    ? value.filter(
        (item): item is Parameter =>
          isJson(item) && typeof item.name === 'string' && typeof item.in === 'string',
      )
    : [];

function buildOperation(
  method: Method,
  path: string,
  item: Json,
  operation: Json,
  security: unknown,
): ContractOperation {
  const own = asParameters(operation.parameters);
  const inherited = asParameters(item.parameters);
  // An operation's own path (or query) parameters replace the path item's, as fastify-openapi-glue merges them.
  const of = (where: string) => {
    const listed = own.filter((parameter) => parameter.in === where);
    return listed.length > 0 ? listed : inherited.filter((parameter) => parameter.in === where);
  };
  const params = parameterSchema(of('path'));
  const query = parameterSchema(of('query'));
  const requestBody = isJson(operation.requestBody) ? operation.requestBody : undefined;
  const content = isJson(requestBody?.content) ? requestBody.content : {};
  const checks = {
    params: params && compile(params, 'params'),
    querystring: query && compile(query, 'querystring'),
    body: new Map(
      Object.entries(content).map(([mediaType, media]) => [
        mediaType,
        compile(isJson(media) ? media.schema : undefined, 'body'),
      ]),
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
    body: { required: requestBody?.required === true, mediaTypes: Object.keys(content) },
    check(part, value, mediaType) {
      if (part === 'params') return checks.params?.(value) ?? [];
      if (part === 'querystring') return checks.querystring?.(value) ?? [];
      if (part === 'body') return (mediaType && checks.body.get(mediaType)?.(value)) || [];
      return [];
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

/** Every operation of the contract. */
export function contractOperations(): ContractOperation[] {
  return [...operations.values()];
}

/** openapi.yaml as the fake serves it (`GET /api/openapi.yaml`): JSON is YAML too. */
export const contractText = (): string => JSON.stringify(document, null, 2);
