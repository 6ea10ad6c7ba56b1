import type { components } from '@qone/domain/schema';
import type { Executor } from '../db/index.js';

export type TrackingCode = components['schemas']['TrackingCode'];

/** A page's tracking codes, in the order they were added. */
export async function listTrackingCodes(
  db: Executor,
  companyId: string,
  templateId: string,
): Promise<TrackingCode[]> {
  const rows = await db
    .selectFrom('tracking_codes')
    .select(['id', 'name', 'code', 'location'])
    .where('company_id', '=', companyId)
    .where('template_id', '=', templateId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ _id: row.id, name: row.name, code: row.code, location: row.location }));
}

export async function insertTrackingCode(
  db: Executor,
  code: TrackingCode & { companyId: string; templateId: string; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('tracking_codes')
    .values({
      id: code._id,
      company_id: code.companyId,
      template_id: code.templateId,
      name: code.name,
      code: code.code,
      location: code.location,
      created_at: code.createdAt,
    })
    .execute();
}

export async function updateTrackingCode(
  db: Executor,
  companyId: string,
  templateId: string,
  code: TrackingCode,
): Promise<boolean> {
  const result = await db
    .updateTable('tracking_codes')
    .set({ name: code.name, code: code.code, location: code.location })
    .where('company_id', '=', companyId)
    .where('template_id', '=', templateId)
    .where('id', '=', code._id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteTrackingCode(
  db: Executor,
  companyId: string,
  templateId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('tracking_codes')
    .where('company_id', '=', companyId)
    .where('template_id', '=', templateId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Copies a page's tracking codes to another page (a copied template keeps them, with new ids). */
export async function copyTrackingCodes(
  db: Executor,
  companyId: string,
  fromTemplateId: string,
  toTemplateId: string,
  newId: () => string,
  now: Date,
): Promise<void> {
  const codes = await listTrackingCodes(db, companyId, fromTemplateId);
  for (const [index, code] of codes.entries()) {
    await insertTrackingCode(db, {
      ...code,
      _id: newId(),
      companyId,
      templateId: toTemplateId,
      // Keeps their order: each a millisecond after the one before.
      createdAt: new Date(now.getTime() + index),
    });
  }
}
