import { type Kysely, sql } from 'kysely';

/**
 * One word for one thing (issue 22): the activity record's table, `audit_events` since 0003, is named `activity`
 * like the contract's operations, the console's copy and the code that reads and writes it. A rename keeps every
 * row, the key, the foreign key and the indexes; only their names change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table audit_events rename to activity`.execute(db);
  await sql`alter table activity rename constraint audit_events_pkey to activity_pkey`.execute(db);
  await sql`alter table activity rename constraint audit_events_company_id_fkey to activity_company_id_fkey`.execute(
    db,
  );
  await sql`alter index audit_events_company_at rename to activity_company_at`.execute(db);
  await sql`alter index audit_events_target rename to activity_target`.execute(db);
  await sql`alter index audit_events_area rename to activity_area`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter index activity_area rename to audit_events_area`.execute(db);
  await sql`alter index activity_target rename to audit_events_target`.execute(db);
  await sql`alter index activity_company_at rename to audit_events_company_at`.execute(db);
  await sql`alter table activity rename constraint activity_company_id_fkey to audit_events_company_id_fkey`.execute(
    db,
  );
  await sql`alter table activity rename constraint activity_pkey to audit_events_pkey`.execute(db);
  await sql`alter table activity rename to audit_events`.execute(db);
}
