import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/auth/session.js';
import { bearer, cookie, login, whoAmI } from '../../fixtures/auth.js';
import { createUser, PASSWORD, signedInAdmin } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('sessions', () => {
  it('expire after their lifetime (SESSION_MAX_HOURS), however busy', async () => {
    t = await build();
    const { user } = await signedInAdmin(t);
    const token = (await login(t, user.email, PASSWORD)).json().token as string;
    // Used every 20 minutes, never idle for SESSION_IDLE_MINUTES (30), up to a minute before its 12 hours.
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      t.clock.advance(20 * 60_000);
      expect((await whoAmI(t, user.id, bearer(token))).statusCode).toBe(200);
    }
    t.clock.advance(19 * 60_000);
    expect((await whoAmI(t, user.id, bearer(token))).statusCode).toBe(200);
    t.clock.advance(61 * 1000);
    expect((await whoAmI(t, user.id, bearer(token))).statusCode).toBe(401);
    expect((await whoAmI(t, user.id, cookie(token))).statusCode).toBe(401);
  });

  it('end when the user is deleted', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const member = await createUser(t, admin.company.id, { email: 'member@acme.test' });
    const token = (await login(t, member.email, PASSWORD)).json().token as string;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${member.id}`,
      headers: admin.bearer,
    });
    expect(del.statusCode).toBe(200);
    expect((await whoAmI(t, member.id, bearer(token))).statusCode).toBe(401);
    expect((await whoAmI(t, member.id, cookie(token))).statusCode).toBe(401);
  });
});

describe('CSRF: cookie sessions on unsafe methods', () => {
  const logout = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/users/logout', headers });

  it('refuses a cookie POST with neither x-requested-with nor a same-origin Origin (403)', async () => {
    t = await build();
    const { token } = await signedInAdmin(t);
    const bare = await logout({ cookie: `${SESSION_COOKIE}=${token}` });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({ error: 'Cross-site request refused' });
    const foreign = await logout({ cookie: `${SESSION_COOKIE}=${token}`, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
  });

  it('accepts a cookie POST with x-requested-with', async () => {
    t = await build();
    const { token } = await signedInAdmin(t);
    expect((await logout(cookie(token))).statusCode).toBe(200);
  });

  it('accepts a cookie POST from the console origin', async () => {
    t = await build();
    const { token } = await signedInAdmin(t);
    const res = await logout({ cookie: `${SESSION_COOKIE}=${token}`, origin: 'http://console.test' });
    expect(res.statusCode).toBe(200);
  });

  it('needs neither for a bearer token', async () => {
    t = await build();
    const { token } = await signedInAdmin(t);
    expect((await logout(bearer(token))).statusCode).toBe(200);
  });

  it('lets safe methods through on a bare cookie', async () => {
    t = await build();
    const { token, user } = await signedInAdmin(t);
    expect((await whoAmI(t, user.id, { cookie: `${SESSION_COOKIE}=${token}` })).statusCode).toBe(200);
  });
});
