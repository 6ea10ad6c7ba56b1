import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScratchDatabase, scratchDatabase } from '../helpers/scratch-database.js';
import { type ServerProcess, startServer } from '../helpers/server-process.js';

/**
 * The retention job on two real server processes sharing one PostgreSQL, each asking every second: the events past
 * the retention are deleted by one run, recorded once with the whole count — never by both processes at once (which
 * would record two runs, each with a part). PostgreSQL only, as two-servers.test.ts.
 */
describe.skipIf(!process.env.DATABASE_URL)('activity retention on two server processes', () => {
  let database: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let db: Kysely<unknown>;

  beforeAll(async () => {
    database = await scratchDatabase('activity_retention', 'postgres');
    const env = (folder: string) => ({
      DATABASE_URL: database.databaseUrl,
      DATA_DIR: join(database.dataDir, folder),
      ACTIVITY_PRUNE_INTERVAL_MS: '1000',
    });
    [a, b] = await Promise.all([startServer({ env: env('a') }), startServer({ env: env('b') })]);
    db = new Kysely({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.databaseUrl }) }),
    });
  }, 120_000);

  afterAll(async () => {
    await db?.destroy();
    await Promise.all([a, b].filter(Boolean).map((server) => server.stop()));
    await database?.drop();
  }, 60_000);

  it('prunes once: one recorded run with the whole count, whichever process ran it', async () => {
    const company = await sql<{ id: string }>`select id from companies order by created_at limit 1`.execute(
      db,
    );
    const companyId = company.rows[0]?.id;
    if (!companyId) throw new Error('the seed made no company');
    // Enough that a run takes longer than the interval: without the claim both processes would be deleting at once.
    const old = 200_000;
    await sql`
      insert into activity
        (id, company_id, at, actor_id, actor_name, actor_email, area, action, target_type, target_id, target_label)
      select gen_random_uuid(), ${companyId}::uuid, now() - interval '800 days' + n * interval '1 second', null,
        'Seeder', 'seeder@acme.test', 'roles', 'role.created', 'role', 'role-' || n, 'Role ' || n
      from generate_series(1, ${old}::int) as n
    `.execute(db);
    const countOld = async () =>
      Number(
        (
          await sql<{ n: string }>`
            select count(*) as n from activity where company_id = ${companyId}::uuid and at < now() - interval '730 days'
          `.execute(db)
        ).rows[0]?.n,
      );
    for (let wait = 0; wait < 300 && (await countOld()) > 0; wait++) await sleep(100);
    expect(await countOld()).toBe(0);
    // Two more intervals: both processes asked again, and found nothing to do.
    await sleep(2500);
    const runs = await sql<{ after: { deleted: number } }>`
      select after from activity where company_id = ${companyId}::uuid and action = 'company.activity-pruned'
    `.execute(db);
    expect(runs.rows.map((row) => row.after.deleted)).toEqual([old]);
  });
});
