import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../../src/app.js';
import { readConfig } from '../../src/config.js';
import type { SmtpFixture } from '../../test/fixtures/smtp-server.js';
import { scratchDatabase } from '../../test/helpers/scratch-database.js';
import { type ServerProcess, signIn, startServer } from '../../test/helpers/server-process.js';
import type { Cluster } from '../cluster.js';
import { type SeededCompany, seedCompany } from '../company.js';

export type Engine = 'pglite' | 'postgres';

/** The password of every seeded account. */
export const PASSWORD = 'bench password that is long enough';
/** Accounts of the seeded company: the first writes, the others sign in (the throttle counts sign-ins in flight). */
export const ACCOUNTS = 20;

/** What every scenario shares: the SMTP server, the PostgreSQL cluster, and what to clean up if interrupted. */
export interface Bench {
  runId: string;
  smtp: SmtpFixture;
  /** Undefined when PostgreSQL is not installed: only the PGlite scenarios run. */
  cluster: Cluster | undefined;
  /** The server processes running now. */
  servers: Set<ServerProcess>;
  /** Databases and folders to remove at the end, or when interrupted. */
  drops: Set<() => Promise<void>>;
  /** Each engine's `version()`, for the results. */
  versions: Partial<Record<Engine, string>>;
}

/** A fresh database with the benchmark's company, for server processes to start on. */
export interface Prepared {
  engine: Engine;
  dataDir: string;
  /** DATA_DIR and DATABASE_URL of a server process on it. */
  env: Record<string, string | undefined>;
  company: SeededCompany;
  /** The database's own `version()`. */
  version: string;
  /** Every server process started on it, for their logs. */
  servers: ServerProcess[];
  drop(): Promise<void>;
}

/**
 * A scratch database (test/helpers/scratch-database.ts: a PGlite folder, or a new database on the cluster, whose URL
 * it takes from DATABASE_URL), migrated by the app and given one company of ACCOUNTS verified users, before any
 * server process starts on it (PGlite admits one process at a time).
 */
export async function prepare(bench: Bench, engine: Engine, label: string): Promise<Prepared> {
  const scratch = await scratchDatabase(label, engine);
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    bench.drops.delete(drop);
    await scratch.drop();
  };
  bench.drops.add(drop);
  const config = {
    ...readConfig({ DATA_DIR: scratch.dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' }),
    databaseUrl: scratch.databaseUrl,
  };
  const app = await buildApp({ config, logger: false, mailWorker: false });
  try {
    const company = await seedCompany(app.services.db, {
      runId: `${bench.runId}-${randomUUID().slice(0, 4)}`,
      users: ACCOUNTS,
      password: PASSWORD,
    });
    const { rows } = await sql<{ version: string }>`select version() as version`.execute(app.services.db);
    bench.versions[engine] = rows[0]?.version;
    return {
      engine,
      dataDir: scratch.dataDir,
      env: { DATA_DIR: scratch.dataDir, DATABASE_URL: scratch.databaseUrl },
      company,
      version: rows[0]?.version ?? 'unknown',
      servers: [],
      drop,
    };
  } finally {
    await app.close();
  }
}

/**
 * A real server process (`src/main.ts`, test/helpers/server-process.ts) on the prepared database, mailing through
 * the benchmark's SMTP server. Its mail worker polls every 200 ms, and a killed worker's claims are taken over after
 * MAIL_LEASE_MS's minimum, one minute.
 */
export async function serve(
  bench: Bench,
  prepared: Prepared,
  env: Record<string, string | undefined> = {},
): Promise<ServerProcess> {
  const server = await startServer({
    env: {
      ...prepared.env,
      SMTP_URL: bench.smtp.url,
      MAIL_POLL_MS: '200',
      MAIL_LEASE_MS: '60000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    startTimeoutMs: 180_000,
  });
  bench.servers.add(server);
  prepared.servers.push(server);
  void server.exited.then(() => bench.servers.delete(server));
  return server;
}

/** A data folder of its own for one of several processes on one PostgreSQL database (as on two machines). */
export const ownFolder = (prepared: Prepared, name: string) => ({ DATA_DIR: join(prepared.dataDir, name) });

/** Signs in as the seeded company's `n`th account: a bearer header, with the header cookie writes would need. */
export async function signInAs(server: { url: string }, prepared: Prepared, n = 0) {
  const email = prepared.company.emails[n];
  if (!email) throw new Error(`no account ${n}`);
  return { ...(await signIn(server, email, PASSWORD)), 'x-requested-with': 'qone-bench' };
}

const levels: Record<number, string> = { 40: 'warn', 50: 'error', 60: 'fatal' };

/** The warnings and errors the processes on the database logged (pino's JSON lines), counted by message. */
export function serverLog(prepared: Prepared): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const server of prepared.servers) {
    // From the console line on: what it logs while starting (its routes' content types) is the same every time.
    const output = server.stdout();
    const started = output.indexOf('Q One console:');
    for (const line of `${output.slice(Math.max(0, started))}\n${server.stderr()}`.split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string };
        const level = levels[entry.level ?? 0];
        if (!level) continue;
        const key = `${level}: ${entry.msg ?? ''}`;
        counts[key] = (counts[key] ?? 0) + 1;
      } catch {
        // Not a log line.
      }
    }
  }
  return counts;
}
