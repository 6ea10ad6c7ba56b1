import type { components } from '@qone/domain/schema';
import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

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
      'companies.second_factor_policy',
      'companies.version',
      'companies.activity_retention_days',
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
    secondFactorPolicy: record.second_factor_policy,
    activityRetentionDays: record.activity_retention_days,
    version: record.version,
  };
}

/** Whether `file` is some company's current logo (the only logo files anyone may fetch without signing in). */
export async function isCurrentLogo(db: Executor, file: string): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('logo', '=', file)
    // The condition of the index companies_logo (migration 0012), so the planner always takes it.
    .where('logo', '<>', '')
    .executeTakeFirst();
  return row !== undefined;
}

/** The company; `forUpdate` locks its row until the transaction ends, so saves of its settings go in turn. */
export function findCompany(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CompanyRecord | undefined> {
  const query = selectCompanies(db).where('companies.id', '=', id);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function companyExists(db: Executor, id: string): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** The company's name as mails show it ('' for an unknown id). */
export async function findCompanyName(db: Executor, id: string): Promise<string> {
  const row = await db.selectFrom('companies').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? '';
}

/** When the company was created (its invitation quota depends on its age), or undefined for an unknown id. */
export async function findCompanyCreatedAt(db: Executor, id: string): Promise<Date | undefined> {
  const row = await db.selectFrom('companies').select('created_at').where('id', '=', id).executeTakeFirst();
  return row ? new Date(row.created_at) : undefined;
}

export interface NewCompany {
  id: string;
  name: string;
  contactPerson?: string;
  invoiceEmail?: string;
  invoiceAddress?: string;
  vat?: string;
  now: Date;
  /** A public sign-up: the company is removed after this time unless its first user sets a password. */
  signupExpiresAt?: Date;
}

/**
 * A company on the Standard plan without alias, host, logo or invoices. Returns false (and writes nothing) when the id
 * exists already, which makes a fixed id a gate: of two concurrent inserts exactly one returns true.
 */
export async function insertCompany(db: Executor, company: NewCompany): Promise<boolean> {
  const row = await db
    .insertInto('companies')
    .values({
      id: company.id,
      name: company.name,
      alias: null,
      host: null,
      invoice_email: company.invoiceEmail ?? '',
      invoice_address: company.invoiceAddress ?? '',
      vat: company.vat ?? '',
      contact_person: company.contactPerson ?? '',
      logo: '',
      plan: 'Standard',
      last_invoice_date: null,
      next_invoice_date: null,
      created_at: company.now,
      signup_expires_at: company.signupExpiresAt ?? null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The company a public address names (`/p/{company}/{slug}`): its alias (any case), or its id — the address of a
 * company without an alias. Aliases are set by the operator only, so no company can take another's.
 */
export async function findCompanyByAddress(
  db: Executor,
  segment: string,
): Promise<CompanyRecord | undefined> {
  const byAlias = await selectCompanies(db)
    .where(sql<string>`lower(companies.alias)`, '=', segment.toLowerCase())
    .executeTakeFirst();
  if (byAlias || !UUID.test(segment)) return byAlias;
  return selectCompanies(db).where('companies.id', '=', segment.toLowerCase()).executeTakeFirst();
}

export async function updateCompanySettings(
  db: Executor,
  id: string,
  values: Pick<
    CompanySettings,
    'name' | 'invoice_email' | 'invoice_address' | 'vat' | 'contact_person' | 'logo' | 'activityRetentionDays'
  > & { secondFactorPolicy?: CompanySettings['secondFactorPolicy'] | undefined },
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
      ...(values.secondFactorPolicy ? { second_factor_policy: values.secondFactorPolicy } : {}),
      activity_retention_days: values.activityRetentionDays,
    })
    .where('id', '=', id)
    .execute();
}

/**
 * The unconfirmed public sign-up of an address, if any: its company (still expiring) and first user (no password
 * yet). Another sign-up for the same address refreshes this one instead of holding a second company.
 */
export function findPendingSignUp(db: Executor, email: string) {
  return db
    .selectFrom('companies')
    .innerJoin('users', 'users.company_id', 'companies.id')
    .select([
      'companies.id as company_id',
      'companies.name as company_name',
      'users.id as user_id',
      'users.name',
    ])
    .where('companies.signup_expires_at', 'is not', null)
    .where(sql<string>`lower(users.email)`, '=', email.toLowerCase())
    .where('users.password_hash', 'is', null)
    .where('users.is_deleted', '=', false)
    .orderBy('companies.created_at')
    .executeTakeFirst();
}

/**
 * Takes the address's sign-up lock for the rest of the transaction: sign-ups of one address, on any server process,
 * look for a pending sign-up and create or refresh it one after another, so parallel ones leave one company.
 */
export async function lockSignUpAddress(trx: Executor, email: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`sign_up:${email.toLowerCase()}`}))`.execute(trx);
}

/**
 * An unconfirmed sign-up's expiry: a later time (another sign-up of the address refreshed it), or null once its
 * first user set a password — the company is confirmed and never expires. Companies that never were a sign-up are
 * left alone.
 */
export async function setSignUpExpiry(db: Executor, companyId: string, until: Date | null): Promise<void> {
  await db
    .updateTable('companies')
    .set({ signup_expires_at: until })
    .where('id', '=', companyId)
    .where('signup_expires_at', 'is not', null)
    .execute();
}

/** Removes the companies of expired, unconfirmed sign-ups with everything of them; answers how many. */
export async function deleteExpiredSignUps(db: Executor, now: Date): Promise<number> {
  const result = await db.deleteFrom('companies').where('signup_expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every company with its activity retention (the pruning job's list). */
export function listActivityRetentions(db: Executor) {
  return db.selectFrom('companies').select(['id', 'name', 'activity_retention_days']).orderBy('id').execute();
}
