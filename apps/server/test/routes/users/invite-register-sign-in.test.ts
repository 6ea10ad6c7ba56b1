import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/auth/session.js';
import { login, NEW_PASSWORD, registerTokenFromMail, sessionCookie } from '../../fixtures/auth.js';
import { signedInAdmin } from '../../fixtures/records.js';
import { get, send } from '../../fixtures/users.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('invite → register → sign in with the cookie', () => {
  it('works end to end through the mailed link', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const invited = await send(t, 'POST', '/api/users', admin.cookie, {
      name: 'Ben Keller',
      email: 'ben@acme.test',
      permissionGroupId: admin.group.id,
    });
    expect(invited.statusCode).toBe(201);
    const token = registerTokenFromMail(t);

    const invitation = await get(t, `/api/users/invitations/${token}`, {});
    expect(invitation.json().data).toEqual({
      email: 'ben@acme.test',
      name: 'Ben Keller',
      companyName: 'Acme',
    });
    const registered = await send(
      t,
      'POST',
      '/api/users/register',
      {},
      {
        registerToken: token,
        name: 'Ben Keller',
        password: NEW_PASSWORD,
      },
    );
    expect(registered.statusCode).toBe(200);

    const signedIn = await login(t, 'ben@acme.test', NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const session = sessionCookie(signedIn);
    expect(session).toBeTruthy();
    const all = await get(t, '/api/users/all', { cookie: `${SESSION_COOKIE}=${session}` });
    expect(all.statusCode).toBe(200);
    const ben = (all.json().data as { email: string; status: string }[]).find(
      (u) => u.email === 'ben@acme.test',
    );
    expect(ben?.status).toBe('verified');
  });
});
