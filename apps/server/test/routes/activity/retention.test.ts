import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { runActivityRetention } from '../../../src/jobs/activity-retention.js';
import { activityRow, seedActivity } from '../../fixtures/activity.js';
import { signedInAdmin } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

type Headers = Record<string, string>;
const DAY = 24 * 60 * 60 * 1000;

const companySettings = (name = 'Acme') => ({
  name,
  invoice_email: '',
  invoice_address: '',
  vat: '',
  contact_person: '',
  logo: '',
});
const saveCompany = (headers: Headers, id: string, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/companies/${id}`, headers, payload: body });
const preview = (headers: Headers, days: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/activity/retention-preview?days=${days}`, headers });
const eventsOf = async (companyId: string) =>
  t.db.selectFrom('activity').select(['action', 'at', 'after']).where('company_id', '=', companyId).execute();

describe('activity retention: the company setting (issue 25 point 9)', () => {
  it('is two years by default, saved and recorded with the settings, 90 to 3650 days', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const id = admin.company.id;
    const read = await t.app.inject({ method: 'GET', url: `/api/companies/${id}`, headers: admin.bearer });
    expect(read.json().data).toMatchObject({ activityRetentionDays: 730, version: 1 });

    for (const days of [89, 3651, 365.5]) {
      const refused = await saveCompany(admin.bearer, id, {
        ...companySettings(),
        activityRetentionDays: days,
        baseVersion: 1,
      });
      expect(refused.statusCode, String(days)).toBe(400);
    }
    const saved = await saveCompany(admin.bearer, id, {
      ...companySettings(),
      activityRetentionDays: 90,
      baseVersion: 1,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ activityRetentionDays: 90, version: 2 });
    // Left out (a client of the form before it had the field), it stays.
    t.clock.advance(1000);
    const renamed = await saveCompany(admin.bearer, id, { ...companySettings('Acme 2'), baseVersion: 2 });
    expect(renamed.json().data).toMatchObject({ activityRetentionDays: 90, name: 'Acme 2', version: 3 });

    const recorded = await t.app.inject({
      method: 'GET',
      url: '/api/activity?action=company.updated',
      headers: admin.bearer,
    });
    expect(recorded.json().data).toMatchObject([
      { before: { name: 'Acme' }, after: { name: 'Acme 2' } },
      { before: { activityRetentionDays: 730 }, after: { activityRetentionDays: 90 } },
    ]);
    expect(recorded.json().data[0].after).not.toHaveProperty('activityRetentionDays');
  });

  it('preview: how many of the company’s events a retention would delete now, and the cut-off', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const now = t.clock.now().getTime();
    // One event a second from 400 days ago: 200 of them 400 … 399.99 days old.
    await seedActivity(t, admin.company.id, 200, new Date(now - 400 * DAY));
    await seedActivity(t, admin.company.id, 50, new Date(now - 100 * DAY));
    await seedActivity(t, other.company.id, 70, new Date(now - 400 * DAY));
    const answer = async (days: number) => (await preview(admin.bearer, days)).json().data;
    expect(await answer(365)).toEqual({
      days: 365,
      cutoff: new Date(now - 365 * DAY).toISOString(),
      events: 200,
    });
    expect((await answer(90)).events).toBe(250);
    expect((await answer(3650)).events).toBe(0);
    for (const days of [89, 3651, 'x']) expect((await preview(admin.bearer, days)).statusCode).toBe(400);
    expect((await preview(admin.bearer, '')).statusCode).toBe(400);
    const member = await signedInAdmin(t, { projects: true });
    expect((await preview(member.bearer, 365)).statusCode).toBe(403);
  });
});

