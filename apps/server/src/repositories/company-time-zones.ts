import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

/** A zone the company enabled; at most one is its default. Zones without a row are not enabled. */
export interface CompanyTimeZone {
  zone: string;
  is_default: boolean;
}

export function listCompanyTimeZones(db: Executor, companyId: string): Promise<CompanyTimeZone[]> {
  return db
    .selectFrom('company_time_zones')
    .select(['zone', 'is_default'])
    .where('company_id', '=', companyId)
    .orderBy('zone')
    .execute();
}

/**
 * Takes the company's time-zone lock until the transaction ends: a save replaces every row, so two saves at once
 * would both delete and then insert the same zones (a duplicate key); under the lock they are applied in turn.
 */
export async function lockCompanyTimeZones(trx: Executor, companyId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`time_zones:${companyId}`}))`.execute(trx);
}

/** Replaces the company's enabled zones and default. */
export async function replaceCompanyTimeZones(
  db: Executor,
  companyId: string,
  zones: readonly CompanyTimeZone[],
): Promise<void> {
  await db.deleteFrom('company_time_zones').where('company_id', '=', companyId).execute();
  if (zones.length === 0) return;
  await db
    .insertInto('company_time_zones')
    .values(zones.map((zone) => ({ company_id: companyId, ...zone })))
    .execute();
}

/** How many zones the company enabled and its default, for the dashboard. */
export async function timeZoneSummary(
  db: Executor,
  companyId: string,
): Promise<{ enabled: number; default: string | null }> {
  const zones = await listCompanyTimeZones(db, companyId);
  return { enabled: zones.length, default: zones.find((zone) => zone.is_default)?.zone ?? null };
}
