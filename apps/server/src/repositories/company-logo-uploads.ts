import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

/**
 * Logo files, each recorded for the company it was uploaded for (its bytes are in the file store under
 * `logoKey(file)`: src/files/file-store.ts): a company's settings accept as `logo` only a file listed here for that
 * company, and uploads that never became the logo are swept after a while. The record is written before the bytes
 * are stored and removed after they are deleted, so no stored bytes are ever without one.
 */
export async function recordLogoUpload(
  db: Executor,
  companyId: string,
  file: string,
  size: number,
  at: Date,
): Promise<void> {
  await db
    .insertInto('company_logo_uploads')
    .values({ file, company_id: companyId, size, created_at: at })
    .execute();
}

/** A file imported from the data folder of an earlier version: its bytes count from now on (migration 0017). */
export async function setLogoUploadSize(db: Executor, file: string, size: number): Promise<void> {
  await db.updateTable('company_logo_uploads').set({ size }).where('file', '=', file).execute();
}

export async function isLogoUploadedFor(db: Executor, companyId: string, file: string): Promise<boolean> {
  const row = await db
    .selectFrom('company_logo_uploads')
    .select('file')
    .where('company_id', '=', companyId)
    .where('file', '=', file)
    .executeTakeFirst();
  return row !== undefined;
}

export async function forgetLogoUploads(db: Executor, files: string[]): Promise<void> {
  if (files.length === 0) return;
  await db.deleteFrom('company_logo_uploads').where('file', 'in', files).execute();
}

/** Uploads of the company older than `before` that never became its logo. */
export async function staleLogoUploads(db: Executor, companyId: string, before: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('company_logo_uploads')
    .innerJoin('companies', 'companies.id', 'company_logo_uploads.company_id')
    .select('company_logo_uploads.file')
    .where('company_logo_uploads.company_id', '=', companyId)
    .where('company_logo_uploads.created_at', '<', before)
    .whereRef('company_logo_uploads.file', '!=', 'companies.logo')
    .execute();
  return rows.map((row) => row.file);
}

/** Uploads of any company older than `before` that never became its logo (the hourly sweep). */
export async function expiredLogoUploads(db: Executor, before: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('company_logo_uploads')
    .select('file')
    .where('created_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('companies')
            .select('companies.id')
            .whereRef('companies.logo', '=', 'company_logo_uploads.file'),
        ),
      ),
    )
    .execute();
  return rows.map((row) => row.file);
}

/**
 * Gives every company logo an upload record (logos of installs older than migration 0002 had none), so every logo
 * file has one, as the file store expects of its callers.
 */
export async function recordCurrentLogosAsUploads(db: Executor, at: Date): Promise<void> {
  await sql`
    insert into company_logo_uploads (file, company_id, created_at)
    select c.logo, c.id, ${at} from companies c
    where c.logo <> '' and not exists (select 1 from company_logo_uploads u where u.file = c.logo)
    on conflict (file) do nothing`.execute(db);
}

/** Every logo file recorded (current logos and uploads not yet saved). */
export async function allLogoUploadFiles(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom('company_logo_uploads').select('file').orderBy('file').execute();
  return rows.map((row) => row.file);
}
