import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { newPGlite } from './pglite.js';

/**
 * Backup and restore as plain SQL (README "Backup and restore"): the embedded database is dumped by PGlite's own
 * pg_dump (@electric-sql/pglite-tools, PostgreSQL 18 compiled to WASM, in this process), PostgreSQL by the
 * system's `pg_dump`. Either dump loads into either engine, with no psql: rows are INSERT statements (not COPY), and
 * the statements a PostgreSQL 15 refuses from a newer pg_dump are left out.
 */

export type DatabaseLocation = { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; url: string };

/** The database the server would use with this DATABASE_URL and DATA_DIR. */
export function locationOf(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseLocation {
  return config.databaseUrl
    ? { engine: 'postgres', url: config.databaseUrl }
    : { engine: 'pglite', dataDir: config.dataDir };
}

export function describeLocation(location: DatabaseLocation): string {
  if (location.engine === 'pglite') return `the embedded database in ${join(location.dataDir, 'pglite')}`;
  const url = new URL(location.url);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

/**
 * pg_dump's options for both engines: no owners or grants (the target's user owns what it restores), rows as
 * multi-row INSERTs so the dump loads without psql (COPY … FROM stdin needs psql's data stream).
 */
const dumpArguments = ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=500'];

/** An open database taking whole SQL scripts (the simple query protocol: many statements in one string). */
interface ScriptTarget {
  exec(script: string): Promise<void>;
  rows<R>(query: string): Promise<R[]>;
  close(): Promise<void>;
}

async function openEmbedded(dataDir: string, holder: string, mustExist: boolean) {
  const dir = join(dataDir, 'pglite');
  if (mustExist && !existsSync(join(dir, 'PG_VERSION')))
    throw new Error(`There is no embedded database in ${dir} (DATA_DIR=${dataDir})`);
  mkdirSync(dir, { recursive: true });
  const lock = lockDataDir(dir, holder);
  try {
    const pglite = newPGlite(dir);
    await pglite.waitReady;
    return { pglite, lock };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function openTarget(location: DatabaseLocation, holder: string): Promise<ScriptTarget> {
  if (location.engine === 'pglite') {
    const { pglite, lock } = await openEmbedded(location.dataDir, holder, false);
    return {
      async exec(script) {
        await pglite.exec(script);
      },
      async rows<R>(query: string) {
        return (await pglite.query<R>(query)).rows;
      },
      async close() {
        try {
          await pglite.close();
        } finally {
          lock.release();
        }
      },
    };
  }
  const client = new pg.Client({ connectionString: location.url });
  await client.connect();
  return {
    async exec(script) {
      await client.query(script);
    },
    async rows<R>(query: string) {
      return (await client.query(query)).rows as R[];
    },
    close: () => client.end(),
  };
}

/** Tables and other relations of the database's own schemas (none in an empty database). */
const relationsQuery = `
  select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
    and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
  order by 1`;

/** Each table of the public schema with its number of rows. */
async function rowCounts(target: ScriptTarget): Promise<Record<string, number>> {
  const tables = await target.rows<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await target.rows<{ n: number }>(`select count(*)::int as n from public."${name}"`);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/**
 * Makes a dump of a newer pg_dump load into PostgreSQL 15 and without psql: in the preamble (the SET statements
 * before the first object), settings PostgreSQL 15 does not know are left out (`transaction_timeout`, 17+), and
 * psql's `\restrict`/`\unrestrict` lines (pg_dump 17.6+, 15.14+) are dropped by their key, which is random per dump,
 * so no line of data can match it.
 */
export function portableDump(dump: string): string {
  const key = dump.match(/^\\restrict ([A-Za-z0-9]+)$/m)?.[1];
  let text = dump;
  if (key) text = text.replace(new RegExp(`^\\\\(un)?restrict ${key}\\n`, 'gm'), '');
  const firstObject = text.search(/^-- (Name|Data for Name): /m);
  const preambleEnd = firstObject === -1 ? text.length : firstObject;
  const preamble = text.slice(0, preambleEnd).replace(/^SET transaction_timeout = .*;\n/m, '');
  const rest = text.slice(preambleEnd);
  if (/^\\/m.test(preamble)) throw new Error('the dump holds a psql command this restore does not run');
  return preamble + rest;
}

export interface BackupReport {
  file: string;
  bytes: number;
  milliseconds: number;
  /** pg_dump's version, as it names itself. */
  dumpedBy: string;
  rows: Record<string, number>;
  /** Things the dump does not hold, with what to do about them. */
  notes: string[];
}

/** Dumps the database at `location` into `file` as plain SQL. */
export async function backupDatabase(
  location: DatabaseLocation,
  file: string,
  options: { pgDump?: string; holder?: string; dataDir?: string } = {},
): Promise<BackupReport> {
  const started = performance.now();
  let dump: string;
  let dumpedBy: string;
  let rows: Record<string, number>;
  let secretsKeyInside: boolean;
  if (location.engine === 'pglite') {
    const { pglite, lock } = await openEmbedded(
      location.dataDir,
      options.holder ?? 'npm run db:backup',
      true,
    );
    try {
      const target: ScriptTarget = {
        exec: async (script) => void (await pglite.exec(script)),
        rows: async <R>(query: string) => (await pglite.query<R>(query)).rows,
        close: async () => {},
      };
      rows = await rowCounts(target);
      secretsKeyInside = await holdsSecretsKey(target);
      const [version] = await target.rows<{ v: string }>("select current_setting('server_version') as v");
      dumpedBy = `pg_dump of @electric-sql/pglite-tools (PGlite, PostgreSQL ${version?.v})`;
      const output = await pgDump({ pg: pglite, args: dumpArguments });
      dump = await output.text();
    } finally {
      await pglite.close();
      lock.release();
    }
  } else {
    const target = await openTarget(location, 'npm run db:backup');
    try {
      rows = await rowCounts(target);
      secretsKeyInside = await holdsSecretsKey(target);
      const [server] = await target.rows<{ v: string }>("select current_setting('server_version_num') as v");
      const command = options.pgDump ?? 'pg_dump';
      dumpedBy = (await run(command, ['--version'], {})).trim();
      const dumpMajor = Number(dumpedBy.match(/(\d+)(\.\d+)+/)?.[1]);
      const serverMajor = Math.floor(Number(server?.v) / 10_000);
      if (dumpMajor < serverMajor)
        throw new Error(
          `${dumpedBy} cannot dump PostgreSQL ${serverMajor}: pg_dump must be of the server's major version or ` +
            'newer (install it, or name it with PG_DUMP)',
        );
      // The password goes through the environment, not the command line other users' `ps` shows.
      const url = new URL(location.url);
      const password = decodeURIComponent(url.password);
      url.password = '';
      dump = await run(command, [...dumpArguments, '--dbname', url.toString()], {
        ...(password ? { PGPASSWORD: password } : {}),
      });
    } finally {
      await target.close();
    }
  }
  const header =
    `-- Q One backup of ${describeLocation(location)}, ${new Date().toISOString()}\n` +
    `-- by ${dumpedBy}; load it with \`npm run db:restore -- <this file>\`\n`;
  const text = header + portableDump(dump);
  await writeFile(file, text, { mode: 0o600 });
  const notes = [];
  if (secretsKeyInside)
    notes.push(
      'The dump holds the session secret and the key of the secrets at rest (server_secrets): keep it as ' +
        'secret as the database itself.',
    );
  else
    notes.push(
      'The secrets at rest are sealed with SECRETS_KEY, which the dump does not hold: the restored server ' +
        'needs the same SECRETS_KEY to open them.',
    );
  const dataDir = options.dataDir ?? (location.engine === 'pglite' ? location.dataDir : undefined);
  if (dataDir) notes.push(...filesOutside(dataDir));
  return {
    file,
    bytes: Buffer.byteLength(text),
    milliseconds: Math.round(performance.now() - started),
    dumpedBy,
    rows,
    notes,
  };
}

async function holdsSecretsKey(target: ScriptTarget): Promise<boolean> {
  const [row] = await target.rows<{ n: number }>(
    `select count(*)::int as n from pg_tables where schemaname = 'public' and tablename = 'server_secrets'`,
  );
  if (!row?.n) return false;
  const [key] = await target.rows<{ n: number }>(
    `select count(*)::int as n from public.server_secrets where name = 'secrets_aes_key'`,
  );
  return (key?.n ?? 0) > 0;
}

/**
 * Logo files of an earlier version that DATA_DIR may still hold: the server imports them into the database when it
 * starts (src/files/import-logos.ts), so a dump carries them only once the server has started on this DATA_DIR.
 */
function filesOutside(dataDir: string): string[] {
  const logos = join(dataDir, 'company_logos');
  const count = existsSync(logos) ? readdirSync(logos).length : 0;
  return count === 0
    ? []
    : [
        `${logos} holds ${count} logo file(s) of an earlier version: the server imports them into the database ` +
          'when it starts, so start it once on this DATA_DIR before a backup (or copy that folder to the DATA_DIR ' +
          'of the restored server, which imports them there).',
      ];
}

function run(command: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      err += String(chunk);
    });
    child.on('error', (error) => reject(new Error(`${command} could not be run: ${error.message}`)));
    child.on('exit', (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString('utf8'))
        : reject(new Error(`${command} failed (exit ${code}): ${err.trim()}`)),
    );
  });
}

export interface RestoreReport {
  milliseconds: number;
  rows: Record<string, number>;
}

/**
 * Loads a plain SQL dump (of `backupDatabase`, or pg_dump with `dumpArguments`) into the database at `location`,
 * in one transaction: a failed restore leaves the target as it was. The target must be empty unless `replace`
 * (then the public schema is dropped first, in the same transaction).
 */
export async function restoreDatabase(
  location: DatabaseLocation,
  file: string,
  options: { replace?: boolean; holder?: string } = {},
): Promise<RestoreReport> {
  const started = performance.now();
  const script = portableDump(await readFile(file, 'utf8'));
  const target = await openTarget(location, options.holder ?? 'npm run db:restore');
  try {
    const existing = await target.rows<{ name: string }>(relationsQuery);
    if (existing.length > 0 && !options.replace)
      throw new Error(
        `${describeLocation(location)} is not empty (${existing.length} tables and other relations, e.g. ` +
          `${existing
            .slice(0, 3)
            .map((r) => r.name)
            .join(', ')}): restore into an empty database, or add --replace to drop everything in it first`,
      );
    await target.exec('begin');
    try {
      if (options.replace) await target.exec('drop schema if exists public cascade; create schema public;');
      await target.exec(script);
      await target.exec('commit');
    } catch (error) {
      await target.exec('rollback');
      throw error;
    }
    // pg_dump's preamble empties search_path for the session; the server's sessions are not affected.
    await target.exec('set search_path = public; analyze');
    return { milliseconds: Math.round(performance.now() - started), rows: await rowCounts(target) };
  } finally {
    await target.close();
  }
}

export interface MoveReport {
  file: string;
  backup: BackupReport;
  restore: RestoreReport;
}

/**
 * The embedded database of `dataDir` into the empty PostgreSQL database at `url`: a backup to `file`, a restore
 * from it, and every table's row count compared.
 */
export async function moveToPostgres(dataDir: string, url: string, file: string): Promise<MoveReport> {
  const backup = await backupDatabase({ engine: 'pglite', dataDir }, file, {
    holder: 'npm run db:move-to-postgres',
  });
  const restore = await restoreDatabase({ engine: 'postgres', url }, file, {
    holder: 'npm run db:move-to-postgres',
  });
  const differing = Object.keys({ ...backup.rows, ...restore.rows }).filter(
    (table) => backup.rows[table] !== restore.rows[table],
  );
  if (differing.length > 0)
    throw new Error(
      `the restored database differs from the embedded one in ${differing
        .map((table) => `${table} (${backup.rows[table] ?? 0} → ${restore.rows[table] ?? 0} rows)`)
        .join(', ')}`,
    );
  return { file, backup, restore };
}
