import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

/** Every new company starts with English (the default), German and French, all enabled (ISO 639-2 codes). */
export const defaultLanguages = [
  { code: 'eng', name: 'English', enabled: true, is_default: true },
  { code: 'deu', name: 'German', enabled: true, is_default: false },
  { code: 'fra', name: 'French', enabled: true, is_default: false },
] as const;

export async function insertDefaultLanguages(db: Executor, companyId: string): Promise<void> {
  await db
    .insertInto('languages')
    .values(defaultLanguages.map((l) => ({ company_id: companyId, custom_code: '', ...l })))
    .onConflict((oc) => oc.columns(['company_id', 'code']).doNothing())
    .execute();
}

export interface LanguageSummary {
  enabled: number;
  defaultName: string | null;
}

/** How many languages the company has enabled and the name of its default one, in one round trip. */
export async function languageSummary(db: Executor, companyId: string): Promise<LanguageSummary> {
  const row = await db
    .selectFrom('languages')
    .select([
      sql<number>`count(*) filter (where enabled)::int`.as('enabled'),
      sql<string | null>`min(name) filter (where is_default)`.as('default_name'),
    ])
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return { enabled: Number(row.enabled), defaultName: row.default_name };
}
