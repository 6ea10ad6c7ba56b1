import { authMessages, type RequestPart, requestMessages, secondFactorMessages } from '@qone/domain/messages';
import { MAX_REQUEST_DEPTH, nestsDeeperThan } from '@qone/domain/request-validation';
import { STEP_UP_REASON } from '@qone/domain/sessions';
import { validationMessage } from '@qone/domain/wording';
import { delay, type HttpHandler, HttpResponse } from 'msw';
import { createOpenApiHttp, type ResponseResolver, type ResponseResolverInfo } from 'openapi-msw';
import type { OperationRequestBodyContent, PathsWithMethod } from 'openapi-typescript-helpers';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/client';
import type { components, paths } from '../src/schema';
import type { User } from '../src/types';
import { type ContractOperation, contractOperation, type Method } from './contract';
import type { MockDb } from './db';

/**
 * The fake's handlers are openapi-msw's (typed by the schema: paths, parameters, request bodies, answers) on any
 * origin, so the same handlers serve the browser and Node. Around each resolver this file adds what the server does
 * before any handler runs and openapi-msw does not: the scenario (delay, `error`), the session (401), the CSRF rule
 * and the operation's `x-permission` (403), and the request checked against openapi.yaml (400, 415), in the
 * server's order and with its words.
 */
const http = createOpenApiHttp<paths>({ baseUrl: '*' });

/** A failure the fake answers as `{ error: message }` with `status` (thrown from resolvers). */
export class MockHttpError extends Error {
  readonly status: number;
  /** Headers of the answer besides its JSON (a 429's Retry-After). */
  readonly headers: Record<string, string>;
  /** What the console must do about the refusal (the `Error` schema's `reason`). */
  readonly reason: components['schemas']['Error']['reason'];

  constructor(
    status: number,
    message: string,
    headers: Record<string, string> = {},
    reason?: components['schemas']['Error']['reason'],
  ) {
    super(message);
    this.status = status;
    this.headers = headers;
    this.reason = reason;
  }
}

/**
 * Refuses (403, `reason: step-up-required`) unless the caller's session proved who they are within the last
 * `STEP_UP_SECONDS`: the server's `requireFreshProof`, for an operation marked `x-step-up: true`.
 */
function requireFreshProof(db: MockDb): void {
  if (!db.hasFreshProof()) throw new MockHttpError(403, authMessages.stepUpRequired, {}, STEP_UP_REASON);
}

/**
 * A save based on a version of the record that is not its version any more: 409 with the record as it is now
 * (`current`), as the server answers (`StaleWriteError` of apps/server/src/errors.ts).
 */
export class MockStaleError extends MockHttpError {
  readonly current: unknown;

  constructor(message: string, current: unknown) {
    super(409, message);
    this.current = current;
  }
}

/** Refuses a save whose `baseVersion` is not the record's version, answering `current` (the record by default). */
export function assertCurrent(
  record: { version: number },
  baseVersion: number,
  message: string,
  current: () => unknown = () => structuredClone(record),
): void {
  if (record.version !== baseVersion) throw new MockStaleError(message, current());
}

export function fail(status: number, message: string): never {
  throw new MockHttpError(status, message);
}

export const badRequest = (message: string): never => fail(400, message);
export const forbidden = (message: string = authMessages.forbidden): never => fail(403, message);
export const notFound = (message: string = requestMessages.notFound): never => fail(404, message);
export const conflict = (message: string): never => fail(409, message);
/** 429 with Retry-After (whole seconds, at least one), as the server answers a quota or a throttle. */
export const tooManyRequests = (message: string, retryAfterSeconds: number): never => {
  throw new MockHttpError(429, message, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
};

type PathOf<M extends Method> = PathsWithMethod<paths, M>;
type BodyOf<P extends keyof paths, M extends Method> = M extends keyof paths[P]
  ? OperationRequestBodyContent<paths[P][M]>
  : never;

/** What a resolver gets: openapi-msw's typed request, params, query and `response`, and the fake's state. */
export interface RouteContext<P extends PathOf<M>, M extends Method>
  extends ResponseResolverInfo<paths, P, M> {
  db: MockDb;
  /** The signed-in user; always set on protected operations. */
  user: User | undefined;
  /**
   * The request body, valid against the operation's schema (defaults filled in). For a multipart body: its text
   * fields and, for each file, the file's name; the files themselves are in `form`.
   */
  body: BodyOf<P, M>;
  /** A multipart body as sent (the request's own body has been read). */
  form: FormData | undefined;
}

/** Answers with openapi-msw's `response(status).json(…)` (typed by the contract) or any `Response`. */
export type Resolver<P extends PathOf<M>, M extends Method> = (
  context: RouteContext<P, M>,
) => Response | Promise<Response>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The server's CSRF rule for cookie sessions: a POST/PUT/DELETE needs the console's header or an Origin equal to
 * the API's. Bearer requests are exempt.
 */
function isCrossSite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers.get('authorization')?.startsWith('Bearer ')) return false;
  if (request.headers.get(CSRF_HEADER) === CSRF_HEADER_VALUE) return false;
  const origin = request.headers.get('origin');
  return origin === null || origin !== new URL(request.url).origin;
}

