import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { activityPageQuery } from '../../../src/repositories/activity.js';
import { createCompany } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

/**
 * The timeline's text filter (`q`) is read off the trigram index of migration 0026 when the text is rare, on
 * PostgreSQL: without it a rare text walks the company's events newest first until it has a page (docs/performance.md).
 * PGlite has no such index (0026 creates it on PostgreSQL only): there the same statement answers the same rows.
 * The events are those of bench/activity.ts in small (200 actors, 5,000 targets): one target's name is 8 events in
 * 40,000. (A text as common as one actor's address, 1 in 200, PostgreSQL still reads by walking the newest events:
 * its estimate of the walk is lower, and the walk stops after a page.)
 */
describe('the text filter of the activity timeline', () => {
  it('is served by the trigram index for a rare text on PostgreSQL (EXPLAIN of listActivity’s statement)', async () => {
    t = await build();
    const company = await createCompany(t, 'Searchers');
    await sql`
      insert into activity
        (id, company_id, at, actor_id, actor_name, actor_email, area, action, target_type, target_id, target_label)
      select gen_random_uuid(), ${company.id}::uuid, timestamptz '2026-01-01' + n * interval '1 minute', null,
        'Actor ' || (n % 200), 'actor' || (n % 200) || '@acme.test', 'roles', 'role.created', 'role', 'role-' || n,
        'Role ' || (n % 5000)
      from generate_series(1, 40000) as n
    `.execute(t.db);
    await sql`analyze activity`.execute(t.db);

    const plan = async (q: string) =>
      (await activityPageQuery(t.db, company.id, { q }, 25).explain())
        .map((row) => String(Object.values(row)[0]))
        .join('\n');
    if (process.env.DATABASE_URL) expect(await plan('role 4711')).toContain('activity_search_trgm');
    else expect(await plan('role 4711')).not.toContain('activity_search_trgm');
    // And the answer is what the text selects, newest first: the target's 8 events.
    const rows = await activityPageQuery(t.db, company.id, { q: 'Role 4711' }, 25).execute();
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => row.target_label === 'Role 4711')).toBe(true);
    expect(rows.map((row) => new Date(row.at).getTime())).toEqual(
      rows.map((row) => new Date(row.at).getTime()).sort((a, b) => b - a),
    );
  });
});
