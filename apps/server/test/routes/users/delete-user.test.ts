import { afterEach, describe, expect, it } from 'vitest';
import { login } from '../../fixtures/auth.js';
import { PASSWORD } from '../../fixtures/records.js';
import { get, send, usersWorld } from '../../fixtures/users.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('DELETE /api/users/{id}', () => {
  it('marks the user deleted (kept, status deleted) so they cannot sign in', async () => {
    t = await build();
    const { admin, member } = await usersWorld(t);
    const res = await send(t, 'DELETE', `/api/users/${member.id}`, admin.bearer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted' });
    const read = await get(t, `/api/users/${member.id}`, admin.bearer);
    expect(read.json().data).toMatchObject({ status: 'deleted', isDeleted: 'true' });
    expect((await login(t, member.email, PASSWORD)).statusCode).toBe(401);
    // Deleting again changes nothing.
    expect((await send(t, 'DELETE', `/api/users/${member.id}`, admin.bearer)).statusCode).toBe(200);
  });

  it('answers 409 for yourself, 404 for another company, 403 without settings', async () => {
    t = await build();
    const { admin, member, memberSession, otherUser } = await usersWorld(t);
    const self = await send(t, 'DELETE', `/api/users/${admin.user.id}`, admin.bearer);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: 'You cannot delete your own account' });
    expect((await send(t, 'DELETE', `/api/users/${otherUser.id}`, admin.bearer)).statusCode).toBe(404);
    expect((await send(t, 'DELETE', `/api/users/${admin.user.id}`, memberSession.bearer)).statusCode).toBe(
      403,
    );
    expect((await get(t, `/api/users/${member.id}`, admin.bearer)).json().data.status).toBe('verified');
  });
});
