import { type Kysely, sql } from 'kysely';

/**
 * Activity retention (issue 25 point 9): each company says how long it keeps its activity record (90 days to 10
 * years, two years by default), and a job of the server deletes older events.
 *
 * - `companies.activity_retention_days` is a company setting like the others, so a change of it moves the record's
 *   version (the trigger of 0014, as 0022 made it again with `second_factor_policy`, made again here with the new
 *   column among the fields it watches).
 * - `periodic_jobs` holds one row per job that must run once per interval across every server process sharing the
 *   database: a process claims the job by writing its row with `leased_until` ahead in one statement (an upsert that
 *   takes only a row that is due and not leased, so of two processes asking at once exactly one gets it), runs the
 *   job, and sets the next due time. A process that dies holding the lease leaves the job to any process once the
 *   lease ends.
 */
const COMPANY_FIELDS = [
  'name',
  'invoice_email',
  'invoice_address',
  'vat',
  'contact_person',
  'logo',
  'plan',
  'last_invoice_date',
  'next_invoice_date',
  'second_factor_policy',
];

const fieldsOf = (side: 'old' | 'new', fields: readonly string[]) =>
  sql.raw(`(${fields.map((field) => `${side}.${field}`).join(', ')})`);

async function versionTrigger(db: Kysely<unknown>, fields: readonly string[]): Promise<void> {
  await sql`drop trigger if exists companies_record_version on companies`.execute(db);
  await sql`
    create trigger companies_record_version
      before update on companies
      for each row
      when (${fieldsOf('old', fields)} is distinct from ${fieldsOf('new', fields)})
      execute function bump_record_version()
  `.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table companies add column activity_retention_days integer not null default 730
      check (activity_retention_days between 90 and 3650)
  `.execute(db);
  await versionTrigger(db, [...COMPANY_FIELDS, 'activity_retention_days']);
  await sql`
    create table periodic_jobs (
      name text primary key,
      due_at timestamptz not null,
      leased_until timestamptz,
      last_finished_at timestamptz
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists periodic_jobs`.execute(db);
  await versionTrigger(db, COMPANY_FIELDS);
  await sql`alter table companies drop column if exists activity_retention_days`.execute(db);
}
