import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../../src/auth/session.js';
import { bearer, login, sessionCookie, whoAmI } from '../../fixtures/auth.js';
import { createCompany, createGroup, createUser, PASSWORD, signedInAdmin } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('POST /api/users/login', () => {
  it('answers the token, the permissions and the user, and sets the same session as an HttpOnly cookie', async () => {
    t = await build();
    const company = await createCompany(t);
    const group = await createGroup(t, company.id, { projects: true, settings: true }, 'Managers');
    const user = await createUser(t, company.id, {
      email: 'anna@acme.test',
      name: 'Anna',
      groupId: group.id,
    });

    const res = await login(t, 'Anna@Acme.test', PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.permissions).toEqual({
      projects: true,
      surveyDesigner: false,
      panels: false,
      contacts: false,
      defaults: false,
      settings: true,
    });
    expect(body.user).toEqual({
      _id: user.id,
      name: 'Anna',
      email: 'anna@acme.test',
      phone: null,
      status: 'verified',
      isDeleted: 'false',
      permissionGroupId: group.id,
      permissionGroupName: 'Managers',
      companyId: company.id,
      createdAt: expect.any(String),
      invitationExpiresAt: null,
      invitationMail: null,
      secondFactors: [],
      version: 1,
    });
    expect(typeof body.token).toBe('string');

    const setCookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(setCookie).toMatchObject({
      value: body.token,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
      // SESSION_MAX_HOURS, 12 by default.
      maxAge: 12 * 60 * 60,
    });
    // Not https here (PUBLIC_URL http://console.test), so not Secure; see the next test.
    expect(setCookie?.secure).toBeFalsy();

    expect((await whoAmI(t, user.id, bearer(body.token))).statusCode).toBe(200);
    expect((await whoAmI(t, user.id, { cookie: `${SESSION_COOKIE}=${body.token}` })).statusCode).toBe(200);
  });

  it('marks the cookie Secure when PUBLIC_URL is https', async () => {
    t = await build({ publicUrl: 'https://console.test', secureCookies: true });
    const { user } = await signedInAdmin(t);
    const res = await login(t, user.email, PASSWORD);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
  });

  it('answers a user without a group with every permission off', async () => {
    t = await build();
    const company = await createCompany(t);
    const user = await createUser(t, company.id, { email: 'nogroup@acme.test' });
    const res = await login(t, user.email, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(Object.values(res.json().permissions)).toEqual([false, false, false, false, false, false]);
    expect(res.json().user.permissionGroupName).toBeNull();
  });

  it('answers the same 401 text for an unknown email, a wrong password, an invited and a deleted user', async () => {
    t = await build();
    const company = await createCompany(t);
    const verified = await createUser(t, company.id, { email: 'verified@acme.test' });
    await createUser(t, company.id, { email: 'invited@acme.test', password: null });
    await createUser(t, company.id, { email: 'deleted@acme.test', deleted: true });

    const attempts = [
      await login(t, 'nobody@acme.test', PASSWORD),
      await login(t, verified.email, 'not the password'),
      await login(t, 'invited@acme.test', PASSWORD),
      await login(t, 'invited@acme.test', ''.padEnd(1, 'x')),
      await login(t, 'deleted@acme.test', PASSWORD),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid email or password' });
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('answers 401 when companyId is given and the user is not in that company', async () => {
    t = await build();
    const { user, company } = await signedInAdmin(t);
    const other = await createCompany(t, 'Other');
    const wrong = await login(t, user.email, PASSWORD, { companyId: other.id });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid email or password' });
    expect((await login(t, user.email, PASSWORD, { companyId: company.id })).statusCode).toBe(200);
  });

  it('refuses bodies that break the contract with 400 { error }', async () => {
    t = await build();
    const cases = [
      { payload: { password: PASSWORD }, text: 'email' },
      { payload: { email: 'anna@acme.test' }, text: 'password' },
      { payload: { email: 'not-an-email', password: PASSWORD }, text: 'email' },
      { payload: { email: 'anna@acme.test', password: '' }, text: 'password' },
      { payload: { email: 'anna@acme.test', password: PASSWORD, remember: true }, text: 'remember' },
      { payload: { email: 'anna@acme.test', password: PASSWORD, companyId: 'nope' }, text: 'companyId' },
    ];
    for (const { payload, text } of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.toLowerCase()).toContain(text.toLowerCase());
    }
  });
});

describe("the login form's validation texts", () => {
  it('answers the login form texts', async () => {
    t = await build();
    const cases: [object, string][] = [
      [{ password: PASSWORD }, 'Email is required'],
      [{ email: '', password: PASSWORD }, 'Email is required'],
      [{ email: 'anna@acme', password: PASSWORD }, 'Invalid Email'],
      [{ email: 'anna@acme.test' }, 'Password is required'],
      [{ email: 'anna@acme.test', password: '' }, 'Password is required'],
    ];
    for (const [payload, error] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    }
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: 'x' },
    });
    expect(forgot.json()).toEqual({ error: 'Invalid Email' });
  });
});
