import { type Kysely, sql } from 'kysely';

/**
 * The timeline's text filter (`q`, found anywhere in the names kept with an event: `search_text like '%…%'`, 0021)
 * gets a trigram index: a b-tree serves no infix match, so a rare text walked the company's events newest first
 * until it had a page (docs/performance.md, "Activity timeline"). `pg_trgm` is PostgreSQL's contrib (trusted since
 * PostgreSQL 13: the database's owner may create it). A text of fewer than three characters has no trigram and is
 * still matched by the walk.
 *
 * On PostgreSQL only: PGlite's planner takes the index for a common text too and reads it slowly there (3 ms → 183 ms
 * for one actor's address at 1,000,000 events, docs/performance.md), so the embedded database keeps the walk. The two
 * engines' schemas differ by this one index; every query is the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ version: string }>`select version() as version`.execute(db);
  if (rows[0]?.version.includes('PGlite')) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index activity_search_trgm on activity using gin (search_text gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists activity_search_trgm`.execute(db);
}
