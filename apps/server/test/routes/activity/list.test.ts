import { randomUUID } from 'node:crypto';
import { type ActivityAction, activity } from '@qone/domain/activity';
import { activityMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { recordActivity } from '../../../src/activity/record.js';
import { signedInAdmin } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

type Headers = Record<string, string>;
const events = (headers: Headers, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/activity${query}`, headers });
const createRole = (headers: Headers, role: string, description = '') =>
  t.app.inject({ method: 'POST', url: '/api/user-roles', headers, payload: { role, description } });

describe('GET /api/activity (listActivity)', () => {
  it('records a role created, edited and deleted: who, when, what, before → after, newest first', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const created = (await createRole(admin.bearer, 'Analyst', 'Reads reports')).json().data;
    t.clock.advance(60_000);
    await t.app.inject({
      method: 'PUT',
      url: `/api/user-roles/${created._id}`,
      headers: admin.bearer,
      payload: { role: 'Senior analyst', description: 'Reads reports', baseVersion: 1 },
    });
    t.clock.advance(60_000);
    await t.app.inject({ method: 'DELETE', url: `/api/user-roles/${created._id}`, headers: admin.bearer });

    const res = await events(admin.bearer, `?targetType=role&targetId=${created._id}`);
    expect(res.statusCode).toBe(200);
    const actor = { _id: admin.user.id, name: admin.user.name, email: admin.user.email };
    const target = { targetType: 'role', targetId: created._id, area: 'roles', actor };
    expect(res.json()).toEqual({
      nextCursor: null,
      data: [
        {
          ...target,
          _id: expect.any(String),
          at: '2026-11-01T09:02:00.000Z',
          action: 'role.deleted',
          targetLabel: 'Senior analyst',
          before: { role: 'Senior analyst', description: 'Reads reports' },
          after: null,
        },
        {
          ...target,
          _id: expect.any(String),
          at: '2026-11-01T09:01:00.000Z',
          action: 'role.updated',
          targetLabel: 'Senior analyst',
          // Only the field that changed.
          before: { role: 'Analyst' },
          after: { role: 'Senior analyst' },
        },
        {
          ...target,
          _id: expect.any(String),
          at: '2026-11-01T09:00:00.000Z',
          action: 'role.created',
          targetLabel: 'Analyst',
          before: null,
          after: { role: 'Analyst', description: 'Reads reports' },
        },
      ],
    });
  });

  it('records nothing for a change that was refused, or that changed nothing', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const role = (await createRole(admin.bearer, 'Analyst')).json().data;
    expect((await createRole(admin.bearer, 'analyst')).statusCode).toBe(409);
    await t.app.inject({
      method: 'PUT',
      url: `/api/user-roles/${role._id}`,
      headers: admin.bearer,
      payload: { role: 'Analyst', description: '', baseVersion: 1 },
    });
    const actions = (await events(admin.bearer)).json().data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(['role.created']);
  });

  it('pages with a cursor that neither skips nor repeats events when new ones arrive', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    for (const name of ['A', 'B', 'C', 'D', 'E']) {
      await createRole(admin.bearer, name);
      t.clock.advance(1000);
    }
    const first = (await events(admin.bearer, '?limit=2')).json();
    expect(first.data.map((e: { targetLabel: string }) => e.targetLabel)).toEqual(['E', 'D']);
    await createRole(admin.bearer, 'F');
    const second = (await events(admin.bearer, `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.data.map((e: { targetLabel: string }) => e.targetLabel)).toEqual(['C', 'B']);
    const third = (await events(admin.bearer, `?limit=2&cursor=${second.nextCursor}`)).json();
    expect(third.data.map((e: { targetLabel: string }) => e.targetLabel)).toEqual(['A']);
    expect(third.nextCursor).toBeNull();
  });

  it('filters by area, and refuses a cursor it did not write', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await createRole(admin.bearer, 'Analyst');
    expect((await events(admin.bearer, '?area=roles')).json().data).toHaveLength(1);
    expect((await events(admin.bearer, '?area=templates')).json().data).toEqual([]);
    const bad = await events(admin.bearer, '?cursor=deadbeef');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'This page cursor is not valid. Start again from the first page' });
  });

  it("answers only the caller's company's events, and needs the settings flag", async () => {
    t = await build();
    const acme = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    await createRole(acme.bearer, 'Acme role');
    expect((await events(other.bearer)).json().data).toEqual([]);
    const viewer = await signedInAdmin(t, { defaults: true });
    expect((await events(viewer.bearer)).statusCode).toBe(403);
  });

  it('never keeps a secret or a whole long text', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await t.db.transaction().execute((trx) =>
      recordActivity(
        trx,
        { companyId: admin.company.id, at: new Date('2026-11-01T09:00:00Z') },
        activity.integrations({
          actor: { id: admin.user.id, name: admin.user.name, email: admin.user.email },
          action: 'integration.updated',
          target: { id: 'x', label: 'Mail' },
          before: { name: 'Mail', config: { apiKey: 'old-secret-key' }, html: 'a'.repeat(5000) },
          after: { name: 'Mail', config: { apiKey: 'new-secret-key' }, html: 'b'.repeat(5000) },
        }),
      ),
    );
    const res = await events(admin.bearer);
    expect(res.body).not.toContain('secret-key');
    const [event] = res.json().data;
    expect(event.before.config).toEqual({ apiKey: '[changed]' });
    expect(event.before.name).toBeUndefined();
    expect(event.after.html).toMatch(/^b{120}… \(5000 characters\)$/);
  });
});

