import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.js';
import { fakeClock } from '../../src/clock.js';
import { type Config, readConfig } from '../../src/config.js';
import { type Db, migrate, openDatabase } from '../../src/db/index.js';
import { logRedactPaths } from '../../src/logging.js';
import type { Mailer, MailMessage } from '../../src/mail/mailer.js';
import type { SmsMessage, SmsSender } from '../../src/sms/sender.js';

export type FakeClock = ReturnType<typeof fakeClock>;

/** Mail captured instead of sent, for tests that follow a link from an invite or reset mail. */
export class CapturingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
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
export class CapturingSms implements SmsSender {
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
export async function build(
  overrides: Partial<Config> = {},
  options: { realMailer?: boolean } = {},
): Promise<TestApp> {
  shared ??= (async () => {
    const { db } = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
    await migrate(db);
    return db;
  })();
  const db = await shared;
  await truncateAll(db);
  const clock = fakeClock(new Date('2026-11-01T09:00:00Z'));
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
    sms,
    logger: { level: 'debug', stream, redact: { paths: logRedactPaths, censor: '[redacted]' } },
  });
  await app.ready();
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
    sms: t.sms,
    logger: { level: 'info', stream },
  });
  await app.ready();
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

async function truncateAll(db: Db) {
  const tables = await sql<{ tablename: string }>`
    select tablename from pg_tables
    where schemaname = current_schema() and tablename not like 'kysely_%'`.execute(db);
  const names = tables.rows.map((r) => `"${r.tablename}"`).join(', ');
  if (names) await sql.raw(`truncate ${names} cascade`).execute(db);
}
