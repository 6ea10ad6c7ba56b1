import type { components } from '@qone/domain/schema';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/index.js';
import type { TemplateVersionsTable } from '../db/types.js';

export type TemplateVersionSummary = components['schemas']['TemplateVersionSummary'];
export type TemplateVersion = components['schemas']['TemplateVersion'];
type VersionRow = Selectable<TemplateVersionsTable>;

const summaryColumns = [
  'id',
  'number',
  'status',
  'name',
  'created_at',
  'author_id',
  'author_name',
  'restored_from',
] as const;

const toSummary = (row: Pick<VersionRow, (typeof summaryColumns)[number]>): TemplateVersionSummary => ({
  _id: row.id,
  number: row.number,
  status: row.status,
  name: row.name,
  createdAt: new Date(row.created_at).toISOString(),
  author: { _id: row.author_id, name: row.author_name },
  restoredFrom: row.restored_from,
});

export async function insertVersion(db: Executor, row: VersionRow): Promise<void> {
  await db.insertInto('template_versions').values(row).execute();
}

/** A template's versions, newest first, without their content. */
export async function listVersions(
  db: Executor,
  companyId: string,
  templateId: string,
): Promise<TemplateVersionSummary[]> {
  const rows = await db
    .selectFrom('template_versions')
    .select(summaryColumns)
    .where('company_id', '=', companyId)
    .where('template_id', '=', templateId)
    .orderBy('number', 'desc')
    .execute();
  return rows.map(toSummary);
}

export async function findVersion(
  db: Executor,
  companyId: string,
  templateId: string,
  id: string,
): Promise<TemplateVersion | undefined> {
  const row = await db
    .selectFrom('template_versions')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('template_id', '=', templateId)
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      ...toSummary(row),
      description: row.description,
      subject: row.subject,
      html: row.html,
      htmlOnly: row.html_only,
    }
  );
}
