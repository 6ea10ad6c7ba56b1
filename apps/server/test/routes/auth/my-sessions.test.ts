import {
  authMessages,
  emailChangeMessages,
  passwordMessages,
  sessionMessages,
  userMessages,
} from '@qone/domain/messages';
import { STEP_UP_REASON } from '@qone/domain/sessions';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, login, NEW_PASSWORD, whoAmI } from '../../fixtures/auth.js';
import { createGroup, createUser, PASSWORD, sessionHeaders, signedInAdmin } from '../../fixtures/records.js';
import { get, send, usersWorld } from '../../fixtures/users.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const mine = (headers: Record<string, string>) => get(t, '/api/users/me/sessions', headers);
const lastActive = async (userId: string) =>
  (
    await t.db
      .selectFrom('sessions')
      .select('last_active_at')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
  ).last_active_at;

describe('sessions are rows: each request reads its session', () => {
  it('ends a session idle longer than SESSION_IDLE_MINUTES, and not one used within it', async () => {
    t = await build();
    const { user, bearer: headers } = await signedInAdmin(t);
    t.clock.advance(29 * 60_000);
    expect((await whoAmI(t, user.id, headers)).statusCode).toBe(200);
    t.clock.advance(29 * 60_000);
    expect((await whoAmI(t, user.id, headers)).statusCode).toBe(200);
    t.clock.advance(30 * 60_000 + 1000);
    const idle = await whoAmI(t, user.id, headers);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toEqual({ error: authMessages.sessionExpired });
  });

  it('follows SESSION_IDLE_MINUTES and SESSION_MAX_HOURS', async () => {
    t = await build({ sessions: { idleMinutes: 5, maxHours: 1, stepUpSeconds: 300 } });
    const { user, bearer: headers } = await signedInAdmin(t);
    t.clock.advance(5 * 60_000 + 1000);
    expect((await whoAmI(t, user.id, headers)).statusCode).toBe(401);
    const again = await sessionHeaders(t, user);
    for (let minutes = 4; minutes < 60; minutes += 4) {
      t.clock.advance(4 * 60_000);
      expect((await whoAmI(t, user.id, again.bearer)).statusCode).toBe(200);
    }
    t.clock.advance(4 * 60_000);
    expect((await whoAmI(t, user.id, again.bearer)).statusCode).toBe(401);
  });

  it('refuses a session whose row has ended, with its signature still valid', async () => {
    t = await build();
    const { user, bearer: headers } = await signedInAdmin(t);
    await t.db
      .updateTable('sessions')
      .set({ ended_at: t.clock.now(), ended_reason: 'ended-by-admin' })
      .execute();
    expect((await whoAmI(t, user.id, headers)).statusCode).toBe(401);
  });

  it('writes last_active_at at most once a minute', async () => {
    t = await build();
    const { user, bearer: headers } = await signedInAdmin(t);
    const started = await lastActive(user.id);
    t.clock.advance(30_000);
    expect((await whoAmI(t, user.id, headers)).statusCode).toBe(200);
    expect(await lastActive(user.id)).toEqual(started);
    t.clock.advance(31_000);
    expect((await whoAmI(t, user.id, headers)).statusCode).toBe(200);
    const touched = await lastActive(user.id);
    expect(touched).toEqual(t.clock.now());
    t.clock.advance(59_000);
    expect((await whoAmI(t, user.id, headers)).statusCode).toBe(200);
    expect(await lastActive(user.id)).toEqual(touched);
  });

  it('keeps how the user signed in, from where and with which user agent', async () => {
    t = await build();
    const { user } = await signedInAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: PASSWORD },
      headers: { 'user-agent': CHROME_ON_WINDOWS },
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(rows.find((row) => row.ip === '203.0.113.7')).toMatchObject({
      user_agent: CHROME_ON_WINDOWS,
      method: 'password',
      ended_at: null,
    });
  });
});

