import type { components } from '@qone/api-client/schema';
import { sql } from 'kysely';
import type { Db as Executor } from '../db/index.js';

export type CompanySettings = components['schemas']['CompanySettings'];

/** Logos are served by the app from $DATA_DIR/company_logos under this URL prefix. */
export const LOGO_URL_PREFIX = '/company_logos/';

export const logoUrl = (file: string) => `${LOGO_URL_PREFIX}${encodeURIComponent(file)}`;

/** Calendar dates as the database spells them (a JS Date would shift with the server's time zone). */
const asDate = (column: 'last_invoice_date' | 'next_invoice_date') =>
  sql<string | null>`to_char(${sql.ref(`companies.${column}`)}, 'YYYY-MM-DD')`;

function selectCompanies(db: Executor) {
  return db
    .selectFrom('companies')
    .select([
      'companies.id',
      'companies.name',
      'companies.alias',
      'companies.host',
      'companies.invoice_email',
      'companies.invoice_address',
      'companies.vat',
      'companies.contact_person',
      'companies.logo',
      'companies.plan',
      'companies.dpa_signed',
      asDate('last_invoice_date').as('last_invoice_date'),
      asDate('next_invoice_date').as('next_invoice_date'),
    ]);
}

export type CompanyRecord = Awaited<
  ReturnType<ReturnType<typeof selectCompanies>['executeTakeFirstOrThrow']>
>;

export function toCompanySettings(record: CompanyRecord): CompanySettings {
  return {
    _id: record.id,
    name: record.name,
    invoice_email: record.invoice_email,
    invoice_address: record.invoice_address,
    vat: record.vat,
    contact_person: record.contact_person,
    logo: record.logo,
    logoUrl: record.logo ? logoUrl(record.logo) : null,
    plan: record.plan,
    lastInvoiceDate: record.last_invoice_date,
    nextInvoiceDate: record.next_invoice_date,
  };
}

export function findCompany(db: Executor, id: string): Promise<CompanyRecord | undefined> {
  return selectCompanies(db).where('companies.id', '=', id).executeTakeFirst();
}

/**
 * The company served on a host: an exact match of its configured host (with or without the port), else the company
 * whose alias is the host's first label (`acme.qone.app` → `acme`).
 */
export async function findCompanyByHost(db: Executor, host: string): Promise<CompanyRecord | undefined> {
  const withPort = host.toLowerCase();
  const hostname = withPort.replace(/:\d+$/, '');
  const exact = await selectCompanies(db)
    .where(sql<string>`lower(companies.host)`, 'in', [withPort, hostname])
    .orderBy(sql`lower(companies.host) = ${withPort}`, 'desc')
    .executeTakeFirst();
  if (exact) return exact;
  const label = hostname.split('.')[0] ?? '';
  if (!label) return undefined;
  return selectCompanies(db).where(sql<string>`lower(companies.alias)`, '=', label).executeTakeFirst();
}

export async function updateCompanySettings(
  db: Executor,
  id: string,
  values: Pick<
    CompanySettings,
    'name' | 'invoice_email' | 'invoice_address' | 'vat' | 'contact_person' | 'logo'
  >,
): Promise<void> {
  await db
    .updateTable('companies')
    .set({
      name: values.name,
      invoice_email: values.invoice_email,
      invoice_address: values.invoice_address,
      vat: values.vat,
      contact_person: values.contact_person,
      logo: values.logo,
    })
    .where('id', '=', id)
    .execute();
}

// --- logo uploads (migration 0002)

export async function recordLogoUpload(
  db: Executor,
  companyId: string,
  file: string,
  at: Date,
): Promise<void> {
  await db
    .insertInto('company_logo_uploads')
    .values({ file, company_id: companyId, created_at: at })
    .execute();
}

export async function isLogoUploadedFor(db: Executor, companyId: string, file: string): Promise<boolean> {
  const row = await db
    .selectFrom('company_logo_uploads')
    .select('file')
    .where('company_id', '=', companyId)
    .where('file', '=', file)
    .executeTakeFirst();
  return row !== undefined;
}

export async function forgetLogoUploads(db: Executor, files: string[]): Promise<void> {
  if (files.length === 0) return;
  await db.deleteFrom('company_logo_uploads').where('file', 'in', files).execute();
}

/** Uploads of the company older than `before` that never became its logo. */
export async function staleLogoUploads(db: Executor, companyId: string, before: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('company_logo_uploads')
    .innerJoin('companies', 'companies.id', 'company_logo_uploads.company_id')
    .select('company_logo_uploads.file')
    .where('company_logo_uploads.company_id', '=', companyId)
    .where('company_logo_uploads.created_at', '<', before)
    .whereRef('company_logo_uploads.file', '!=', 'companies.logo')
    .execute();
  return rows.map((row) => row.file);
}

// --- dashboard figures

export interface CompanyFigures {
  activeUsers: number;
  inactiveAccounts: number;
  invitedUsers: number;
  enabledLanguages: number;
  defaultLanguage: string | null;
}

/** User counts by status and the language settings of one company, in one round trip each. */
export async function companyFigures(db: Executor, companyId: string): Promise<CompanyFigures> {
  const users = await db
    .selectFrom('users')
    .select([
      sql<number>`count(*) filter (where not is_deleted and password_hash is not null)::int`.as('verified'),
      sql<number>`count(*) filter (where is_deleted)::int`.as('deleted'),
      sql<number>`count(*) filter (where not is_deleted and password_hash is null)::int`.as('invited'),
    ])
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  const languages = await db
    .selectFrom('languages')
    .select([
      sql<number>`count(*) filter (where enabled)::int`.as('enabled'),
      sql<string | null>`min(name) filter (where is_default)`.as('default_name'),
    ])
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return {
    activeUsers: Number(users.verified),
    inactiveAccounts: Number(users.deleted),
    invitedUsers: Number(users.invited),
    enabledLanguages: Number(languages.enabled),
    defaultLanguage: languages.default_name,
  };
}

/** Whether the user record (in any status) belongs to the company. */
export async function isUserOfCompany(db: Executor, companyId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
