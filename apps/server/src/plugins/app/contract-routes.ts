import { type RequestPart, requestMessages } from '@qone/domain/messages';
import { findForbiddenText, MAX_REQUEST_DEPTH, nestsDeeperThan } from '@qone/domain/request-validation';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fp from 'fastify-plugin';
import { type AuthContext, authenticate, requireFreshProof } from '../../auth/session.js';
import { takeRate } from '../../auth/throttle.js';
import { type ContractOperation, loadContract } from '../../contract.js';
import { badRequest, forbidden, HttpError } from '../../errors.js';
import type { OperationHandler, OperationId, RouteContext } from '../../routes/define.js';
import { operationHandlers } from '../../routes/index.js';
import { createValidatorCompiler } from '../../validators.js';
import { admitRequestBody, assertWithinBodyLimit, bodyRule } from './request-body.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller of a protected operation; null on public ones. */
    auth: AuthContext | null;
  }
}

/**
 * The contract is the route table: every operation of openapi.yaml becomes a route (fastify-openapi-glue), with its
 * request validated and its answer serialised through the contract's schemas. For each one this resolver adds, in
 * the order a request meets them: the operation's request rate (when its handler names one) → authentication
 * (protected operations) → the body, at most the operation's `x-body-limit` (413) → the `x-permission` flag → a
 * fresh proof for `x-step-up: true` (403, `reason: step-up-required`) → the
 * body's media type (multipart read here) → no nesting beyond `MAX_REQUEST_DEPTH` and no forbidden character in any
 * string of the path, body or query → validation → the handler from ./routes, keyed by operationId. An operation
 * without a handler answers 501.
 */
export default fp(
  async function contractRoutes(app: FastifyInstance) {
    // Bodies validated without type coercion; path and query strings coerced (validators.ts).
    app.setValidatorCompiler(createValidatorCompiler());
    app.decorateRequest('auth', null);
    app.decorateRequest('uploads', null);

    const contract = loadContract();
    // fastify-openapi-glue warns at start for every media type of the contract no parser reads — answers' types
    // too (HTML pages, YAML, spreadsheets), which no request body has. Those get a parser that refuses them as any
    // unknown type is refused (415), so start-up says nothing false.
    const answerOnly = answerMediaTypes(contract.resolved).filter((type) => !app.hasContentTypeParser(type));
    if (answerOnly.length > 0) {
      app.addContentTypeParser(answerOnly, (_request, _payload, done) =>
        done(new HttpError(415, requestMessages.unsupportedMediaType), undefined),
      );
    }
    const unimplemented: string[] = [];
    const handlers = operationHandlers as Record<string, OperationHandler<OperationId> | undefined>;
    await app.register(openapiGlue, {
      // A copy: the contract is shared by every app of the process, and the plugin may rewrite what it is given.
      specification: structuredClone(contract.document),
      operationResolver: (operationId: string) => {
        const operation = contract.operations.get(operationId);
        if (!operation) throw new Error(`${operationId} is not in openapi.yaml`);
        const handler = handlers[operationId];
        if (!handler) unimplemented.push(operationId);
        // openapi-glue merges this into the route it builds from the contract (method, url and schemas are its own).
        return routeFor(app, contract.document, operation, handler) as RouteOptions;
      },
    });
    if (unimplemented.length > 0) {
      app.log.warn({ operations: unimplemented }, 'operations in openapi.yaml without a handler answer 501');
    }
  },
  {
    name: 'contract-routes',
    dependencies: ['services', 'error-handler', 'cookie', 'multipart'],
  },
);

/**
 * Every part of the request — path parameters, body, query, in the order they are validated — must nest no deeper
 * than `MAX_REQUEST_DEPTH`, and every string in it must be free of the characters no text of the contract may hold
 * (`findForbiddenText`): refused here, before the schemas, naming the field, so nothing of the kind reaches a
 * handler, a query or a log line.
 */
function assertCleanText(operation: ContractOperation, req: FastifyRequest): void {
  const mediaType = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const parts: [RequestPart, unknown, unknown][] = [
    ['params', req.params, operation.request.params],
    ['body', req.body, operation.request.body[mediaType]],
    ['querystring', req.query, operation.request.querystring],
  ];
  // The check below and the schemas walk a value recursively: nesting deep enough would overflow the stack (a 500).
  for (const [part, value] of parts) {
    if (nestsDeeperThan(value)) throw badRequest(requestMessages.nestedTooDeeply(part, MAX_REQUEST_DEPTH));
  }
  for (const [part, value, schema] of parts) {
    const field = findForbiddenText(value, schema);
    if (field !== undefined) throw badRequest(requestMessages.forbiddenCharacters(field, part));
  }
}

function routeFor(
  app: FastifyInstance,
  document: Record<string, unknown>,
  operation: ContractOperation,
  handler: OperationHandler<OperationId> | undefined,
): Partial<RouteOptions> {
  const { services } = app;
  const isProtected = operation.security.length > 0;
  const flag = operation.permission;
  const body = bodyRule(document, operation.path, operation.method, operation.request.bodyLimit);
  const rate = handler?.rateLimit;
  return {
    ...(operation.request.bodyLimit !== undefined ? { bodyLimit: operation.request.bodyLimit } : {}),
    onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
      // Counted per client address and operation in the database, so every server sharing it holds one rate.
      if (rate) reply.headers(await takeRate(services, rate, `${operation.operationId}/${req.ip}`));
      if (isProtected) req.auth = await authenticate(services, req, operation);
    },
    // The permission check comes before body validation, so a caller without the flag learns nothing more.
    preValidation: async (req: FastifyRequest) => {
      assertWithinBodyLimit(req, body);
      if (flag && !req.auth?.permissions[flag]) throw forbidden();
      // `x-step-up: true` is all an operation needs to ask for a fresh proof: checked here, before its body is read.
      if (operation.stepUp && req.auth) requireFreshProof(services, req.auth);
      await admitRequestBody(req, body);
      assertCleanText(operation, req);
    },
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      if (!handler) return reply.code(501).send({ error: requestMessages.notImplemented });
      // Mail the handler queues is delivered once its transaction has committed: the worker is nudged after it.
      const mail = app.outbox.forRequest();
      const ctx = {
        ...services,
        mail,
        body: req.body,
        params: req.params,
        query: req.query,
        auth: req.auth,
        req,
        reply,
      } as RouteContext<OperationId>;
      let result: Awaited<ReturnType<typeof handler.handle>>;
      try {
        result = await handler.handle(ctx);
      } finally {
        if (mail.used) app.outbox.nudge();
      }
      if (result === undefined && !reply.sent) return reply.code(204).send();
      return result;
    },
  };
}

/** The media types the contract's answers come in. */
function answerMediaTypes(resolved: Record<string, unknown>): string[] {
  const types = new Set<string>();
  const paths = (resolved.paths ?? {}) as Record<
    string,
    Record<string, { responses?: Record<string, unknown> }>
  >;
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      for (const response of Object.values(operation?.responses ?? {})) {
        const content = (response as { content?: Record<string, unknown> }).content ?? {};
        for (const type of Object.keys(content)) types.add(type);
      }
    }
  }
  return [...types];
}