describe('GET /api/users/me/sessions', () => {
  it('lists my open sessions only, this one marked, browser and system read from the user agent', async () => {
    t = await build();
    const { admin, member } = await usersWorld(t);
    const phone = await sessionHeaders(t, admin.user, { ip: '198.51.100.4', userAgent: SAFARI_ON_IPHONE });
    t.clock.advance(2 * 60_000);
    const desk = await sessionHeaders(t, admin.user, { ip: '203.0.113.7', userAgent: CHROME_ON_WINDOWS });
    // An ended one and an idle one are not listed.
    const ended = await sessionHeaders(t, admin.user);
    await send(t, 'POST', '/api/users/logout', ended.bearer, {});
    await sessionHeaders(t, member);

    const res = await mine(desk.bearer);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: Record<string, unknown>[] };
    expect(data).toHaveLength(3);
    expect(data[0]).toEqual({
      id: expect.any(String),
      createdAt: t.clock.now().toISOString(),
      lastActiveAt: t.clock.now().toISOString(),
      ip: '203.0.113.7',
      browser: 'Chrome 150',
      system: 'Windows 10',
      method: 'password',
      current: true,
    });
    expect(data.find((s) => s.ip === '198.51.100.4')).toMatchObject({
      browser: 'Safari 18',
      system: 'iOS 18.0',
      current: false,
    });
    // The signed-in admin's first session (the fixture's), with no user agent.
    expect(data.find((s) => s.ip === '127.0.0.1')).toMatchObject({ browser: '', system: '', current: false });

    // No token, no other user's session, nothing but the listed fields.
    const text = res.body;
    for (const token of [phone.token, desk.token, ended.token]) expect(text).not.toContain(token);
    const memberIds = await t.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', member.id)
      .execute();
    for (const { id } of memberIds) expect(text).not.toContain(id);

    t.clock.advance(31 * 60_000);
    const later = await sessionHeaders(t, admin.user);
    expect((await mine(later.bearer)).json().data).toHaveLength(1);
  });
});

describe('DELETE /api/users/me/sessions/{sessionId}', () => {
  it('ends one of my sessions at once and records it; another user’s or company’s id is a 404', async () => {
    t = await build();
    const { admin, member, memberSession, other } = await usersWorld(t);
    const phone = await sessionHeaders(t, admin.user, { userAgent: SAFARI_ON_IPHONE });
    const list = (await mine(admin.bearer)).json().data as { id: string; current: boolean }[];
    const phoneId = list.find((s) => !s.current)?.id ?? '';

    const memberSessionId = (await mine(memberSession.bearer)).json().data[0].id as string;
    const otherSessionId = (await mine(other.bearer)).json().data[0].id as string;
    for (const id of [memberSessionId, otherSessionId, '00000000-0000-4000-8000-000000000000']) {
      const refused = await send(t, 'DELETE', `/api/users/me/sessions/${id}`, admin.bearer);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: sessionMessages.notFound });
    }
    expect((await whoAmI(t, member.id, memberSession.bearer)).statusCode).toBe(200);
    expect((await get(t, '/api/permissions', other.bearer)).statusCode).toBe(200);

    const res = await send(t, 'DELETE', `/api/users/me/sessions/${phoneId}`, admin.bearer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: sessionMessages.ended });
    expect((await whoAmI(t, admin.user.id, phone.bearer)).statusCode).toBe(401);
    expect((await whoAmI(t, admin.user.id, admin.bearer)).statusCode).toBe(200);
    // Ended once: a second time it is not an open session any more.
    expect((await send(t, 'DELETE', `/api/users/me/sessions/${phoneId}`, admin.bearer)).statusCode).toBe(404);

    const recorded = await t.db
      .selectFrom('activity')
      .selectAll()
      .where('action', '=', 'user.session-ended')
      .execute();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ company_id: admin.company.id, target_id: admin.user.id });
    expect(JSON.stringify(recorded[0])).toContain('Safari 18 on iOS 18.0');
  });
});

describe('POST /api/users/me/sessions/end-others', () => {
  it('ends every other session of mine, keeps this one and other users’ sessions', async () => {
    t = await build();
    const { admin, member, memberSession } = await usersWorld(t);
    const second = await sessionHeaders(t, admin.user);
    const third = await sessionHeaders(t, admin.user);
    const res = await send(t, 'POST', '/api/users/me/sessions/end-others', admin.bearer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: sessionMessages.endedOthers(2) });
    for (const headers of [second.bearer, third.bearer]) {
      expect((await whoAmI(t, admin.user.id, headers)).statusCode).toBe(401);
    }
    expect((await whoAmI(t, admin.user.id, admin.bearer)).statusCode).toBe(200);
    expect((await whoAmI(t, member.id, memberSession.bearer)).statusCode).toBe(200);
    const again = await send(t, 'POST', '/api/users/me/sessions/end-others', admin.bearer);
    expect(again.json()).toEqual({ message: sessionMessages.endedOthers(0) });
    const recorded = await t.db
      .selectFrom('activity')
      .select('action')
      .where('action', '=', 'user.other-sessions-ended')
      .execute();
    // Nothing ended the second time: nothing recorded.
    expect(recorded).toHaveLength(1);
  });
});

