import { storageMessages } from '@qone/domain/messages';
import { BYTES_PER_MB, formatMegabytes } from '@qone/domain/storage';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { fillCompanyStorage } from '../../migrations/0017_company_storage.js';
import { throttlePolicies } from '../../src/auth/throttle.js';
import { deleteExpiredPreviews } from '../../src/repositories/company-storage.js';
import { upload } from '../fixtures/companies.js';
import { sessionHeaders, signedInAdmin } from '../fixtures/records.js';
import { call } from '../fixtures/settings.js';
import { createPreview, createTemplate, draftSave } from '../fixtures/templates.js';
import { logoUpload, png } from '../fixtures/uploads.js';
import { build, type TestApp } from '../helpers/build.js';

/**
 * Issue 21, point 5: 20 template previews of about 4 MB each in 15 s grew the data folder from 47 to 138 MB;
 * previews were not throttled and template versions are kept forever. Previews are now throttled per company and
 * removed once expired; template versions, uploaded files and previews count against a per-company storage quota
 * (413 beyond it, nothing kept), and the company's use is answered by kind.
 */
let t: TestApp;
afterEach(async () => t?.app.close());

type Admin = Awaited<ReturnType<typeof signedInAdmin>>;

const KB = 1024;
/** A quota small enough to reach in a few requests. */
const QUOTA = 1 * BYTES_PER_MB;
const html = (bytes: number) => `<p>${'x'.repeat(bytes - 7)}</p>`;

const usage = async (admin: Admin) => {
  const res = await call(t, admin.bearer, 'GET', '/api/platform-settings/storage');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    quotaBytes: number;
    usedBytes: number;
    templateVersionsBytes: number;
    filesBytes: number;
    previewsBytes: number;
  };
};

const save = (admin: Admin, id: string, bytes: number) =>
  call(t, admin.bearer, 'PUT', `/api/defaults/default/${id}`, draftSave({ html: html(bytes) }));
const preview = (admin: Admin, bytes: number) =>
  call(t, admin.bearer, 'POST', '/api/defaults/previews', { type: 'email', html: html(bytes) });

/** What the company keeps, summed over its rows (what the counters must agree with). */
async function summed(db: Kysely<unknown>, companyId: string) {
  const { rows } = await sql<{ versions: number; files: number; previews: number }>`
    select
      coalesce((select sum(octet_length(name) + octet_length(description) + octet_length(subject)
        + octet_length(html)) from template_versions where company_id = ${companyId}), 0)::float8 as versions,
      coalesce((select sum(size) from company_logo_uploads where company_id = ${companyId}), 0)::float8 as files,
      coalesce((select sum(octet_length(html)) from template_previews where company_id = ${companyId}), 0)::float8
        as previews`.execute(db);
  const row = rows[0];
  return { versions: Number(row?.versions), files: Number(row?.files), previews: Number(row?.previews) };
}

