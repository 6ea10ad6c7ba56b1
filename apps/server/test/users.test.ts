import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/session.js';
import { bearer, login, NEW_PASSWORD, registerTokenFromMail, sessionCookie } from './auth-fixtures.js';
import { createCompany, createGroup, createUser, sessionHeaders, signedInAdmin } from './fixtures.js';
import { build, type TestApp } from './helpers.js';

let t: TestApp;
afterEach(async () => t?.app.close());

const PASSWORD = 'correct horse battery staple';
type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A company with an admin (every flag), a member without `settings`, and a second company with its own admin. */
async function world() {
  const admin = await signedInAdmin(t);
  const plainGroup = await createGroup(t, admin.company.id, { projects: true }, 'Project Managers');
  const member = await createUser(t, admin.company.id, {
    email: 'member@acme.test',
    name: 'Mia Member',
    groupId: plainGroup.id,
  });
  const memberSession = await sessionHeaders(t, member);
  const other = await signedInAdmin(t);
  const otherUser = await createUser(t, other.company.id, {
    email: 'someone@other.test',
    groupId: other.group.id,
  });
  return { admin, plainGroup, member, memberSession, other, otherUser };
}

describe('GET /api/users/all', () => {
  it("lists every user of the caller's company in every status, ordered by name", async () => {
    t = await build();
    const { admin } = await world();
    await createUser(t, admin.company.id, { email: 'zed@acme.test', name: 'zed', password: null });
    await createUser(t, admin.company.id, { email: 'bob@acme.test', name: 'Bob', deleted: true });
    const res = await get('/api/users/all', admin.bearer);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { name: string; status: string; isDeleted: string; email: string }[];
    expect(data.map((u) => u.name)).toEqual(['Bob', 'Mia Member', 'Test User', 'zed']);
    expect(data.map((u) => u.status)).toEqual(['deleted', 'verified', 'verified', 'invited']);
    expect(data.map((u) => u.isDeleted)).toEqual(['true', 'false', 'false', 'false']);
    expect(data.some((u) => u.email === 'someone@other.test')).toBe(false);
    for (const user of data) expect(Object.keys(user)).not.toContain('password');
  });

  it('answers 403 without the settings flag and 401 without a session', async () => {
    t = await build();
    const { memberSession } = await world();
    const forbidden = await get('/api/users/all', memberSession.bearer);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'You do not have permission to do this' });
    expect((await get('/api/users/all', {})).statusCode).toBe(401);
  });
});

describe('GET /api/users/invited-users', () => {
  it('lists invited users newest first, then every other user of the company once (SPEC 4)', async () => {
    t = await build();
    const { admin, plainGroup } = await world();
    for (const name of ['First', 'Second', 'Third']) {
      await send('POST', '/api/users', admin.bearer, {
        name,
        email: `${name.toLowerCase()}@acme.test`,
        permissionGroupId: plainGroup.id,
      });
      t.clock.advance(60_000);
    }
    const res = await get('/api/users/invited-users', admin.bearer);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as {
      _id: string;
      name: string;
      status: string;
      permissionGroupName: string;
    }[];
    const invited = data.filter((u) => u.status === 'invited');
    expect(data.slice(0, 3)).toEqual(invited);
    expect(invited.map((u) => u.name)).toEqual(['Third', 'Second', 'First']);
    expect(invited.every((u) => u.permissionGroupName === 'Project Managers')).toBe(true);
    const all = (await get('/api/users/all', admin.bearer)).json().data as { _id: string }[];
    expect(data.map((u) => u._id).sort()).toEqual(all.map((u) => u._id).sort());
  });

  it('answers 403 without the settings flag', async () => {
    t = await build();
    const { memberSession } = await world();
    expect((await get('/api/users/invited-users', memberSession.bearer)).statusCode).toBe(403);
  });
});

