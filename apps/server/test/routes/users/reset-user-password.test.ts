import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/auth/session.js';
import { throttlePolicies } from '../../../src/auth/throttle.js';
import {
  bearer,
  cookie,
  login,
  NEW_PASSWORD,
  OTHER_NEW_PASSWORD,
  sessionCookie,
  utokenFromMail,
  whoAmI,
} from '../../fixtures/auth.js';
import { createGroup, createUser, PASSWORD, sessionHeaders, signedInAdmin } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

const { adminMailPerRecipient, signInPerAccount } = throttlePolicies;

let t: TestApp;
afterEach(async () => t?.app.close());

const reset = (id: string, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/reset-password/${id}`,
    headers,
    payload: payload as object,
  });

async function world() {
  const admin = await signedInAdmin(t);
  const plain = await createGroup(t, admin.company.id, { projects: true }, 'Project Managers');
  const member = await createUser(t, admin.company.id, { email: 'member@acme.test', groupId: plain.id });
  const other = await signedInAdmin(t);
  return { admin, member, other };
}

describe('PUT /api/users/reset-password/{_id} — administrator reset ({ password: "" })', () => {
  it('clears the password, ends every session of the user and mails a set-password link', async () => {
    t = await build();
    const { admin, member } = await world();
    const session = (await login(t, member.email, PASSWORD)).json().token as string;

    const res = await reset(member.id, admin.bearer, { password: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(t.mailer.last().to).toBe(member.email);

    expect((await whoAmI(t, member.id, bearer(session))).statusCode).toBe(401);
    expect((await whoAmI(t, member.id, cookie(session))).statusCode).toBe(401);
    expect((await login(t, member.email, PASSWORD)).statusCode).toBe(401);
    const read = await t.app.inject({ method: 'GET', url: `/api/users/${member.id}`, headers: admin.bearer });
    expect(read.json().data.status).toBe('invited');

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/users/set-password',
      payload: { utoken: utokenFromMail(t), password: NEW_PASSWORD },
    });
    expect(set.statusCode).toBe(200);
    expect((await login(t, member.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 403 without settings, 404 for another company, 429 when mailing one user too often', async () => {
    t = await build();
    const { admin, member, other } = await world();
    const memberSession = await sessionHeaders(t, member);
    expect((await reset(admin.user.id, memberSession.bearer, { password: '' })).statusCode).toBe(403);
    expect((await reset(other.user.id, admin.bearer, { password: '' })).statusCode).toBe(404);
    for (let i = 0; i <= adminMailPerRecipient.free; i++) {
      expect((await reset(member.id, admin.bearer, { password: '' })).statusCode).toBe(200);
    }
    const throttled = await reset(member.id, admin.bearer, { password: '' });
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 400 for a body that is neither reset nor change', async () => {
    t = await build();
    const { admin, member } = await world();
    expect((await reset(member.id, admin.bearer, { password: 'not empty' })).statusCode).toBe(400);
    expect((await reset(member.id, admin.bearer, { password: '', extra: true })).statusCode).toBe(400);
    expect((await reset(member.id, admin.bearer, {})).statusCode).toBe(400);
    expect((await reset('not-a-uuid', admin.bearer, { password: '' })).statusCode).toBe(400);
  });
});

describe('PUT /api/users/reset-password/{_id} — changing your own password ({ oldPassword, password })', () => {
  it('changes it, ends the other sessions and keeps this one (cookie or bearer, the same row)', async () => {
    t = await build();
    const { member } = await world();
    const otherDevice = (await login(t, member.email, PASSWORD)).json().token as string;
    const current = (await login(t, member.email, PASSWORD)).json().token as string;

    const res = await reset(member.id, cookie(current), { oldPassword: PASSWORD, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password was changed' });
    // The session goes on as it was: no new cookie is needed.
    expect(sessionCookie(res)).toBeUndefined();
    for (const headers of [cookie(current), bearer(current)]) {
      expect((await whoAmI(t, member.id, headers)).statusCode).toBe(200);
    }
    for (const headers of [bearer(otherDevice), cookie(otherDevice)]) {
      expect((await whoAmI(t, member.id, headers)).statusCode).toBe(401);
    }
    expect((await login(t, member.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(t, member.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 (not 401) for a wrong old password, and keeps the session', async () => {
    t = await build();
    const { member } = await world();
    const session = await sessionHeaders(t, member);
    const res = await reset(member.id, session.bearer, {
      oldPassword: 'not my password',
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The old password is not correct' });
    expect((await whoAmI(t, member.id, session.bearer)).statusCode).toBe(200);
    expect((await login(t, member.email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 for a common or short new password', async () => {
    t = await build();
    const { member } = await world();
    const session = await sessionHeaders(t, member);
    const common = await reset(member.id, session.bearer, {
      oldPassword: PASSWORD,
      password: 'qwerty123456',
    });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ error: 'This password is too common. Please choose another one' });
    const short = await reset(member.id, session.bearer, { oldPassword: PASSWORD, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect((await login(t, member.email, PASSWORD)).statusCode).toBe(200);
  });

  it("answers the form's texts and the new-password rules for bad bodies", async () => {
    t = await build();
    const { member } = await world();
    const session = await sessionHeaders(t, member);
    const cases: [object, string][] = [
      [{ oldPassword: '', password: NEW_PASSWORD }, 'Old password is required'],
      [{ oldPassword: PASSWORD, password: 'short' }, 'Password must be at least 12 characters'],
      [{ oldPassword: PASSWORD, password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
      [{ oldPassword: PASSWORD, password: '' }, 'Password is required'],
      [
        { oldPassword: PASSWORD, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
        "Unknown field 'confirm' in body",
      ],
    ];
    for (const [payload, error] of cases) {
      const res = await reset(member.id, session.bearer, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
  });

  it("answers 403 for someone else's _id, even with settings", async () => {
    t = await build();
    const { admin, member } = await world();
    const res = await reset(member.id, admin.bearer, { oldPassword: PASSWORD, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect((await login(t, member.email, PASSWORD)).statusCode).toBe(200);
  });

  it('locks after repeated wrong old passwords (429), so a stolen session cannot guess the password', async () => {
    t = await build();
    const { member } = await world();
    const session = await sessionHeaders(t, member);
    for (let i = 0; i <= signInPerAccount.free; i++) {
      const res = await reset(member.id, session.bearer, {
        oldPassword: `guess ${i}`,
        password: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
    }
    const locked = await reset(member.id, session.bearer, {
      oldPassword: PASSWORD,
      password: OTHER_NEW_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('answers 401 without a session', async () => {
    t = await build();
    const { member } = await world();
    const res = await reset(member.id, {}, { oldPassword: PASSWORD, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
    const bareCookie = await reset(member.id, { cookie: `${SESSION_COOKIE}=nonsense` }, { password: '' });
    expect(bareCookie.statusCode).toBe(401);
  });
});
