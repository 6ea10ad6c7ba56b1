import type { components } from '@qone/domain/schema';
import { type Selectable, sql } from 'kysely';
import type { Executor } from '../db/index.js';
import type { TemplatesTable } from '../db/types.js';

type Schemas = components['schemas'];
export type Template = Schemas['Template'];
export type TemplateSummary = Schemas['TemplateSummary'];
export type TemplateType = Schemas['TemplateType'];
export type TemplateStatus = Schemas['TemplateStatus'];
export type TemplateSort = Schemas['TemplateSort'];
export type TrackingCode = Schemas['TrackingCode'];
export type TemplateRow = Selectable<TemplatesTable>;

const iso = (value: Date | string) => new Date(value).toISOString();

const summaryColumns = [
  'id',
  'type',
  'name',
  'description',
  'status',
  'slug',
  'created_at',
  'updated_at',
] as const;
type SummaryRow = Pick<TemplateRow, (typeof summaryColumns)[number]>;

const toTemplateSummary = (row: SummaryRow): TemplateSummary => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  type: row.type,
  status: row.status,
  slug: row.slug,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

export const toTemplate = (row: TemplateRow, trackingCodes: TrackingCode[]): Template => ({
  ...toTemplateSummary(row),
  html: row.html,
  tracking_codes: trackingCodes,
  subject: row.subject,
  htmlOnly: row.html_only,
  linkedModule: row.linked_module,
  notificationIncrement: row.notification_increment,
  notificationUnit: row.notification_unit,
  version: row.version,
});

const orderings: Record<TemplateSort, { by: 'created' | 'name'; direction: 'asc' | 'desc' }> = {
  date_asc: { by: 'created', direction: 'asc' },
  date_desc: { by: 'created', direction: 'desc' },
  name_asc: { by: 'name', direction: 'asc' },
  name_desc: { by: 'name', direction: 'desc' },
};

export interface TemplateFilter {
  status?: TemplateStatus | '' | undefined;
  type?: TemplateType | undefined;
  /** Case-insensitive, matched against name and description. */
  search?: string | undefined;
  sort?: TemplateSort | undefined;
}

/** The list rows, without their HTML (a list of 1,000 templates must not carry 1,000 documents). */
export async function listTemplates(
  db: Executor,
  companyId: string,
  filter: TemplateFilter,
): Promise<TemplateSummary[]> {
  const { by, direction } = orderings[filter.sort ?? 'date_asc'];
  let query = db.selectFrom('templates').select(summaryColumns).where('company_id', '=', companyId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.type) query = query.where('type', '=', filter.type);
  const search = filter.search?.trim().toLowerCase();
  if (search) {
    // position() rather than LIKE: the search text is matched literally, % and _ included.
    query = query.where((eb) =>
      eb.or([
        eb(sql`position(${search} in lower(name))`, '>', 0),
        eb(sql`position(${search} in lower(description))`, '>', 0),
      ]),
    );
  }
  if (by === 'name') {
    query = query.orderBy(sql`lower(name)`, direction).orderBy('created_at', direction);
  } else {
    query = query.orderBy('created_at', direction).orderBy(sql`lower(name)`, direction);
  }
  const rows = await query.orderBy('id', direction).execute();
  return rows.map(toTemplateSummary);
}

export async function findTemplate(
  db: Executor,
  companyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<TemplateRow | undefined> {
  let query = db.selectFrom('templates').selectAll().where('company_id', '=', companyId).where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertTemplate(db: Executor, row: TemplateRow): Promise<void> {
  await db
    .insertInto('templates')
    .values({ ...row, created_at: row.created_at, updated_at: row.updated_at })
    .execute();
}

export async function updateTemplate(
  db: Executor,
  companyId: string,
  id: string,
  values: Partial<Omit<TemplateRow, 'id' | 'company_id' | 'type' | 'created_at'>>,
): Promise<void> {
  await db
    .updateTable('templates')
    .set(values)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function deleteTemplate(db: Executor, companyId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('templates')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Slugs are unique per company: check and write under one per-company lock (the unique index is the backstop). */
export async function lockSlugs(trx: Executor, companyId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`template_slugs:${companyId}`}))`.execute(trx);
}

export async function isSlugTaken(db: Executor, companyId: string, slug: string, exceptId: string) {
  const row = await db
    .selectFrom('templates')
    .select('id')
    .where('company_id', '=', companyId)
    .where('slug', '=', slug)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A page of one company by its slug; drafts only when asked. */
export async function findPageBySlug(
  db: Executor,
  companyId: string,
  slug: string,
  options: { includeDrafts: boolean },
): Promise<TemplateRow | undefined> {
  let query = db
    .selectFrom('templates')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('type', '=', 'page')
    .where('slug', '=', slug);
  if (!options.includeDrafts) query = query.where('status', '=', 'live');
  return query.executeTakeFirst();
}

/** Whether the company has a template with this id and type (a button's email and SMS templates). */
export async function isTemplateOfType(
  db: Executor,
  companyId: string,
  id: string,
  type: TemplateType,
): Promise<boolean> {
  const row = await db
    .selectFrom('templates')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('type', '=', type)
    .executeTakeFirst();
  return row !== undefined;
}

/** Counts per type and per status, for the settings dashboard. */
export async function countTemplates(db: Executor, companyId: string) {
  const rows = await db
    .selectFrom('templates')
    .select(['type', 'status', sql<number>`count(*)::int`.as('count')])
    .where('company_id', '=', companyId)
    .groupBy(['type', 'status'])
    .execute();
  const counts = { email: 0, page: 0, sms: 0, button: 0, live: 0, draft: 0 };
  for (const row of rows) {
    const n = Number(row.count);
    counts[row.type] += n;
    counts[row.status] += n;
  }
  return counts;
}
