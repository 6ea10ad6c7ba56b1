import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBackground } from '../../background.js';
import { DirectoryCache } from '../../cache/directory-cache.js';
import { type Clock, systemClock } from '../../clock.js';
import type { Config } from '../../config.js';
import { loadContract } from '../../contract.js';
import { type Db, migrate, openDatabase, refreshStatistics } from '../../db/index.js';
import { createDnsLookup, type DnsLookup } from '../../dns/lookup.js';
import { databaseFileStore } from '../../files/file-store.js';
import { importLogoFolder } from '../../files/import-logos.js';
import { createLifecycle } from '../../lifecycle.js';
import { createMailer, type Mailer } from '../../mail/mailer.js';
import { loadSecretBox, loadSessionSecret } from '../../secrets.js';
import type { AppServices } from '../../services.js';
import { createSmsOutbox, type SmsSender } from '../../sms/sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export interface ServicesOptions {
  config: Config;
  /** An open, migrated database to use (tests share one per file); otherwise opened from config and closed with the app. */
  db?: Db | undefined;
  clock?: Clock | undefined;
  mailer?: Mailer | undefined;
  sms?: SmsSender | undefined;
  /** DNS lookups (tests pass a fake zone); otherwise Node's resolver with config.dnsServers. */
  dns?: DnsLookup | undefined;
}

/**
 * What every handler may use (`app.services`, and each handler's context): the database — opened and migrated here
 * unless one is given —, config, clock, mailer, the session-signing secret and the background work runner.
 */
export default fp<ServicesOptions>(
  async function services(app: FastifyInstance, options) {
    const { config } = options;
    // A database given by the caller (tests) is theirs to migrate and close; one opened here is ours.
    const opened = options.db
      ? undefined
      : await openDatabase({
          databaseUrl: config.databaseUrl,
          dataDir: config.dataDir,
          settings: config.database,
          log: app.log,
        });
    const db: Db = opened?.db ?? (options.db as Db);
    const background = createBackground(app.log);
    // Work still running after the last answer finishes before the database it writes to closes.
    app.addHook('onClose', async () => {
      await background.idle();
      if (opened) await opened.db.destroy();
    });
    if (opened) {
      await migrate(db, app.log);
      if (opened.engine === 'pglite') await refreshStatistics(db);
    }
    const clock = options.clock ?? systemClock;
    app.decorate('services', {
      background,
      db,
      config,
      clock,
      mailer:
        options.mailer ?? createMailer({ dataDir: config.dataDir, smtpUrl: config.smtpUrl, log: app.log }),
      sms: options.sms ?? createSmsOutbox({ dataDir: config.dataDir, log: app.log }),
      sessionSecret: await loadSessionSecret(db),
      secretBox: await loadSecretBox(db, config.secretsKey),
      dns: options.dns ?? createDnsLookup(config.dnsServers),
      // Its ETags change with the contract (the answers' shape), so no browser keeps an answer of an older one.
      directoryCache: new DirectoryCache(
        createHash('sha256').update(loadContract().text).digest('base64url'),
      ),
      files: databaseFileStore(db, clock),
      lifecycle: createLifecycle(),
    });
    // Once draining, every answer ends its connection: a keep-alive socket whose request was in flight when the
    // server stopped accepting would otherwise stay open for the keep-alive time-out after its answer.
    // Not async: a handler that sends its answer itself and returns (exportTranslationSheet) relies on `reply.sent`
    // being true at once, which holds only while every onSend hook of the route finishes synchronously.
    app.addHook('onSend', (_req, reply, payload, done) => {
      if (app.services.lifecycle.draining) reply.header('connection', 'close');
      done(null, payload);
    });
    // Logos an earlier version kept as files in DATA_DIR move into the database, once (idempotent; see the README).
    await importLogoFolder(app.services, app.log);
  },
  { name: 'services' },
);
