import { randomUUID } from 'node:crypto';
import { requestMessages } from '@qone/domain/messages';
import { MAX_REQUEST_DEPTH } from '@qone/domain/request-validation';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractOperation, loadContract } from '../../src/contract.js';
import { operationHandlers } from '../../src/routes/index.js';
import { signedInAdmin } from '../fixtures/records.js';
import { build, type TestApp } from '../helpers/build.js';
import { samplePath } from '../helpers/contract-samples.js';
import { type FakeApi, startFakeApi } from '../parity/fake-api.js';

/**
 * Every POST and PUT operation of openapi.yaml gets malformed requests from an admin holding every flag: wrong types,
 * missing and extra fields, huge strings, nested garbage, objects and arrays nested far beyond `MAX_REQUEST_DEPTH`,
 * bodies that are not JSON, empty bodies, arrays instead of objects, other content types. Each request goes to the
 * server and to the MSW fake: whatever arrives, neither may answer 5xx (the server 501 only for an operation that has
 * no handler yet), every failure must be `{ error: string }` and no answer may carry a stack trace or a path.
 */
const contract = loadContract();
const writes = [...contract.operations.values()].filter((op) => op.method === 'POST' || op.method === 'PUT');
const RUNS = 24;

type Schema = Record<string, unknown>;
const document = contract.document as {
  paths: Record<
    string,
    Record<string, { parameters?: Schema[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>
  >;
  components: Record<string, Record<string, Schema>>;
};

function resolve(node: Schema | undefined): Schema | undefined {
  const ref = node?.$ref;
  if (typeof ref !== 'string') return node;
  const [, section, name] = ref.replace('#/components/', '#/').split('/');
  return resolve(document.components[section ?? '']?.[name ?? '']);
}

/** Property names the body schema knows (through oneOf/anyOf too): garbage is aimed at real fields as well. */
function propertyNames(schema: Schema | undefined, seen = new Set<Schema>()): string[] {
  const resolved = resolve(schema);
  if (!resolved || seen.has(resolved)) return [];
  seen.add(resolved);
  const own = Object.keys((resolved.properties as Schema | undefined) ?? {});
  const branches = [...((resolved.oneOf as Schema[]) ?? []), ...((resolved.anyOf as Schema[]) ?? [])];
  return [...new Set([...own, ...branches.flatMap((branch) => propertyNames(branch, seen))])];
}

function bodySchema(op: ContractOperation): Schema | undefined {
  const content = document.paths[op.path]?.[op.method.toLowerCase()]?.requestBody?.content ?? {};
  return resolve(Object.values(content)[0]?.schema);
}

// --- arbitraries
const hugeString = fc.constantFrom(10_000, 200_000).map((n) => 'x'.repeat(n));
const oddString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '../../etc/passwd',
    '🙂'.repeat(30),
  ),
  hugeString,
);
const scalar = fc.oneof(
  oddString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
);
const garbage: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.string({ maxLength: 12 }), tie('value'), { maxKeys: 4 }),
})).value;

/**
 * JSON text nesting arrays and objects (`[{"a":[…]}]`) around a field of the body or at its top, from just over the
 * stated depth to thousands of levels — built as text, since a value that deep cannot be stringified.
 */
function deepJson(names: string[]): fc.Arbitrary<Attempt> {
  const field = names.length > 0 ? fc.constantFrom(...names) : fc.constant('a');
  return fc
    .record({
      depth: fc.oneof(
        fc.integer({ min: MAX_REQUEST_DEPTH - 2, max: MAX_REQUEST_DEPTH + 2 }),
        fc.integer({ min: 33, max: 8_000 }),
      ),
      shape: fc.constantFrom('arrays', 'objects', 'mixed'),
      field,
      inField: fc.boolean(),
    })
    .map(({ depth, shape, field, inField }) => {
      let open = '';
      let close = '';
      for (let level = 0; level < depth; level += 1) {
        const object = shape === 'objects' || (shape === 'mixed' && level % 2 === 1);
        open += object ? '{"a":' : '[';
        close = (object ? '}' : ']') + close;
      }
      const inner = `${open}1${close}`;
      return {
        contentType: 'application/json',
        payload: inField ? `{${JSON.stringify(field)}:${inner}}` : inner,
        label: `nested ${depth} (${shape})`,
      };
    });
}

