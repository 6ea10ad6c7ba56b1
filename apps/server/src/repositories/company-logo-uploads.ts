import type { Executor } from '../db/index.js';

/**
 * Logo files stored under $DATA_DIR/company_logos, each recorded for the company it was uploaded for: a company's
 * settings accept as `logo` only a file listed here for that company, and uploads that never became the logo are
 * swept after a while.
 */
export async function recordLogoUpload(
  db: Executor,
  companyId: string,
  file: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto('company_logo_uploads')
    .values({ file, company_id: companyId, created_at: at })
    .execute();
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
