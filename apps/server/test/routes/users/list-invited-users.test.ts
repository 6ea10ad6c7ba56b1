import { afterEach, describe, expect, it } from 'vitest';
import { get, send, usersWorld } from '../../fixtures/users.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('GET /api/users/invited-users', () => {
  it('lists invited users newest first, then every other user of the company once', async () => {
    t = await build();
    const { admin, plainGroup } = await usersWorld(t);
    for (const name of ['First', 'Second', 'Third']) {
      await send(t, 'POST', '/api/users', admin.bearer, {
        name,
        email: `${name.toLowerCase()}@acme.test`,
        permissionGroupId: plainGroup.id,
      });
      t.clock.advance(60_000);
    }
    const res = await get(t, '/api/users/invited-users', admin.bearer);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as {
      _id: string;
      name: string;
      status: string;
      permissionGroupName: string;
    }[];
    const invited = data.filter((u) => u.status === 'invited');
    expect(data.slice(0, 3)).toEqual(invited);
    expect(invited.map((u) => u.name)).toEqual(['Third', 'Second', 'First']);
    expect(invited.every((u) => u.permissionGroupName === 'Project Managers')).toBe(true);
    const all = (await get(t, '/api/users/all', admin.bearer)).json().data as { _id: string }[];
    expect(data.map((u) => u._id).sort()).toEqual(all.map((u) => u._id).sort());
  });

  it('answers 403 without the settings flag', async () => {
    t = await build();
    const { memberSession } = await usersWorld(t);
    expect((await get(t, '/api/users/invited-users', memberSession.bearer)).statusCode).toBe(403);
  });
});
