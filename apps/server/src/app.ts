import { longestPathParameter } from '@qone/domain/request-validation';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import { loadContract } from './contract.js';
import type { Db } from './db/index.js';
import type { DnsLookup } from './dns/lookup.js';
import { loggerOptions, requestLogController, withSafeSerializers } from './logging.js';
import type { MailTransport } from './mail/mailer.js';
import contractRoutes from './plugins/app/contract-routes.js';
import errorHandler from './plugins/app/error-handler.js';
import { createFrameworkErrorHandler } from './plugins/app/framework-errors.js';
import services from './plugins/app/services.js';
import compress from './plugins/external/compress.js';
import cookie from './plugins/external/cookie.js';
import helmet from './plugins/external/helmet.js';
import multipart from './plugins/external/multipart.js';
import staticFiles from './plugins/static.js';
import type { SmsSender } from './sms/sender.js';

export interface AppOptions {
  config: Config;
  /** An open, migrated database to use (tests share one per file); otherwise opened from config and closed with the app. */
  db?: Db;
  clock?: Clock;
  /** How mail leaves; the .eml outbox or SMTP (SMTP_URL) when not given. */
  mailer?: MailTransport;
  /** Whether the mail worker runs in the background (default); tests turn it off and call `app.outbox.drain()`. */
  mailWorker?: boolean;
  sms?: SmsSender;
  /** DNS lookups for domain verification; Node's resolver (DNS_SERVERS) when not given. */
  dns?: DnsLookup;
  /** Fastify logger options; tests pass a stream to capture lines. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * The app is its plugins, in order: external (security headers, compression, cookies, uploads) → app (services,
 * error handler) → the contract's routes → static files and the console's SPA fallback.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const contract = loadContract();
  const bodyLimits = [...contract.operations.values()].flatMap((op) => op.request.bodyLimit ?? []);
  const app: FastifyInstance = Fastify({
    logger: withSafeSerializers(options.logger ?? loggerOptions(config)),
    ...(options.logger === undefined ? { logController: requestLogController(config.logFormat) } : {}),
    // Each operation's route takes at most its own `x-body-limit` (plugins/app/contract-routes.ts); this is the
    // ceiling for everything else.
    bodyLimit: Math.max(...bodyLimits),
    trustProxy: trustProxyOption(config.trustProxy),
    // Path parameters as long as the contract allows, %-escaped (up to 3 characters per character): longer ones
    // reach validation (400 naming the parameter) instead of the router's bare 414.
    routerOptions: { maxParamLength: 3 * longestPathParameter(contract.resolved) },
    // Called only for requests, so long after `app` is assigned.
    frameworkErrors: createFrameworkErrorHandler(() => app),
    // The services plugin opens the database and migrates it: PGlite's first open of a folder alone takes seconds
    // (more on a busy machine) and a migration of a large database minutes, far beyond Fastify's default 10 s.
    pluginTimeout: 5 * 60_000,
    // Below a load balancer's usual 60 s (Fastify's own defaults are no request limit and 72 s of keep-alive, which
    // kept a stopping server alive for 72 s): a slow or stalled client is cut off instead of holding a socket.
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      // How often Node looks for requests past those time-outs (30 s by default: a trickling body would get up to
      // 30 s more).
      connectionsCheckingInterval: 1_000,
    },
    // While the server closes (src/shutdown.ts), a request arriving on a connection it already holds was sent before
    // the client could know: it is served, with `connection: close`, rather than refused with Fastify's own 503.
    return503OnClosing: false,
  });

  await app.register(helmet, { https: config.secureCookies });
  await app.register(compress);
  await app.register(cookie);
  await app.register(multipart);

  await app.register(services, {
    config,
    db: options.db,
    clock: options.clock,
    mailer: options.mailer,
    mailWorker: options.mailWorker,
    sms: options.sms,
    dns: options.dns,
  });
  await app.register(errorHandler);
  await app.register(contractRoutes);

  await app.register(staticFiles, { consoleDist: config.consoleDist });
  return app;
}

/**
 * Fastify's trust-proxy option from the configured proxies: a hop count trusts that many addresses nearest to the
 * server (proxy-addr's hop index: 0 is the connection's own address), a list of addresses or networks trusts those.
 */
function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}
