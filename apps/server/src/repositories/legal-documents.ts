import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

/**
 * The company's own versions, drafts, choices and acceptances of the legal texts (four small tables read
 * together, so one module). Version 1 of every text is the platform's (`@qone/domain/legal-texts`) and is not
 * stored.
 */
export interface Person {
  id: string | null;
  name: string;
  email: string;
}

export interface LegalVersionRecord {
  version: number;
  title: string;
  paragraph: string;
  description: string;
  effective_date: string;
  published_at: Date;
  published_by_id: string | null;
  published_by_name: string;
  published_by_email: string;
}

export interface LegalDraftRecord {
  title: string;
  paragraph: string;
  description: string;
  updated_at: Date;
  updated_by_id: string | null;
  updated_by_name: string;
  updated_by_email: string;
  version: number;
}

export interface LegalAcceptanceRecord {
  path: string;
  version: number;
  accepted_at: Date;
  accepted_by_id: string | null;
  accepted_by_name: string;
  accepted_by_email: string;
}

export interface StoredLegalState {
  versions: Map<string, LegalVersionRecord[]>;
  drafts: Map<string, LegalDraftRecord>;
  choices: Map<string, string>;
  acceptances: LegalAcceptanceRecord[];
}

const group = <T extends { path: string }>(rows: T[]) => {
  const byPath = new Map<string, Omit<T, 'path'>[]>();
  for (const { path, ...rest } of rows) byPath.set(path, [...(byPath.get(path) ?? []), rest]);
  return byPath;
};

/** Everything the company stored about its legal texts (one path, or all). */
export async function loadLegalState(
  db: Executor,
  companyId: string,
  path?: string,
): Promise<StoredLegalState> {
  let versions = db
    .selectFrom('legal_versions')
    .select([
      'path',
      'version',
      'title',
      'paragraph',
      'description',
      sql<string>`to_char(effective_date, 'YYYY-MM-DD')`.as('effective_date'),
      'published_at',
      'published_by_id',
      'published_by_name',
      'published_by_email',
    ])
    .where('company_id', '=', companyId);
  let drafts = db
    .selectFrom('legal_drafts')
    .select([
      'path',
      'title',
      'paragraph',
      'description',
      'updated_at',
      'updated_by_id',
      'updated_by_name',
      'updated_by_email',
      'version',
    ])
    .where('company_id', '=', companyId);
  let choices = db.selectFrom('legal_choices').select(['path', 'choice']).where('company_id', '=', companyId);
  let acceptances = db
    .selectFrom('legal_acceptances')
    .select(['path', 'version', 'accepted_at', 'accepted_by_id', 'accepted_by_name', 'accepted_by_email'])
    .where('company_id', '=', companyId);
  if (path) {
    versions = versions.where('path', '=', path);
    drafts = drafts.where('path', '=', path);
    choices = choices.where('path', '=', path);
    acceptances = acceptances.where('path', '=', path);
  }
  const [versionRows, draftRows, choiceRows, acceptanceRows] = await Promise.all([
    versions.orderBy('version', 'desc').execute(),
    drafts.execute(),
    choices.execute(),
    acceptances.orderBy('accepted_at', 'desc').execute(),
  ]);
  const draftMap = new Map<string, LegalDraftRecord>();
  for (const { path: key, ...draft } of draftRows) draftMap.set(key, draft);
  return {
    versions: group(versionRows),
    drafts: draftMap,
    choices: new Map(choiceRows.map((row) => [row.path, row.choice])),
    acceptances: acceptanceRows,
  };
}

/**
 * Takes the company's lock on one legal text until the transaction ends, so that saves, discards, publishes, choices
 * and acceptances of that text are judged in turn (two publishes would otherwise both number the same version).
 */
export async function lockLegalDocument(trx: Executor, companyId: string, path: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`legal:${companyId}:${path}`}))`.execute(trx);
}

/** Saves the text's draft under the next number of its draft saves (legal_draft_versions); answers that number. */
export async function saveLegalDraft(
  db: Executor,
  companyId: string,
  path: string,
  draft: { title: string; paragraph: string; description: string },
  by: Person,
  at: Date,
): Promise<number> {
  const { version } = await db
    .insertInto('legal_draft_versions')
    .values({ company_id: companyId, path, version: 1 })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'path'])
        .doUpdateSet((eb) => ({ version: eb('legal_draft_versions.version', '+', 1) })),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  const values = {
    title: draft.title,
    paragraph: draft.paragraph,
    description: draft.description,
    updated_at: at,
    updated_by_id: by.id,
    updated_by_name: by.name,
    updated_by_email: by.email,
    version,
  };
  await db
    .insertInto('legal_drafts')
    .values({ company_id: companyId, path, ...values })
    .onConflict((oc) => oc.columns(['company_id', 'path']).doUpdateSet(values))
    .execute();
  return version;
}

export async function deleteLegalDraft(db: Executor, companyId: string, path: string): Promise<void> {
  await db.deleteFrom('legal_drafts').where('company_id', '=', companyId).where('path', '=', path).execute();
}

export async function insertLegalVersion(
  db: Executor,
  companyId: string,
  path: string,
  version: { version: number; title: string; paragraph: string; description: string; effectiveDate: string },
  by: Person,
  at: Date,
): Promise<void> {
  await db
    .insertInto('legal_versions')
    .values({
      company_id: companyId,
      path,
      version: version.version,
      title: version.title,
      paragraph: version.paragraph,
      description: version.description,
      effective_date: version.effectiveDate,
      published_at: at,
      published_by_id: by.id,
      published_by_name: by.name,
      published_by_email: by.email,
    })
    .execute();
}

export async function saveLegalChoice(db: Executor, companyId: string, path: string, choice: string) {
  await db
    .insertInto('legal_choices')
    .values({ company_id: companyId, path, choice })
    .onConflict((oc) => oc.columns(['company_id', 'path']).doUpdateSet({ choice }))
    .execute();
}

/** Records an acceptance; a version already accepted keeps its first acceptance. */
export async function insertLegalAcceptance(
  db: Executor,
  companyId: string,
  path: string,
  version: number,
  by: Person,
  at: Date,
): Promise<void> {
  await db
    .insertInto('legal_acceptances')
    .values({
      company_id: companyId,
      path,
      version,
      accepted_at: at,
      accepted_by_id: by.id,
      accepted_by_name: by.name,
      accepted_by_email: by.email,
    })
    .onConflict((oc) => oc.columns(['company_id', 'path', 'version']).doNothing())
    .execute();
}
