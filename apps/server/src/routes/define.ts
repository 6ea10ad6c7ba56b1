import type { operations } from '@qone/domain/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/session.js';
import type { RatePolicy } from '../auth/throttle.js';
import type { AppServices } from '../services.js';

/**
 * Route handlers are keyed by the contract's operationId and typed from the generated schema, so a handler's body,
 * params, query and answer are exactly what openapi.yaml says. Fastify validates requests and serialises answers
 * through the same schemas (fastify-openapi-glue), so a field the contract does not list can never leave the server.
 */
export type OperationId = keyof operations;

type Op<K extends OperationId> = operations[K];
type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type AnyContent<T> = T extends { content: infer C } ? C[keyof C] : never;

export type RequestBody<K extends OperationId> =
  Op<K> extends { requestBody: infer R }
    ? JsonContent<NonNullable<R>>
    : Op<K> extends { requestBody?: infer R }
      ? JsonContent<NonNullable<R>>
      : undefined;
export type PathParams<K extends OperationId> =
  Op<K> extends { parameters: { path: infer P } } ? NonNullable<P> : Record<string, never>;
export type QueryParams<K extends OperationId> =
  Op<K> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : Record<string, never>;

type Responses<K extends OperationId> = Op<K>['responses'];
type SuccessStatus = 200 | 201 | 202 | 204;
/** Any 2xx JSON answer the contract allows for the operation. */
export type SuccessBody<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends SuccessStatus ? AnyContent<Responses<K>[S]> : never;
}[keyof Responses<K>];

export interface RouteContext<K extends OperationId> extends AppServices {
  body: RequestBody<K>;
  params: PathParams<K>;
  query: QueryParams<K>;
  /** The signed-in caller; always set on protected operations (public ones get null). */
  auth: AuthContext;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface OperationHandler<K extends OperationId> {
  /** A per-client request rate (a `rate` policy of auth/throttle.ts), checked before anything else of the request. */
  rateLimit?: RatePolicy;
  /**
   * The answer, serialised through the contract; or the reply, when the handler sent bytes it serialised itself
   * (kept answers, src/cache/cached-list.ts).
   */
  handle(
    ctx: RouteContext<K>,
  ): Promise<SuccessBody<K> | FastifyReply | undefined> | SuccessBody<K> | FastifyReply | undefined;
}

export type OperationHandlers = { [K in OperationId]?: OperationHandler<K> };

/** Declares the handlers of one resource folder; the app merges every folder's handlers into one registry. */
export const defineOperations = <T extends OperationHandlers>(handlers: T): T => handlers;
