import { afterEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('GET /api/activity/latest (listLatestChanges)', () => {
  it('answers the newest change of each changed area of the caller’s company only', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const latest = () => t.app.inject({ method: 'GET', url: '/api/activity/latest', headers: admin.bearer });
    expect((await latest()).json()).toEqual({ data: [] });

    const role = (headers: Record<string, string>, name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user-roles',
        headers,
        payload: { role: name, description: '' },
      });
    await role(admin.bearer, 'First');
    t.clock.advance(60_000);
    await role(admin.bearer, 'Second');
    t.clock.advance(60_000);
    await role(other.bearer, 'Elsewhere');
    expect((await latest()).json()).toEqual({ data: [{ area: 'roles', at: '2026-11-01T09:01:00.000Z' }] });
  });

  it('needs the settings flag', async () => {
    t = await build();
    const member = await signedInAdmin(t, { projects: true });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/activity/latest',
      headers: member.bearer,
    });
    expect(res.statusCode).toBe(403);
  });
});
