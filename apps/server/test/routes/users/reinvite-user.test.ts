import { afterEach, describe, expect, it } from 'vitest';
import { registerTokenFromMail } from '../../fixtures/auth.js';
import { createUser } from '../../fixtures/records.js';
import { get, send, usersWorld } from '../../fixtures/users.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('POST /api/users/{id}/reinvite', () => {
  it('issues a new register link and revokes the old one', async () => {
    t = await build();
    const { admin, plainGroup } = await usersWorld(t);
    const invited = await send(t, 'POST', '/api/users', admin.bearer, {
      name: 'Ben',
      email: 'ben@acme.test',
      permissionGroupId: plainGroup.id,
    });
    const id = invited.json().data._id as string;
    const first = registerTokenFromMail(t);
    const res = await send(t, 'POST', `/api/users/${id}/reinvite`, admin.bearer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: expect.any(String), data: { _id: id, status: 'invited' } });
    const second = registerTokenFromMail(t);
    expect(second).not.toBe(first);
    expect((await get(t, `/api/users/invitations/${first}`, {})).statusCode).toBe(410);
    expect((await get(t, `/api/users/invitations/${second}`, {})).statusCode).toBe(200);
  });

  it('answers 409 for a verified or deleted user, 404 for another company, 403 without settings', async () => {
    t = await build();
    const { admin, member, memberSession, otherUser } = await usersWorld(t);
    const deleted = await createUser(t, admin.company.id, {
      email: 'gone@acme.test',
      deleted: true,
      password: null,
    });
    expect((await send(t, 'POST', `/api/users/${member.id}/reinvite`, admin.bearer)).statusCode).toBe(409);
    expect((await send(t, 'POST', `/api/users/${deleted.id}/reinvite`, admin.bearer)).statusCode).toBe(409);
    expect((await send(t, 'POST', `/api/users/${otherUser.id}/reinvite`, admin.bearer)).statusCode).toBe(404);
    expect((await send(t, 'POST', `/api/users/${member.id}/reinvite`, memberSession.bearer)).statusCode).toBe(
      403,
    );
  });

  it('throttles mail to one invitee (429)', async () => {
    t = await build();
    const { admin } = await usersWorld(t);
    const invited = await createUser(t, admin.company.id, { email: 'ben@acme.test', password: null });
    let last = 0;
    for (let i = 0; i < 20 && last !== 429; i++) {
      last = (await send(t, 'POST', `/api/users/${invited.id}/reinvite`, admin.bearer)).statusCode;
    }
    expect(last).toBe(429);
  });
});
