import { afterEach, describe, expect, it } from 'vitest';
import { createUser } from '../../fixtures/records.js';
import { get, usersWorld } from '../../fixtures/users.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('GET /api/users/all', () => {
  it("lists every user of the caller's company in every status, ordered by name", async () => {
    t = await build();
    const { admin } = await usersWorld(t);
    await createUser(t, admin.company.id, { email: 'zed@acme.test', name: 'zed', password: null });
    await createUser(t, admin.company.id, { email: 'bob@acme.test', name: 'Bob', deleted: true });
    const res = await get(t, '/api/users/all', admin.bearer);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { name: string; status: string; isDeleted: string; email: string }[];
    expect(data.map((u) => u.name)).toEqual(['Bob', 'Mia Member', 'Test User', 'zed']);
    expect(data.map((u) => u.status)).toEqual(['deleted', 'verified', 'verified', 'invited']);
    expect(data.map((u) => u.isDeleted)).toEqual(['true', 'false', 'false', 'false']);
    expect(data.some((u) => u.email === 'someone@other.test')).toBe(false);
    for (const user of data) expect(Object.keys(user)).not.toContain('password');
  });

  it('answers 403 without the settings flag and 401 without a session', async () => {
    t = await build();
    const { memberSession } = await usersWorld(t);
    const forbidden = await get(t, '/api/users/all', memberSession.bearer);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'You do not have permission to do this' });
    expect((await get(t, '/api/users/all', {})).statusCode).toBe(401);
  });
});