interface Attempt {
  contentType?: string;
  payload?: string | Buffer;
  label: string;
}

const asJson = (value: unknown): Attempt => ({
  contentType: 'application/json',
  payload: JSON.stringify(value) ?? 'null',
  label: 'json',
});

/** Objects keyed by the schema's own fields (some left out, some extra), each holding garbage. */
function fieldGarbage(names: string[]): fc.Arbitrary<Attempt> {
  const keys = names.length > 0 ? fc.constantFrom(...names) : fc.string({ maxLength: 8 });
  return fc
    .tuple(
      fc.dictionary(keys, garbage, { maxKeys: Math.max(1, names.length) }),
      fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), garbage, { maxKeys: 2 }),
    )
    .map(([fields, extra]) => asJson({ ...fields, ...extra }));
}

function attempts(op: ContractOperation): fc.Arbitrary<Attempt> {
  const names = propertyNames(bodySchema(op));
  return fc.oneof(
    { arbitrary: fieldGarbage(names), weight: 4 },
    { arbitrary: garbage.map(asJson), weight: 2 },
    { arbitrary: fc.array(garbage, { maxLength: 3 }).map(asJson), weight: 1 },
    { arbitrary: deepJson(names), weight: 1 },
    {
      arbitrary: fc
        .oneof(
          fc.string({ maxLength: 60 }),
          fc.constantFrom('{', '{"a":', '[1,', 'undefined', '{"a":1}}', 'NaN'),
        )
        .filter((text) => {
          try {
            JSON.parse(text);
            return false;
          } catch {
            return true;
          }
        })
        .map((payload) => ({ contentType: 'application/json', payload, label: 'not json' })),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom<Attempt>(
        { contentType: 'application/json', payload: '', label: 'empty json' },
        { label: 'no body' },
        { contentType: 'text/plain', payload: '{"name":"x"}', label: 'text' },
        { contentType: 'application/x-www-form-urlencoded', payload: 'name=x&description=y', label: 'form' },
        { contentType: 'application/xml', payload: '<a/>', label: 'xml' },
      ),
      weight: 1,
    },
    {
      arbitrary: fc.string({ maxLength: 200 }).map((text) => ({
        contentType: 'multipart/form-data; boundary=fuzz',
        payload: Buffer.from(
          `--fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${text}`,
        ),
        label: 'multipart garbage',
      })),
      weight: 1,
    },
  );
}

const implemented = (operationId: string) => operationId in operationHandlers;
const stackTrace =
  /\bat \S+ \(|\bat \S+\.(?:ts|js|mjs|cjs):\d+|node_modules|\/work\/|file:\/\/|^\s*\w*Error: /m;

let t: TestApp;
let fake: FakeApi;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await build();
  fake = startFakeApi();
});
afterAll(async () => {
  await t?.app.close();
  fake?.close();
});

/** What both sides must hold to, whatever was sent. */
function expectSafeAnswer(where: string, status: number, body: string, allowed501: boolean) {
  expect(status < 500 || allowed501, where).toBe(true);
  expect(stackTrace.test(body), where).toBe(false);
  if (status >= 400) expect(JSON.parse(body), where).toEqual({ error: expect.any(String) });
}

