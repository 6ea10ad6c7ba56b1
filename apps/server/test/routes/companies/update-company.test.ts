import { afterEach, describe, expect, it } from 'vitest';
import { getCompany, settings, start, stop, updateCompany, upload } from '../../fixtures/companies.js';
import { signedInAdmin } from '../../fixtures/records.js';
import { logoUpload, png } from '../../fixtures/uploads.js';
import type { TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => stop(t));

describe('PUT /api/companies/{id} (updateCompany)', () => {
  it('saves the form and answers the saved settings', async () => {
    t = await start();
    const admin = await signedInAdmin(t);
    const res = await updateCompany(t, admin.bearer, admin.company.id, settings);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: expect.any(String), data: { ...settings, logoUrl: null } });
    expect((await getCompany(t, admin.bearer, admin.company.id)).json().data).toMatchObject(settings);
  });

  it('accepts an empty invoice email and refuses a malformed one', async () => {
    t = await start();
    const admin = await signedInAdmin(t);
    expect(
      (await updateCompany(t, admin.bearer, admin.company.id, { ...settings, invoice_email: '' })).statusCode,
    ).toBe(200);
    const bad = await updateCompany(t, admin.bearer, admin.company.id, {
      ...settings,
      invoice_email: 'billing@acme',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: expect.any(String) });
  });

  it.each([
    [{ ...settings, name: '' }],
    [{ ...settings, name: ' ' }],
    [{ ...settings, vat: 'x'.repeat(51) }],
    [{ ...settings, plan: 'Enterprise' }],
    [{ name: 'Only a name' }],
  ])('answers 400 for %j', async (payload) => {
    t = await start();
    const admin = await signedInAdmin(t);
    const res = await updateCompany(t, admin.bearer, admin.company.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 404 for another company (which stays as it was) and 403 without the settings flag', async () => {
    t = await start();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    expect((await updateCompany(t, admin.bearer, other.company.id, settings)).statusCode).toBe(404);
    expect((await getCompany(t, other.bearer, other.company.id)).json().data.name).toBe('Acme');
    const reader = await signedInAdmin(t, { defaults: true });
    const forbidden = await updateCompany(t, reader.bearer, reader.company.id, settings);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: expect.any(String) });
  });

  it('refuses a logo that was not uploaded for this company: paths, unknown names, another company’s file', async () => {
    t = await start();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const theirs = (await upload(t, other.bearer, other.company.id, logoUpload(png))).json().data.logo;
    for (const logo of ['../secrets.txt', '/etc/passwd', 'a/b.png', '.hidden.png']) {
      const res = await updateCompany(t, admin.bearer, admin.company.id, { ...settings, logo });
      expect(res.statusCode).toBe(400);
    }
    for (const logo of ['never-uploaded.png', theirs]) {
      const res = await updateCompany(t, admin.bearer, admin.company.id, { ...settings, logo });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Unknown logo file. Upload the logo first' });
    }
    expect((await getCompany(t, admin.bearer, admin.company.id)).json().data.logo).toBe('');
  });
});