describe('GET /api/users/{id}', () => {
  it('lets anyone read themselves and settings holders read anyone in their company', async () => {
    t = await build();
    const { admin, member, memberSession } = await world();
    const self = await get(`/api/users/${member.id}`, memberSession.bearer);
    expect(self.statusCode).toBe(200);
    expect(self.json().data).toMatchObject({ _id: member.id, permissionGroupName: 'Project Managers' });
    expect((await get(`/api/users/${member.id}`, admin.bearer)).statusCode).toBe(200);
  });

  it('answers 403 for others without settings, 404 for unknown and other-company ids, 400 for a bad id', async () => {
    t = await build();
    const { admin, memberSession, otherUser } = await world();
    expect((await get(`/api/users/${admin.user.id}`, memberSession.bearer)).statusCode).toBe(403);
    const foreign = await get(`/api/users/${otherUser.id}`, admin.bearer);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'User not found' });
    expect((await get('/api/users/00000000-0000-4000-8000-000000000000', admin.bearer)).statusCode).toBe(404);
    expect((await get('/api/users/not-a-uuid', admin.bearer)).statusCode).toBe(400);
  });
});

describe('POST /api/users (invite)', () => {
  it("creates an invited user in the caller's company (ignoring companyId) and mails a /register/ link", async () => {
    t = await build();
    const { admin, plainGroup, other } = await world();
    const res = await send('POST', '/api/users', admin.bearer, {
      name: 'Ben Keller',
      email: 'ben@acme.test',
      permissionGroupId: plainGroup.id,
      companyId: other.company.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Invitation sent',
      data: {
        _id: expect.any(String),
        name: 'Ben Keller',
        email: 'ben@acme.test',
        phone: null,
        status: 'invited',
        isDeleted: 'false',
        permissionGroupId: plainGroup.id,
        permissionGroupName: 'Project Managers',
        companyId: admin.company.id,
        createdAt: '2026-11-01T09:00:00.000Z',
      },
    });
    expect(t.mailer.last().to).toBe('ben@acme.test');
    const link = t.mailer.lastLink('/register/');
    expect(link.origin).toBe('http://console.test');
    // At least 128 random bits: 22 or more base64url characters.
    expect(registerTokenFromMail(t)).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const stored = await t.db.selectFrom('user_tokens').selectAll().executeTakeFirstOrThrow();
    expect(stored.kind).toBe('invite');
    expect(stored.token_hash).not.toBe(registerTokenFromMail(t));
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 409 when the email belongs to a live user (in any company), but not for a deleted one', async () => {
    t = await build();
    const { admin, plainGroup } = await world();
    await createUser(t, admin.company.id, { email: 'gone@acme.test', deleted: true });
    for (const email of ['member@acme.test', 'MEMBER@acme.test', 'someone@other.test']) {
      const res = await send('POST', '/api/users', admin.bearer, {
        name: 'X',
        email,
        permissionGroupId: plainGroup.id,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'A user with this email already exists' });
    }
    const again = await send('POST', '/api/users', admin.bearer, {
      name: 'Back',
      email: 'gone@acme.test',
      permissionGroupId: plainGroup.id,
    });
    expect(again.statusCode).toBe(201);
  });

  it("answers 404 for another company's group", async () => {
    t = await build();
    const { admin, other } = await world();
    const res = await send('POST', '/api/users', admin.bearer, {
      name: 'X',
      email: 'x@acme.test',
      permissionGroupId: other.group.id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Permission group not found' });
  });

  it('answers 400 for bad bodies, and for a line break in the name before writing anything', async () => {
    t = await build();
    const { admin, plainGroup } = await world();
    const valid = { name: 'Ben', email: 'ben@acme.test', permissionGroupId: plainGroup.id };
    for (const payload of [
      { ...valid, email: 'ben@acme' },
      { ...valid, name: '' },
      { email: valid.email, permissionGroupId: plainGroup.id },
      { ...valid, role: 'admin' },
      { ...valid, permissionGroupId: 'nope' },
    ]) {
      expect(
        (await send('POST', '/api/users', admin.bearer, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
    const injected = await send('POST', '/api/users', admin.bearer, {
      ...valid,
      name: 'Ben\r\nBcc: x@evil.example',
    });
    expect(injected.statusCode).toBe(400);
    expect(injected.json()).toEqual({ error: 'Line breaks are not allowed in mail header fields' });
    const row = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ben@acme.test')
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('answers 403 without the settings flag', async () => {
    t = await build();
    const { memberSession, plainGroup } = await world();
    const res = await send('POST', '/api/users', memberSession.bearer, {
      name: 'X',
      email: 'x@acme.test',
      permissionGroupId: plainGroup.id,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("SPEC 5's validation texts", () => {
  it('answers the invite form and personal settings texts', async () => {
    t = await build();
    const { admin, plainGroup, member, memberSession } = await world();
    const invite = { name: 'Ben', email: 'ben@acme.test', permissionGroupId: plainGroup.id };
    const inviteCases: [object, string][] = [
      [{ ...invite, name: '' }, 'name is required'],
      [{ email: invite.email, permissionGroupId: plainGroup.id }, 'name is required'],
      [{ ...invite, email: '' }, 'Email is required'],
      [{ ...invite, email: 'ben@acme.t' }, 'Invalid Email'],
    ];
    for (const [payload, error] of inviteCases) {
      expect((await send('POST', '/api/users', admin.bearer, payload)).json()).toEqual({ error });
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

describe('POST /api/users/{id}/reinvite', () => {
  it('issues a new register link and revokes the old one', async () => {
    t = await build();
    const { admin, plainGroup } = await world();
    const invited = await send('POST', '/api/users', admin.bearer, {
      name: 'Ben',
      email: 'ben@acme.test',
      permissionGroupId: plainGroup.id,
    });
    const id = invited.json().data._id as string;
    const first = registerTokenFromMail(t);
    const res = await send('POST', `/api/users/${id}/reinvite`, admin.bearer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: expect.any(String), data: { _id: id, status: 'invited' } });
    const second = registerTokenFromMail(t);
    expect(second).not.toBe(first);
    expect((await get(`/api/users/invitations/${first}`, {})).statusCode).toBe(410);
    expect((await get(`/api/users/invitations/${second}`, {})).statusCode).toBe(200);
  });

  it('answers 409 for a verified or deleted user, 404 for another company, 403 without settings', async () => {
    t = await build();
    const { admin, member, memberSession, otherUser } = await world();
    const deleted = await createUser(t, admin.company.id, {
      email: 'gone@acme.test',
      deleted: true,
      password: null,
    });
    expect((await send('POST', `/api/users/${member.id}/reinvite`, admin.bearer)).statusCode).toBe(409);
    expect((await send('POST', `/api/users/${deleted.id}/reinvite`, admin.bearer)).statusCode).toBe(409);
    expect((await send('POST', `/api/users/${otherUser.id}/reinvite`, admin.bearer)).statusCode).toBe(404);
    expect((await send('POST', `/api/users/${member.id}/reinvite`, memberSession.bearer)).statusCode).toBe(
      403,
    );
  });

  it('throttles mail to one invitee (429)', async () => {
    t = await build();
    const { admin } = await world();
    const invited = await createUser(t, admin.company.id, { email: 'ben@acme.test', password: null });
    let last = 0;
    for (let i = 0; i < 10 && last !== 429; i++) {
      last = (await send('POST', `/api/users/${invited.id}/reinvite`, admin.bearer)).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('DELETE /api/users/invite/{id}', () => {
  it('removes the invited user and their link', async () => {
    t = await build();
    const { admin, plainGroup } = await world();
    const invited = await send('POST', '/api/users', admin.bearer, {
      name: 'Ben',
      email: 'ben@acme.test',
      permissionGroupId: plainGroup.id,
    });
    const token = registerTokenFromMail(t);
    const res = await send('DELETE', `/api/users/invite/${invited.json().data._id}`, admin.bearer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Invitation deleted' });
    expect((await get(`/api/users/invitations/${token}`, {})).statusCode).toBe(404);
    const list = (await get('/api/users/invited-users', admin.bearer)).json().data as { status: string }[];
    expect(list.filter((u) => u.status === 'invited')).toEqual([]);
  });

  it('answers 404 for a verified user and for another company, 403 without settings', async () => {
    t = await build();
    const { admin, member, memberSession, other } = await world();
    const foreignInvite = await createUser(t, other.company.id, { email: 'inv@other.test', password: null });
    expect((await send('DELETE', `/api/users/invite/${member.id}`, admin.bearer)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/users/invite/${foreignInvite.id}`, admin.bearer)).statusCode).toBe(
      404,
    );
    expect(
      (await send('DELETE', `/api/users/invite/${foreignInvite.id}`, memberSession.bearer)).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/users/{id}', () => {
  it('marks the user deleted (kept, status deleted) so they cannot sign in', async () => {
    t = await build();
    const { admin, member } = await world();
    const res = await send('DELETE', `/api/users/${member.id}`, admin.bearer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted' });
    const read = await get(`/api/users/${member.id}`, admin.bearer);
    expect(read.json().data).toMatchObject({ status: 'deleted', isDeleted: 'true' });
    expect((await login(t, member.email, PASSWORD)).statusCode).toBe(401);
    // Deleting again changes nothing.
    expect((await send('DELETE', `/api/users/${member.id}`, admin.bearer)).statusCode).toBe(200);
  });

  it('answers 409 for yourself, 404 for another company, 403 without settings', async () => {
    t = await build();
    const { admin, member, memberSession, otherUser } = await world();
    const self = await send('DELETE', `/api/users/${admin.user.id}`, admin.bearer);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: 'You cannot delete your own account' });
    expect((await send('DELETE', `/api/users/${otherUser.id}`, admin.bearer)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/users/${admin.user.id}`, memberSession.bearer)).statusCode).toBe(403);
    expect((await get(`/api/users/${member.id}`, admin.bearer)).json().data.status).toBe('verified');
  });
});

describe('PUT /api/users/{email} (updateUserByEmail)', () => {
  it('lets a settings holder edit another user; no token in the answer', async () => {
    t = await build();
    const { admin, member, plainGroup } = await world();
    const res = await send('PUT', `/api/users/${member.email}`, admin.bearer, {
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
    const { member, memberSession, plainGroup } = await world();
    const res = await send('PUT', `/api/users/${member.email.toUpperCase()}`, memberSession.cookie, {
      name: 'Mia',
      email: 'mia@acme.test',
      permissionGroupId: plainGroup.id,
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().token as string;
    expect(token).toEqual(expect.any(String));
    expect(sessionCookie(res)).toBe(token);
    expect(res.json().data).toMatchObject({ name: 'Mia', email: 'mia@acme.test' });
    expect((await get(`/api/users/${member.id}`, bearer(token))).statusCode).toBe(200);
    expect((await login(t, 'mia@acme.test', PASSWORD)).statusCode).toBe(200);
  });

  it('answers 403 for changing your own group without settings and for editing others', async () => {
    t = await build();
    const { admin, member, memberSession } = await world();
    const ownGroup = await send('PUT', `/api/users/${member.email}`, memberSession.bearer, {
      permissionGroupId: admin.group.id,
    });
    expect(ownGroup.statusCode).toBe(403);
    const others = await send('PUT', `/api/users/${admin.user.email}`, memberSession.bearer, {
      name: 'Hacked',
    });
    expect(others.statusCode).toBe(403);
    // Even for an address nobody has: nothing is learned about which emails exist.
    expect(
      (await send('PUT', '/api/users/nobody@acme.test', memberSession.bearer, { name: 'X' })).statusCode,
    ).toBe(403);
  });

  it('answers 404 for unknown and other-company emails and groups, 409 for a taken email, 400 for bad bodies', async () => {
    t = await build();
    const { admin, member, other, otherUser } = await world();
    expect((await send('PUT', '/api/users/nobody@acme.test', admin.bearer, { name: 'X' })).statusCode).toBe(
      404,
    );
    expect((await send('PUT', `/api/users/${otherUser.email}`, admin.bearer, { name: 'X' })).statusCode).toBe(
      404,
    );
    const foreignGroup = await send('PUT', `/api/users/${member.email}`, admin.bearer, {
      permissionGroupId: other.group.id,
    });
    expect(foreignGroup.statusCode).toBe(404);
    const taken = await send('PUT', `/api/users/${member.email}`, admin.bearer, { email: otherUser.email });
    expect(taken.statusCode).toBe(409);
    expect((await send('PUT', `/api/users/${member.email}`, admin.bearer, {})).statusCode).toBe(400);
    const extra = await send('PUT', `/api/users/${member.email}`, admin.bearer, { isDeleted: 'true' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toContain('isDeleted');
    expect((await send('PUT', '/api/users/not-an-email', admin.bearer, { name: 'X' })).statusCode).toBe(400);
    expect((await send('PUT', `/api/users/${member.email}`, admin.bearer, { phone: 'abc' })).statusCode).toBe(
      400,
    );
  });
});

describe('PUT /api/users (updateUserPermissionGroup)', () => {
  it('assigns a group of the company', async () => {
    t = await build();
    const { admin, member } = await world();
    const res = await send('PUT', '/api/users', admin.bearer, {
      _id: member.id,
      permissionGroupId: admin.group.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: expect.any(String),
      data: { _id: member.id, permissionGroupId: admin.group.id, permissionGroupName: 'Administration' },
    });
    // The new group applies to the member's next request.
    const after = await get('/api/users/all', (await sessionHeaders(t, member)).bearer);
    expect(after.statusCode).toBe(200);
  });

  it("answers 404 for another company's user or group, 403 without settings, 400 for bad bodies", async () => {
    t = await build();
    const { admin, member, memberSession, other, otherUser } = await world();
    expect(
      (
        await send('PUT', '/api/users', admin.bearer, {
          _id: otherUser.id,
          permissionGroupId: admin.group.id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await send('PUT', '/api/users', admin.bearer, { _id: member.id, permissionGroupId: other.group.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send('PUT', '/api/users', memberSession.bearer, {
          _id: member.id,
          permissionGroupId: admin.group.id,
        })
      ).statusCode,
    ).toBe(403);
    expect((await send('PUT', '/api/users', admin.bearer, { _id: member.id })).statusCode).toBe(400);
    expect(
      (
        await send('PUT', '/api/users', admin.bearer, {
          _id: member.id,
          permissionGroupId: admin.group.id,
          x: 1,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('PUT /api/users/update-userprofile/{_id}', () => {
  const profile = { name: 'Mia Member', email: 'mia@acme.test', phone: '+49 30 1234567' };

  it('saves your own personal settings without settings permission', async () => {
    t = await build();
    const { member, memberSession } = await world();
    const res = await send(
      'PUT',
      `/api/users/update-userprofile/${member.id}`,
      memberSession.cookie,
      profile,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: expect.objectContaining({ _id: member.id, ...profile }) });
  });

  it("lets settings holders save others' profiles; 403 without, 404 for another company, 409 for a taken email", async () => {
    t = await build();
    const { admin, member, memberSession, otherUser } = await world();
    expect(
      (await send('PUT', `/api/users/update-userprofile/${member.id}`, admin.bearer, profile)).statusCode,
    ).toBe(200);
    expect(
      (await send('PUT', `/api/users/update-userprofile/${admin.user.id}`, memberSession.bearer, profile))
        .statusCode,
    ).toBe(403);
    expect(
      (await send('PUT', `/api/users/update-userprofile/${otherUser.id}`, admin.bearer, profile)).statusCode,
    ).toBe(404);
    const taken = await send('PUT', `/api/users/update-userprofile/${member.id}`, admin.bearer, {
      ...profile,
      email: admin.user.email,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('answers 400 for a missing phone, a bad email and unknown fields', async () => {
    t = await build();
    const { member, memberSession } = await world();
    const url = `/api/users/update-userprofile/${member.id}`;
    const { phone: _, ...withoutPhone } = profile;
    const missing = await send('PUT', url, memberSession.bearer, withoutPhone);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toContain('phone');
    expect(
      (await send('PUT', url, memberSession.bearer, { ...profile, email: 'mia@acme.t' })).statusCode,
    ).toBe(400);
    expect((await send('PUT', url, memberSession.bearer, { ...profile, password: 'x' })).statusCode).toBe(
      400,
    );
  });
});

describe('invite → register → sign in with the cookie', () => {
  it('works end to end through the mailed link', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const invited = await send('POST', '/api/users', admin.cookie, {
      name: 'Ben Keller',
      email: 'ben@acme.test',
      permissionGroupId: admin.group.id,
    });
    expect(invited.statusCode).toBe(201);
    const token = registerTokenFromMail(t);

    const invitation = await get(`/api/users/invitations/${token}`, {});
    expect(invitation.json().data).toEqual({
      email: 'ben@acme.test',
      name: 'Ben Keller',
      companyName: 'Acme',
    });
    const registered = await send(
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
    const all = await get('/api/users/all', { cookie: `${SESSION_COOKIE}=${session}` });
    expect(all.statusCode).toBe(200);
    const ben = (all.json().data as { email: string; status: string }[]).find(
      (u) => u.email === 'ben@acme.test',
    );
    expect(ben?.status).toBe('verified');
  });
});

describe('the company of a newly created group member', () => {
  it('only ever sees its own company', async () => {
    t = await build();
    const a = await signedInAdmin(t);
    const b = await createCompany(t, 'Beta');
    const bGroup = await createGroup(t, b.id);
    const bAdmin = await createUser(t, b.id, { email: 'boss@beta.test', groupId: bGroup.id });
    const bSession = await sessionHeaders(t, bAdmin);
    const list = await get('/api/users/all', bSession.bearer);
    expect((list.json().data as { companyId: string }[]).every((u) => u.companyId === b.id)).toBe(true);
    expect((await get(`/api/users/${a.user.id}`, bSession.bearer)).statusCode).toBe(404);
  });
});

describe('assigning a permission group never grants more than the caller holds', () => {
  /** A user manager: settings and projects, nothing else — and a richer group next door. */
  async function managerWorld() {
    const admin = await signedInAdmin(t);
    const managers = await createGroup(t, admin.company.id, { settings: true, projects: true }, 'Managers');
    const manager = await createUser(t, admin.company.id, {
      email: 'manager@acme.test',
      groupId: managers.id,
    });
    const session = await sessionHeaders(t, manager);
    return { admin, managers, manager, session, richer: admin.group };
  }

  it('refuses to invite into a group with flags the caller lacks (403) and sends no mail', async () => {
    t = await build();
    const { session, richer } = await managerWorld();
    const res = await send('POST', '/api/users', session.bearer, {
      name: 'New Person',
      email: 'new@acme.test',
      permissionGroupId: richer.id,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You cannot grant access you do not have yourself' });
    expect(t.mailer.sent).toEqual([]);
  });

  it('refuses to move anyone, themselves included, into a richer group (both update operations)', async () => {
    t = await build();
    const { session, manager, richer, managers } = await managerWorld();
    const viaGroup = await send('PUT', '/api/users', session.bearer, {
      _id: manager.id,
      permissionGroupId: richer.id,
    });
    expect(viaGroup.statusCode).toBe(403);
    const viaEdit = await send('PUT', `/api/users/${manager.email}`, session.bearer, {
      permissionGroupId: richer.id,
    });
    expect(viaEdit.statusCode).toBe(403);
    const row = await t.db
      .selectFrom('users')
      .select('permission_group_id')
      .where('id', '=', manager.id)
      .executeTakeFirst();
    expect(row?.permission_group_id).toBe(managers.id);
  });

  it('allows groups within what the caller holds', async () => {
    t = await build();
    const { admin, session } = await managerWorld();
    const smaller = await createGroup(t, admin.company.id, { projects: true }, 'Projects only');
    const res = await send('POST', '/api/users', session.bearer, {
      name: 'New Person',
      email: 'new@acme.test',
      permissionGroupId: smaller.id,
    });
    expect(res.statusCode).toBe(201);
  });
});
