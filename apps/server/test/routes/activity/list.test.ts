import { type ActivityAction, activity } from '@qone/domain/activity';
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
