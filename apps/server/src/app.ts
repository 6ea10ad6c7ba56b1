import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import { logRedactPaths, withSafeSerializers } from './logging.js';
import type { Mailer } from './mail/mailer.js';
import contractRoutes from './plugins/app/contract-routes.js';
import errorHandler from './plugins/app/error-handler.js';
import services from './plugins/app/services.js';
import compress from './plugins/external/compress.js';
import cookie from './plugins/external/cookie.js';
import helmet from './plugins/external/helmet.js';
import multipart from './plugins/external/multipart.js';
import rateLimit from './plugins/external/rate-limit.js';
import staticFiles from './plugins/static.js';

export interface AppOptions {
  config: Config;
  /** An open, migrated database to use (tests share one per file); otherwise opened from config and closed with the app. */
  db?: Db;
  clock?: Clock;
  mailer?: Mailer;
  /** Fastify logger options; tests pass a stream to capture lines. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * The app is its plugins, in order: external (security headers, compression, cookies, uploads, request rates) → app (services,
 * error handler) → the contract's routes → static files and the console's SPA fallback.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: withSafeSerializers(
      options.logger ?? { level: config.logLevel, redact: { paths: logRedactPaths, censor: '[redacted]' } },
    ),
    // The largest body any operation takes: template html of up to 1,000,000 characters, 4 bytes each in UTF-8.
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: config.trustProxy,
    // The services plugin opens the database and migrates it: PGlite's first open of a folder alone takes seconds
    // (more on a busy machine) and a migration of a large database minutes, far beyond Fastify's default 10 s.
    pluginTimeout: 5 * 60_000,
  });

  await app.register(helmet, { https: config.secureCookies });
  await app.register(compress);
  await app.register(cookie);
  await app.register(multipart);
  await app.register(rateLimit);

  await app.register(services, { config, db: options.db, clock: options.clock, mailer: options.mailer });
  await app.register(errorHandler);
  await app.register(contractRoutes);

  await app.register(staticFiles, { dataDir: config.dataDir, consoleDist: config.consoleDist });
  return app;
}
