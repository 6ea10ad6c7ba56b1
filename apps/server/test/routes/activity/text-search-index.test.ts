import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ActivityFilter,
  activityPageQuery,
  KEYED_SEARCH_MAX,
  listActivity,
} from '../../../src/repositories/activity.js';
import { activityRow } from '../../fixtures/activity.js';
import { createCompany } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

/**
 * The walk of the timeline's text filter (`q` held by more actors and targets than `KEYED_SEARCH_MAX`; fewer are read
 * through the kept names, below) is read off the trigram index of migration 0026 when the text is rare, on
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

/** The events `listActivity` answers page after page (following its cursor) for a filter, as ids, newest first. */
async function allPages(companyId: string, filter: ActivityFilter, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let before: ActivityFilter['before'];
  for (;;) {
    const rows = await listActivity(t.db, companyId, { ...filter, before }, limit);
    const page = rows.slice(0, limit);
    ids.push(...page.map((event) => event._id));
    const last = page.at(-1);
    if (rows.length <= limit || !last) return ids;
    before = { at: last.at, id: last._id };
  }
}

/** What the walk answers: every event whose names hold the text, newest first (the statement with no names used). */
async function walked(companyId: string, q: string): Promise<string[]> {
  const rows = await activityPageQuery(t.db, companyId, { q }, 100_000).execute();
  return rows.map((row) => row.id);
}