describe('fuzzing every POST and PUT operation, on the server and the fake', () => {
  it('finds the write operations of the contract', () => {
    expect(writes.length).toBeGreaterThan(30);
  });

  for (const op of writes) {
    it(`${op.operationId}: ${op.method} ${op.path}`, async () => {
      // A fresh admin per operation: logging out or resetting a password must not blind the operations after it.
      headers = (await signedInAdmin(t, 'full')).bearer;
      fake.reset();
      await fc.assert(
        fc.asyncProperty(attempts(op), async (attempt) => {
          const url = samplePath(op);
          const request: InjectOptions = {
            method: op.method as InjectOptions['method'],
            url,
            headers: attempt.contentType ? { ...headers, 'content-type': attempt.contentType } : headers,
            ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
          };
          const res = await t.app.inject(request);
          const where = `${op.operationId} (${attempt.label}) → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expectSafeAnswer(
            where,
            res.statusCode,
            res.body,
            res.statusCode === 501 && !implemented(op.operationId),
          );
          const answer = await fake.request(
            op.method,
            url,
            attempt.contentType
              ? { contentType: attempt.contentType, body: attempt.payload ?? '' }
              : undefined,
          );
          expectSafeAnswer(
            `fake: ${op.operationId} (${attempt.label}) → ${answer.status} ${answer.body.slice(0, 200)}`,
            answer.status,
            answer.body,
            false,
          );
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    });
  }
});

/**
 * Every string field of every POST and PUT body (public operations sent without a session), holding in turn NUL,
 * another control character, a lone surrogate and a right-to-left override: each must answer 400 naming the field,
 * and no log line may hold anything of the request.
 */
const forbidden = [
  ['NUL', '\u0000'],
  ['a control character', '\u001b'],
  ['a lone surrogate', '\udc00'],
  ['a bidi override', '\u202e'],
] as const;

/**
 * The dotted paths of the string fields a (resolved) body schema defines, through combinations, objects and arrays.
 * `ancestors` stops a schema that contains itself; a schema shared by two fields is walked for each.
 */
function stringFields(schema: unknown, path = '', ancestors = new Set<unknown>()): string[] {
  if (typeof schema !== 'object' || schema === null || ancestors.has(schema)) return [];
  const seen = new Set([...ancestors, schema]);
  const node = schema as Schema;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  const own =
    (types.includes('string') || typeof node.const === 'string') && node.format !== 'binary' && path
      ? [path]
      : [];
  const branches = ['oneOf', 'anyOf', 'allOf'].flatMap((key) =>
    ((node[key] as unknown[]) ?? []).flatMap((branch) => stringFields(branch, path, seen)),
  );
  const properties = Object.entries((node.properties as Schema | undefined) ?? {}).flatMap(
    ([name, property]) => stringFields(property, path ? `${path}.${name}` : name, seen),
  );
  const items = node.items === undefined ? [] : stringFields(node.items, `${path}.0`, seen);
  return [...new Set([...own, ...branches, ...properties, ...items])];
}

/** An object holding `value` at a dotted path (`list.0.name` makes an array). */
function bodyWith(path: string, value: string): Record<string, unknown> {
  const keys = path.split('.');
  const root: Record<string, unknown> = {};
  let node: Record<string, unknown> | unknown[] = root;
  keys.forEach((key, i) => {
    const next = keys[i + 1];
    const child = i === keys.length - 1 ? value : next !== undefined && /^\d+$/.test(next) ? [] : {};
    if (Array.isArray(node)) node[Number(key)] = child;
    else node[key] = child;
    if (typeof child === 'object') node = child as Record<string, unknown> | unknown[];
  });
  return root;
}

describe('NUL, control characters, lone surrogates and bidi overrides in every string field of every POST and PUT', () => {
  for (const op of writes) {
    const mediaType = Object.keys(op.request.body)[0];
    const fields = mediaType ? stringFields(op.request.body[mediaType]) : [];
    if (fields.length === 0) continue;
    it(`${op.operationId}: ${fields.join(', ')}`, async () => {
      const session = op.security.length > 0 ? (await signedInAdmin(t, 'full')).bearer : {};
      const url = samplePath(op);
      for (const field of fields) {
        for (const [label, character] of forbidden) {
          // A multipart body is bytes in UTF-8, where a lone surrogate cannot be written (it arrives as U+FFFD).
          if (mediaType === 'multipart/form-data' && label === 'a lone surrogate') continue;
          const marker = `fuzz${randomUUID().slice(0, 8)}`;
          const value = `${marker}${character}x`;
          const linesBefore = t.logLines.length;
          const res = await t.app.inject(
            mediaType === 'multipart/form-data'
              ? {
                  method: op.method as InjectOptions['method'],
                  url,
                  headers: { ...session, 'content-type': 'multipart/form-data; boundary=fuzz' },
                  payload: Buffer.from(
                    `--fuzz\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n--fuzz--\r\n`,
                  ),
                }
              : {
                  method: op.method as InjectOptions['method'],
                  url,
                  headers: session,
                  payload: bodyWith(field, value),
                },
          );
          const where = `${op.operationId}.${field} with ${label} → ${res.statusCode} ${res.body.slice(0, 160)}`;
          expect(res.statusCode, where).toBe(400);
          expect(res.json(), where).toEqual({ error: requestMessages.forbiddenCharacters(field, 'body') });
          expect(t.logLines.slice(linesBefore).join('\n'), where).not.toContain(marker);
        }
      }
    });
  }
});
