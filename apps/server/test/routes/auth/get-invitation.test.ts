import { afterEach, describe, expect, it } from 'vitest';
import { inviteThroughApi, NEW_PASSWORD, post } from '../../fixtures/auth.js';
import { createCompany, createGroup } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('GET /api/users/invitations/{registerToken}', () => {
  it('answers who is invited to which company', async () => {
    t = await build();
    const { token } = await inviteThroughApi(t, 'ben@acme.test', 'Ben Keller');
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
    const { token } = await inviteThroughApi(t);
    await post(t, '/api/users/register', { registerToken: token, name: 'Ben', password: NEW_PASSWORD });
    const res = await t.app.inject({ method: 'GET', url: `/api/users/invitations/${token}` });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ error: 'This invitation has expired or was already used' });
  });
});

describe('invitation links are per company', () => {
  it('an invitation of another company still names the right company', async () => {
    t = await build();
    const other = await createCompany(t, 'Other Co');
    await createGroup(t, other.id);
    const { token } = await inviteThroughApi(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/users/invitations/${token}` });
    expect(res.json().data.companyName).toBe('Acme');
  });
});