describe('21.5 No storage quota per tenant', () => {
  it('counts template versions, files and previews by kind, as the rows hold them', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const template = await createTemplate(t, admin.company.id);
    expect((await save(admin, template.id, 50 * KB)).statusCode).toBe(200);
    expect((await preview(admin, 20 * KB)).statusCode).toBe(201);
    const logo = Buffer.concat([png, Buffer.alloc(30 * KB)]);
    expect((await upload(t, admin.bearer, admin.company.id, logoUpload(logo))).statusCode).toBe(200);

    const used = await usage(admin);
    const rows = await summed(t.db as Kysely<unknown>, admin.company.id);
    expect(used).toEqual({
      quotaBytes: t.config.storageQuotaBytes,
      usedBytes: rows.versions + rows.files + rows.previews,
      templateVersionsBytes: rows.versions,
      filesBytes: logo.length,
      previewsBytes: 20 * KB,
    });
    expect(used.templateVersionsBytes).toBeGreaterThan(50 * KB);
    // Another company's use is its own.
    const other = await signedInAdmin(t);
    expect((await usage(other)).usedBytes).toBe(0);
  });

  it('refuses (413) a template save, a preview or a logo that no longer fits, and keeps nothing of it', async () => {
    t = await build({ storageQuotaBytes: QUOTA });
    const admin = await signedInAdmin(t);
    const template = await createTemplate(t, admin.company.id);
    for (let n = 0; n < 3; n += 1) expect((await save(admin, template.id, 300 * KB)).statusCode).toBe(200);
    const before = await usage(admin);
    const versions = await t.db.selectFrom('template_versions').select('id').execute();

    const refused = await save(admin, template.id, 300 * KB);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      error: storageMessages.quotaExceeded(
        formatMegabytes(before.templateVersionsBytes / 3),
        formatMegabytes(before.usedBytes),
        formatMegabytes(QUOTA),
      ),
    });
    expect(await t.db.selectFrom('template_versions').select('id').execute()).toHaveLength(versions.length);
    const stored = await t.db
      .selectFrom('templates')
      .select(['version'])
      .where('id', '=', template.id)
      .executeTakeFirstOrThrow();
    expect(stored.version).toBe(4);
    expect((await preview(admin, 300 * KB)).statusCode).toBe(413);
    const bigLogo = Buffer.concat([png, Buffer.alloc(300 * KB)]);
    expect((await upload(t, admin.bearer, admin.company.id, logoUpload(bigLogo))).statusCode).toBe(413);
    expect(await usage(admin)).toEqual(before);
    expect(
      await t.db.selectFrom('company_logo_uploads').select('file').execute(),
      'no record, no bytes',
    ).toEqual([]);
    expect(await t.db.selectFrom('stored_files').select('key').execute()).toEqual([]);

    // What fits still goes in; deleting a template frees its versions.
    expect((await save(admin, template.id, 10 * KB)).statusCode).toBe(200);
    const del = await call(t, admin.bearer, 'DELETE', `/api/defaults/default/${template.id}`);
    expect(del.statusCode).toBe(200);
    expect((await usage(admin)).templateVersionsBytes).toBe(0);
    expect((await preview(admin, 300 * KB)).statusCode).toBe(201);
  });

  it('never lets writes sent at the same moment pass the quota together', async () => {
    t = await build({ storageQuotaBytes: QUOTA });
    const admin = await signedInAdmin(t);
    const templates = await Promise.all(
      Array.from({ length: 8 }, (_, n) => createTemplate(t, admin.company.id, { name: `T${n}` })),
    );
    const answers = await Promise.all([
      ...templates.map((template) => save(admin, template.id, 200 * KB)),
      ...Array.from({ length: 4 }, () => preview(admin, 200 * KB)),
    ]);
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.every((status) => status === 200 || status === 201 || status === 413)).toBe(true);
    expect(statuses.filter((status) => status === 413).length).toBeGreaterThan(0);
    const used = await usage(admin);
    expect(used.usedBytes).toBeLessThanOrEqual(QUOTA);
    const rows = await summed(t.db as Kysely<unknown>, admin.company.id);
    expect(used.usedBytes).toBe(rows.versions + rows.files + rows.previews);
  });

  it('throttles previews per company, and removes expired ones on the next write and hourly', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const { max } = throttlePolicies.templatePreviewPerCompany;
    for (let n = 0; n < max; n += 1) expect((await preview(admin, KB)).statusCode).toBe(201);
    const refused = await preview(admin, KB);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await preview(other, KB)).statusCode).toBe(201);

    const count = async (companyId: string) =>
      (await t.db.selectFrom('template_previews').select('id').where('company_id', '=', companyId).execute())
        .length;
    t.clock.advance(61 * 60 * 1000);
    // An hour idle ended the admin's session (SESSION_IDLE_MINUTES): they sign in again.
    admin.bearer = (await sessionHeaders(t, admin.user)).bearer;
    expect((await usage(admin)).previewsBytes, 'expired previews are not counted').toBe(0);
    // The company's next write removes its expired previews...
    expect((await preview(admin, KB)).statusCode).toBe(201);
    expect(await count(admin.company.id)).toBe(1);
    expect(await count(other.company.id)).toBe(1);
    // ...and the hourly sweep every company's.
    await deleteExpiredPreviews(t.db, t.clock.now());
    expect(await count(other.company.id)).toBe(0);
    expect(await count(admin.company.id)).toBe(1);
  });

  it('keeps what a company stored before the quota, counted, even beyond it', async () => {
    t = await build({ storageQuotaBytes: QUOTA });
    const admin = await signedInAdmin(t);
    // Rows as an earlier version left them, then the counters as the migration fills them.
    const templates = [];
    for (let n = 0; n < 3; n += 1) {
      templates.push(await createTemplate(t, admin.company.id, { name: `Old ${n}`, html: html(400 * KB) }));
    }
    await createPreview(t, admin.company.id, html(10 * KB));
    await sql`truncate company_storage`.execute(t.db);
    await fillCompanyStorage(t.db as Kysely<unknown>);
    const used = await usage(admin);
    const rows = await summed(t.db as Kysely<unknown>, admin.company.id);
    expect(used.templateVersionsBytes).toBe(rows.versions);
    expect(used.usedBytes).toBeGreaterThan(QUOTA);
    // Everything stays readable; adding is refused until something goes.
    for (const template of templates) {
      const read = await call(t, admin.bearer, 'GET', `/api/defaults/default/${template.id}`);
      expect(read.json().data.html).toBe(html(400 * KB));
    }
    expect((await save(admin, templates[0]?.id ?? '', KB)).statusCode).toBe(413);
    expect(
      (await call(t, admin.bearer, 'DELETE', `/api/defaults/default/${templates[0]?.id}`)).statusCode,
    ).toBe(200);
    expect((await save(admin, templates[1]?.id ?? '', KB)).statusCode).toBe(200);
  });
});
