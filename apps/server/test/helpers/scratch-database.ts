import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';

/**
 * A database of a test's own, apart from the shared test database (test/helpers/build.ts), for tests of what
 * happens to a whole database: a PostgreSQL database created beside the DATABASE_URL one (dropped afterwards), or a
 * PGlite folder. `dataDir` is a fresh folder either way (DATA_DIR of a server started on it).
 */
export interface ScratchDatabase {
  /** Set on PostgreSQL: the new database's URL. */
  databaseUrl: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}

export async function scratchDatabase(
  label: string,
  engine: 'pglite' | 'postgres' = process.env.DATABASE_URL ? 'postgres' : 'pglite',
): Promise<ScratchDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), `qone-${label}-`));
  if (engine === 'pglite')
    return { databaseUrl: undefined, dataDir, drop: () => rm(dataDir, { recursive: true, force: true }) };
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('a PostgreSQL scratch database needs DATABASE_URL');
  const name = `qone_${label.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  await onServer(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir,
    async drop() {
      await dropWhenIdle(base, name);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Drops the database once the sessions of closed apps are gone: pg's pool resolves end() before its clients'
 * connections have closed, and terminating one of those (`with (force)`) makes it emit an error nobody listens to.
 */
async function dropWhenIdle(url: string, name: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let wait = 0; wait < 50; wait++) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database's schema as comparable data: tables and their columns, indexes, constraints, triggers and functions
 * of the current schema (names, types, defaults and definitions, in a stable order).
 */
export async function describeSchema<DB>(db: Kysely<DB>) {
  const columns = await sql<Record<string, unknown>>`
    select table_name, column_name, ordinal_position, data_type, udt_name, is_nullable, column_default,
      is_identity, character_maximum_length
    from information_schema.columns where table_schema = current_schema()
    order by table_name, ordinal_position`.execute(db);
  const indexes = await sql<Record<string, unknown>>`
    select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema()
    order by tablename, indexname`.execute(db);
  const constraints = await sql<Record<string, unknown>>`
    select c.conrelid::regclass::text as table_name, c.conname, pg_get_constraintdef(c.oid) as definition
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where n.nspname = current_schema() order by 1, 2`.execute(db);
  const triggers = await sql<Record<string, unknown>>`
    select t.tgrelid::regclass::text as table_name, t.tgname, pg_get_triggerdef(t.oid) as definition
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and not t.tgisinternal order by 1, 2`.execute(db);
  const functions = await sql<Record<string, unknown>>`
    select p.proname, pg_get_function_identity_arguments(p.oid) as arguments, md5(p.prosrc) as body
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema() order by 1, 2`.execute(db);
  return {
    columns: columns.rows,
    indexes: indexes.rows,
    constraints: constraints.rows,
    triggers: triggers.rows,
    functions: functions.rows,
  };
}
