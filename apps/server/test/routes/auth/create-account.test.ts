import { requestMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { throttlePolicies } from '../../../src/auth/throttle.js';
import { bearer, login, NEW_PASSWORD, post, utokenFromMail } from '../../fixtures/auth.js';
import { createCompany, createUser } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

const { signUpPerRecipient } = throttlePolicies;

let t: TestApp;
afterEach(async () => t?.app.close());

describe('POST /api/accounts', () => {
  const signUp = {
    firstName: 'Clara',
    lastName: 'Novak',
    email: 'clara@novak.example',
    companyName: 'Novak Research',
  };

  it('creates a company with its first admin in a full-access Administration group and mails a set-password link', async () => {
    t = await build();
    const res = await post(t, '/api/accounts', signUp);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(t.mailer.last().to).toBe('clara@novak.example');
    expect(t.mailer.last().text).toContain('\nCompany: Novak Research\n');

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
    const set = await post(t, '/api/users/set-password', {
      utoken: utokenFromMail(t),
      password: NEW_PASSWORD,
    });
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

  it('answers the same for an address with an account elsewhere, and gives it a company of its own', async () => {
    t = await build();
    const fresh = await post(t, '/api/accounts', signUp);
    const company = await createCompany(t, 'Existing');
    await createUser(t, company.id, { email: 'taken@acme.test', password: 'the owner own passphrase' });

    const res = await post(t, '/api/accounts', { ...signUp, email: 'TAKEN@acme.test' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(fresh.json());
    expect(t.mailer.last().to).toBe('TAKEN@acme.test');
    const set = await post(t, '/api/users/set-password', {
      utoken: utokenFromMail(t),
      password: NEW_PASSWORD,
    });
    expect(set.statusCode).toBe(200);
    // The existing account is untouched: its own password still signs in to its own company.
    const existing = await login(t, 'taken@acme.test', 'the owner own passphrase', { companyId: company.id });
    expect(existing.statusCode).toBe(200);
    const signedUp = await t.db
      .selectFrom('users')
      .select('company_id')
      .where('email', '=', 'TAKEN@acme.test')
      .executeTakeFirstOrThrow();
    expect(signedUp.company_id).not.toBe(company.id);
  });

  it('answers another sign-up of an unconfirmed address with a fresh link for the same sign-up', async () => {
    t = await build();
    await post(t, '/api/accounts', signUp);
    const first = utokenFromMail(t);
    await post(t, '/api/accounts', { ...signUp, companyName: 'Someone Else Entirely' });
    expect(t.mailer.last().text).toContain('\nCompany: Novak Research\n');
    expect(t.mailer.last().text).not.toContain('Someone Else Entirely');
    expect((await t.db.selectFrom('companies').select('id').execute()).length).toBe(1);
    expect(
      (await post(t, '/api/users/set-password', { utoken: first, password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    const set = await post(t, '/api/users/set-password', {
      utoken: utokenFromMail(t),
      password: NEW_PASSWORD,
    });
    expect(set.statusCode).toBe(200);
  });

  it('refuses line breaks in fields that reach mails (400, naming the field) before writing anything', async () => {
    t = await build();
    for (const [body, field] of [
      [{ ...signUp, companyName: 'Evil\r\nBcc: victim@example.com' }, 'companyName'],
      [{ ...signUp, firstName: 'Clara\nBcc: victim@example.com' }, 'firstName'],
    ] as const) {
      const res = await post(t, '/api/accounts', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: requestMessages.forbiddenCharacters(field, 'body') });
    }
    expect(await t.db.selectFrom('companies').select('id').execute()).toHaveLength(0);
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(0);
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('refuses missing, empty and unknown fields with 400', async () => {
    t = await build();
    const { companyName: _, ...withoutCompany } = signUp;
    expect((await post(t, '/api/accounts', withoutCompany)).statusCode).toBe(400);
    expect((await post(t, '/api/accounts', { ...signUp, firstName: '' })).statusCode).toBe(400);
    expect((await post(t, '/api/accounts', { ...signUp, email: 'clara@novak' })).statusCode).toBe(400);
    const extra = await post(t, '/api/accounts', { ...signUp, plan: 'Enterprise' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toContain('plan');
  });

  it('throttles sign-ups to one address (429)', async () => {
    t = await build();
    for (let i = 0; i <= signUpPerRecipient.free; i++) {
      expect((await post(t, '/api/accounts', signUp)).statusCode).toBe(201);
    }
    expect((await post(t, '/api/accounts', signUp)).statusCode).toBe(429);
  });

  it('gives the new company the default languages', async () => {
    t = await build();
    await post(t, '/api/accounts', signUp);
    const rows = await t.db.selectFrom('languages').select(['code', 'is_default']).orderBy('code').execute();
    // ISO 639-2 bibliographic codes, as the languages list has them.
    expect(rows).toEqual([
      { code: 'eng', is_default: true },
      { code: 'fre', is_default: false },
      { code: 'ger', is_default: false },
    ]);
  });
});