const insertEvent = (
  companyId: string,
  event: { at: string; actorId: string | null; actor: string; email: string; target: string },
) =>
  t.db
    .insertInto('activity')
    .values(
      activityRow(companyId, {
        at: new Date(event.at),
        actor_id: event.actorId,
        actor_name: event.actor,
        actor_email: event.email,
        target_id: event.target,
        target_label: event.target,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((row) => row.id);

describe('the text filter reads the events of the actors and targets whose names hold the text (migration 0028)', () => {
  it('answers, page after page, exactly what the walk of every event answers', async () => {
    t = await build();
    const company = await createCompany(t, 'Searchers');
    const other = await createCompany(t, 'Others');
    const actors = Array.from({ length: 40 }, () => randomUUID());
    // 6,000 events: 40 actors (two of them renamed halfway), 1,500 targets, and the system for every 50th.
    await sql`
      insert into activity
        (id, company_id, at, actor_id, actor_name, actor_email, area, action, target_type, target_id, target_label)
      select gen_random_uuid(), ${company.id}::uuid, timestamptz '2026-01-01' + (n / 3) * interval '1 minute',
        case when n % 50 = 0 then null else (${actors}::uuid[])[1 + n % 40] end,
        case when n % 50 = 0 then 'Q One (automatic)'
          when n % 40 < 2 and n > 3000 then 'Renamed ' || (n % 40) else 'Actor ' || (n % 40) end,
        'actor' || (n % 40) || '@acme.test', 'roles', 'role.created', 'role', 'role-' || (n % 1500),
        'Role ' || (n % 1500)
      from generate_series(1, 6000) as n
    `.execute(t.db);
    // The other company has the same names: none of its events may be answered.
    await sql`
      insert into activity
        (id, company_id, at, actor_id, actor_name, actor_email, area, action, target_type, target_id, target_label)
      select gen_random_uuid(), ${other.id}::uuid, timestamptz '2026-01-01' + n * interval '1 minute',
        (${actors}::uuid[])[1 + n % 40], 'Actor ' || (n % 40), 'actor' || (n % 40) || '@acme.test', 'roles',
        'role.created', 'role', 'role-' || n, 'Role ' || n
      from generate_series(1, 500) as n
    `.execute(t.db);

    const texts = [
      'role 1234', // one target: a single page
      'actor17@', // one actor's address
      'actor 1', // eleven actors' names (as they were: the renamed one's later events do not hold it)
      'renamed 1', // a name given after half its events
      'automatic', // the system
      'role 1', // 611 targets
      'role ', // all 1,500 targets: more than KEYED_SEARCH_MAX, so the walk answers
      'acme.test', // every actor
      'ole 12', // inside a word, of targets and no actor
      'nobody at all',
    ];
    for (const q of texts) {
      const expected = await walked(company.id, q);
      expect(await allPages(company.id, { q }, 25), q).toEqual(expected);
    }
    // 'role ' is held by more names than the lookup takes (so the walk answered it); 'role 1' by fewer.
    const holding = async (text: string) =>
      (
        await t.db
          .selectFrom('activity_names')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('company_id', '=', company.id)
          .where('name', 'like', `%${text}%`)
          .executeTakeFirstOrThrow()
      ).count;
    expect(Number(await holding('role '))).toBeGreaterThan(KEYED_SEARCH_MAX);
    expect(Number(await holding('role 1'))).toBeLessThanOrEqual(KEYED_SEARCH_MAX);
    // With another filter and a cursor mid-way, too.
    const byActor = await allPages(company.id, { q: 'role 12', actorId: actors[7] }, 10);
    expect(byActor).toEqual(
      (await activityPageQuery(t.db, company.id, { q: 'role 12', actorId: actors[7] }, 10_000).execute()).map(
        (row) => row.id,
      ),
    );
    expect(byActor.length).toBeGreaterThan(0);
  });

  it('keeps names as they were, answers an event once when its actor and target both hold the text', async () => {
    t = await build();
    const company = await createCompany(t, 'Searchers');
    const other = await createCompany(t, 'Others');
    const ada = randomUUID();
    const old1 = await insertEvent(company.id, {
      at: '2026-01-01T10:00:00Z',
      actorId: ada,
      actor: 'Ada Old',
      email: 'ada@acme.test',
      target: 'Reviewers',
    });
    const old2 = await insertEvent(company.id, {
      at: '2026-01-02T10:00:00Z',
      actorId: ada,
      actor: 'Ada Old',
      email: 'ada@acme.test',
      target: 'Editors',
    });
    const renamed = await insertEvent(company.id, {
      at: '2026-01-03T10:00:00Z',
      actorId: ada,
      actor: 'Ada New',
      email: 'ada@acme.test',
      target: 'Editors',
    });
    const both = await insertEvent(company.id, {
      at: '2026-01-04T10:00:00Z',
      actorId: ada,
      actor: 'Ada New',
      email: 'ada@acme.test',
      target: 'Ada New’s role',
    });
    await insertEvent(other.id, {
      at: '2026-01-05T10:00:00Z',
      actorId: ada,
      actor: 'Ada Old',
      email: 'ada@acme.test',
      target: 'Ada Old’s role',
    });
    const ids = async (q: string) =>
      (await listActivity(t.db, company.id, { q }, 25)).map((event) => event._id);
    expect(await ids('ada old')).toEqual([old2, old1]);
    expect(await ids('ADA NEW')).toEqual([both, renamed]);
    expect(await ids('ada@')).toEqual([both, renamed, old2, old1]);
    expect(await ids('editors')).toEqual([renamed, old2]);

    // The names are kept once each, per company, by the trigger on every insert.
    const names = await t.db
      .selectFrom('activity_names')
      .select(['actor_id', 'target_type', 'target_id', 'name'])
      .where('company_id', '=', company.id)
      .orderBy('name')
      .execute();
    expect(names).toEqual([
      { actor_id: ada, target_type: null, target_id: null, name: 'ada new\nada@acme.test' },
      { actor_id: null, target_type: 'role', target_id: 'Ada New’s role', name: 'ada new’s role' },
      { actor_id: ada, target_type: null, target_id: null, name: 'ada old\nada@acme.test' },
      { actor_id: null, target_type: 'role', target_id: 'Editors', name: 'editors' },
      { actor_id: null, target_type: 'role', target_id: 'Reviewers', name: 'reviewers' },
    ]);
  });

  // PostgreSQL only: PGlite has one connection, so two transactions never overlap there.
  it.skipIf(!process.env.DATABASE_URL)(
    'two transactions adding the same new names in opposite order both commit (no wait, no deadlock)',
    async () => {
      t = await build();
      const company = await createCompany(t, 'Searchers');
      let arrived = 0;
      let meet: () => void = () => {};
      const together = new Promise<void>((resolve) => {
        meet = resolve;
      });
      const record = (targets: [string, string]) =>
        t.db.transaction().execute(async (trx) => {
          for (const [i, target] of targets.entries()) {
            await trx
              .insertInto('activity')
              .values(
                activityRow(company.id, {
                  action: 'role.created',
                  target_id: target,
                  target_label: `Brand new ${target}`,
                }),
              )
              .execute();
            // Both hold their first new name before either adds its second.
            if (i === 0) {
              arrived += 1;
              if (arrived === 2) meet();
              await together;
            }
          }
        });
      await Promise.all([record(['alpha', 'beta']), record(['beta', 'alpha'])]);
      const labels = async (q: string) =>
        (await listActivity(t.db, company.id, { q }, 25)).map((event) => event.targetLabel);
      expect(await labels('brand new alpha')).toEqual(['Brand new alpha', 'Brand new alpha']);
      expect(await labels('brand new beta')).toEqual(['Brand new beta', 'Brand new beta']);
    },
  );
});
