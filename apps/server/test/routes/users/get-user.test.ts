import { afterEach, describe, expect, it } from 'vitest';
import { get, usersWorld } from '../../fixtures/users.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('GET /api/users/{id}', () => {
  it('lets anyone read themselves and settings holders read anyone in their company', async () => {
    t = await build();
    const { admin, member, memberSession } = await usersWorld(t);
    const self = await get(t, `/api/users/${member.id}`, memberSession.bearer);
    expect(self.statusCode).toBe(200);
    expect(self.json().data).toMatchObject({ _id: member.id, permissionGroupName: 'Project Managers' });
    expect((await get(t, `/api/users/${member.id}`, admin.bearer)).statusCode).toBe(200);
  });

  it('answers 403 for others without settings, 404 for unknown and other-company ids, 400 for a bad id', async () => {
    t = await build();
    const { admin, memberSession, otherUser } = await usersWorld(t);
    expect((await get(t, `/api/users/${admin.user.id}`, memberSession.bearer)).statusCode).toBe(403);
    const foreign = await get(t, `/api/users/${otherUser.id}`, admin.bearer);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'User not found' });
    expect((await get(t, '/api/users/00000000-0000-4000-8000-000000000000', admin.bearer)).statusCode).toBe(
      404,
    );
    expect((await get(t, '/api/users/not-a-uuid', admin.bearer)).statusCode).toBe(400);
  });
});
