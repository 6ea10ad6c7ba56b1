import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { gif, jpeg, logoUpload, multipart, png, webp } from './companies-fixtures.js';
import { createCompany, createUser, sessionHeaders, signedInAdmin } from './fixtures.js';
import { build, type TestApp } from './helpers.js';

let t: TestApp;
let dataDir: string | undefined;
afterEach(async () => {
  await t?.app.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

/** Each test gets its own data folder, so logo files of one test never meet another's. */
async function start() {
  dataDir = await mkdtemp(join(tmpdir(), 'qone-companies-'));
  t = await build({ dataDir });
  return t;
}

type Headers = Record<string, string>;
const settings = {
  name: 'Acme Research GmbH',
  invoice_email: 'billing@acme.example',
  invoice_address: 'Hauptstraße 1, 10115 Berlin, Germany',
  vat: 'DE123456789',
  contact_person: 'Anna Schmidt',
  logo: '',
};

const getCompany = (headers: Headers, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/companies/${id}`, headers });
const updateCompany = (headers: Headers, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/companies/${id}`, headers, payload });
const upload = (headers: Headers, id: string, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/companies/${id}/logo`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
const logoFiles = async () => {
  const dir = join(dataDir ?? '', 'company_logos');
  return existsSync(dir) ? (await readdir(dir)).sort() : [];
};

describe('GET /api/companies/{id} (getCompany)', () => {
  it('answers the caller’s own company settings', async () => {
    await start();
    const admin = await signedInAdmin(t);
    await t.db
      .updateTable('companies')
      .set({ plan: 'Enterprise', last_invoice_date: '2025-06-01', next_invoice_date: '2025-07-01' })
      .where('id', '=', admin.company.id)
      .execute();
    const res = await getCompany(admin.bearer, admin.company.id);
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
      },
    });
  });

  it('lets settings holders of the company read it, and nobody else', async () => {
    await start();
    const member = await signedInAdmin(t, { settings: true });
    expect((await getCompany(member.bearer, member.company.id)).statusCode).toBe(200);
    const noSettings = await signedInAdmin(t, 'none');
    expect((await getCompany(noSettings.bearer, noSettings.company.id)).statusCode).toBe(403);
    const other = await createCompany(t, 'Other');
    const foreign = await getCompany(member.bearer, other.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Company not found' });
    expect((await getCompany(member.bearer, randomUUID())).statusCode).toBe(404);
    expect((await getCompany(member.bearer, 'acme')).statusCode).toBe(400);
    expect((await getCompany({}, member.company.id)).statusCode).toBe(401);
  });
});

describe('PUT /api/companies/{id} (updateCompany)', () => {
  it('saves the form and answers the saved settings', async () => {
    await start();
    const admin = await signedInAdmin(t);
    const res = await updateCompany(admin.bearer, admin.company.id, settings);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: expect.any(String), data: { ...settings, logoUrl: null } });
    expect((await getCompany(admin.bearer, admin.company.id)).json().data).toMatchObject(settings);
  });

  it('accepts an empty invoice email and refuses a malformed one', async () => {
    await start();
    const admin = await signedInAdmin(t);
    expect(
      (await updateCompany(admin.bearer, admin.company.id, { ...settings, invoice_email: '' })).statusCode,
    ).toBe(200);
    const bad = await updateCompany(admin.bearer, admin.company.id, {
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
    await start();
    const admin = await signedInAdmin(t);
    const res = await updateCompany(admin.bearer, admin.company.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 404 for another company (which stays as it was) and 403 without the settings flag', async () => {
    await start();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    expect((await updateCompany(admin.bearer, other.company.id, settings)).statusCode).toBe(404);
    expect((await getCompany(other.bearer, other.company.id)).json().data.name).toBe('Acme');
    const reader = await signedInAdmin(t, { defaults: true });
    const forbidden = await updateCompany(reader.bearer, reader.company.id, settings);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: expect.any(String) });
  });

  it('refuses a logo that was not uploaded for this company: paths, unknown names, another company’s file', async () => {
    await start();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const theirs = (await upload(other.bearer, other.company.id, logoUpload(png))).json().data.logo;
    for (const logo of ['../secrets.txt', '/etc/passwd', 'a/b.png', '.hidden.png']) {
      const res = await updateCompany(admin.bearer, admin.company.id, { ...settings, logo });
      expect(res.statusCode).toBe(400);
    }
    for (const logo of ['never-uploaded.png', theirs]) {
      const res = await updateCompany(admin.bearer, admin.company.id, { ...settings, logo });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Unknown logo file. Upload the logo first' });
    }
    expect((await getCompany(admin.bearer, admin.company.id)).json().data.logo).toBe('');
  });
});

describe('POST /api/companies/{id}/logo (uploadCompanyLogo) and the logo’s life cycle', () => {
  it('stores an upload, keeps the old logo until saved, serves the file, replaces and removes it', async () => {
    await start();
    const admin = await signedInAdmin(t);

    const first = await upload(admin.bearer, admin.company.id, logoUpload(png));
    expect(first.statusCode).toBe(200);
    const { logo, logoUrl } = first.json().data;
    expect(logo).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(logoUrl).toBe(`/company_logos/${logo}`);
    expect(await logoFiles()).toEqual([logo]);
    expect((await getCompany(admin.bearer, admin.company.id)).json().data.logo).toBe('');

    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);

    const saved = await updateCompany(admin.bearer, admin.company.id, { ...settings, logo });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ logo, logoUrl });
    // Saving again with the current name keeps it.
    expect((await updateCompany(admin.bearer, admin.company.id, { ...settings, logo })).statusCode).toBe(200);

    const second = (
      await upload(admin.bearer, admin.company.id, logoUpload(webp, 'x.webp', 'image/webp'))
    ).json().data.logo;
    await updateCompany(admin.bearer, admin.company.id, { ...settings, logo: second });
    expect(await logoFiles()).toEqual([second]);
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
    // The replaced logo cannot be brought back by name: its file is gone.
    expect((await updateCompany(admin.bearer, admin.company.id, { ...settings, logo })).statusCode).toBe(400);

    const removed = await updateCompany(admin.bearer, admin.company.id, { ...settings, logo: '' });
    expect(removed.json().data).toMatchObject({ logo: '', logoUrl: null });
    expect(await logoFiles()).toEqual([]);
  });

  it('names the file after its content: JPEG bytes called .gif are stored as .jpg', async () => {
    await start();
    const admin = await signedInAdmin(t);
    const res = await upload(admin.bearer, admin.company.id, logoUpload(jpeg, 'photo.gif', 'image/gif'));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.logo).toMatch(/\.jpg$/);
  });

  it.each([
    ['a GIF', gif, 'logo.gif', 'image/gif'],
    ['text named .png', Buffer.from('just some text, not an image'), 'logo.png', 'image/png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'l.svg',
      'image/svg+xml',
    ],
    ['an empty file', Buffer.alloc(0), 'logo.png', 'image/png'],
  ])('answers 415 for %s and stores nothing', async (_label, data, filename, type) => {
    await start();
    const admin = await signedInAdmin(t);
    const res = await upload(admin.bearer, admin.company.id, logoUpload(data, filename, type));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'Only PNG, JPEG and WebP images are accepted' });
    expect(await logoFiles()).toEqual([]);
  });

  it('accepts exactly 2 MB and answers 413 above it', async () => {
    await start();
    const admin = await signedInAdmin(t);
    const limit = 2 * 1024 * 1024;
    const atLimit = Buffer.concat([png, Buffer.alloc(limit - png.length)]);
    expect((await upload(admin.bearer, admin.company.id, logoUpload(atLimit))).statusCode).toBe(200);
    const tooLarge = await upload(
      admin.bearer,
      admin.company.id,
      logoUpload(Buffer.concat([atLimit, Buffer.alloc(1)])),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: 'The file is larger than 2 MB' });
    expect(await logoFiles()).toHaveLength(1);
  });

  it('answers 400 for a body without a file part or with other fields, 415 for a JSON body', async () => {
    await start();
    const admin = await signedInAdmin(t);
    const noFile = await upload(admin.bearer, admin.company.id, multipart([{ name: 'other', data: 'x' }]));
    expect(noFile.statusCode).toBe(400);
    const textFile = await upload(
      admin.bearer,
      admin.company.id,
      multipart([{ name: 'file', data: 'not a file' }]),
    );
    expect(textFile.statusCode).toBe(400);
    expect(textFile.json()).toEqual({ error: expect.stringContaining('file') });
    const extra = await upload(
      admin.bearer,
      admin.company.id,
      multipart([
        { name: 'file', filename: 'logo.png', contentType: 'image/png', data: png },
        { name: 'owner', data: 'someone else' },
      ]),
    );
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toContain('owner');
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${admin.company.id}/logo`,
      headers: admin.bearer,
      payload: { file: png.toString('base64') },
    });
    expect(json.statusCode).toBe(415);
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${admin.company.id}/logo`,
      headers: { ...admin.bearer, 'content-type': 'multipart/form-data; boundary=nope' },
      payload: 'this is not a multipart body',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: expect.any(String) });
    expect(await logoFiles()).toEqual([]);
  });

  it('answers 404 for another company, 403 without the settings flag, 401 without a session', async () => {
    await start();
    const admin = await signedInAdmin(t);
    const other = await createCompany(t, 'Other');
    expect((await upload(admin.bearer, other.id, logoUpload(png))).statusCode).toBe(404);
    const reader = await signedInAdmin(t, { defaults: true });
    expect((await upload(reader.bearer, reader.company.id, logoUpload(png))).statusCode).toBe(403);
    expect((await upload({}, admin.company.id, logoUpload(png))).statusCode).toBe(401);
    expect(await logoFiles()).toEqual([]);
  });

  it('sweeps uploads that never became the logo after a day', async () => {
    await start();
    const admin = await signedInAdmin(t);
    const unused = (await upload(admin.bearer, admin.company.id, logoUpload(png))).json().data.logo;
    const kept = (
      await upload(admin.bearer, admin.company.id, logoUpload(jpeg, 'a.jpg', 'image/jpeg'))
    ).json().data.logo;
    await updateCompany(admin.bearer, admin.company.id, { ...settings, logo: kept });
    t.clock.advance(25 * 60 * 60 * 1000);
    const { bearer } = await sessionHeaders(t, admin.user); // the first session has expired by now
    const fresh = (await upload(bearer, admin.company.id, logoUpload(webp, 'b.webp', 'image/webp'))).json()
      .data.logo;
    expect(await logoFiles()).toEqual([fresh, kept].sort());
    expect((await updateCompany(bearer, admin.company.id, { ...settings, logo: unused })).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/company-setting (getCompanySettingByUser)', () => {
  it('answers the company settings for a user of the caller’s company', async () => {
    await start();
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
    await start();
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

describe('GET /api/companies/auth (getCompanyAuth) and GET /api/companies (listCompanies)', () => {
  it('answers the caller’s company and identity', async () => {
    await start();
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

describe('GET /api/companies/alias (getCompanyAlias)', () => {
  it('finds the company by its host (with or without port) or by the alias as the first label; public', async () => {
    await start();
    const acme = await createCompany(t, 'Acme Research GmbH');
    await t.db
      .updateTable('companies')
      .set({ alias: 'acme', host: 'console.acme.example' })
      .where('id', '=', acme.id)
      .execute();
    const expected = { data: { companyId: acme.id, alias: 'acme', name: 'Acme Research GmbH' } };
    for (const host of [
      'console.acme.example',
      'CONSOLE.acme.example:8443',
      'acme.qone.app',
      'acme.qone.app:443',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/companies/alias', query: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(res.json()).toEqual(expected);
    }
  });

  it('answers 404 for a host no company is served on and 400 for a malformed or missing host', async () => {
    await start();
    await createCompany(t);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/companies/alias',
      query: { host: 'nobody.example' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: expect.any(String) });
    const queries: Record<string, string>[] = [{ host: 'evil.example/path' }, { host: '' }, {}];
    for (const query of queries) {
      const res = await t.app.inject({ method: 'GET', url: '/api/companies/alias', query });
      expect(res.statusCode).toBe(400);
    }
  });

  it('throttles lookups per client address: 429 with Retry-After beyond 120 a minute', async () => {
    await start();
    // The per-server request rate is counted by @fastify/rate-limit on the process clock, not the app's clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const lookup = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/companies/alias',
        query: { host: 'nobody.example' },
        remoteAddress,
      });
    for (let i = 0; i < 120; i++) expect((await lookup('203.0.113.7')).statusCode).toBe(404);
    const throttled = await lookup('203.0.113.7');
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.json()).toEqual({ error: expect.any(String) });
    expect((await lookup('203.0.113.8')).statusCode).toBe(404);
    t.clock.advance(60_000);
    vi.advanceTimersByTime(60_000);
    expect((await lookup('203.0.113.7')).statusCode).toBe(404);
  });
});
