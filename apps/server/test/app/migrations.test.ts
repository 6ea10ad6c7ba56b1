import { readdir } from 'node:fs/promises';
import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { moveToTheList } from '../../migrations/0008_languages.js';
import { migrationFolder } from '../../src/db/index.js';
import { createCompany } from '../fixtures/records.js';
import { build, type TestApp } from '../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('migrations', () => {
  it('are the files of migrations/, found without a list and applied in the order of their numbers', async () => {
    t = await build();
    const files = (await readdir(migrationFolder))
      .filter((file) => /^\d{4}[a-z]?_[a-z0-9_]+\.(ts|js)$/.test(file))
      .map((file) => file.replace(/\.(ts|js)$/, ''))
      .sort();
    expect(files.length).toBeGreaterThan(1);
    const applied = await sql<{
      name: string;
    }>`select name from kysely_migration order by timestamp, name`.execute(t.db);
    expect(applied.rows.map((row) => row.name)).toEqual(files);
  });

  it('leave nothing in migrations/ that is not a numbered migration', async () => {
    const others = (await readdir(migrationFolder)).filter(
      (file) => !/^\d{4}[a-z]?_[a-z0-9_]+\.(ts|js|js\.map)$/.test(file) && file !== 'README.md',
    );
    expect(others).toEqual([]);
  });
});

describe('0008 languages', () => {
  it('moves the first seed’s codes to the list’s and gives companies without languages the defaults', async () => {
    t = await build();
    const old = await createCompany(t, 'Old');
    const bare = await createCompany(t, 'Bare');
    await t.db
      .insertInto('languages')
      .values([
        {
          company_id: old.id,
          code: 'eng',
          name: 'English',
          custom_code: '',
          enabled: true,
          is_default: false,
        },
        { company_id: old.id, code: 'deu', name: 'German', custom_code: '', enabled: true, is_default: true },
        {
          company_id: old.id,
          code: 'fra',
          name: 'French',
          custom_code: 'fr-CA',
          enabled: false,
          is_default: false,
        },
      ])
      .execute();
    await moveToTheList(t.db as unknown as Kysely<unknown>);
    const rows = await t.db
      .selectFrom('languages')
      .select(['company_id', 'code', 'custom_code', 'enabled', 'is_default'])
      .orderBy('company_id')
      .orderBy('code')
      .execute();
    const of = (id: string) =>
      rows.filter((row) => row.company_id === id).map(({ company_id: _, ...row }) => row);
    expect(of(old.id)).toEqual([
      { code: 'eng', custom_code: 'en', enabled: true, is_default: false },
      { code: 'fre', custom_code: 'fr-CA', enabled: false, is_default: false },
      { code: 'ger', custom_code: 'de', enabled: true, is_default: true },
    ]);
    expect(of(bare.id)).toEqual([
      { code: 'eng', custom_code: 'en', enabled: true, is_default: true },
      { code: 'fre', custom_code: 'fr', enabled: true, is_default: false },
      { code: 'ger', custom_code: 'de', enabled: true, is_default: false },
    ]);
  });
});
