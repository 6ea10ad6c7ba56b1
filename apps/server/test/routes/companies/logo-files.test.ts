import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { sha256Hex } from '../../../src/files/file-store.js';
import { sweepUnusedLogoUploads, UNUSED_UPLOAD_TTL_MS } from '../../../src/files/logos.js';
import { logoFiles, settings, start, stop, updateCompany, upload } from '../../fixtures/companies.js';
import { createCompany, sessionHeaders, signedInAdmin } from '../../fixtures/records.js';
import { jpeg, logoUpload, png, webp } from '../../fixtures/uploads.js';
import { buildSibling, type SiblingApp, type TestApp } from '../../helpers/build.js';

/**
 * Logo files live in the database (src/files/file-store.ts), so every server process sharing it serves every logo:
 * `buildSibling` is a second app on the same database with a data folder of its own, as a process on another
 * machine would have.
 */
let t: TestApp | undefined;
const siblings: SiblingApp[] = [];
afterEach(async () => {
  for (const sibling of siblings.splice(0)) await sibling.close();
  await stop(t);
  t = undefined;
});

async function otherProcess(app: TestApp, dataDir?: string): Promise<SiblingApp> {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'qone-other-')));
  if (!dataDir) onTestFinished(() => rm(dir, { recursive: true, force: true }));
  const sibling = await buildSibling(app, { dataDir: dir });
  siblings.push(sibling);
  return sibling;
}

