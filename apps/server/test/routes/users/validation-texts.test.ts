import { afterEach, describe, expect, it } from 'vitest';
import { send, usersWorld } from '../../fixtures/users.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe("the forms' validation texts", () => {
  it('answers the invite form and personal settings texts', async () => {
    t = await build();
    const { admin, plainGroup, member, memberSession } = await usersWorld(t);
    const invite = { name: 'Ben', email: 'ben@acme.test', permissionGroupId: plainGroup.id };
    const inviteCases: [object, string][] = [
      [{ ...invite, name: '' }, 'name is required'],
      [{ email: invite.email, permissionGroupId: plainGroup.id }, 'name is required'],
      [{ ...invite, email: '' }, 'Email is required'],
      [{ ...invite, email: 'ben@acme.t' }, 'Invalid Email'],
    ];
    for (const [payload, error] of inviteCases) {
      expect((await send(t, 'POST', '/api/users', admin.bearer, payload)).json()).toEqual({ error });
    }
    const profile = { name: 'Mia', email: 'mia@acme.test', phone: '+49 30 1234567' };
    const profileCases: [object, string][] = [
      [{ ...profile, phone: '' }, 'phone is required'],
      [{ name: 'Mia', email: 'mia@acme.test' }, 'phone is required'],
      [{ ...profile, phone: 'call me' }, 'Invalid phone number'],
      [{ ...profile, name: ' ' }, 'name is required'],
      [{ ...profile, email: 'mia' }, 'Invalid Email'],
    ];
    for (const [payload, error] of profileCases) {
      const res = await send(
        t,
        'PUT',
        `/api/users/update-userprofile/${member.id}`,
        memberSession.bearer,
        payload,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
  });
});
