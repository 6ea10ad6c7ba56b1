import { afterEach, describe, expect, it } from 'vitest';
import {
  getCompany,
  logoFiles,
  settings,
  start,
  stop,
  updateCompany,
  upload,
} from '../../fixtures/companies.js';
import { createCompany, sessionHeaders, signedInAdmin } from '../../fixtures/records.js';
import { gif, jpeg, logoUpload, multipart, png, webp } from '../../fixtures/uploads.js';
import type { TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => stop(t));

describe('POST /api/companies/{id}/logo (uploadCompanyLogo) and the logo’s life cycle', () => {
  it('stores an upload, keeps the old logo until saved, serves the file, replaces and removes it', async () => {
    t = await start();
    const admin = await signedInAdmin(t);

    const first = await upload(t, admin.bearer, admin.company.id, logoUpload(png));
    expect(first.statusCode).toBe(200);
    const { logo, logoUrl } = first.json().data;
    expect(logo).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(logoUrl).toBe(`/company_logos/${logo}`);
    expect(await logoFiles(t)).toEqual([logo]);
    expect((await getCompany(t, admin.bearer, admin.company.id)).json().data.logo).toBe('');

    // Not saved yet: the company's signed-in users see it (the form's preview), nobody else does.
    const preview = await t.app.inject({ method: 'GET', url: logoUrl, headers: admin.bearer });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.rawPayload.equals(png)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);

    const saved = await updateCompany(t, admin.bearer, admin.company.id, { ...settings, logo });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ logo, logoUrl });
    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    // Saving again with the current name keeps it.
    expect((await updateCompany(t, admin.bearer, admin.company.id, { ...settings, logo })).statusCode).toBe(
      200,
    );

    const second = (
      await upload(t, admin.bearer, admin.company.id, logoUpload(webp, 'x.webp', 'image/webp'))
    ).json().data.logo;
    await updateCompany(t, admin.bearer, admin.company.id, { ...settings, logo: second });
    expect(await logoFiles(t)).toEqual([second]);
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
    // The replaced logo cannot be brought back by name: its file is gone.
    expect((await updateCompany(t, admin.bearer, admin.company.id, { ...settings, logo })).statusCode).toBe(
      400,
    );

    const removed = await updateCompany(t, admin.bearer, admin.company.id, { ...settings, logo: '' });
    expect(removed.json().data).toMatchObject({ logo: '', logoUrl: null });
    expect(await logoFiles(t)).toEqual([]);
  });

  it('names the file after its content: JPEG bytes called .gif are stored as .jpg', async () => {
    t = await start();
    const admin = await signedInAdmin(t);
    const res = await upload(t, admin.bearer, admin.company.id, logoUpload(jpeg, 'photo.gif', 'image/gif'));
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
    t = await start();
    const admin = await signedInAdmin(t);
    const res = await upload(t, admin.bearer, admin.company.id, logoUpload(data, filename, type));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ error: 'Only PNG, JPEG and WebP images are accepted' });
    expect(await logoFiles(t)).toEqual([]);
  });

  it('accepts exactly 2 MB and answers 413 above it', async () => {
    t = await start();
    const admin = await signedInAdmin(t);
    const limit = 2 * 1024 * 1024;
    const atLimit = Buffer.concat([png, Buffer.alloc(limit - png.length)]);
    expect((await upload(t, admin.bearer, admin.company.id, logoUpload(atLimit))).statusCode).toBe(200);
    const tooLarge = await upload(
      t,
      admin.bearer,
      admin.company.id,
      logoUpload(Buffer.concat([atLimit, Buffer.alloc(1)])),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: 'The file is larger than 2 MB' });
    expect(await logoFiles(t)).toHaveLength(1);
  });

  it('answers 400 for a body without a file part or with other fields, 415 for a JSON body', async () => {
    t = await start();
    const admin = await signedInAdmin(t);
    const noFile = await upload(t, admin.bearer, admin.company.id, multipart([{ name: 'other', data: 'x' }]));
    expect(noFile.statusCode).toBe(400);
    const textFile = await upload(
      t,
      admin.bearer,
      admin.company.id,
      multipart([{ name: 'file', data: 'not a file' }]),
    );
    expect(textFile.statusCode).toBe(400);
    expect(textFile.json()).toEqual({ error: expect.stringContaining('file') });
    const extra = await upload(
      t,
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
    expect(await logoFiles(t)).toEqual([]);
  });

  it('answers 404 for another company, 403 without the settings flag, 401 without a session', async () => {
    t = await start();
    const admin = await signedInAdmin(t);
    const other = await createCompany(t, 'Other');
    expect((await upload(t, admin.bearer, other.id, logoUpload(png))).statusCode).toBe(404);
    const reader = await signedInAdmin(t, { defaults: true });
    expect((await upload(t, reader.bearer, reader.company.id, logoUpload(png))).statusCode).toBe(403);
    expect((await upload(t, {}, admin.company.id, logoUpload(png))).statusCode).toBe(401);
    expect(await logoFiles(t)).toEqual([]);
  });

  it('sweeps uploads that never became the logo after a day', async () => {
    t = await start();
    const admin = await signedInAdmin(t);
    const unused = (await upload(t, admin.bearer, admin.company.id, logoUpload(png))).json().data.logo;
    const kept = (
      await upload(t, admin.bearer, admin.company.id, logoUpload(jpeg, 'a.jpg', 'image/jpeg'))
    ).json().data.logo;
    await updateCompany(t, admin.bearer, admin.company.id, { ...settings, logo: kept });
    t.clock.advance(25 * 60 * 60 * 1000);
    const { bearer } = await sessionHeaders(t, admin.user); // the first session has expired by now
    const fresh = (await upload(t, bearer, admin.company.id, logoUpload(webp, 'b.webp', 'image/webp'))).json()
      .data.logo;
    expect(await logoFiles(t)).toEqual([fresh, kept].sort());
    expect((await updateCompany(t, bearer, admin.company.id, { ...settings, logo: unused })).statusCode).toBe(
      400,
    );
  });
});
