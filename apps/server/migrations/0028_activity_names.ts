import { type Kysely, sql } from 'kysely';

/**
 * The names kept with the company's events, each once per actor or target: what the timeline's text filter (`q`)
 * searches first. A text found anywhere in a name walked the company's events newest first until it had a page —
 * every event, for a text that matches few (a million-event walk per page, docs/performance.md) — and a trigram index
 * of a million events reads long lists for the trigrams every name shares. The names are a few per actor and target:
 * the filter finds the texts' actors and targets there, then reads each one's events from its own index (0003, 0021)
 * in the timeline's order, a page at most per actor or target.
 *
 * `name` is as the event's `search_text` (0021) holds it: the target's name, or the actor's name and address joined
 * by a line break, lower-cased. An actor row has no target (its `actor_id` null for the system); a target row has no
 * actor. Kept by a trigger in the transaction of each event's insert, so no way of writing an event misses it; the
 * retention job (src/jobs/activity-retention.ts) removes the names no remaining event carries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table activity_names (
      company_id uuid not null references companies (id) on delete cascade,
      actor_id uuid,
      target_type text,
      target_id text,
      name text not null,
      check ((target_type is null) = (target_id is null)),
      check (target_type is null or actor_id is null)
    )
  `.execute(db);
  // Looked up by name in the trigger. Not unique on purpose: a unique index makes an insert wait for another
  // transaction inserting the same name until it ends, and two transactions adding two new names in opposite order
  // would deadlock (a 5xx). Without it, two transactions adding the same new name at once may both keep it: a
  // duplicate the search reads once (its keys are taken as a set) and the retention job removes with the name.
  await sql`create index activity_names_name on activity_names (company_id, name)`.execute(db);
  // The names are searched for a text anywhere in them: a trigram index finds a rare one without reading them all.
  // Without `fastupdate` a new name goes into the index at once: names are added rarely (an event's names are mostly
  // known already, and then nothing is written), and GIN's pending list, which only a vacuum merges (PGlite runs no
  // autovacuum), would otherwise be read through on every search. PGlite is opened with pg_trgm (src/db/pglite.ts);
  // on PostgreSQL 0026 created it already.
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    create index activity_names_trgm on activity_names using gin (name gin_trgm_ops) with (fastupdate = off)
  `.execute(db);
  // `enable_seqscan = off` inside the trigger only: PL/pgSQL keeps one plan per session for its look-ups, and a plan
  // made while the names were few reads them all (a sequential scan, cheapest then) for as long as the session lives —
  // 1 ms per event at 20,000 names on PGlite, against 0.05 ms from the index.
  await sql`
    create function activity_names_keep() returns trigger language plpgsql set enable_seqscan = off as $$
    declare
      actor_name text := lower(new.actor_name) || chr(10) || lower(new.actor_email);
      target_name text := lower(new.target_label);
    begin
      -- Shared with every other event of the company, exclusive to the retention job's removal of unused names
      -- (pruneActivityNames): a name this event relies on is not removed before this transaction ends.
      perform pg_advisory_xact_lock_shared(hashtext('activity_names:' || new.company_id::text));
      insert into activity_names (company_id, actor_id, target_type, target_id, name)
      select new.company_id, new.actor_id, null, null, actor_name
      where not exists (
        select from activity_names as kept
        where kept.company_id = new.company_id and kept.name = actor_name and kept.target_type is null
          and kept.actor_id is not distinct from new.actor_id);
      insert into activity_names (company_id, actor_id, target_type, target_id, name)
      select new.company_id, null, new.target_type, new.target_id, target_name
      where not exists (
        select from activity_names as kept
        where kept.company_id = new.company_id and kept.name = target_name
          and kept.target_type = new.target_type and kept.target_id = new.target_id);
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger activity_names_keep after insert on activity
      for each row execute function activity_names_keep()
  `.execute(db);
  await sql`
    insert into activity_names (company_id, actor_id, target_type, target_id, name)
    select distinct company_id, actor_id, null::text, null::text, lower(actor_name) || chr(10) || lower(actor_email)
    from activity
    union
    select distinct company_id, null::uuid, target_type, target_id, lower(target_label) from activity
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists activity_names_keep on activity`.execute(db);
  await sql`drop function if exists activity_names_keep()`.execute(db);
  await sql`drop table if exists activity_names`.execute(db);
  // pg_trgm stays: on PostgreSQL 0026 uses it too, and an extension is harmless where nothing uses it.
}
