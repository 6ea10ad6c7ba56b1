import { readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationFolder } from '../../src/db/index.js';
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
