import { afterEach, describe, expect, it } from 'vitest';
import { registerTokenFromMail } from '../../fixtures/auth.js';
import { createUser } from '../../fixtures/records.js';
import { get, send, usersWorld } from '../../fixtures/users.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('DELETE /api/users/invite/{id}', () => {
  it('removes the invited user and their link', async () => {
    t = await build();
    const { admin, plainGroup } = await usersWorld(t);
    const invited = await send(t, 'POST', '/api/users', admin.bearer, {
      name: 'Ben',
      email: 'ben@acme.test',
      permissionGroupId: plainGroup.id,
    });
    const token = registerTokenFromMail(t);
    const res = await send(t, 'DELETE', `/api/users/invite/${invited.json().data._id}`, admin.bearer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Invitation deleted' });
    expect((await get(t, `/api/users/invitations/${token}`, {})).statusCode).toBe(404);
    const list = (await get(t, '/api/users/invited-users', admin.bearer)).json().data as { status: string }[];
    expect(list.filter((u) => u.status === 'invited')).toEqual([]);
  });

  it('answers 404 for a verified user and for another company, 403 without settings', async () => {
    t = await build();
    const { admin, member, memberSession, other } = await usersWorld(t);
    const foreignInvite = await createUser(t, other.company.id, { email: 'inv@other.test', password: null });
    expect((await send(t, 'DELETE', `/api/users/invite/${member.id}`, admin.bearer)).statusCode).toBe(404);
    expect((await send(t, 'DELETE', `/api/users/invite/${foreignInvite.id}`, admin.bearer)).statusCode).toBe(
      404,
    );
    expect(
      (await send(t, 'DELETE', `/api/users/invite/${foreignInvite.id}`, memberSession.bearer)).statusCode,
    ).toBe(403);
  });
});
