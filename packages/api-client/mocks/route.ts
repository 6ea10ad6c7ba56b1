import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import type { PathsWithMethod } from '../src/keys';
import type { paths } from '../src/schema';
import type { Permissions, User } from '../src/types';
import type { MockDb } from './db';
import { INTERNAL_ERROR } from './scenarios';

type Method = 'get' | 'post' | 'put' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type Responses<O> = O extends { responses: infer R } ? R : never;
type SuccessStatus<O> = Extract<keyof Responses<O>, 200 | 201>;
type JsonBody<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type ParamNames<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** A failure the fake answers as `{ error: message }` with `status` (thrown from resolvers and validators). */
export class MockHttpError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export function fail(status: number, message: string): never {
  throw new MockHttpError(status, message);
}

export function badRequest(message: string): never {
  return fail(400, message);
}

export function forbidden(message: string = AUTH_MESSAGES.forbidden): never {
  return fail(403, message);
}

export function notFound(message = 'Not found'): never {
  return fail(404, message);
}

export function conflict(message: string): never {
  return fail(409, message);
}

/** The texts of the auth checks, as the server words them. */
export const AUTH_MESSAGES = {
  signedOut: 'Please sign in',
  sessionEnded: 'Your session has expired. Please sign in again',
  forbidden: 'You do not have permission to do this',
  crossSite: 'Cross-site request refused',
} as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The server's CSRF rule for cookie sessions: a POST/PUT/DELETE needs the console's
 * `X-Requested-With` header or an Origin equal to the API's. Bearer requests are exempt.
 */
function isCrossSite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers.get('authorization')?.startsWith('Bearer ')) return false;
  if (request.headers.get('x-requested-with') === 'qone-console') return false;
  const origin = request.headers.get('origin');
  return origin === null || origin !== new URL(request.url).origin;
}

export function errorResponse(status: number, message: string): HttpResponse<{ error: string }> {
  return HttpResponse.json({ error: message }, { status });
}

/** What a resolver gets: the state, the request, typed path parameters and typed answers. */
export interface RouteContext<P extends keyof paths & string, M extends Method> {
  db: MockDb;
  request: Request;
  params: Record<ParamNames<P>, string>;
  query: URLSearchParams;
  /** The signed-in user; always set on protected routes. */
  user: User | undefined;
  /** An answer typed by the operation's success responses in openapi.yaml. */
  json<S extends SuccessStatus<Operation<P, M>>>(
    status: S,
    body: JsonBody<Responses<Operation<P, M>>[S]>,
  ): Response;
}

type ParamFormat = 'uuid' | 'email' | 'language' | 'slug' | 'token';

export interface RouteOptions {
  /** `security: []` in openapi.yaml: answers without a session. */
  public?: boolean;
  /** The operation's `x-permission`: the caller's group must have this flag (403 otherwise). */
  permission?: keyof Permissions;
  /** Formats of path parameters whose name alone does not tell (default by name, see below). */
  paramFormats?: Partial<Record<string, ParamFormat>>;
}

const DEFAULT_PARAM_FORMATS: Record<string, ParamFormat> = {
  id: 'uuid',
  _id: 'uuid',
  pageId: 'uuid',
  codeId: 'uuid',
  templateId: 'uuid',
  language: 'language',
  slug: 'slug',
  path: 'slug',
  registerToken: 'token',
};

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const LANGUAGE_CODE = /^[a-z]{3}$/;
export const OPAQUE_TOKEN = /^[A-Za-z0-9_-]{16,256}$/;

const FORMAT_CHECKS: Record<ParamFormat, RegExp> = {
  uuid: UUID,
  email: EMAIL,
  language: LANGUAGE_CODE,
  slug: SLUG,
  token: OPAQUE_TOKEN,
};

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * An MSW handler for one operation of openapi.yaml, written with the schema's own path. It matches
 * any origin (a `*` before the path), so the same handlers serve the browser and Node. Before the
 * resolver it applies the scenario (delay, `error`), then on protected operations the session (401),
 * the CSRF rule and `x-permission` (403), then the path-parameter formats (400). A
 * {@link MockHttpError} thrown by the resolver becomes `{ error }` with its status.
 */
export function route<M extends Method, P extends PathsWithMethod<M> & string>(
  db: MockDb,
  method: M,
  path: P,
  options: RouteOptions,
  resolve: (context: RouteContext<P, M>) => Response | Promise<Response>,
): HttpHandler {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const pattern = `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
  return http[method](pattern, async ({ request, params }) => {
    if (db.delayMs > 0) await delay(db.delayMs);
    if (db.failAll) return errorResponse(500, INTERNAL_ERROR);
    try {
      const user = db.currentUser();
      if (!options.public) {
        if (!db.session) return errorResponse(401, AUTH_MESSAGES.signedOut);
        if (!user) return errorResponse(401, AUTH_MESSAGES.sessionEnded);
        if (isCrossSite(request)) forbidden(AUTH_MESSAGES.crossSite);
        if (options.permission && !db.currentPermissions()[options.permission]) forbidden();
      }
      const typedParams: Record<string, string> = {};
      for (const name of names) {
        const raw = params[name];
        const value = decode(typeof raw === 'string' ? raw : '');
        const format = options.paramFormats?.[name] ?? DEFAULT_PARAM_FORMATS[name];
        if (format && !FORMAT_CHECKS[format].test(value)) badRequest(`${name} is not a valid ${format}`);
        typedParams[name] = value;
      }
      const context: RouteContext<P, M> = {
        db,
        request,
        params: typedParams as Record<ParamNames<P>, string>,
        query: new URL(request.url).searchParams,
        user,
        json: (status, body) =>
          new HttpResponse(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      };
      return await resolve(context);
    } catch (error) {
      if (error instanceof MockHttpError) return errorResponse(error.status, error.message);
      throw error;
    }
  });
}

/** The route helper bound to one state, so handler files read `get('/api/users/all', …)`. */
export function routesFor(db: MockDb) {
  return {
    get: <P extends PathsWithMethod<'get'> & string>(
      path: P,
      options: RouteOptions,
      resolve: (context: RouteContext<P, 'get'>) => Response | Promise<Response>,
    ) => route(db, 'get', path, options, resolve),
    post: <P extends PathsWithMethod<'post'> & string>(
      path: P,
      options: RouteOptions,
      resolve: (context: RouteContext<P, 'post'>) => Response | Promise<Response>,
    ) => route(db, 'post', path, options, resolve),
    put: <P extends PathsWithMethod<'put'> & string>(
      path: P,
      options: RouteOptions,
      resolve: (context: RouteContext<P, 'put'>) => Response | Promise<Response>,
    ) => route(db, 'put', path, options, resolve),
    delete: <P extends PathsWithMethod<'delete'> & string>(
      path: P,
      options: RouteOptions,
      resolve: (context: RouteContext<P, 'delete'>) => Response | Promise<Response>,
    ) => route(db, 'delete', path, options, resolve),
  };
}

/** The settings of one handler group (one tag of openapi.yaml). */
export type Routes = ReturnType<typeof routesFor>;