describe('POST /api/users/{id}/sign-out-everywhere', () => {
  it('ends every session of the user, on the user’s next request, and records it', async () => {
    t = await build();
    const { admin, member, memberSession } = await usersWorld(t);
    const another = await sessionHeaders(t, member);
    const res = await send(t, 'POST', `/api/users/${member.id}/sign-out-everywhere`, admin.bearer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: sessionMessages.signedOutEverywhere(2) });
    for (const headers of [memberSession.bearer, another.bearer, memberSession.cookie]) {
      expect((await whoAmI(t, member.id, headers)).statusCode).toBe(401);
    }
    expect((await whoAmI(t, admin.user.id, admin.bearer)).statusCode).toBe(200);
    const recorded = await t.db
      .selectFrom('activity')
      .selectAll()
      .where('action', '=', 'user.signed-out-everywhere')
      .executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({ actor_id: admin.user.id, target_id: member.id });
    // The member signs in again as before.
    expect((await login(t, member.email, PASSWORD)).statusCode).toBe(200);
  });

  it('is contained: never on someone with more access; another company’s user is a 404; needs settings', async () => {
    t = await build();
    const { admin, member, memberSession, otherUser } = await usersWorld(t);
    const managers = await createGroup(
      t,
      admin.company.id,
      { settings: true, projects: true },
      'User managers',
    );
    const manager = await createUser(t, admin.company.id, {
      email: 'manager@acme.test',
      groupId: managers.id,
    });
    const managerSession = await sessionHeaders(t, manager);

    const upward = await send(
      t,
      'POST',
      `/api/users/${admin.user.id}/sign-out-everywhere`,
      managerSession.bearer,
    );
    expect(upward.statusCode).toBe(403);
    expect(upward.json()).toEqual({ error: userMessages.targetHasMoreAccess });
    expect((await whoAmI(t, admin.user.id, admin.bearer)).statusCode).toBe(200);

    const elsewhere = await send(t, 'POST', `/api/users/${otherUser.id}/sign-out-everywhere`, admin.bearer);
    expect(elsewhere.statusCode).toBe(404);

    const member403 = await send(
      t,
      'POST',
      `/api/users/${admin.user.id}/sign-out-everywhere`,
      memberSession.bearer,
    );
    expect(member403.statusCode).toBe(403);
    expect(member403.json()).toEqual({ error: authMessages.forbidden });

    // Within the manager's access: allowed, no fresh proof needed however old the manager's sign-in.
    t.clock.advance(20 * 60_000);
    const fresh = await sessionHeaders(t, member);
    await whoAmI(t, manager.id, managerSession.bearer);
    const down = await send(t, 'POST', `/api/users/${member.id}/sign-out-everywhere`, managerSession.bearer);
    expect(down.statusCode).toBe(200);
    expect((await whoAmI(t, member.id, fresh.bearer)).statusCode).toBe(401);
  });
});

