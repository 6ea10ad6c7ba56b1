import { type Kysely, sql } from 'kysely';

/**
 * Email addresses are unique per company, no longer across companies: an answer about an address (an invitation, an
 * email change, a sign-up) must never depend on another company's users. The same address may now have an account
 * in several companies; sign-in picks one by the company the console's host serves.
 *
 * Sign-ups expire: a company created by the public sign-up carries `signup_expires_at` until its first user sets a
 * password, and is removed (with everything of it) once that time has passed, so an address nobody confirmed is
 * never held.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_live_email`.execute(db);
  await sql`create unique index users_company_live_email on users (company_id, lower(email)) where not is_deleted`.execute(
    db,
  );
  // Sign-in and forgot-password look an address up across companies.
  await sql`create index users_live_email_lookup on users (lower(email)) where not is_deleted`.execute(db);

  await db.schema.alterTable('companies').addColumn('signup_expires_at', 'timestamptz').execute();
  await sql`create index companies_signup_expires on companies (signup_expires_at) where signup_expires_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists companies_signup_expires`.execute(db);
  await db.schema.alterTable('companies').dropColumn('signup_expires_at').execute();
  await sql`drop index if exists users_live_email_lookup`.execute(db);
  await sql`drop index if exists users_company_live_email`.execute(db);
  // Fails while an address has live accounts in two companies: that data cannot go back to the old rule.
  await sql`create unique index users_live_email on users (lower(email)) where not is_deleted`.execute(db);
}
