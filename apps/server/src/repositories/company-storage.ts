import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

/** What a company keeps, in bytes, by kind (`@qone/domain/storage` says what counts). */
export interface StorageUse {
  templateVersions: number;
  files: number;
  previews: number;
}

/**
 * The company's counters (kept by the triggers of migration 0017 in each write's transaction). Read in the
 * transaction of a write after the write itself, so the row is locked by that write's trigger: a concurrent write
 * of the company waits for this one to end and then sees its bytes.
 */
export async function countedStorage(db: Executor, companyId: string): Promise<StorageUse> {
  const row = await db
    .selectFrom('company_storage')
    .select([
      sql<number>`template_versions::float8`.as('templateVersions'),
      sql<number>`files::float8`.as('files'),
      sql<number>`previews::float8`.as('previews'),
    ])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return {
    templateVersions: Number(row?.templateVersions ?? 0),
    files: Number(row?.files ?? 0),
    previews: Number(row?.previews ?? 0),
  };
}

/*
 * Expired previews are removed with SKIP LOCKED: each removal moves its company's counter (a trigger per row), so two
 * removals waiting for each other's rows while holding each other's counter would deadlock. A row another removal
 * holds is left to it.
 */

/** Removes the company's previews that have expired (their bytes leave its counters with them). */
export async function deleteExpiredPreviewsOf(db: Executor, companyId: string, now: Date): Promise<void> {
  await db
    .deleteFrom('template_previews')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('template_previews')
        .select('id')
        .where('company_id', '=', companyId)
        .where('expires_at', '<=', now)
        .forUpdate()
        .skipLocked(),
    )
    .execute();
}

/**
 * Removes every company's expired previews (the hourly sweep), one company per statement: a statement holds one
 * company's counter at a time, so sweeps of several processes never wait for each other in a circle.
 */
export async function deleteExpiredPreviews(db: Executor, now: Date): Promise<void> {
  const companies = await db
    .selectFrom('template_previews')
    .select('company_id')
    .distinct()
    .where('expires_at', '<=', now)
    .execute();
  for (const { company_id } of companies) await deleteExpiredPreviewsOf(db, company_id, now);
}

/** The bytes of the company's previews that have not expired (what the usage shows; expired ones are on their way out). */
export async function livePreviewBytes(db: Executor, companyId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('template_previews')
    .select(sql<number>`coalesce(sum(octet_length(html)), 0)::float8`.as('bytes'))
    .where('company_id', '=', companyId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}
