import { DEFAULT_LANGUAGES, type LanguageSetting, languageName } from '@qone/domain/languages';
import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

/** Every new company starts with English (the default), German and French, all enabled (ISO 639-2 codes). */
export async function insertDefaultLanguages(db: Executor, companyId: string): Promise<void> {
  await db
    .insertInto('languages')
    .values(DEFAULT_LANGUAGES.map((setting) => ({ company_id: companyId, ...toRow(setting) })))
    .onConflict((oc) => oc.columns(['company_id', 'code']).doNothing())
    .execute();
}

function toRow(setting: LanguageSetting) {
  return {
    code: setting.code,
    name: languageName(setting.code),
    custom_code: setting.customCode,
    enabled: setting.enabled,
    is_default: setting.default,
  };
}

/** The languages the company has set something for (the others are off, without a custom code). */
export async function listLanguageSettings(db: Executor, companyId: string): Promise<LanguageSetting[]> {
  const rows = await db
    .selectFrom('languages')
    .select(['code', 'custom_code', 'enabled', 'is_default'])
    .where('company_id', '=', companyId)
    .orderBy('code')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    customCode: row.custom_code,
    enabled: row.enabled,
    default: row.is_default,
  }));
}

/**
 * Takes the company's language lock until the transaction ends: a save replaces every row, so two saves at once
 * would insert the same codes twice (a duplicate key); under the lock they are applied in turn.
 */
export async function lockLanguageSettings(trx: Executor, companyId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`languages:${companyId}`}))`.execute(trx);
}

/** Replaces the company's language settings. */
export async function replaceLanguageSettings(
  db: Executor,
  companyId: string,
  settings: readonly LanguageSetting[],
): Promise<void> {
  await db.deleteFrom('languages').where('company_id', '=', companyId).execute();
  if (settings.length === 0) return;
  await db
    .insertInto('languages')
    .values(settings.map((setting) => ({ company_id: companyId, ...toRow(setting) })))
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