describe('POST /api/users/sign-out-everyone', () => {
  const everyone = (headers: Record<string, string>) =>
    send(t, 'POST', '/api/users/sign-out-everyone', headers);

  it('ends every session of the company but this one, at once, and records it; another company is untouched', async () => {
    t = await build();
    const { admin, member, memberSession, other } = await usersWorld(t);
    const adminElsewhere = await sessionHeaders(t, admin.user);
    const memberPhone = await sessionHeaders(t, member);
    const res = await everyone(admin.bearer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: sessionMessages.signedOutEveryone(3, 0) });
    for (const [id, headers] of [
      [member.id, memberSession.bearer],
      [member.id, memberPhone.bearer],
      [admin.user.id, adminElsewhere.bearer],
    ] as const) {
      expect((await whoAmI(t, id, headers)).statusCode).toBe(401);
    }
    expect((await whoAmI(t, admin.user.id, admin.bearer)).statusCode).toBe(200);
    expect((await whoAmI(t, other.user.id, other.bearer)).statusCode).toBe(200);
    const recorded = await t.db
      .selectFrom('activity')
      .selectAll()
      .where('action', '=', 'company.signed-out-everyone')
      .execute();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      company_id: admin.company.id,
      actor_id: admin.user.id,
      target_id: admin.company.id,
      before: { openSessions: 3 },
      after: { openSessions: 0, keptSignedIn: 0 },
    });
    // Nobody else is left: a second run ends nothing and records nothing.
    expect((await everyone(admin.bearer)).json()).toEqual({
      message: sessionMessages.signedOutEveryone(0, 0),
    });
    expect(
      await t.db
        .selectFrom('activity')
        .select('id')
        .where('action', '=', 'company.signed-out-everyone')
        .execute(),
    ).toHaveLength(1);
  });

  it('is contained: people with more access than the caller stay signed in, and the message says how many', async () => {
    t = await build();
    const { admin, member, memberSession } = await usersWorld(t);
    const managers = await createGroup(
      t,
      admin.company.id,
      { settings: true, projects: true },
      'User managers',
    );
    const manager = await createUser(t, admin.company.id, {
      email: 'manager@acme.test',
      groupId: managers.id,
    });
    const managerSession = await sessionHeaders(t, manager);
    const res = await everyone(managerSession.bearer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: sessionMessages.signedOutEveryone(1, 1) });
    expect((await whoAmI(t, member.id, memberSession.bearer)).statusCode).toBe(401);
    expect((await whoAmI(t, admin.user.id, admin.bearer)).statusCode).toBe(200);
    expect((await whoAmI(t, manager.id, managerSession.bearer)).statusCode).toBe(200);
  });

  it('needs the settings permission and a fresh proof; refused, it ends nothing', async () => {
    t = await build();
    const { admin, member, memberSession } = await usersWorld(t);
    const refused = await everyone(memberSession.bearer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: authMessages.forbidden });
    t.clock.advance(6 * 60_000);
    await whoAmI(t, member.id, memberSession.bearer);
    const stale = await everyone(admin.bearer);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ reason: STEP_UP_REASON });
    expect((await whoAmI(t, member.id, memberSession.bearer)).statusCode).toBe(200);
  });
});