describe('logo files in the database', () => {
  it('serves a logo uploaded and saved through one server from the other, with the same bytes', async () => {
    t = await start();
    const admin = await signedInAdmin(t);
    const other = await otherProcess(t);
    const { logo, logoUrl } = (await upload(t, admin.bearer, admin.company.id, logoUpload(png))).json().data;

    // Not saved yet: the other server shows it to the company's signed-in users only.
    const preview = await other.app.inject({ method: 'GET', url: logoUrl, headers: admin.bearer });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.rawPayload.equals(png)).toBe(true);
    expect((await other.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);

    expect((await updateCompany(t, admin.bearer, admin.company.id, { ...settings, logo })).statusCode).toBe(
      200,
    );
    const served = await other.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.rawPayload.equals(png)).toBe(true);

    // Replaced through the other server: gone on both.
    const next = (await upload(other, admin.bearer, admin.company.id, logoUpload(webp))).json().data;
    expect(
      (await updateCompany(other, admin.bearer, admin.company.id, { ...settings, logo: next.logo }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
    const replaced = await t.app.inject({ method: 'GET', url: next.logoUrl });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.headers['content-type']).toBe('image/webp');
    expect(replaced.rawPayload.equals(webp)).toBe(true);
    expect(await logoFiles(t)).toEqual([next.logo]);
  });

  it('answers an ETag from the bytes’ SHA-256 and 304 to a request that already has them', async () => {
    t = await start();
    const admin = await signedInAdmin(t);
    const { logo, logoUrl } = (
      await upload(t, admin.bearer, admin.company.id, logoUpload(jpeg, 'a.gif'))
    ).json().data;
    await updateCompany(t, admin.bearer, admin.company.id, { ...settings, logo });
    const first = await t.app.inject({ method: 'GET', url: logoUrl });
    const etag = `"${sha256Hex(jpeg)}"`;
    expect(first.headers.etag).toBe(etag);
    // The type of the bytes, whatever the upload was called.
    expect(first.headers['content-type']).toBe('image/jpeg');
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await t.app.inject({
        method: 'GET',
        url: logoUrl,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=86400');
    }
    const changed = await t.app.inject({
      method: 'GET',
      url: logoUrl,
      headers: { 'if-none-match': '"old"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(jpeg)).toBe(true);
    // A 304 says nothing to those who may not see the file: an unsaved upload stays a 404 for strangers.
    const pending = (await upload(t, admin.bearer, admin.company.id, logoUpload(png))).json().data;
    const stranger = await t.app.inject({
      method: 'GET',
      url: pending.logoUrl,
      headers: { 'if-none-match': `"${sha256Hex(png)}"` },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('removes uploads never saved after a day, for every company, and never a current logo', async () => {
    t = await start();
    const admin = await signedInAdmin(t);
    const unused = (await upload(t, admin.bearer, admin.company.id, logoUpload(png))).json().data.logo;
    const kept = (await upload(t, admin.bearer, admin.company.id, logoUpload(webp))).json().data.logo;
    await updateCompany(t, admin.bearer, admin.company.id, { ...settings, logo: kept });
    t.clock.advance(UNUSED_UPLOAD_TTL_MS - 1000);
    await sweepUnusedLogoUploads(t.app.services);
    expect(await logoFiles(t)).toEqual([kept, unused].sort());
    t.clock.advance(2000);
    await sweepUnusedLogoUploads(t.app.services);
    expect(await logoFiles(t)).toEqual([kept]);
    const { bearer } = await sessionHeaders(t, admin.user);
    expect((await updateCompany(t, bearer, admin.company.id, { ...settings, logo: unused })).statusCode).toBe(
      400,
    );
  });
});

describe('logo files an earlier version kept in DATA_DIR', () => {
  it('are imported once at start: served from the database after, a missing one logged and the start goes on', async () => {
    t = await start();
    const acme = await createCompany(t, 'Acme');
    const beta = await createCompany(t, 'Beta');
    const gone = await createCompany(t, 'Gone');
    // An install of an earlier version: current logos and an unsaved upload as files, one of them lost.
    const current = `${randomUUID()}.png`;
    const olderThanUploads = `${randomUUID()}.webp`;
    const pending = `${randomUUID()}.jpg`;
    const lost = `${randomUUID()}.png`;
    const dataDir = await mkdtemp(join(tmpdir(), 'qone-old-install-'));
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }));
    await mkdir(join(dataDir, 'company_logos'));
    await writeFile(join(dataDir, 'company_logos', current), png);
    await writeFile(join(dataDir, 'company_logos', olderThanUploads), webp);
    await writeFile(join(dataDir, 'company_logos', pending), jpeg);
    await writeFile(join(dataDir, 'company_logos', 'stray-file.png'), png);
    const now = t.clock.now();
    await t.db.updateTable('companies').set({ logo: current }).where('id', '=', acme.id).execute();
    await t.db.updateTable('companies').set({ logo: olderThanUploads }).where('id', '=', beta.id).execute();
    await t.db.updateTable('companies').set({ logo: lost }).where('id', '=', gone.id).execute();
    await t.db
      .insertInto('company_logo_uploads')
      .values([
        { file: current, company_id: acme.id, created_at: now },
        { file: pending, company_id: acme.id, created_at: now },
        { file: lost, company_id: gone.id, created_at: now },
      ])
      .execute();

    const first = await otherProcess(t, dataDir);
    for (const [file, bytes, type] of [
      [current, png, 'image/png'],
      [olderThanUploads, webp, 'image/webp'],
    ] as const) {
      const res = await first.app.inject({ method: 'GET', url: `/company_logos/${file}` });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
    expect((await first.app.inject({ method: 'GET', url: `/company_logos/${lost}` })).statusCode).toBe(404);
    expect(first.logLines.join('\n')).toContain(lost);
    // Every logo the database names now has its record and, but for the lost one, its bytes; a stray file stays out.
    const records = await t.db.selectFrom('company_logo_uploads').select('file').execute();
    expect(records.map((row) => row.file).sort()).toEqual([current, olderThanUploads, pending, lost].sort());
    const stored = await t.db
      .selectFrom('stored_files')
      .select(['key', 'sha256', 'created_at'])
      .orderBy('key')
      .execute();
    expect(stored.map((row) => row.key).sort()).toEqual(
      [current, olderThanUploads, pending].map((file) => `logos/${file}`).sort(),
    );
    expect(stored.find((row) => row.key === `logos/${pending}`)?.sha256).toBe(sha256Hex(jpeg));

    // Any other server — one with no folder, or a later start of this one — serves them; nothing is imported twice.
    const elsewhere = await otherProcess(t);
    expect((await elsewhere.app.inject({ method: 'GET', url: `/company_logos/${current}` })).statusCode).toBe(
      200,
    );
    t.clock.advance(60_000);
    const again = await otherProcess(t, dataDir);
    expect(again.logLines.join('\n')).not.toContain('imported');
    expect(
      await t.db.selectFrom('stored_files').select(['key', 'sha256', 'created_at']).orderBy('key').execute(),
    ).toEqual(stored);
  });
});
