import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { start, stop } from '../../fixtures/companies.js';
import { createUser, signedInAdmin } from '../../fixtures/records.js';
import type { TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => stop(t));

describe('POST /api/company-setting (getCompanySettingByUser)', () => {
  it('answers the company settings for a user of the caller’s company', async () => {
    t = await start();
    const admin = await signedInAdmin(t);
    const colleague = await createUser(t, admin.company.id, { password: null });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company-setting',
      headers: admin.bearer,
      payload: { userId: colleague.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: admin.company.id, name: 'Acme' });
  });

  it('answers 404 for a user of another company or an unknown one, 400 for a bad body', async () => {
    t = await start();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    for (const userId of [other.user.id, randomUUID()]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/company-setting',
        headers: admin.bearer,
        payload: { userId },
      });
      expect(res.statusCode).toBe(404);
    }
    for (const payload of [{}, { userId: 'me' }, { userId: admin.user.id, companyId: other.company.id }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/company-setting',
        headers: admin.bearer,
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/company-setting',
      headers: { cookie: admin.cookie.cookie, origin: 'https://evil.example' },
      payload: { userId: admin.user.id },
    });
    expect(crossSite.statusCode).toBe(403);
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/company-setting',
      headers: admin.cookie,
      payload: { userId: admin.user.id },
    });
    expect(sameSite.statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/company-setting',
      payload: { userId: admin.user.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
