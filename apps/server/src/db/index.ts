import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import pg from 'pg';
import * as m0001 from '../../migrations/0001_initial.js';
import * as m0002 from '../../migrations/0002_company_logos.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './types.js';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://… — PostgreSQL; otherwise embedded PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
}

/** Numbered migrations, applied in order at start. Add a file to ../../migrations and list it here. */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_company_logos': m0002,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

export async function openDatabase(
  options: DatabaseOptions,
): Promise<{ db: Db; engine: 'pglite' | 'postgres' }> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' };
  }
  let pglite: PGlite;
  if (options.dataDir === 'memory://') {
    pglite = new PGlite();
  } else {
    const dir = join(options.dataDir, 'pglite');
    // PGlite creates only the last folder of its path.
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  }
  await pglite.waitReady;
  return { db: new Kysely<Database>({ dialect: new PGliteDialect(pglite) }), engine: 'pglite' };
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
