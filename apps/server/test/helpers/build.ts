import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.js';
import { fakeClock } from '../../src/clock.js';
import { type Config, readConfig } from '../../src/config.js';
import { type Db, migrate, openDatabase } from '../../src/db/index.js';
import { logRedactPaths } from '../../src/logging.js';
import type { MailMessage, MailTransport } from '../../src/mail/mailer.js';
import type { SmsMessage, SmsSender } from '../../src/sms/sender.js';

export type FakeClock = ReturnType<typeof fakeClock>;

/**
 * Mail captured instead of sent: the outbox's worker delivers to it, so tests read what a recipient would get. `sent`
 * holds the messages in delivery order, `deliveries` the outbox row each came from (a row delivered twice shows
 * twice).
 */
class CapturingMailer implements MailTransport {
  readonly sent: MailMessage[] = [];
  readonly deliveries: { id: string; message: MailMessage }[] = [];
  async send(message: MailMessage, envelope: { id: string }) {
    this.sent.push(message);
    this.deliveries.push({ id: envelope.id, message });
  }
  last(): MailMessage {
    const message = this.sent.at(-1);
    if (!message) throw new Error('no mail was sent');
    return message;
  }
  /** The first link in the last mail's text whose path starts with `prefix`. */
  lastLink(prefix: string): URL {
    const match = this.last().text.match(
      new RegExp(`https?://[^\\s]+${prefix.replace(/[/?]/g, '\\$&')}[^\\s]*`),
    );
    if (!match) throw new Error(`no ${prefix} link in: ${this.last().text}`);
    return new URL(match[0]);
  }
}

/** Text messages captured instead of sent. */
class CapturingSms implements SmsSender {
  readonly sent: SmsMessage[] = [];
  async send(message: SmsMessage) {
    this.sent.push(message);
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: FakeClock;
  mailer: CapturingMailer;
  sms: CapturingSms;
  /** Every log line the app wrote, for "no secret in any log line" checks. */
  logLines: string[];
  config: Config;
}

let shared: Promise<Db> | undefined;

/**
 * One database per test worker, shared by its test files (Vitest runs them with `isolate: false`; PGlite's first open
 * costs seconds): in memory on PGlite, or the DATABASE_URL database on PostgreSQL. `build()` wipes all rows, so each
 * test starts from an empty database.
 */
export interface BuildOptions {
  /** The app's own transport (the .eml outbox in config.dataDir, or SMTP with smtpUrl) instead of capturing. */
  realMailer?: boolean;
  /**
   * When queued mail is delivered: `after-each-request` (the default) — `app.inject` resolves once the worker has
   * delivered everything the request queued (and what that queued), so a test reads `t.mailer.sent` right after a
   * request; `manual` — only when the test calls `t.app.outbox.drain()` (or a worker of its own runs).
   */
  deliverMail?: 'after-each-request' | 'manual';
  /**
   * Run the app's own mail worker in the background (polling every config.mailPollMs, nudged after requests), as a
   * server does; `deliverMail` should then be `manual`.
   */
  mailWorker?: boolean;
  /** The database to use instead of the worker's shared one (a second pool on the same PostgreSQL). */
  db?: Db;
  /** Leave the tables as they are (a second app on the same database as the first). */
  keepRows?: boolean;
  /** The clock (a second app sharing the first's). */
  clock?: FakeClock;
}

export async function build(overrides: Partial<Config> = {}, options: BuildOptions = {}): Promise<TestApp> {
  shared ??= (async () => {
    const { db } = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
    await migrate(db);
    return db;
  })();
  const db = options.db ?? (await shared);
  if (!options.keepRows) await truncateAll(db);
  const clock = options.clock ?? fakeClock(new Date('2026-11-01T09:00:00Z'));
  const mailer = new CapturingMailer();
  const sms = new CapturingSms();
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const config: Config = {
    ...readConfig({ PORT: '8080', DATA_DIR: `/tmp/qone-test-${process.pid}` }),
    publicUrl: 'http://console.test',
    ...overrides,
  };
  const app = await buildApp({
    config,
    db,
    clock,
    // The app's own mailer (an .eml outbox in config.dataDir) where a test needs real delivery work, e.g. timing.
    ...(options.realMailer ? {} : { mailer }),
    // The test decides when mail goes out: after each request (below), when it drains the outbox itself, or
    // through the worker it asked for.
    mailWorker: options.mailWorker ?? false,
    sms,
    logger: { level: 'debug', stream, redact: { paths: logRedactPaths, censor: '[redacted]' } },
  });
  await app.ready();
  if ((options.deliverMail ?? 'after-each-request') === 'after-each-request') deliverAfterEachRequest(app);
  return { app, db, clock, mailer, sms, logLines, config };
}

export interface SiblingApp {
  app: FastifyInstance;
  /** The sibling's own database handle: its own pool on PostgreSQL, the one shared database on PGlite. */
  db: Db;
  /** Every log line the sibling wrote. */
  logLines: string[];
  close(): Promise<void>;
}

/**
 * A second app on `t`'s database, as a second server process sharing it would be: on PostgreSQL with a connection
 * pool of its own (its queries run on other connections, at the same time as the first app's); on PGlite over the
 * same database (one engine, which answers one query at a time). Same config, clock, mailer and SMS sender, so a
 * test counts what both sent. Nothing of the first app's memory is shared: `buildApp` makes its own services.
 */
export async function buildSibling(t: TestApp, overrides: Partial<Config> = {}): Promise<SiblingApp> {
  const own = process.env.DATABASE_URL
    ? (await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' })).db
    : undefined;
  const db = own ?? t.db;
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    config: { ...t.config, ...overrides },
    db,
    clock: t.clock,
    mailer: t.mailer,
    mailWorker: false,
    sms: t.sms,
    logger: { level: 'info', stream },
  });
  await app.ready();
  deliverAfterEachRequest(app);
  return {
    app,
    db,
    logLines,
    async close() {
      await app.close();
      await own?.destroy();
    },
  };
}

/**
 * `app.inject(options)` then resolves once the outbox has delivered what is due — the mail the request queued, and
 * the mail of a forgot-password or sign-up request it queued — as a server's worker would right after the answer.
 * Only the promise form is wrapped (the chained form is not used in these tests).
 */
function deliverAfterEachRequest(app: FastifyInstance) {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const delivering = async (options: InjectOptions | string) => {
    const res = await inject(options);
    await app.outbox.drain();
    return res;
  };
  app.inject = delivering as FastifyInstance['inject'];
}

async function truncateAll(db: Db) {
  const tables = await sql<{ tablename: string }>`
    select tablename from pg_tables
    where schemaname = current_schema() and tablename not like 'kysely_%'`.execute(db);
  const names = tables.rows.map((r) => `"${r.tablename}"`).join(', ');
  if (names) await sql.raw(`truncate ${names} cascade`).execute(db);
}
