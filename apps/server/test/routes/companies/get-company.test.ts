import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { getCompany, start, stop } from '../../fixtures/companies.js';
import { createCompany, signedInAdmin } from '../../fixtures/records.js';
import type { TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => stop(t));

describe('GET /api/companies/{id} (getCompany)', () => {
  it('answers the caller’s own company settings', async () => {
    t = await start();
    const admin = await signedInAdmin(t);
    await t.db
      .updateTable('companies')
      .set({ plan: 'Enterprise', last_invoice_date: '2025-06-01', next_invoice_date: '2025-07-01' })
      .where('id', '=', admin.company.id)
      .execute();
    const res = await getCompany(t, admin.bearer, admin.company.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        _id: admin.company.id,
        name: 'Acme',
        invoice_email: '',
        invoice_address: '',
        vat: '',
        contact_person: '',
        logo: '',
        logoUrl: null,
        plan: 'Enterprise',
        lastInvoiceDate: '2025-06-01',
        nextInvoiceDate: '2025-07-01',
        secondFactorPolicy: 'off',
        activityRetentionDays: 730,
        // The plan and invoice dates changed since the company was made: version 2.
        version: 2,
      },
    });
  });

  it('lets settings holders of the company read it, and nobody else', async () => {
    t = await start();
    const member = await signedInAdmin(t, { settings: true });
    expect((await getCompany(t, member.bearer, member.company.id)).statusCode).toBe(200);
    const noSettings = await signedInAdmin(t, 'none');
    expect((await getCompany(t, noSettings.bearer, noSettings.company.id)).statusCode).toBe(403);
    const other = await createCompany(t, 'Other');
    const foreign = await getCompany(t, member.bearer, other.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Company not found' });
    expect((await getCompany(t, member.bearer, randomUUID())).statusCode).toBe(404);
    expect((await getCompany(t, member.bearer, 'acme')).statusCode).toBe(400);
    expect((await getCompany(t, {}, member.company.id)).statusCode).toBe(401);
  });
});
