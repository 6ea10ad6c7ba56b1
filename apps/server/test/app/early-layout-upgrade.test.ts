import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { FileMigrationProvider, Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { readConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/index.js';
import { describeSchema, type ScratchDatabase, scratchDatabase } from '../helpers/scratch-database.js';

const earlyMigrations = fileURLToPath(new URL('../fixtures/early-migrations', import.meta.url));

const scratch: ScratchDatabase[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  for (const database of scratch.splice(0)) await database.drop();
});

async function newDatabase(label: string) {
  const database = await scratchDatabase(label);
  scratch.push(database);
  return database;
}

/** The current server's start on a database: open, rename step, migrations (src/plugins/app/services.ts). */
async function start(database: ScratchDatabase, logLines: string[] = []) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const config = { ...readConfig({ DATA_DIR: database.dataDir }), databaseUrl: database.databaseUrl };
  const app = await buildApp({ config, logger: { level: 'info', stream } });
  apps.push(app);
  await app.ready();
  return app;
}

describe('a database made by the early build (migrations 0001 and 0003_company_logos, commit 9f1c280)', () => {
  it('starts on the current server, keeps its rows and ends with the schema of a fresh database', {
    timeout: 120_000,
  }, async () => {
    const early = await newDatabase('early');
    const { db } = await openDatabase(early);
    // What the early build ran at start: its own migration files, under their names then.
    const migrator = new Migrator({
      db,
      provider: new FileMigrationProvider({
        fs,
        path,
        migrationFolder: earlyMigrations,
        import: (file) => import(pathToFileURL(file).href),
      }),
    });
    const { error, results } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    expect(results?.map((r) => r.migrationName)).toEqual(['0001_initial', '0003_company_logos']);
    const companyId = randomUUID();
    const raw = db as unknown as Kysely<unknown>;
    await sql`insert into companies (id, name) values (${companyId}, 'Early Company')`.execute(raw);
    await sql`insert into company_logo_uploads (file, company_id) values ('early.png', ${companyId})`.execute(
      raw,
    );
    await db.destroy();

    const logLines: string[] = [];
    const upgraded = await start(early, logLines);
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      upgraded.services.db,
    );
    const company = await upgraded.services.db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', companyId)
      .executeTakeFirst();
    const upload = await sql<{ file: string }>`select file from company_logo_uploads`.execute(
      upgraded.services.db,
    );
    const upgradedSchema = await describeSchema(upgraded.services.db);
    await upgraded.close();

    expect(company?.name).toBe('Early Company');
    expect(upload.rows).toEqual([{ file: 'early.png' }]);
    expect(logLines.join('')).toContain('applied migration recorded under its new name');

    const fresh = await start(await newDatabase('fresh'));
    const freshApplied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      fresh.services.db,
    );
    const freshSchema = await describeSchema(fresh.services.db);
    expect(applied.rows).toEqual(freshApplied.rows);
    expect(upgradedSchema.columns.length).toBeGreaterThan(50);
    expect(upgradedSchema).toEqual(freshSchema);
  });

  it('is renamed once: a second start (or a second server) finds nothing to rename', {
    timeout: 120_000,
  }, async () => {
    const early = await newDatabase('early-again');
    const { db } = await openDatabase(early);
    const migrator = new Migrator({
      db,
      provider: new FileMigrationProvider({
        fs,
        path,
        migrationFolder: earlyMigrations,
        import: (file) => import(pathToFileURL(file).href),
      }),
    });
    await migrator.migrateToLatest();
    await db.destroy();
    await (await start(early)).close();
    const logLines: string[] = [];
    const again = await start(early, logLines);
    expect(logLines.join('')).not.toContain('recorded under its new name');
    const names = await sql<{
      name: string;
    }>`select name from kysely_migration where name like '%logos'`.execute(again.services.db);
    expect(names.rows).toEqual([{ name: '0002_company_logos' }]);
  });
});
