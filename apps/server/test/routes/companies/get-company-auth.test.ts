import { afterEach, describe, expect, it } from 'vitest';
import { start, stop } from '../../fixtures/companies.js';
import { signedInAdmin } from '../../fixtures/records.js';
import type { TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => stop(t));

describe('GET /api/companies/auth (getCompanyAuth) and GET /api/companies (listCompanies)', () => {
  it('answers the caller’s company and identity', async () => {
    t = await start();
    const admin = await signedInAdmin(t, 'none');
    await signedInAdmin(t);
    const auth = await t.app.inject({ method: 'GET', url: '/api/companies/auth', headers: admin.bearer });
    expect(auth.statusCode).toBe(200);
    expect(auth.json()).toEqual({
      data: {
        companyId: admin.company.id,
        name: 'Acme',
        alias: '',
        userId: admin.user.id,
        email: admin.user.email,
      },
    });
    await t.db.updateTable('companies').set({ alias: 'acme' }).where('id', '=', admin.company.id).execute();
    const listed = await t.app.inject({ method: 'GET', url: '/api/companies', headers: admin.bearer });
    expect(listed.json()).toEqual({ data: [{ _id: admin.company.id, name: 'Acme', alias: 'acme' }] });
    expect((await t.app.inject({ method: 'GET', url: '/api/companies/auth' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/companies' })).statusCode).toBe(401);
  });
});