describe('fresh proof (step-up)', () => {
  const emailChange = (userId: string, headers: Record<string, string>) =>
    send(t, 'PUT', `/api/users/update-userprofile/${userId}`, headers, {
      name: 'Mia Member',
      email: 'mia.new@acme.test',
      phone: '+49 30 1234567',
      currentPassword: PASSWORD,
    });
  const stepUp = (headers: Record<string, string>, password: string, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/me/step-up',
      headers,
      payload: { password },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  /** Keeps the session from going idle while the clock moves on. */
  const keepActive = async (userId: string, headers: Record<string, string>, minutes: number) => {
    for (let i = 0; i < minutes; i += 1) {
      t.clock.advance(60_000);
      expect((await whoAmI(t, userId, headers)).statusCode).toBe(200);
    }
  };

  it('changing my own email long after signing in: the right current password is the fresh proof, a wrong one proves nothing', async () => {
    t = await build();
    const { member, memberSession } = await usersWorld(t);
    const endOthers = (headers: Record<string, string>) =>
      send(t, 'POST', '/api/users/me/sessions/end-others', headers);
    await keepActive(member.id, memberSession.bearer, 6);
    // The sign-in is stale: an operation marked x-step-up is refused…
    expect((await endOthers(memberSession.bearer)).json()).toEqual({
      error: authMessages.stepUpRequired,
      reason: STEP_UP_REASON,
    });
    const wrong = await send(t, 'PUT', `/api/users/update-userprofile/${member.id}`, memberSession.bearer, {
      name: 'Mia Member',
      email: 'mia.new@acme.test',
      phone: '+49 30 1234567',
      currentPassword: 'not my password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: emailChangeMessages.wrongCurrentPassword });
    expect((await endOthers(memberSession.bearer)).statusCode).toBe(403);

    // …but the email change carries the password itself: no second ask, and the session now holds a fresh proof.
    const changed = await emailChange(member.id, memberSession.bearer);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: emailChangeMessages.confirmationSent });
    expect((await endOthers(memberSession.bearer)).statusCode).toBe(200);

    // Another session of the same user is not proved by it.
    const other = await sessionHeaders(t, member);
    await keepActive(member.id, other.bearer, 6);
    expect((await endOthers(other.bearer)).statusCode).toBe(403);
  });

  it('step-up proves the session for any operation that needs it, and another session is not proved by it', async () => {
    t = await build();
    const { member, memberSession } = await usersWorld(t);
    const endOthers = (headers: Record<string, string>) =>
      send(t, 'POST', '/api/users/me/sessions/end-others', headers);
    await keepActive(member.id, memberSession.bearer, 6);
    const wrong = await stepUp(memberSession.bearer, 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: authMessages.stepUpWrongPassword });
    expect((await endOthers(memberSession.bearer)).statusCode).toBe(403);
    const proved = await stepUp(memberSession.cookie, PASSWORD);
    expect(proved.statusCode).toBe(200);
    expect(proved.json()).toEqual({ message: authMessages.stepUpDone });
    expect((await endOthers(memberSession.bearer)).statusCode).toBe(200);
  });

  it('an administrator’s change of someone else’s profile without a new email needs no fresh proof', async () => {
    t = await build();
    const { admin, member } = await usersWorld(t);
    await keepActive(admin.user.id, admin.bearer, 10);
    const res = await send(t, 'PUT', `/api/users/update-userprofile/${member.id}`, admin.bearer, {
      name: 'Mia Renamed',
      email: member.email,
      phone: '+49 30 1234567',
    });
    expect(res.statusCode).toBe(200);
    const ownName = await send(t, 'PUT', `/api/users/update-userprofile/${admin.user.id}`, admin.bearer, {
      name: 'Ada Renamed',
      email: admin.user.email,
      phone: '+49 30 1234567',
    });
    expect(ownName.statusCode).toBe(200);
  });

  it('changing my own password long after signing in: the old password is the fresh proof, no step-up first', async () => {
    t = await build();
    const { member, memberSession } = await usersWorld(t);
    await keepActive(member.id, memberSession.bearer, 6);
    const change = (oldPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/reset-password/${member.id}`,
        headers: memberSession.bearer,
        payload: { oldPassword, password: NEW_PASSWORD },
      });
    const wrong = await change('not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: passwordMessages.wrongOldPassword });
    const changed = await change(PASSWORD);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: passwordMessages.changed });
    expect(
      (await send(t, 'POST', '/api/users/me/sessions/end-others', memberSession.bearer)).statusCode,
    ).toBe(200);
  });

  it('wrong step-up passwords are throttled with the sign-in keys: the account locks for sign-in too', async () => {
    t = await build();
    const { member, memberSession } = await usersWorld(t);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1)
      statuses.push((await stepUp(memberSession.bearer, `wrong ${i}`)).statusCode);
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses).toContain(429);
    const locked = await stepUp(memberSession.bearer, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    // The same account key as sign-in: from the same address, the right password is refused there too.
    expect((await login(t, member.email, PASSWORD)).statusCode).toBe(429);
  });

  it('ending my sessions (x-step-up: true) is refused without a fresh proof where routes are dispatched', async () => {
    t = await build();
    const { user, bearer: headers } = await signedInAdmin(t);
    const other = await sessionHeaders(t, user);
    const otherId = (await mine(other.bearer)).json().data[0].id as string;
    await keepActive(user.id, headers, 6);
    for (const request of [
      () => send(t, 'POST', '/api/users/me/sessions/end-others', headers),
      () => send(t, 'DELETE', `/api/users/me/sessions/${otherId}`, headers),
    ]) {
      const refused = await request();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: authMessages.stepUpRequired, reason: STEP_UP_REASON });
    }
    expect((await stepUp(headers, PASSWORD)).statusCode).toBe(200);
    expect((await send(t, 'POST', '/api/users/me/sessions/end-others', headers)).statusCode).toBe(200);
  });

  it('a step-up answers nothing of the session: no token, no id', async () => {
    t = await build();
    const { token, bearer: headers, user } = await signedInAdmin(t);
    const res = await stepUp(headers, PASSWORD);
    const id = (
      await t.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).executeTakeFirstOrThrow()
    ).id;
    expect(res.body).not.toContain(token);
    expect(res.body).not.toContain(id);
    expect(bearer(token)).toEqual(headers);
  });
});
