import type { Executor } from '../db/index.js';
import type { TemplatePreviewsTable } from '../db/types.js';

/**
 * Keeps a preview until `expiresAt`. Expired ones are removed when their company next writes (the quota check,
 * src/storage/quota.ts) and hourly for every company (`deleteExpiredPreviews`, main.ts).
 */
export async function insertPreview(
  db: Executor,
  preview: {
    id: string;
    companyId: string;
    type: TemplatePreviewsTable['type'];
    html: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('template_previews')
    .values({
      id: preview.id,
      company_id: preview.companyId,
      type: preview.type,
      html: preview.html,
      expires_at: preview.expiresAt,
    })
    .execute();
}

/** A company's preview that has not expired yet. */
export async function findPreview(db: Executor, companyId: string, id: string, now: Date) {
  return db
    .selectFrom('template_previews')
    .select(['type', 'html'])
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}
