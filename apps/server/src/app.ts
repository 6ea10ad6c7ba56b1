import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { requestMessages } from '@qone/api-client/messages';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { type AuthContext, authenticate } from './auth/session.js';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import { loadContract } from './contract.js';
import { type Db, migrate, openDatabase } from './db/index.js';
import { forbidden, HttpError } from './errors.js';
import { withSafeSerializers } from './logging.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { admitRequestBody, bodyRule } from './request-body.js';
import type { OperationHandler, OperationId, RouteContext } from './routes/define.js';
import { operationHandlers } from './routes/index.js';
import { loadSessionSecret } from './secrets.js';
import type { AppServices } from './services.js';
import { relevantErrors, specMessage } from './validation-messages.js';
import { createValidatorCompiler } from './validators.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export interface AppOptions {
  config: Config;
  /** An open, migrated database to use (tests share one per file); otherwise opened from config and closed with the app. */
  db?: Db;
  clock?: Clock;
  mailer?: Mailer;
  /** Fastify logger options; tests pass a stream to capture lines. */
  logger?: FastifyServerOptions['logger'];
}

/** Never a credential in a log line: these fields are replaced before pino writes. */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldPassword',
  '*.token',
  '*.utoken',
  '*.registerToken',
];

/**
 * Plugins load external (security headers, cookies, uploads) → app (database, mailer, secret) → routes (one
 * handler per operationId from ./routes, registered from openapi.yaml) → static files and the console's SPA.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: withSafeSerializers(
      options.logger ?? {
        level: config.logLevel,
        redact: { paths: logRedactPaths, censor: '[redacted]' },
      },
    ),
    // The contract's `additionalProperties: false` must answer 400, not silently drop fields (STACK.md).
    // Template html may be 1,000,000 characters (up to 4 bytes each in UTF-8).
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: config.trustProxy,
  });

  // Bodies validated without type coercion; path and query strings coerced (./validators.ts).
  app.setValidatorCompiler(createValidatorCompiler());

  // --- external
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // styled-components injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 10 } });

  // --- app
  const ownsDb = !options.db;
  const db =
    options.db ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })).db;
  if (ownsDb) await migrate(db);
  const services: AppServices = {
    db,
    config,
    clock: options.clock ?? systemClock,
    mailer:
      options.mailer ?? createMailer({ dataDir: config.dataDir, smtpUrl: config.smtpUrl, log: app.log }),
    sessionSecret: await loadSessionSecret(db),
  };
  app.decorate('services', services);
  app.decorateRequest('auth', null);
  app.decorateRequest('uploads', null);
  if (ownsDb) app.addHook('onClose', async () => db.destroy());

  app.setErrorHandler((error: FastifyError | HttpError, req, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ error: error.message });
    }
    if (error.validation) {
      return reply.code(400).send({ error: validationMessage(error, req) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: clientErrorMessage(error, status) });
    }
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: requestMessages.internalError });
  });

  // --- routes
  const contract = loadContract();
  const unimplemented: string[] = [];
  await app.register(openapiGlue, {
    specification: contract.document,
    operationResolver: (operationId: string) => {
      const operation = contract.operations.get(operationId);
      const handler = (operationHandlers as Record<string, OperationHandler<OperationId> | undefined>)[
        operationId
      ];
      if (!operation) throw new Error(`${operationId} is not in openapi.yaml`);
      const isProtected = operation.security.length > 0;
      const flag = operation.permission;
      const body = bodyRule(contract.document, operation.path, operation.method);
      if (!handler) unimplemented.push(operationId);
      // openapi-glue merges these into the route it builds from the contract (method, url and schemas are its own).
      const route: Partial<RouteOptions> = {
        onRequest: async (req: FastifyRequest) => {
          if (isProtected) req.auth = await authenticate(services, req, operation);
        },
        // The permission check comes before body validation, so a caller without the flag learns nothing more.
        preValidation: async (req: FastifyRequest) => {
          if (flag && !req.auth?.permissions[flag]) throw forbidden();
          await admitRequestBody(req, body);
        },
        handler: async (req: FastifyRequest, reply: FastifyReply) => {
          if (!handler) return reply.code(501).send({ error: requestMessages.notImplemented });
          const ctx = {
            ...services,
            body: req.body,
            params: req.params,
            query: req.query,
            auth: req.auth,
            req,
            reply,
          } as RouteContext<OperationId>;
          const result = await handler.handle(ctx);
          if (result === undefined && !reply.sent) return reply.code(204).send();
          return result;
        },
      };
      return route as RouteOptions;
    },
  });
  if (unimplemented.length > 0) {
    app.log.warn({ operations: unimplemented }, 'operations in openapi.yaml without a handler answer 501');
  }

  // --- static files: uploaded logos and the console's build with SPA fallback
  const logos = join(config.dataDir, 'company_logos');
  await app.register(fastifyStatic, {
    root: logos,
    prefix: '/company_logos/',
    decorateReply: false,
    allowedPath: (path) => /^\/[A-Za-z0-9._-]+$/.test(path),
  });
  const consoleDist = config.consoleDist;
  const hasConsole = consoleDist && existsSync(join(consoleDist, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: consoleDist,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const wantsPage =
      req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/company_logos/');
    if (hasConsole && wantsPage) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ error: requestMessages.notFound });
  });

  return app;
}

function validationMessage(error: FastifyError, req: FastifyRequest): string {
  const operationId = (req.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
  const body = error.validationContext === 'body' ? req.body : undefined;
  const first = relevantErrors(operationId, error.validation ?? [], body)[0];
  if (!first) return requestMessages.invalid;
  const worded = specMessage(operationId, first, body);
  if (worded) return worded;
  const where = error.validationContext ?? 'body';
  const field = first.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
  if (first.keyword === 'additionalProperties') {
    const extra = (first.params as { additionalProperty?: string }).additionalProperty;
    return `Unknown field '${extra}' in ${where}`;
  }
  if (first.keyword === 'required') {
    const missing = (first.params as { missingProperty?: string }).missingProperty;
    return `'${missing}' is required in ${where}`;
  }
  return `${field ? `'${field}' ` : ''}${first.message ?? 'is invalid'} (${where})`.trim();
}

function clientErrorMessage(error: FastifyError, status: number): string {
  if (status === 413) return requestMessages.tooLarge;
  if (status === 415) return requestMessages.unsupportedMediaType;
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return requestMessages.invalidJson;
  }
  return error.message || 'Bad request';
}
