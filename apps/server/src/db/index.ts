import { promises as fs, mkdirSync } from 'node:fs';
import path, { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
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
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' };
  }
  if (options.dataDir === 'memory://') {
    const pglite = new PGlite();
    await pglite.waitReady;
    return { db: new Kysely<Database>({ dialect: new PGliteDialect(pglite) }), engine: 'pglite' };
  }
  const dir = join(options.dataDir, 'pglite');
  // PGlite creates only the last folder of its path.
  mkdirSync(dir, { recursive: true });
  // One process per folder (src/db/data-dir-lock.ts); released when the database is closed.
  const lock = lockDataDir(dir, options.holder ?? 'a server');
  try {
    const pglite = new PGlite(dir);
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
 * Applies the migrations not yet applied, after recording migrations that were renamed since a database applied
 * them under their new names (src/db/renamed-migrations.ts). `log` hears of every such rename.
 */
export async function migrate(
  db: Db,
  log?: { info(details: object, message: string): void } | undefined,
): Promise<void> {
  await applyMigrationRenames(db, log);
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
