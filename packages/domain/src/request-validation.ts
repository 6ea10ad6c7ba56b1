/**
 * How requests are validated against openapi.yaml, shared by the server and the fake so both refuse the same
 * requests with the validator's same report (worded by `validationMessage` in ./messages.ts). Only a type import
 * and erasable TypeScript: Node's type stripping loads it at run time (`@qone/domain/request-validation`).
 */

import type { RequestPart } from '@qone/domain/messages';
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

// ------------------------------------------------------------------------------------------------ nesting of requests

/**
 * The deepest nesting any request may have: objects and arrays inside each other (a bare value is 0 deep, `{}` and
 * `[]` 1, `{"a":[{}]}` 3). The contract's deepest body is far below it (`deepestRequest`, checked by the server's
 * tests); a parsed body is walked recursively by the character check and the schemas, so anything deeper is refused
 * before them (`requestMessages.nestedTooDeeply`), by this loop, which holds no call stack.
 */
export const MAX_REQUEST_DEPTH = 32;

/** Whether `value` nests objects and arrays more than `limit` deep; stops at the first branch that does. */
export function nestsDeeperThan(value: unknown, limit: number = MAX_REQUEST_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, depth] = next;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (typeof child === 'object' && child !== null) pending.push([child, depth + 1]);
    }
  }
  return false;
}

// ------------------------------------------------------------------------------------------------ text of requests
//
// Every string of a request — body, path and query — is checked before the schemas are: a character no text of the
// contract may hold answers 400 naming the field (`requestMessages.forbiddenCharacters`). The server and the fake
// run the same check on the same schemas, in the same order (path, body, query).

/**
 * NUL and the other C0 controls (tab, LF and CR are judged below), DEL and the C1 controls, lone UTF-16 surrogates,
 * and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that make text display
 * differently from what it is.
 */
const FORBIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Tab and line breaks: only in fields the contract marks `x-multiline: true`. */
const LINE_BREAKS_AND_TABS = /[\t\n\r\u2028\u2029]/;

/** Whether `text` holds a character no string of a request may hold (tab and line breaks unless `multiline`). */
export function hasForbiddenCharacters(text: string, multiline: boolean): boolean {
  return FORBIDDEN.test(text) || (!multiline && LINE_BREAKS_AND_TABS.test(text));
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema itself and the branches it combines (oneOf, anyOf, allOf), through nested combinations. */
function branchesOf(schema: unknown): JsonObject[] {
  if (!isObject(schema)) return [];
  const nested = ['oneOf', 'anyOf', 'allOf'].flatMap((key) => {
    const list = schema[key];
    return Array.isArray(list) ? list.flatMap(branchesOf) : [];
  });
  return [schema, ...nested];
}

const isMultiline = (schema: unknown) => branchesOf(schema).some((branch) => branch['x-multiline'] === true);

function propertySchema(schema: unknown, key: string): unknown[] {
  return branchesOf(schema).flatMap((branch) =>
    isObject(branch.properties) && Object.hasOwn(branch.properties, key) ? [branch.properties[key]] : [],
  );
}

function itemSchema(schema: unknown): unknown[] {
  return branchesOf(schema).flatMap((branch) => (branch.items === undefined ? [] : [branch.items]));
}

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The dotted path (`a.b`, `list.0.name`) of the first string in `value` that holds a forbidden character, judged by
 * the (dereferenced) schema it should match — multi-line where any schema it may match says so; `''` when `value`
 * itself is such a string; undefined when every string is clean.
 */
export function findForbiddenText(value: unknown, schema: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return hasForbiddenCharacters(value, isMultiline(schema)) ? path : undefined;
  if (Array.isArray(value)) {
    const items = itemSchema(schema);
    for (const [index, item] of value.entries()) {
      const found = findForbiddenText(item, { anyOf: items }, join(path, index));
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findForbiddenText(item, { anyOf: propertySchema(schema, key) }, join(path, key));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

// ------------------------------------------------------------------------------------------------ the contract's requests

/**
 * The document with every local `$ref` replaced by what it points at (siblings of a `$ref`, only descriptions here,
 * are dropped), as fastify-openapi-glue resolves it before handing schemas to the validator.
 */
export function dereference(root: JsonObject): JsonObject {
  const resolved = new Map<string, unknown>();
  const target = (ref: string): unknown => {
    let node: unknown = root;
    for (const part of ref.slice(2).split('/')) {
      node = isObject(node) ? node[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
    }
    if (node === undefined) throw new Error(`openapi: ${ref} does not resolve`);
    return node;
  };
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
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
  if (!isObject(result)) throw new Error('openapi: the document is not an object');
  return result;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

const asParameters = (value: unknown): Parameter[] =>
  Array.isArray(value)
    ? value.filter(
        (item): item is Parameter =>
          isObject(item) && typeof item.name === 'string' && typeof item.in === 'string',
      )
    : [];

/** Path or query parameters as one object schema (fastify-openapi-glue's `parseParams`). */
function parameterSchema(parameters: readonly Parameter[]): JsonObject | undefined {
  if (parameters.length === 0) return undefined;
  const required = parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema ?? {}])),
    ...(required.length > 0 ? { required } : {}),
  };
}

/** What one operation of the (dereferenced) contract takes: its parameters and bodies as schemas, and its body limit. */
export interface RequestSchemas {
  params: JsonObject | undefined;
  querystring: JsonObject | undefined;
  /** The body's schema per media type; empty when the operation takes no body. */
  body: Record<string, unknown>;
  bodyRequired: boolean;
  /** `x-body-limit`: the largest body in bytes; undefined without a body. */
  bodyLimit: number | undefined;
}

/** An operation's request schemas from its path item and operation objects of a dereferenced document. */
export function requestSchemas(pathItem: JsonObject, operation: JsonObject): RequestSchemas {
  const own = asParameters(operation.parameters);
  const inherited = asParameters(pathItem.parameters);
  // An operation's own path (or query) parameters replace the path item's, as fastify-openapi-glue merges them.
  const of = (where: string) => {
    const listed = own.filter((parameter) => parameter.in === where);
    return listed.length > 0 ? listed : inherited.filter((parameter) => parameter.in === where);
  };
  const requestBody = isObject(operation.requestBody) ? operation.requestBody : undefined;
  const content = isObject(requestBody?.content) ? requestBody.content : {};
  const limit = operation['x-body-limit'];
  return {
    params: parameterSchema(of('path')),
    querystring: parameterSchema(of('query')),
    body: Object.fromEntries(
      Object.entries(content).map(([mediaType, media]) => [
        mediaType,
        isObject(media) ? media.schema : undefined,
      ]),
    ),
    bodyRequired: requestBody?.required === true,
    bodyLimit: typeof limit === 'number' ? limit : undefined,
  };
}

/** The largest path parameter (`maxLength`) any operation of the dereferenced document takes. */
export function longestPathParameter(document: JsonObject): number {
  let longest = 0;
  for (const item of Object.values(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(item)) continue;
    const operations = Object.values(item).filter(isObject);
    for (const operation of [item, ...operations]) {
      for (const parameter of asParameters(operation.parameters)) {
        const max = isObject(parameter.schema) ? parameter.schema.maxLength : undefined;
        if (parameter.in === 'path' && typeof max === 'number') longest = Math.max(longest, max);
      }
    }
  }
  return longest;
}
