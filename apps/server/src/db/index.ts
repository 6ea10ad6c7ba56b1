import { promises as fs, mkdirSync } from 'node:fs';
import path, { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import pg from 'pg';
import { type DatabaseSettings, readDatabaseSettings } from '../config.js';
import { lockDataDir } from './data-dir-lock.js';
import { describeDatabaseFault } from './faults.js';
import { newPGlite } from './pglite.js';
import { PGliteDialect } from './pglite-dialect.js';
import { applyMigrationRenames } from './renamed-migrations.js';
import type { Database } from './types.js';

export type Db = Kysely<Database>;
/** The database or a transaction of it: every repository function works inside or outside a transaction. */
export type Executor = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://… — PostgreSQL; otherwise embedded PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Who opens the embedded database, named to a second process refused while this one holds it. */
  holder?: string | undefined;
  /** PostgreSQL's pool and session limits; the defaults of config.ts when not given. */
  settings?: DatabaseSettings | undefined;
  /** Where a lost connection is reported (the app's logger); nowhere when not given, but it is still handled. */
  log?: { warn(details: object, message: string): void } | undefined;
}

/**
 * The migrations are the files of migrations/ (../../migrations from here, in src/ and in dist/ alike), found when
 * the server starts: adding one is adding a file `NNNN_what_it_does.ts` that exports `up` (and `down`).
 */
export const migrationFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

const migrationProvider = new FileMigrationProvider({
  fs,
  path,
  migrationFolder,
  import: (file) => import(pathToFileURL(file).href),
  onFileIgnored(file, reason) {
    // A README or a source map is fine; a code file without `up` is a mistake that would silently skip a change.
    if (reason === 'NotMigration') throw new Error(`migrations/${file} exports no up()`);
  },
});

export async function openDatabase(
  options: DatabaseOptions,
): Promise<{ db: Db; engine: 'pglite' | 'postgres' }> {
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl, options.settings ?? readDatabaseSettings(), options.log);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' };
  }
  if (options.dataDir === 'memory://') {
    const pglite = newPGlite();
    await pglite.waitReady;
    return { db: new Kysely<Database>({ dialect: new PGliteDialect(pglite) }), engine: 'pglite' };
  }
  const dir = join(options.dataDir, 'pglite');
  // PGlite creates only the last folder of its path.
  mkdirSync(dir, { recursive: true });
  // One process per folder (src/db/data-dir-lock.ts); released when the database is closed.
  const lock = lockDataDir(dir, options.holder ?? 'a server');
  try {
    const pglite = newPGlite(dir);
    await pglite.waitReady;
    const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite, lock.release) });
    // Kysely's destroy() closes only a driver it has started: start it, so closing always writes PGlite's shutdown
    // checkpoint and releases the lock.
    await sql`select 1`.execute(db);
    return { db, engine: 'pglite' };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * A pool that outlives its connections: a connection cut by PostgreSQL (a restart, a fail-over,
 * `pg_terminate_backend`) or by the network emits `error`, which without a listener ends the process. Each client
 * gets a listener when it connects — pg-pool's own one is only there while the client is idle, and a checked-out
 * client whose connection dies between two queries of a transaction emits `error` too — and the pool drops the dead
 * client on its own. Queries then fail (answered 503, see faults.ts) and the next request opens a new connection, so
 * the server recovers by itself once the database is back.
 */
function createPool(
  connectionString: string,
  settings: DatabaseSettings,
  log: DatabaseOptions['log'],
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: settings.poolMax,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
    // TCP keep-alive probes from 10 s of silence on: a connection to a server that vanished without a word (a
    // fail-over, a cut network) is found dead after the system's probes fail, instead of never.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // How the server's sessions show in pg_stat_activity, unless the URL or PGAPPNAME names them.
    fallback_application_name: 'qone-server',
  });
  // Reported once, by the client's own listener below; the pool re-emits an idle client's error here.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      log?.warn({ err: describeDatabaseFault(error) }, 'database connection lost'),
    );
  });
  return pool;
}

/**
 * Applies the migrations not yet applied, after recording migrations that were renamed since a database applied
 * them under their new names (src/db/renamed-migrations.ts). `log` hears of every such rename.
 */
export async function migrate(
  db: Db,
  log?: { info(details: object, message: string): void } | undefined,
): Promise<void> {
  // One connection without DB_STATEMENT_TIMEOUT_MS: a migration of a large table may rightly take longer than any
  // request's statement. `reset` gives the connection back to the pool with the session's own limit.
  await db.connection().execute(async (connection) => {
    await sql`set statement_timeout = 0`.execute(connection);
    try {
      await applyMigrationRenames(connection, log);
      await migrateOn(connection);
    } finally {
      await sql`reset statement_timeout`.execute(connection).catch(() => {});
    }
  });
}

async function migrateOn(db: Db): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    // Migrations are written on parallel branches: one merged after a later-numbered one already ran on some
    // database still runs there, so a migration never depends on another branch's.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}

/**
 * Refreshes the query planner's statistics. PGlite runs no autovacuum, so without this its estimates stay those of
 * the day the tables were created (a company of 10,000 users planned as one of 50: a sort of the whole company
 * instead of a walk along the name index). Run when the server starts on PGlite; PostgreSQL's autovacuum keeps them
 * itself.
 */
export async function refreshStatistics(db: Db): Promise<void> {
  await sql`analyze`.execute(db);
}
