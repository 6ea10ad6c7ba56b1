import { afterEach, describe, expect, it } from 'vitest';
import { createUser, signedInAdmin } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

const summary = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers });

describe('GET /api/dashboard/summary (getDashboardSummary)', () => {
  it('counts the company’s users by status, its languages, and answers its company fields', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const companyId = admin.company.id;
    await createUser(t, companyId);
    await createUser(t, companyId, { password: null });
    await createUser(t, companyId, { password: null });
    await createUser(t, companyId, { deleted: true });
    await createUser(t, companyId, { deleted: true, password: null });
    // Another company's people and languages never count.
    const other = await signedInAdmin(t);
    await createUser(t, other.company.id, { password: null });
    await t.db
      .insertInto('languages')
      .values([
        {
          company_id: companyId,
          code: 'eng',
          name: 'English',
          custom_code: '',
          enabled: true,
          is_default: true,
        },
        {
          company_id: companyId,
          code: 'deu',
          name: 'German',
          custom_code: '',
          enabled: true,
          is_default: false,
        },
        {
          company_id: companyId,
          code: 'fra',
          name: 'French',
          custom_code: '',
          enabled: false,
          is_default: false,
        },
        {
          company_id: other.company.id,
          code: 'fra',
          name: 'French',
          custom_code: '',
          enabled: true,
          is_default: true,
        },
      ])
      .execute();
    await t.db
      .updateTable('companies')
      .set({
        plan: 'Enterprise',
        invoice_email: 'billing@acme.example',
        last_invoice_date: '2025-06-01',
        next_invoice_date: '2025-07-01',
      })
      .where('id', '=', companyId)
      .execute();

    await t.app.inject({
      method: 'PUT',
      url: '/api/time-zones',
      headers: admin.bearer,
      payload: {
        timeZones: [
          { id: 'Europe/Berlin', enabled: true, default: true },
          { id: 'Asia/Tokyo', enabled: true, default: false },
        ],
      },
    });
    // The Privacy Center reads the acceptance of the Data Processing Agreement in force.
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/legal-documents/terms-conditions/acceptance',
      headers: admin.bearer,
    });
    expect(accepted.statusCode).toBe(200);

    const res = await summary(admin.bearer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        activeUsers: 2,
        inactiveAccounts: 2,
        invitedUsers: 2,
        languages: { enabled: 2, default: 'English' },
        timeZones: { enabled: 2, default: 'Europe/Berlin' },
        defaults: { email: 0, page: 0, sms: 0, button: 0, live: 0, draft: 0 },
        company: {
          name: 'Acme',
          plan: 'Enterprise',
          invoice_email: 'billing@acme.example',
          lastInvoiceDate: '2025-06-01',
          nextInvoiceDate: '2025-07-01',
        },
        privacy: { dpaSigned: true },
      },
    });
  });

  it('answers zeros and nulls for a company without languages or invoices', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const { data } = (await summary(admin.bearer)).json();
    expect(data).toMatchObject({
      activeUsers: 1,
      inactiveAccounts: 0,
      invitedUsers: 0,
      languages: { enabled: 0, default: null },
      timeZones: { enabled: 0, default: null },
      company: { plan: 'Standard', invoice_email: '', lastInvoiceDate: null, nextInvoiceDate: null },
      privacy: { dpaSigned: false },
    });
  });

  it('answers 403 without the settings flag and 401 without a session', async () => {
    t = await build();
    const admin = await signedInAdmin(t, { projects: true, defaults: true });
    const forbidden = await summary(admin.bearer);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: expect.any(String) });
    expect((await summary({})).statusCode).toBe(401);
  });
});
