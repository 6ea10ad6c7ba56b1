import { emailChangeMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD } from '../../fixtures/records.js';
import { send, usersWorld } from '../../fixtures/users.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('PUT /api/users/update-userprofile/{_id}', () => {
  const profile = { name: 'Mia Member', email: 'member@acme.test', phone: '+49 30 1234567' };

  it('saves your own personal settings without settings permission', async () => {
    t = await build();
    const { member, memberSession } = await usersWorld(t);
    const res = await send(
      t,
      'PUT',
      `/api/users/update-userprofile/${member.id}`,
      memberSession.cookie,
      profile,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: expect.objectContaining({ _id: member.id, ...profile }) });
  });

  it('keeps a new email address waiting for its confirmation, and saves the rest at once', async () => {
    t = await build();
    const { member, memberSession } = await usersWorld(t);
    const res = await send(t, 'PUT', `/api/users/update-userprofile/${member.id}`, memberSession.cookie, {
      ...profile,
      name: 'Mia M.',
      email: 'mia@acme.test',
      currentPassword: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: emailChangeMessages.confirmationSent,
      data: expect.objectContaining({ name: 'Mia M.', email: member.email }),
    });
  });

  it("lets settings holders save others' profiles; 403 without, 404 for another company, 409 for a taken email", async () => {
    t = await build();
    const { admin, member, memberSession, otherUser } = await usersWorld(t);
    expect(
      (await send(t, 'PUT', `/api/users/update-userprofile/${member.id}`, admin.bearer, profile)).statusCode,
    ).toBe(200);
    expect(
      (await send(t, 'PUT', `/api/users/update-userprofile/${admin.user.id}`, memberSession.bearer, profile))
        .statusCode,
    ).toBe(403);
    expect(
      (await send(t, 'PUT', `/api/users/update-userprofile/${otherUser.id}`, admin.bearer, profile))
        .statusCode,
    ).toBe(404);
    const taken = await send(t, 'PUT', `/api/users/update-userprofile/${member.id}`, admin.bearer, {
      ...profile,
      email: admin.user.email,
      currentPassword: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('answers 400 for a missing phone, a bad email and unknown fields', async () => {
    t = await build();
    const { member, memberSession } = await usersWorld(t);
    const url = `/api/users/update-userprofile/${member.id}`;
    const { phone: _, ...withoutPhone } = profile;
    const missing = await send(t, 'PUT', url, memberSession.bearer, withoutPhone);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('phone');
    expect(
      (await send(t, 'PUT', url, memberSession.bearer, { ...profile, email: 'mia@acme.t' })).statusCode,
    ).toBe(400);
    expect((await send(t, 'PUT', url, memberSession.bearer, { ...profile, password: 'x' })).statusCode).toBe(
      400,
    );
  });
});
