import { type Kysely, sql } from 'kysely';

/**
 * The activity timeline (issue 25) filters the record by actor, action and a text over the names kept with each
 * event, newest first with a keyset cursor. Each filter gets an index in the timeline's own order (time, then id),
 * so the newest page of a filter — and any later page, from its cursor — is read from the index in order and stops
 * after one page, never sorting or skipping a filter's whole history (0003 already serves the company, area and
 * target). The text is matched against the names lower-cased once, stored and kept by the database (as the user
 * grid's search_text, 0009); a line break separates them, so no search text (which cannot hold one) matches across
 * two names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index activity_actor on activity (company_id, actor_id, at desc, id desc)`.execute(db);
  await sql`create index activity_action on activity (company_id, action, at desc, id desc)`.execute(db);
  await sql`
    alter table activity add column search_text text
      generated always as (lower(target_label) || chr(10) || lower(actor_name) || chr(10) || lower(actor_email)) stored
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table activity drop column if exists search_text`.execute(db);
  await sql`drop index if exists activity_action`.execute(db);
  await sql`drop index if exists activity_actor`.execute(db);
}