type ErrorBody = components['schemas']['Error'];

function errorResponse(
  status: number,
  message: string,
  headers: Record<string, string> = {},
  reason?: ErrorBody['reason'],
): HttpResponse<ErrorBody> {
  return HttpResponse.json(reason ? { error: message, reason } : { error: message }, { status, headers });
}

interface SentBody {
  mediaType: string;
  value: unknown;
  form?: FormData;
}

function mediaTypeOf(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The body as the server's parsers read it before any check of the operation: larger than the operation's
 * `x-body-limit` is refused (413), then JSON or text; a type nobody parses is refused. A multipart body is read
 * later (see `readForm`), as the server reads it only once admitted. Resolvers get the body from here, not from
 * `request`, whose body this reads.
 */
async function parseBody(request: Request, operation: ContractOperation): Promise<SentBody | undefined> {
  const mediaType = mediaTypeOf(request);
  if (mediaType === '') return undefined;
  const { limit } = operation.body;
  if (mediaType === 'multipart/form-data') {
    if (limit !== undefined && (await request.clone().arrayBuffer()).byteLength > limit) {
      fail(413, requestMessages.tooLarge);
    }
    return { mediaType, value: undefined };
  }
  const text = await request.text();
  if (limit !== undefined && new TextEncoder().encode(text).byteLength > limit)
    fail(413, requestMessages.tooLarge);
  if (mediaType === 'application/json') {
    try {
      return { mediaType, value: JSON.parse(text) };
    } catch {
      return fail(400, requestMessages.invalidJson);
    }
  }
  if (mediaType === 'text/plain') return { mediaType, value: text };
  return text === '' ? undefined : fail(415, requestMessages.unsupportedMediaType);
}

/** A multipart body, and its fields as the contract checks them: text fields as sent, each file by its name. */
async function readForm(request: Request, body: SentBody): Promise<void> {
  try {
    body.form = await request.formData();
  } catch {
    return fail(400, requestMessages.malformedMultipart);
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of body.form.entries()) {
    fields[name] = typeof value === 'string' ? value : value.name || name;
  }
  body.value = fields;
}

/** Path or query values as one object, a repeated query key as a list (as the server's query parser does). */
function queryObject(url: string): Record<string, string | string[]> {
  const search = new URL(url).searchParams;
  return Object.fromEntries(
    [...new Set(search.keys())].map((key) => {
      const values = search.getAll(key);
      return [key, values.length === 1 ? (values[0] ?? '') : values];
    }),
  );
}

/**
 * Refuses what the contract refuses, in the server's order: a body of a type the operation does not take (or none
 * where one is required), then a part nested deeper than `MAX_REQUEST_DEPTH`, then any string of the path
 * parameters, the body and the query holding a character no request may hold, then those three parts against their
 * schemas.
 */
async function checkRequest(
  operation: ContractOperation,
  request: Request,
  params: Readonly<Record<string, unknown>>,
  body: SentBody | undefined,
): Promise<void> {
  const { mediaTypes, required } = operation.body;
  if (mediaTypes.length > 0) {
    if (!body && required) fail(400, requestMessages.bodyRequired);
    if (body && !mediaTypes.includes(body.mediaType)) fail(415, requestMessages.unsupportedMediaType);
  }
  if (body?.mediaType === 'multipart/form-data') await readForm(request, body);
  const value = body?.value;
  const parts: [RequestPart, unknown][] = [
    ['params', { ...params }],
    ['body', value],
    ['querystring', queryObject(request.url)],
  ];
  for (const [part, data] of parts) {
    if (nestsDeeperThan(data)) fail(400, requestMessages.nestedTooDeeply(part, MAX_REQUEST_DEPTH));
  }
  for (const [part, data] of parts) {
    if (part === 'body' && !body) continue;
    const field = operation.forbiddenText(part, data, body?.mediaType);
    if (field !== undefined) fail(400, requestMessages.forbiddenCharacters(field, part));
  }
  for (const [part, data] of parts) {
    if (part === 'body' && !body) continue;
    const errors = operation.check(part, data, body?.mediaType);
    if (errors.length > 0) fail(400, validationMessage(operation.operationId, part, errors, value));
  }
}

function guarded<M extends Method, P extends PathOf<M>>(
  db: MockDb,
  operation: ContractOperation,
  resolve: Resolver<P, M>,
): ResponseResolver<paths, P, M> {
  const resolver = async (info: ResponseResolverInfo<paths, P, M>) => {
    const refuse = (status: number, message: string, headers: Record<string, string> = {}) =>
      info.response.untyped(errorResponse(status, message, headers));
    if (db.delayMs > 0) await delay(db.delayMs);
    if (db.failAll) return refuse(500, requestMessages.internalError);
    // What earlier requests queued has gone out by now, as the server's mail worker delivers right after an answer.
    db.deliverMails();
    try {
      const user = db.currentUser();
      if (!operation.isPublic) {
        if (!db.session) return refuse(401, authMessages.signInRequired);
        if (!user) return refuse(401, authMessages.sessionExpired);
        if (isCrossSite(info.request)) return refuse(403, authMessages.crossSite);
        if (!operation.beforeEnrolment && db.enrolmentRequired()) {
          return info.response.untyped(
            errorResponse(
              403,
              secondFactorMessages.enrolmentRequired,
              {},
              'second-factor-enrolment-required',
            ),
          );
        }
      }
      const sent = await parseBody(info.request, operation);
      if (operation.permission && !db.currentPermissions()[operation.permission]) {
        return refuse(403, authMessages.forbidden);
      }
      // `x-step-up: true` is all an operation needs to ask for a fresh proof, as on the server.
      if (operation.stepUp) requireFreshProof(db);
      await checkRequest(operation, info.request, info.params, sent);
      // Valid against the operation's request schema, which is what the body's type is generated from.
      const body = sent?.value as BodyOf<P, M>;
      return info.response.untyped(await resolve({ ...info, db, user, body, form: sent?.form }));
    } catch (error) {
      if (error instanceof MockStaleError) {
        return info.response.untyped(
          HttpResponse.json({ error: error.message, current: error.current }, { status: 409 }),
        );
      }
      if (error instanceof MockHttpError) {
        return info.response.untyped(errorResponse(error.status, error.message, error.headers, error.reason));
      }
      throw error;
    }
  };
  // msw types a resolver's answer by a condition on the path's body type, which TypeScript cannot settle for a
  // generic path; every answer above is an HttpResponse of that type (`response.untyped`).
  return resolver as ResponseResolver<paths, P, M>;
}

/**
 * The handler factories bound to one state, so handler files read `get('/api/users/all', ({ response }) => …)`.
 * Paths are the schema's own; what the operation requires (session, `x-permission`, valid input) comes from
 * openapi.yaml, not from the handler. Within a tag, fixed paths go before `{param}` paths of the same shape.
 */
export function routesFor(db: MockDb) {
  return {
    get: <P extends PathOf<'get'>>(path: P, resolve: Resolver<P, 'get'>): HttpHandler =>
      http.get(path, guarded(db, contractOperation('get', path), resolve)),
    post: <P extends PathOf<'post'>>(path: P, resolve: Resolver<P, 'post'>): HttpHandler =>
      http.post(path, guarded(db, contractOperation('post', path), resolve)),
    put: <P extends PathOf<'put'>>(path: P, resolve: Resolver<P, 'put'>): HttpHandler =>
      http.put(path, guarded(db, contractOperation('put', path), resolve)),
    delete: <P extends PathOf<'delete'>>(path: P, resolve: Resolver<P, 'delete'>): HttpHandler =>
      http.delete(path, guarded(db, contractOperation('delete', path), resolve)),
  };
}
