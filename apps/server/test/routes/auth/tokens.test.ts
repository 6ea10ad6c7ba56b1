import { afterEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../../src/auth/tokens.js';
import {
  bearer,
  cookie,
  login,
  NEW_PASSWORD,
  OTHER_NEW_PASSWORD,
  registerTokenFromMail,
  utokenFromMail,
  whoAmI,
} from '../../fixtures/auth.js';
import { createUser, PASSWORD, signedInAdmin } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Forgot-password answers before its mail is sent: this waits for that too. */
const post = async (url: string, payload: object, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  await t.app.outbox.drain();
  return res;
};
const invitation = (token: string) => t.app.inject({ method: 'GET', url: `/api/users/invitations/${token}` });

async function invite(email = 'ben@acme.test') {
  const admin = await signedInAdmin(t);
  const res = await post(
    '/api/users',
    { name: 'Ben', email, permissionGroupId: admin.group.id },
    admin.bearer,
  );
  expect(res.statusCode).toBe(201);
  return { admin, id: res.json().data._id as string, token: registerTokenFromMail(t) };
}

describe('invitation tokens', () => {
  it('are random, at least 128 bits, and stored only as a hash', async () => {
    t = await build();
    const { token } = await invite('a@acme.test');
    const { token: second } = await invite('b@acme.test');
    expect(token).not.toBe(second);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const rows = await t.db.selectFrom('user_tokens').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash).sort()).toEqual([hashToken(token), hashToken(second)].sort());
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
  });

  it('are single use', async () => {
    t = await build();
    const { token } = await invite();
    const body = { registerToken: token, name: 'Ben', password: NEW_PASSWORD };
    expect((await post('/api/users/register', body)).statusCode).toBe(200);
    expect((await post('/api/users/register', { ...body, password: OTHER_NEW_PASSWORD })).statusCode).toBe(
      410,
    );
    expect((await invitation(token)).statusCode).toBe(410);
    expect((await login(t, 'ben@acme.test', OTHER_NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('expire after 7 days', async () => {
    t = await build();
    const { token } = await invite();
    t.clock.advance(7 * DAY - MINUTE);
    expect((await invitation(token)).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    expect((await invitation(token)).statusCode).toBe(410);
    const res = await post('/api/users/register', {
      registerToken: token,
      name: 'Ben',
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ error: 'This invitation has expired or was already used' });
  });

  it('stop working when the invitee is deleted', async () => {
    t = await build();
    const { admin, id, token } = await invite();
    await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: admin.bearer });
    expect((await invitation(token)).statusCode).toBe(410);
  });

  it('are not accepted as set-password links', async () => {
    t = await build();
    const { token } = await invite();
    expect(
      (await post('/api/users/set-password', { utoken: token, password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    expect((await invitation(token)).statusCode).toBe(200);
  });
});

describe('set-password tokens', () => {
  async function forgot() {
    const admin = await signedInAdmin(t);
    await post('/api/users/forgot-password', { email: admin.user.email });
    return { admin, utoken: utokenFromMail(t) };
  }

  it('work for 1 hour', async () => {
    t = await build();
    const { admin, utoken } = await forgot();
    t.clock.advance(HOUR - MINUTE);
    expect((await post('/api/users/set-password', { utoken, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(t, admin.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('are refused after 1 hour', async () => {
    t = await build();
    const { admin, utoken } = await forgot();
    t.clock.advance(HOUR);
    const res = await post('/api/users/set-password', { utoken, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect((await login(t, admin.user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('are single use', async () => {
    t = await build();
    const { admin, utoken } = await forgot();
    expect((await post('/api/users/set-password', { utoken, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/users/set-password', { utoken, password: OTHER_NEW_PASSWORD })).statusCode).toBe(
      400,
    );
    expect((await login(t, admin.user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('are not accepted as invitations', async () => {
    t = await build();
    const { utoken } = await forgot();
    expect((await invitation(utoken)).statusCode).toBe(404);
  });
});

describe('session revocation', () => {
  /** Two sessions of one member: each revoking action must end both, by bearer and by cookie. */
  async function member() {
    const admin = await signedInAdmin(t);
    const user = await createUser(t, admin.company.id, { email: 'member@acme.test' });
    const a = (await login(t, user.email, PASSWORD)).json().token as string;
    const b = (await login(t, user.email, PASSWORD)).json().token as string;
    return { admin, user, a, b };
  }

  async function expectRevoked(userId: string, tokens: string[]) {
    for (const token of tokens) {
      expect((await whoAmI(t, userId, bearer(token))).statusCode).toBe(401);
      expect((await whoAmI(t, userId, cookie(token))).statusCode).toBe(401);
    }
  }

  it('by logout: that session only (docs/sign-in-assurance.md)', async () => {
    t = await build();
    const { user, a, b } = await member();
    expect((await post('/api/users/logout', {}, bearer(a))).statusCode).toBe(200);
    await expectRevoked(user.id, [a]);
    expect((await whoAmI(t, user.id, bearer(b))).statusCode).toBe(200);
  });

  it('by a password change', async () => {
    t = await build();
    const { user, a, b } = await member();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/reset-password/${user.id}`,
      headers: bearer(a),
      payload: { oldPassword: PASSWORD, password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    // Every other session; the one that changed it goes on.
    await expectRevoked(user.id, [b]);
    expect((await whoAmI(t, user.id, bearer(a))).statusCode).toBe(200);
  });

  it('by deletion', async () => {
    t = await build();
    const { admin, user, a, b } = await member();
    await t.app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: admin.bearer });
    await expectRevoked(user.id, [a, b]);
  });

  it('by an administrator reset', async () => {
    t = await build();
    const { admin, user, a, b } = await member();
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/reset-password/${user.id}`,
      headers: admin.bearer,
      payload: { password: '' },
    });
    await expectRevoked(user.id, [a, b]);
  });

  it('by setting a password through a mailed link', async () => {
    t = await build();
    const { user, a, b } = await member();
    await post('/api/users/forgot-password', { email: user.email });
    await post('/api/users/set-password', { utoken: utokenFromMail(t), password: NEW_PASSWORD });
    await expectRevoked(user.id, [a, b]);
  });

  it('not by another user signing out', async () => {
    t = await build();
    const { admin, user, a } = await member();
    expect((await post('/api/users/logout', {}, admin.bearer)).statusCode).toBe(200);
    expect((await whoAmI(t, user.id, bearer(a))).statusCode).toBe(200);
  });
});
