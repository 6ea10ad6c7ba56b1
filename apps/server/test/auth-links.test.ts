import { afterEach, describe, expect, it } from 'vitest';
import { throttlePolicies } from '../src/auth/throttle.js';
import { bearer, login, NEW_PASSWORD, registerTokenFromMail, utokenFromMail } from './auth-fixtures.js';
import { createCompany, createGroup, createUser, signedInAdmin } from './fixtures.js';
import { build, type TestApp } from './helpers.js';

const { mailPerRecipient, signInPerIp } = throttlePolicies;

let t: TestApp;
afterEach(async () => t?.app.close());

const PASSWORD = 'correct horse battery staple';
const post = (url: string, payload: unknown, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

async function invite(email = 'ben@acme.test', name = 'Ben Keller') {
  const admin = await signedInAdmin(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users',
    headers: admin.bearer,
    payload: { name, email, permissionGroupId: admin.group.id },
  });
  expect(res.statusCode).toBe(201);
  return { admin, user: res.json().data, token: registerTokenFromMail(t) };
}

describe('POST /api/users/forgot-password', () => {
  it('mails a 1-hour /password?utoken= link to a verified user', async () => {
    t = await build();
    const company = await createCompany(t);
    const user = await createUser(t, company.id, { email: 'anna@acme.test', name: 'Anna' });
    const res = await post('/api/users/forgot-password', { email: 'ANNA@acme.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.last().to).toBe(user.email);
    const link = t.mailer.lastLink('/password?utoken=');
    expect(link.origin).toBe('http://console.test');
    expect(link.pathname).toBe('/password');
    expect(utokenFromMail(t).length).toBeGreaterThanOrEqual(22);
  });

  it('answers the same for an unknown, an invited and a deleted email, and mails nobody', async () => {
    t = await build();
    const company = await createCompany(t);
    await createUser(t, company.id, { email: 'known@acme.test' });
    await createUser(t, company.id, { email: 'invited@acme.test', password: null });
    await createUser(t, company.id, { email: 'deleted@acme.test', deleted: true });
    const known = await post('/api/users/forgot-password', { email: 'known@acme.test' });
    t.mailer.sent.length = 0;
    for (const email of ['nobody@acme.test', 'invited@acme.test', 'deleted@acme.test']) {
      const res = await post('/api/users/forgot-password', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(known.json());
    }
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('refuses an invalid email and unknown fields with 400', async () => {
    t = await build();
    expect((await post('/api/users/forgot-password', { email: 'nope' })).statusCode).toBe(400);
    expect((await post('/api/users/forgot-password', {})).statusCode).toBe(400);
    const extra = await post('/api/users/forgot-password', { email: 'a@b.co', admin: true });
    expect(extra.statusCode).toBe(400);
  });

  it('throttles mail to one address (429), whether or not it has an account', async () => {
    t = await build();
    const company = await createCompany(t);
    await createUser(t, company.id, { email: 'anna@acme.test' });
    for (const email of ['anna@acme.test', 'ghost@acme.test']) {
      for (let i = 0; i <= mailPerRecipient.free; i++) {
        expect((await post('/api/users/forgot-password', { email })).statusCode).toBe(200);
      }
      const res = await post('/api/users/forgot-password', { email });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    t.clock.advance(mailPerRecipient.baseLockMs + 1);
    expect((await post('/api/users/forgot-password', { email: 'anna@acme.test' })).statusCode).toBe(200);
  });
});

describe('POST /api/users/set-password', () => {
  it('sets the password once, ends earlier sessions and lets the user sign in with it', async () => {
    t = await build();
    const company = await createCompany(t);
    const user = await createUser(t, company.id, { email: 'anna@acme.test' });
    const old = (await login(t, user.email, PASSWORD)).json().token as string;
    await post('/api/users/forgot-password', { email: user.email });
    const utoken = utokenFromMail(t);

    const res = await post('/api/users/set-password', { utoken, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: bearer(old) })).statusCode,
    ).toBe(401);
    expect((await login(t, user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await post('/api/users/set-password', { utoken, password: 'yet another long passphrase' });
    expect(again.statusCode).toBe(400);
  });

  it('answers 400 for an unknown token, a common password, a short one and unknown fields', async () => {
    t = await build();
    const company = await createCompany(t);
    const user = await createUser(t, company.id, { email: 'anna@acme.test' });
    await post('/api/users/forgot-password', { email: user.email });
    const utoken = utokenFromMail(t);

    const unknown = await post('/api/users/set-password', { utoken: 'A'.repeat(43), password: NEW_PASSWORD });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: 'This link is invalid or has expired. Please ask for a new one',
    });

    const common = await post('/api/users/set-password', { utoken, password: 'password1234' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ error: 'This password is too common. Please choose another one' });

    const short = await post('/api/users/set-password', { utoken, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatch(/12/);

    const long = await post('/api/users/set-password', { utoken, password: 'x'.repeat(129) });
    expect(long.statusCode).toBe(400);

    const extra = await post('/api/users/set-password', { utoken, password: NEW_PASSWORD, userId: user.id });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toContain('userId');

    const malformed = await post('/api/users/set-password', {
      utoken: 'not a token!',
      password: NEW_PASSWORD,
    });
    expect(malformed.statusCode).toBe(400);

    // None of the refusals used the link up.
    expect((await post('/api/users/set-password', { utoken, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('only the newest link works', async () => {
    t = await build();
    const company = await createCompany(t);
    const user = await createUser(t, company.id, { email: 'anna@acme.test' });
    await post('/api/users/forgot-password', { email: user.email });
    const first = utokenFromMail(t);
    await post('/api/users/forgot-password', { email: user.email });
    const second = utokenFromMail(t);
    expect(
      (await post('/api/users/set-password', { utoken: first, password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/users/set-password', { utoken: second, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('throttles an address that guesses tokens (429)', async () => {
    t = await build();
    const guesser = '198.51.100.20';
    for (let i = 0; i <= signInPerIp.free; i++) {
      const res = await post(
        '/api/users/set-password',
        { utoken: `guess${String(i).padStart(20, '0')}`, password: NEW_PASSWORD },
        guesser,
      );
      expect(res.statusCode).toBe(400);
    }
    const res = await post(
      '/api/users/set-password',
      { utoken: 'A'.repeat(43), password: NEW_PASSWORD },
      guesser,
    );
    expect(res.statusCode).toBe(429);
  });
});

describe('GET /api/users/invitations/{registerToken}', () => {
  it('answers who is invited to which company', async () => {
    t = await build();
    const { token } = await invite('ben@acme.test', 'Ben Keller');
    const res = await t.app.inject({ method: 'GET', url: `/api/users/invitations/${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { email: 'ben@acme.test', name: 'Ben Keller', companyName: 'Acme' } });
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    t = await build();
    const unknown = await t.app.inject({ method: 'GET', url: `/api/users/invitations/${'B'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'This invitation does not exist' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/users/invitations/short' });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers 410 once used', async () => {
    t = await build();
    const { token } = await invite();
    await post('/api/users/register', { registerToken: token, name: 'Ben', password: NEW_PASSWORD });
    const res = await t.app.inject({ method: 'GET', url: `/api/users/invitations/${token}` });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ error: 'This invitation has expired or was already used' });
  });
});

describe('POST /api/users/register', () => {
  it('turns the invited user into a verified one with the given name and password', async () => {
    t = await build();
    const { admin, user, token } = await invite();
    expect(user.status).toBe('invited');
    const res = await post('/api/users/register', {
      registerToken: token,
      name: 'Ben K.',
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });

    const read = await t.app.inject({ method: 'GET', url: `/api/users/${user._id}`, headers: admin.bearer });
    expect(read.json().data).toMatchObject({ name: 'Ben K.', status: 'verified', isDeleted: 'false' });
    expect((await login(t, 'ben@acme.test', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a second use (410), an unknown token (404), weak passwords and bad bodies (400)', async () => {
    t = await build();
    const { token } = await invite();
    const body = { registerToken: token, name: 'Ben', password: NEW_PASSWORD };

    const common = await post('/api/users/register', { ...body, password: 'qwertyuiop123' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ error: 'This password is too common. Please choose another one' });
    expect((await post('/api/users/register', { ...body, password: 'too short' })).statusCode).toBe(400);
    expect((await post('/api/users/register', { ...body, name: '   ' })).statusCode).toBe(400);
    const extra = await post('/api/users/register', { ...body, email: 'other@acme.test' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toContain('email');

    const unknown = await post('/api/users/register', { ...body, registerToken: 'C'.repeat(43) });
    expect(unknown.statusCode).toBe(404);

    expect((await post('/api/users/register', body)).statusCode).toBe(200);
    const reused = await post('/api/users/register', { ...body, password: 'another long passphrase here' });
    expect(reused.statusCode).toBe(410);
    // The second attempt did not change the password.
    expect((await login(t, 'ben@acme.test', NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /api/accounts', () => {
  const signUp = {
    firstName: 'Clara',
    lastName: 'Novak',
    email: 'clara@novak.example',
    companyName: 'Novak Research',
  };

  it('creates a company with its first admin in a full-access Administration group and mails a set-password link', async () => {
    t = await build();
    const res = await post('/api/accounts', signUp);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(t.mailer.last().to).toBe('clara@novak.example');
    expect(t.mailer.last().subject).toContain('Novak Research');

    const user = await t.db
      .selectFrom('users')
      .innerJoin('companies', 'companies.id', 'users.company_id')
      .innerJoin('permission_groups', 'permission_groups.id', 'users.permission_group_id')
      .select([
        'users.name',
        'users.password_hash',
        'companies.name as company',
        'permission_groups.name as group',
      ])
      .select('permission_groups.access')
      .where('users.email', '=', 'clara@novak.example')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: 'Clara Novak', password_hash: null, company: 'Novak Research' });
    expect(user.group).toBe('Administration');
    const access = user.access as Record<string, unknown>;
    for (const flag of [
      'projects',
      'surveys',
      'panels',
      'contacts',
      'defaults',
      'settings',
      'createPanels',
    ]) {
      expect(access[flag]).toBe(true);
    }

    // Not able to sign in before choosing a password.
    expect((await login(t, 'clara@novak.example', NEW_PASSWORD)).statusCode).toBe(401);
    const set = await post('/api/users/set-password', { utoken: utokenFromMail(t), password: NEW_PASSWORD });
    expect(set.statusCode).toBe(200);
    const signedIn = await login(t, 'clara@novak.example', NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().permissions).toEqual({
      projects: true,
      surveyDesigner: true,
      panels: true,
      contacts: true,
      defaults: true,
      settings: true,
    });
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/users/all',
      headers: bearer(signedIn.json().token),
    });
    expect(users.json().data).toHaveLength(1);
  });

  it('answers the same when the email is taken, mailing its owner instead, and creates nothing', async () => {
    t = await build();
    const fresh = await post('/api/accounts', signUp);
    const company = await createCompany(t, 'Existing');
    await createUser(t, company.id, { email: 'taken@acme.test' });
    const companies = async () => (await t.db.selectFrom('companies').select('id').execute()).length;
    const before = await companies();

    const res = await post('/api/accounts', { ...signUp, email: 'TAKEN@acme.test' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(fresh.json());
    expect(await companies()).toBe(before);
    expect(t.mailer.last().to).toBe('taken@acme.test');
    expect(t.mailer.last().text).not.toMatch(/utoken=/);
  });

  it('mails a fresh set-password link when the taken email has no password yet', async () => {
    t = await build();
    await post('/api/accounts', signUp);
    t.clock.advance(2 * 60 * 60 * 1000);
    await post('/api/accounts', signUp);
    const set = await post('/api/users/set-password', { utoken: utokenFromMail(t), password: NEW_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect((await t.db.selectFrom('companies').select('id').execute()).length).toBe(1);
  });

  it('refuses line breaks in fields that reach mail headers (400) before writing anything', async () => {
    t = await build();
    for (const body of [
      { ...signUp, companyName: 'Evil\r\nBcc: victim@example.com' },
      { ...signUp, firstName: 'Clara\nBcc: victim@example.com' },
    ]) {
      const res = await post('/api/accounts', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Line breaks are not allowed in mail header fields' });
    }
    expect(await t.db.selectFrom('companies').select('id').execute()).toHaveLength(0);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(0);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('refuses missing, empty and unknown fields with 400', async () => {
    t = await build();
    const { companyName: _, ...withoutCompany } = signUp;
    expect((await post('/api/accounts', withoutCompany)).statusCode).toBe(400);
    expect((await post('/api/accounts', { ...signUp, firstName: '' })).statusCode).toBe(400);
    expect((await post('/api/accounts', { ...signUp, email: 'clara@novak' })).statusCode).toBe(400);
    const extra = await post('/api/accounts', { ...signUp, plan: 'Enterprise' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toContain('plan');
  });

  it('throttles sign-ups to one address (429)', async () => {
    t = await build();
    for (let i = 0; i <= mailPerRecipient.free; i++) {
      expect((await post('/api/accounts', signUp)).statusCode).toBe(201);
    }
    expect((await post('/api/accounts', signUp)).statusCode).toBe(429);
  });

  it('gives the new company the default languages', async () => {
    t = await build();
    await post('/api/accounts', signUp);
    const rows = await t.db.selectFrom('languages').select(['code', 'is_default']).orderBy('code').execute();
    expect(rows).toEqual([
      { code: 'deu', is_default: false },
      { code: 'eng', is_default: true },
      { code: 'fra', is_default: false },
    ]);
  });
});

describe('invitation links are per company', () => {
  it('an invitation of another company still names the right company', async () => {
    t = await build();
    const other = await createCompany(t, 'Other Co');
    await createGroup(t, other.id);
    const { token } = await invite();
    const res = await t.app.inject({ method: 'GET', url: `/api/users/invitations/${token}` });
    expect(res.json().data.companyName).toBe('Acme');
  });
});
