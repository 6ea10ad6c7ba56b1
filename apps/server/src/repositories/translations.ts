import type { StoredTarget, TranslatableTemplate } from '@qone/domain/translations';
import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

export interface StoredTranslation extends StoredTarget {
  updatedAt: Date;
}

/** A template's translations into one language, by segment key. */
export async function listTranslations(
  db: Executor,
  companyId: string,
  templateId: string,
  language: string,
): Promise<Map<string, StoredTranslation>> {
  const rows = await db
    .selectFrom('translations')
    .select(['key', 'target', 'needs_review', 'updated_at'])
    .where('company_id', '=', companyId)
    .where('template_id', '=', templateId)
    .where('language', '=', language)
    .execute();
  return new Map(
    rows.map((row) => [
      row.key,
      { target: row.target, needsReview: row.needs_review, updatedAt: row.updated_at },
    ]),
  );
}

/** Every template's translations into one language: template id → segment key → translation. */
export async function listCompanyTranslations(
  db: Executor,
  companyId: string,
  language: string,
): Promise<Map<string, Map<string, StoredTarget>>> {
  const rows = await db
    .selectFrom('translations')
    .select(['template_id', 'key', 'target', 'needs_review'])
    .where('company_id', '=', companyId)
    .where('language', '=', language)
    .execute();
  const byTemplate = new Map<string, Map<string, StoredTarget>>();
  for (const row of rows) {
    const targets = byTemplate.get(row.template_id) ?? new Map<string, StoredTarget>();
    targets.set(row.key, { target: row.target, needsReview: row.needs_review });
    byTemplate.set(row.template_id, targets);
  }
  return byTemplate;
}

/**
 * Takes the company's translation lock of each language until the transaction ends (in one order, so two writers of
 * several languages never wait on each other): a save, an auto-translation and a sheet import read the stored
 * targets and write based on them ("only where still empty", the activity record's before), so they go in turn.
 */
export async function lockTranslations(trx: Executor, companyId: string, languages: Iterable<string>) {
  for (const language of [...new Set(languages)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtext(${`translations:${companyId}:${language}`}))`.execute(
      trx,
    );
  }
}

/** Stores translations of a template into one language; an empty target removes the segment's translation. */
export async function saveTranslations(
  db: Executor,
  scope: { companyId: string; templateId: string; language: string; at: Date },
  entries: readonly { key: string; target: string; needsReview: boolean }[],
): Promise<void> {
  const removed = entries.filter((entry) => entry.target === '').map((entry) => entry.key);
  if (removed.length > 0) {
    await db
      .deleteFrom('translations')
      .where('company_id', '=', scope.companyId)
      .where('template_id', '=', scope.templateId)
      .where('language', '=', scope.language)
      .where('key', 'in', removed)
      .execute();
  }
  const kept = entries.filter((entry) => entry.target !== '');
  if (kept.length === 0) return;
  await db
    .insertInto('translations')
    .values(
      kept.map((entry) => ({
        company_id: scope.companyId,
        template_id: scope.templateId,
        language: scope.language,
        key: entry.key,
        target: entry.target,
        needs_review: entry.needsReview,
        updated_at: scope.at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['template_id', 'language', 'key']).doUpdateSet((eb) => ({
        target: eb.ref('excluded.target'),
        needs_review: eb.ref('excluded.needs_review'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** What a template offers for translation (a join for reading: templates with their button's text). */
export interface TranslatableTemplateRow extends TranslatableTemplate {
  id: string;
  name: string;
}

function translatableQuery(db: Executor, companyId: string) {
  return db
    .selectFrom('templates')
    .leftJoin('button_settings', (join) =>
      join
        .onRef('button_settings.template_id', '=', 'templates.id')
        .on('button_settings.company_id', '=', companyId),
    )
    .select([
      'templates.id',
      'templates.name',
      'templates.type',
      'templates.subject',
      'templates.html',
      'button_settings.text as button_text',
    ])
    .where('templates.company_id', '=', companyId);
}

type TranslatableSelect = {
  id: string;
  name: string;
  type: TranslatableTemplate['type'];
  subject: string;
  html: string;
  button_text: string | null;
};

// A button without settings of its own is labelled with its name (as its settings answer).
const toTranslatable = (row: TranslatableSelect): TranslatableTemplateRow => ({
  id: row.id,
  name: row.name,
  type: row.type,
  subject: row.subject,
  html: row.html,
  buttonText: row.button_text ?? row.name,
});

export async function findTranslatableTemplate(
  db: Executor,
  companyId: string,
  templateId: string,
): Promise<TranslatableTemplateRow | undefined> {
  const row = await translatableQuery(db, companyId)
    .where('templates.id', '=', templateId)
    .executeTakeFirst();
  return row && toTranslatable(row);
}

export async function listTranslatableTemplates(
  db: Executor,
  companyId: string,
): Promise<TranslatableTemplateRow[]> {
  const rows = await translatableQuery(db, companyId)
    .orderBy('templates.created_at')
    .orderBy('templates.id')
    .execute();
  return rows.map(toTranslatable);
}
