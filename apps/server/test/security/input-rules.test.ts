import { passwordMessages, type RequestPart, requestMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { inviteThroughApi, NEW_PASSWORD, post, utokenFromMail } from '../fixtures/auth.js';
import { createUser, PASSWORD, sessionHeaders, signedInAdmin } from '../fixtures/records.js';
import { send } from '../fixtures/users.js';
import { build, type TestApp } from '../helpers/build.js';

/** Input that must get a clear 400 naming the field — never a 500, never stored as garbage. */
let t: TestApp;
afterEach(async () => t?.app.close());

const refused = (field: string, part: RequestPart = 'body') => ({
  error: requestMessages.forbiddenCharacters(field, part),
});

describe('13. NUL, control characters, lone surrogates and bidi overrides are refused at the edge, with the field named', () => {
  it('refuses a NUL in an unauthenticated sign-up’s first name, stores nothing and logs none of the request’s data', async () => {
    t = await build();
    const res = await post(t, '/api/accounts', {
      firstName: 'Nul\u0000Marker',
      lastName: 'Person',
      email: 'nul.marker@example.test',
      companyName: 'Nul Marker Company',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('firstName'));
    expect(await t.db.selectFrom('companies').select('id').execute()).toEqual([]);
    const log = t.logLines.join('\n');
    expect(log).not.toMatch(/Marker|nul\.marker/);
  });

  it.each([
    ['a control character', 'Bell\u0007Name'],
    ['a lone surrogate', 'Half\ud800Name'],
    ['a right-to-left override', 'gnp.\u202Eexe'],
    ['a line break in a one-line field', 'Two\nLines'],
    ['DEL', 'Del\u007fName'],
  ])('refuses %s in names, emails, group and role names', async (_label, bad) => {
    t = await build();
    const admin = await signedInAdmin(t);
    const attempts: [Promise<{ statusCode: number; json(): unknown }>, string][] = [
      [
        send(t, 'POST', '/api/users', admin.bearer, {
          name: bad,
          email: 'x@acme.test',
          permissionGroupId: admin.group.id,
        }),
        'name',
      ],
      [
        send(t, 'POST', '/api/users', admin.bearer, {
          name: 'X',
          email: `${bad}@acme.test`,
          permissionGroupId: admin.group.id,
        }),
        'email',
      ],
      [
        send(t, 'POST', '/api/permission-groups', admin.bearer, {
          name: bad,
          description: 'A description long enough.',
        }),
        'name',
      ],
      [send(t, 'POST', '/api/user-roles', admin.bearer, { role: bad, description: '' }), 'role'],
      [
        send(t, 'PUT', `/api/users/update-userprofile/${admin.user.id}`, admin.bearer, {
          name: bad,
          email: admin.user.email,
          phone: '+49 30 1234567',
        }),
        'name',
      ],
    ];
    for (const [request, field] of attempts) {
      const res = await request;
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused(field));
    }
    expect(await t.db.selectFrom('users').select('id').execute()).toHaveLength(1);
    expect(await t.db.selectFrom('permission_groups').select('id').execute()).toHaveLength(1);
    expect(await t.db.selectFrom('user_roles').select('id').execute()).toHaveLength(0);
  });

  it('accepts tabs and line breaks where a field is multi-line', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const res = await send(t, 'PUT', `/api/companies/${admin.company.id}`, admin.bearer, {
      name: 'Acme',
      invoice_email: '',
      invoice_address: 'Hauptstraße 1\n10115 Berlin\tGermany',
      vat: '',
      contact_person: '',
      logo: '',
      baseVersion: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.invoice_address).toBe('Hauptstraße 1\n10115 Berlin\tGermany');
    const nul = await send(t, 'PUT', `/api/companies/${admin.company.id}`, admin.bearer, {
      name: 'Acme',
      invoice_email: '',
      invoice_address: 'Line\u0000',
      vat: '',
      contact_person: '',
      logo: '',
      baseVersion: 2,
    });
    expect(nul.json()).toEqual(refused('invoice_address'));
  });

  it('checks path and query strings too', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const path = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${encodeURIComponent('a\u202Eb@acme.test')}`,
      headers: admin.bearer,
      payload: { name: 'X' },
    });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toEqual(refused('id', 'params'));
    const query = await t.app.inject({ method: 'GET', url: '/api/companies/alias?host=a%00b.example' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(refused('host', 'querystring'));
  });
});

describe('14. Long path parameters: what the contract allows works, the rest is a 400 through the one error handler', () => {
  it('edits a user whose valid email is longer than 100 characters', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const email = `${'a'.repeat(60)}.${'b'.repeat(40)}@${'c'.repeat(40)}.example`;
    expect(email.length).toBeGreaterThan(100);
    await createUser(t, admin.company.id, { email, groupId: admin.group.id });
    const res = await send(t, 'PUT', `/api/users/${encodeURIComponent(email)}`, admin.bearer, {
      name: 'Long Address',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe('Long Address');
  });

  it('answers an over-long or malformed path parameter with { error } and the security headers', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const cases: [string, number][] = [
      // Longer than the contract allows: refused by validation, naming the parameter.
      [`/api/users/${'a'.repeat(300)}@acme.test`, 400],
      // Longer than any parameter of the contract even %-escaped: the router's refusal, through the error handler.
      [`/api/permission-groups/${'x'.repeat(5000)}`, 414],
      // A malformed %-escape.
      ['/api/users/%E0%A4%A', 400],
    ];
    for (const [url, status] of cases) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin.bearer });
      expect(res.statusCode, url.slice(0, 40)).toBe(status);
      expect(res.json()).toEqual({ error: expect.any(String) });
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('15. New passwords: not blank, not one repeated character, not the user’s email, name or company', () => {
  const { blank, repeated, personal } = passwordMessages;

  it('refuses them when registering an invitation', async () => {
    t = await build();
    const { token } = await inviteThroughApi(t, 'ben.keller@acme.test', 'Ben Keller');
    const cases: [string, string][] = [
      [' '.repeat(12), blank],
      ['a'.repeat(12), repeated],
      ['🙂'.repeat(12), repeated],
      ['my ben.keller@acme.test pw', personal],
      ['KELLER forever and ever', personal],
      ['Acme is the best company', personal],
    ];
    for (const [password, message] of cases) {
      const res = await post(t, '/api/users/register', {
        registerToken: token,
        name: 'Ben Keller',
        password,
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    const ok = await post(t, '/api/users/register', {
      registerToken: token,
      name: 'Ben Keller',
      password: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses them when setting a password from a link and when changing one’s own', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const user = await createUser(t, admin.company.id, {
      email: 'clara.novak@acme.test',
      name: 'Clara Novak',
    });
    await send(t, 'PUT', `/api/users/reset-password/${user.id}`, admin.bearer, { password: '' });
    const utoken = utokenFromMail(t);
    for (const [password, message] of [
      ['\u0020'.repeat(16), blank],
      ['clara.novak@acme.test', personal],
      ['novak novak novak', personal],
    ] as const) {
      const res = await post(t, '/api/users/set-password', { utoken, password });
      expect(res.json(), password).toEqual({ error: message });
    }
    const other = await createUser(t, admin.company.id, { email: 'dora@acme.test', name: 'Dora Explorer' });
    const session = await sessionHeaders(t, other);
    const change = await send(t, 'PUT', `/api/users/reset-password/${other.id}`, session.bearer, {
      oldPassword: PASSWORD,
      password: 'zzzzzzzzzzzzzzzz',
    });
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual({ error: repeated });
  });

  it('refuses them when the company signs up', async () => {
    t = await build();
    await post(t, '/api/accounts', {
      firstName: 'Clara',
      lastName: 'Novak',
      email: 'clara@novak.example',
      companyName: 'Novak Research',
    });
    await t.app.outbox.drain();
    const res = await post(t, '/api/users/set-password', {
      utoken: utokenFromMail(t),
      password: 'novak research rocks',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: personal });
  });
});
