import { emailChangeMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, login, sessionCookie } from '../../fixtures/auth.js';
import { PASSWORD } from '../../fixtures/records.js';
import { get, send, usersWorld } from '../../fixtures/users.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('PUT /api/users/{email} (updateUserByEmail)', () => {
  it('lets a settings holder edit another user; no token in the answer', async () => {
    t = await build();
    const { admin, member, plainGroup } = await usersWorld(t);
    const res = await send(t, 'PUT', `/api/users/${member.email}`, admin.bearer, {
      name: 'Mia M.',
      phone: '+49 30 555',
      permissionGroupId: admin.group.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toBeUndefined();
    expect(sessionCookie(res)).toBeUndefined();
    expect(res.json().data).toMatchObject({
      name: 'Mia M.',
      phone: '+49 30 555',
      email: member.email,
      permissionGroupId: admin.group.id,
      permissionGroupName: 'Administration',
    });
    expect(plainGroup.id).not.toBe(admin.group.id);
  });

  it('answers a fresh token and cookie when callers edit themselves (no settings needed)', async () => {
    t = await build();
    const { member, memberSession, plainGroup } = await usersWorld(t);
    const res = await send(t, 'PUT', `/api/users/${member.email.toUpperCase()}`, memberSession.cookie, {
      name: 'Mia',
      // The same mailbox in other letters: no confirmation needed.
      email: member.email.toUpperCase(),
      permissionGroupId: plainGroup.id,
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().token as string;
    expect(token).toEqual(expect.any(String));
    expect(sessionCookie(res)).toBe(token);
    expect(res.json().message).toBeUndefined();
    expect(res.json().data).toMatchObject({ name: 'Mia', email: member.email.toUpperCase() });
    expect((await get(t, `/api/users/${member.id}`, bearer(token))).statusCode).toBe(200);
    expect((await login(t, member.email, PASSWORD)).statusCode).toBe(200);
  });

  it('asks for a new address with the current password and keeps the old one until it is confirmed', async () => {
    t = await build();
    const { member, memberSession } = await usersWorld(t);
    const res = await send(t, 'PUT', `/api/users/${member.email}`, memberSession.cookie, {
      email: 'mia@acme.test',
      currentPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: emailChangeMessages.confirmationSent,
      token: expect.any(String),
    });
    expect(res.json().data.email).toBe(member.email);
    expect(t.mailer.sent.map((m) => m.to).sort()).toEqual([member.email, 'mia@acme.test']);
  });

  it('answers 403 for changing your own group without settings and for editing others', async () => {
    t = await build();
    const { admin, member, memberSession } = await usersWorld(t);
    const ownGroup = await send(t, 'PUT', `/api/users/${member.email}`, memberSession.bearer, {
      permissionGroupId: admin.group.id,
    });
    expect(ownGroup.statusCode).toBe(403);
    const others = await send(t, 'PUT', `/api/users/${admin.user.email}`, memberSession.bearer, {
      name: 'Hacked',
    });
    expect(others.statusCode).toBe(403);
    // Even for an address nobody has: nothing is learned about which emails exist.
    expect(
      (await send(t, 'PUT', '/api/users/nobody@acme.test', memberSession.bearer, { name: 'X' })).statusCode,
    ).toBe(403);
  });

  it('answers 404 for unknown and other-company emails and groups, 409 for a taken email, 400 for bad bodies', async () => {
    t = await build();
    const { admin, member, other, otherUser } = await usersWorld(t);
    expect(
      (await send(t, 'PUT', '/api/users/nobody@acme.test', admin.bearer, { name: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await send(t, 'PUT', `/api/users/${otherUser.email}`, admin.bearer, { name: 'X' })).statusCode,
    ).toBe(404);
    const foreignGroup = await send(t, 'PUT', `/api/users/${member.email}`, admin.bearer, {
      permissionGroupId: other.group.id,
    });
    expect(foreignGroup.statusCode).toBe(404);
    // Another company's address is no conflict (addresses are unique per company); the company's own is.
    const elsewhere = await send(t, 'PUT', `/api/users/${member.email}`, admin.bearer, {
      email: otherUser.email,
      currentPassword: PASSWORD,
    });
    expect(elsewhere.statusCode).toBe(200);
    const taken = await send(t, 'PUT', `/api/users/${member.email}`, admin.bearer, {
      email: admin.user.email,
      currentPassword: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect((await send(t, 'PUT', `/api/users/${member.email}`, admin.bearer, {})).statusCode).toBe(400);
    const extra = await send(t, 'PUT', `/api/users/${member.email}`, admin.bearer, { isDeleted: 'true' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toContain('isDeleted');
    expect((await send(t, 'PUT', '/api/users/not-an-email', admin.bearer, { name: 'X' })).statusCode).toBe(
      400,
    );
    expect(
      (await send(t, 'PUT', `/api/users/${member.email}`, admin.bearer, { phone: 'abc' })).statusCode,
    ).toBe(400);
  });
});
