import { type Kysely, sql } from 'kysely';

/**
 * The user-management grid reads users a page at a time in name order (`lower(name)` in byte order, then id), for
 * companies of any size: this index serves that order within a company, so a page costs the same at user 10 as at
 * user 10,000. Byte order (`collate "C"`) is the same on PGlite and on every PostgreSQL whatever its locale, so a
 * keyset cursor means the same position everywhere.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_company_name on users (company_id, (lower(name) collate "C"), id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_company_name`.execute(db);
}