describe('activity retention: the pruning job', () => {
  it('deletes each company’s events past its retention in batches, and records each run that deleted any', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    await t.db
      .updateTable('companies')
      .set({ activity_retention_days: 90 })
      .where('id', '=', admin.company.id)
      .execute();
    const now = t.clock.now().getTime();
    await seedActivity(t, admin.company.id, 12_000, new Date(now - 200 * DAY));
    await seedActivity(t, admin.company.id, 30, new Date(now - 10 * DAY));
    // The other company keeps two years: its 200-day-old events stay.
    await seedActivity(t, other.company.id, 40, new Date(now - 200 * DAY));

    const run = await runActivityRetention(t.app.services, { batch: 5000 });
    const cutoff = new Date(now - 90 * DAY).toISOString();
    expect(run).toEqual({
      ran: true,
      companies: [{ companyId: admin.company.id, deleted: 12_000, statements: 3, cutoff }],
    });
    const left = await eventsOf(admin.company.id);
    expect(left).toHaveLength(31);
    expect(left.every((event) => new Date(event.at).getTime() > now - 90 * DAY)).toBe(true);
    expect(left.filter((event) => event.action === 'company.activity-pruned')).toEqual([
      { action: 'company.activity-pruned', at: expect.anything(), after: { cutoff, deleted: 12_000 } },
    ]);
    expect(await eventsOf(other.company.id)).toHaveLength(40);

    const recorded = await t.app.inject({
      method: 'GET',
      url: '/api/activity?action=company.activity-pruned',
      headers: admin.bearer,
    });
    expect(recorded.json().data).toMatchObject([
      { actor: { _id: null, name: 'Q One (automatic)' }, targetId: admin.company.id, before: null },
    ]);
  });

  it('runs once per interval across processes: not again until due, and of two at once only one runs', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const now = t.clock.now().getTime();
    await seedActivity(t, admin.company.id, 10, new Date(now - 800 * DAY));
    const [a, b] = await Promise.all([
      runActivityRetention(t.app.services),
      runActivityRetention(t.app.services),
    ]);
    expect([a.ran, b.ran].sort()).toEqual([false, true]);
    expect((await eventsOf(admin.company.id)).map((event) => event.action)).toEqual([
      'company.activity-pruned',
    ]);

    // Not due again before the interval has passed.
    await seedActivity(t, admin.company.id, 5, new Date(now - 800 * DAY));
    t.clock.advance(t.config.activityPruneIntervalMs - 1000);
    expect(await runActivityRetention(t.app.services)).toEqual({ ran: false, companies: [] });
    t.clock.advance(1000);
    const again = await runActivityRetention(t.app.services);
    expect(again.companies.map((company) => company.deleted)).toEqual([5]);
    // A run that deletes nothing records nothing.
    t.clock.advance(t.config.activityPruneIntervalMs);
    expect(await runActivityRetention(t.app.services)).toEqual({ ran: true, companies: [] });
    expect(await eventsOf(admin.company.id)).toHaveLength(2);
  });

  it('takes with the events the names only they carried, so the text filter keeps nothing the record lost', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const now = t.clock.now().getTime();
    await t.db
      .updateTable('companies')
      .set({ activity_retention_days: 90 })
      .where('id', 'in', [admin.company.id, other.company.id])
      .execute();
    const ann = randomUUID();
    const event = (companyId: string, daysAgo: number, actor: string | null, name: string, target: string) =>
      t.db
        .insertInto('activity')
        .values(
          activityRow(companyId, {
            at: new Date(now - daysAgo * DAY),
            actor_id: actor,
            actor_name: name,
            actor_email: 'ann@acme.test',
            target_id: target,
            target_label: target,
          }),
        )
        .execute();
    await event(admin.company.id, 200, ann, 'Ann Old', 'Gone role');
    await event(admin.company.id, 200, ann, 'Ann Old', 'Kept role');
    await event(admin.company.id, 200, null, 'Importer', 'Kept role');
    await event(admin.company.id, 10, ann, 'Ann New', 'Kept role');
    await event(other.company.id, 200, ann, 'Ann Old', 'Gone role');
    const names = async (companyId: string) =>
      (
        await t.db
          .selectFrom('activity_names')
          .select('name')
          .where('company_id', '=', companyId)
          .where('name', 'in', [
            'ann old\nann@acme.test',
            'ann new\nann@acme.test',
            'importer\nann@acme.test',
            'gone role',
            'kept role',
          ])
          .orderBy('name')
          .execute()
      ).map((row) => row.name);
    expect(await names(admin.company.id)).toEqual([
      'ann new\nann@acme.test',
      'ann old\nann@acme.test',
      'gone role',
      'importer\nann@acme.test',
      'kept role',
    ]);

    await t.db
      .updateTable('companies')
      .set({ activity_retention_days: 3650 })
      .where('id', '=', other.company.id)
      .execute();
    const run = await runActivityRetention(t.app.services);
    expect(run.companies.map((company) => company.deleted)).toEqual([3]);
    // Ann's old name, the gone role and the system's importer went with their last events; the rest stay.
    expect(await names(admin.company.id)).toEqual(['ann new\nann@acme.test', 'kept role']);
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/activity?q=ann%20old',
      headers: admin.bearer,
    });
    expect(found.json().data).toEqual([]);
    // Another company's names are its own, and it keeps its events ten years.
    expect(await names(other.company.id)).toEqual(['ann old\nann@acme.test', 'gone role']);
  });

  // PostgreSQL only: PGlite has one connection, so a transaction never stays open beside the job there.
  it.skipIf(!process.env.DATABASE_URL)(
    'keeps a name that an event written during the run relies on (the job waits for that event’s transaction)',
    async () => {
      t = await build();
      const admin = await signedInAdmin(t);
      const now = t.clock.now().getTime();
      await t.db
        .updateTable('companies')
        .set({ activity_retention_days: 90 })
        .where('id', '=', admin.company.id)
        .execute();
      const event = (daysAgo: number) =>
        activityRow(admin.company.id, {
          at: new Date(now - daysAgo * DAY),
          actor_name: 'Nightly import',
          target_label: 'Seasonal role',
        });
      await t.db.insertInto('activity').values(event(200)).execute();

      // An event with the same names, in a transaction still open when the job runs: its trigger found both names
      // kept and added none.
      let commit: () => void = () => {};
      const committed = new Promise<void>((resolve) => {
        commit = resolve;
      });
      let written: () => void = () => {};
      const isWritten = new Promise<void>((resolve) => {
        written = resolve;
      });
      const open = t.db.transaction().execute(async (trx) => {
        await trx.insertInto('activity').values(event(0)).execute();
        written();
        await committed;
      });
      await isWritten;
      const run = runActivityRetention(t.app.services);
      // Commits once the job waits for it (or after 5 s, and then the names below are gone).
      for (let tries = 0; tries < 100; tries += 1) {
        const { rows } = await sql<{ waiting: string }>`
          select count(*) as waiting from pg_locks where locktype = 'advisory' and not granted
        `.execute(t.db);
        if (Number(rows[0]?.waiting) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      commit();
      await open;
      expect((await run).companies.map((company) => company.deleted)).toEqual([1]);
      const found = await t.app.inject({
        method: 'GET',
        url: '/api/activity?q=seasonal',
        headers: admin.bearer,
      });
      expect(found.json().data).toMatchObject([
        { targetLabel: 'Seasonal role', actor: { name: 'Nightly import' } },
      ]);
      const byActor = await t.app.inject({
        method: 'GET',
        url: '/api/activity?q=nightly%20import',
        headers: admin.bearer,
      });
      expect(byActor.json().data).toHaveLength(1);
    },
  );
});