describe('the record insert', () => {
  let t: TestApp;
  afterEach(async () => t?.app.close());

  it('refuses an action outside the catalogue, and keeps nothing', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const record = activity.roles({
      actor: { id: admin.user.id, name: admin.user.name, email: admin.user.email },
      action: 'role.created',
      before: null,
      after: { _id: 'r', role: 'X', description: '' },
    });
    if (!record) throw new Error('no record');
    await expect(
      t.db
        .transaction()
        .execute((trx) =>
          recordActivity(
            trx,
            { companyId: admin.company.id, at: new Date() },
            { ...record, action: 'role.renamed' as ActivityAction },
          ),
        ),
    ).rejects.toThrow('Unknown activity action "role.renamed"');
    expect((await t.db.selectFrom('activity').select('id').execute()).length).toBe(0);
  });
});

describe('the timeline filters (issue 25)', () => {
  /** Records `action` on a role named `label` by `actor` at `at`, straight through the record's builder. */
  const record = (
    companyId: string,
    actor: { id: string | null; name: string; email: string },
    action: 'role.created' | 'role.deleted',
    label: string,
    at: string,
  ) =>
    t.db.transaction().execute((trx) => {
      const role = { _id: randomUUID(), role: label, description: '' };
      return recordActivity(
        trx,
        { companyId, at: new Date(at) },
        activity.roles({
          actor,
          action,
          before: action === 'role.created' ? null : role,
          after: action === 'role.created' ? role : null,
        }),
      );
    });

  const labels = async (headers: Headers, query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/activity${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { targetLabel: string; action: string }[]).map((e) => e.targetLabel);
  };

  async function history() {
    t = await build();
    const admin = await signedInAdmin(t);
    const ada = { id: admin.user.id, name: admin.user.name, email: admin.user.email };
    const max = { id: randomUUID(), name: 'Max Müller', email: 'max@acme.example' };
    const visitor = { id: null, name: 'Ivy Invited', email: 'ivy@acme.example' };
    const c = admin.company.id;
    await record(c, ada, 'role.created', 'Analyst', '2026-01-01T10:00:00Z');
    await record(c, max, 'role.created', 'Reviewer', '2026-02-01T10:00:00Z');
    await record(c, ada, 'role.created', '50% off', '2026-03-01T10:00:00Z');
    await record(c, max, 'role.deleted', 'Analyst', '2026-04-01T10:00:00Z');
    await record(c, visitor, 'role.created', 'Under_score', '2026-05-01T10:00:00Z');
    return { admin, ada, max };
  }

  it('by actor: the actor id, events by signed-out visitors never among them', async () => {
    const { admin, ada, max } = await history();
    expect(await labels(admin.bearer, `?actorId=${max.id}`)).toEqual(['Analyst', 'Reviewer']);
    expect(await labels(admin.bearer, `?actorId=${ada.id}`)).toEqual(['50% off', 'Analyst']);
    expect(await labels(admin.bearer, `?actorId=${randomUUID()}`)).toEqual([]);
  });

  it('by action, and with the other filters (all must hold)', async () => {
    const { admin, max } = await history();
    expect(await labels(admin.bearer, '?action=role.deleted')).toEqual(['Analyst']);
    expect(await labels(admin.bearer, `?action=role.created&actorId=${max.id}`)).toEqual(['Reviewer']);
    expect(await labels(admin.bearer, '?action=role.created&area=roles&q=analyst')).toEqual(['Analyst']);
  });

  it('by time range: from inclusive, to exclusive', async () => {
    const { admin } = await history();
    expect(await labels(admin.bearer, '?from=2026-02-01T10:00:00Z&to=2026-04-01T10:00:00Z')).toEqual([
      '50% off',
      'Reviewer',
    ]);
    expect(await labels(admin.bearer, '?from=2026-04-01T10:00:00.001Z')).toEqual(['Under_score']);
    expect(await labels(admin.bearer, '?to=2026-01-01T10:00:00Z')).toEqual([]);
  });

  it("by text: anywhere in the target's or the actor's name or email as they were then, in any case", async () => {
    const { admin } = await history();
    expect(await labels(admin.bearer, '?q=ANALY')).toEqual(['Analyst', 'Analyst']);
    expect(await labels(admin.bearer, '?q=m%C3%BCller')).toEqual(['Analyst', 'Reviewer']);
    expect(await labels(admin.bearer, '?q=ivy%40acme')).toEqual(['Under_score']);
    // LIKE's wildcards are plain characters here.
    expect(await labels(admin.bearer, '?q=%25')).toEqual(['50% off']);
    expect(await labels(admin.bearer, '?q=a_y')).toEqual([]);
    expect(await labels(admin.bearer, '?q=r_sc')).toEqual(['Under_score']);
  });

  it('pages a filtered timeline with its cursor, without skipping or repeating', async () => {
    const { admin, ada } = await history();
    const first = (await events(admin.bearer, `?actorId=${ada.id}&limit=1`)).json();
    expect(first.data.map((e: { targetLabel: string }) => e.targetLabel)).toEqual(['50% off']);
    const second = (
      await events(admin.bearer, `?actorId=${ada.id}&limit=1&cursor=${first.nextCursor}`)
    ).json();
    expect(second.data.map((e: { targetLabel: string }) => e.targetLabel)).toEqual(['Analyst']);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses an action the catalogue lacks, an empty time range, and a malformed filter', async () => {
    const { admin } = await history();
    const unknown = await events(admin.bearer, '?action=role.renamed');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: activityMessages.unknownAction });
    const backwards = await events(admin.bearer, '?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ error: activityMessages.emptyTimeRange });
    for (const query of ['?actorId=nobody', '?from=yesterday', '?q=', `?q=${'x'.repeat(101)}`])
      expect((await events(admin.bearer, query)).statusCode, query).toBe(400);
  });

  it("filters only the caller's company: another company's actor and names find nothing", async () => {
    const { admin, max } = await history();
    const other = await signedInAdmin(t);
    expect(await labels(other.bearer, `?actorId=${max.id}`)).toEqual([]);
    expect(await labels(other.bearer, '?q=analyst')).toEqual([]);
    expect(await labels(other.bearer, '?action=role.created')).toEqual([]);
    expect((await labels(admin.bearer, '?action=role.created')).length).toBe(4);
  });
});
