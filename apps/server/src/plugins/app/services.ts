import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DirectoryCache } from '../../cache/directory-cache.js';
import { type Clock, systemClock } from '../../clock.js';
import type { Config } from '../../config.js';
import { loadContract } from '../../contract.js';
import { type Db, migrate, openDatabase, refreshStatistics } from '../../db/index.js';
import { createDnsLookup, type DnsLookup } from '../../dns/lookup.js';
import { databaseFileStore } from '../../files/file-store.js';
import { importLogoFolder } from '../../files/import-logos.js';
import { createLifecycle } from '../../lifecycle.js';
import { createMailer, type MailTransport } from '../../mail/mailer.js';
import { Outbox } from '../../mail/outbox.js';
import { createRequestHandler } from '../../mail/requests.js';
import { loadSecretBox, loadSessionSecret } from '../../secrets.js';
import type { AppServices } from '../../services.js';
import { createSmsOutbox, type SmsSender } from '../../sms/sender.js';

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** The mail outbox with its worker's controls (`services.mail` is the same object, seen by handlers). */
    outbox: Outbox;
  }
}

export interface ServicesOptions {
  config: Config;
  /** An open, migrated database to use (tests share one per file); otherwise opened from config and closed with the app. */
  db?: Db | undefined;
  clock?: Clock | undefined;
  /** How mail leaves (tests capture it); otherwise the .eml outbox, or SMTP with SMTP_URL. */
  mailer?: MailTransport | undefined;
  /**
   * Whether this process's mail worker polls and is nudged (a server: the default). Off, mail is delivered only when
   * something calls `outbox.drain()` (tests decide when).
   */
  mailWorker?: boolean | undefined;
  sms?: SmsSender | undefined;
  /** DNS lookups (tests pass a fake zone); otherwise Node's resolver with config.dnsServers. */
  dns?: DnsLookup | undefined;
}

/**
 * What every handler may use (`app.services`, and each handler's context): the database — opened and migrated here
 * unless one is given —, config, clock, the mail outbox (whose worker starts here and stops when the app closes), the
 * session-signing secret.
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
    let outbox: Outbox | undefined;
    // The worker finishes (or gives back) its deliveries before the database it records them in closes.
    app.addHook('onClose', async () => {
      await outbox?.close();
      if (opened) await opened.db.destroy();
    });
    if (opened) {
      await migrate(db, app.log);
      if (opened.engine === 'pglite') await refreshStatistics(db);
    }
    const clock = options.clock ?? systemClock;
    const secretBox = await loadSecretBox(db, config.secretsKey);
    outbox = new Outbox({
      db,
      clock,
      secretBox,
      transport:
        options.mailer ??
        createMailer({
          dataDir: config.dataDir,
          smtpUrl: config.smtpUrl,
          publicUrl: config.publicUrl,
          log: app.log,
        }),
      log: app.log,
      pollMs: config.mailPollMs,
      leaseMs: config.mailLeaseMs,
    });
    const services: AppServices = {
      db,
      config,
      clock,
      mail: outbox,
      sms: options.sms ?? createSmsOutbox({ dataDir: config.dataDir, log: app.log }),
      sessionSecret: await loadSessionSecret(db),
      secretBox,
      dns: options.dns ?? createDnsLookup(config.dnsServers),
      // Its ETags change with the contract (the answers' shape), so no browser keeps an answer of an older one.
      directoryCache: new DirectoryCache(
        createHash('sha256').update(loadContract().text).digest('base64url'),
      ),
      files: databaseFileStore(db, clock),
      lifecycle: createLifecycle(),
    };
    app.decorate('services', services);
    app.decorate('outbox', outbox);
    outbox.handleRequestsWith(createRequestHandler(services));
    const worker = outbox;
    if (options.mailWorker ?? true) app.addHook('onReady', async () => worker.start());
    // Once draining, every answer ends its connection: a keep-alive socket whose request was in flight when the
    // server stopped accepting would otherwise stay open for the keep-alive time-out after its answer.
    // Not async: a handler that sends its answer itself and returns (exportTranslationSheet) relies on `reply.sent`
    // being true at once, which holds only while every onSend hook of the route finishes synchronously.
    app.addHook('onSend', (_req, reply, payload, done) => {
      if (app.services.lifecycle.draining) reply.header('connection', 'close');
      done(null, payload);
    });
    // Logos an earlier version kept as files in DATA_DIR move into the database, once (idempotent; see the README).
    await importLogoFolder(services, app.log);
  },
  { name: 'services' },
);
