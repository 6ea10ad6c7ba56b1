import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/auth/session.js';
import { bearer, cookie, login, whoAmI } from '../../fixtures/auth.js';
import { PASSWORD, signedInAdmin } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('POST /api/users/logout', () => {
  it('clears the cookie and ends this session only (bearer and cookie)', async () => {
    t = await build();
    const { user } = await signedInAdmin(t);
    const first = (await login(t, user.email, PASSWORD)).json().token as string;
    const second = (await login(t, user.email, PASSWORD)).json().token as string;

    const res = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: cookie(first) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out' });
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect(cleared?.httpOnly).toBe(true);
    expect(new Date(cleared?.expires ?? Date.now()).getTime()).toBeLessThanOrEqual(Date.now());

    for (const headers of [bearer(first), cookie(first)]) {
      expect((await whoAmI(t, user.id, headers)).statusCode).toBe(401);
    }
    // The user's session elsewhere goes on.
    for (const headers of [bearer(second), cookie(second)]) {
      expect((await whoAmI(t, user.id, headers)).statusCode).toBe(200);
    }
    expect((await login(t, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 without a session and for a forged token', async () => {
    t = await build();
    expect((await t.app.inject({ method: 'POST', url: '/api/users/logout' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer('v1.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ error: expect.any(String) });
  });
});
