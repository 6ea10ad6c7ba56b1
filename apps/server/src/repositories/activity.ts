import type { ActivityRecord } from '@qone/domain/activity';
import type { components } from '@qone/domain/schema';
import { type RawBuilder, sql } from 'kysely';
import type { Db, Executor } from '../db/index.js';

export type ActivityEvent = components['schemas']['ActivityEvent'];
export type ActivityArea = components['schemas']['ActivityArea'];
export type ActivityTargetType = components['schemas']['ActivityTargetType'];

/** A record built by `@qone/domain/activity`, where and when it happened: only the catalogue's actions. */
export interface NewActivity extends ActivityRecord {
  id: string;
  companyId: string;
  at: Date;
}

export async function insertActivity(db: Executor, event: NewActivity): Promise<void> {
  await db
    .insertInto('activity')
    .values({
      id: event.id,
      company_id: event.companyId,
      at: event.at,
      actor_id: event.actor.id,
      actor_name: event.actor.name,
      actor_email: event.actor.email,
      area: event.area,
      action: event.action,
      target_type: event.target.type,
      target_id: event.target.id,
      target_label: event.target.label,
      before: event.before === null ? null : JSON.stringify(event.before),
      after: event.after === null ? null : JSON.stringify(event.after),
    })
    .execute();
}

export interface ActivityFilter {
  targetType?: ActivityTargetType | undefined;
  targetId?: string | undefined;
  area?: ActivityArea | undefined;
  actorId?: string | undefined;
  action?: string | undefined;
  /** At or after this time. */
  from?: string | undefined;
  /** Before this time. */
  to?: string | undefined;
  /** Anywhere in the target's name or the actor's name or email as they were then, in any case. */
  q?: string | undefined;
  /** Only events older than this position (the keyset cursor of the previous page). */
  before?: { at: string; id: string } | undefined;
}

/** `%`, `_` and `\` match themselves in a search, not as LIKE wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The company's events, newest first, one more than `limit` so the caller knows whether a next page exists. Every
 * filter has an index in this order (migrations 0003 and 0021), so a page is read off an index from the cursor on;
 * a text is looked up in the names first (`searchActivity`).
 */
export async function listActivity(
  db: Executor,
  companyId: string,
  filter: ActivityFilter,
  limit: number,
): Promise<ActivityEvent[]> {
  const rows = filter.q
    ? await searchActivity(db, companyId, { ...filter, q: filter.q }, limit)
    : await activityPageQuery(db, companyId, filter, limit).execute();
  return rows.map((row) => ({
    _id: row.id,
    at: new Date(row.at).toISOString(),
    actor: { _id: row.actor_id, name: row.actor_name, email: row.actor_email },
    area: row.area as ActivityArea,
    action: row.action,
    targetType: row.target_type as ActivityTargetType,
    targetId: row.target_id,
    targetLabel: row.target_label,
    before: row.before,
    after: row.after,
  }));
}

type ActivityRow = Awaited<ReturnType<ReturnType<typeof activityPageQuery>['execute']>>[number];

/**
 * Past this many names that hold the text (an actor or target counts once per name it had), the text is common enough
 * that the walk of the company's events (`activityPageQuery` with `search_text like`) fills a page soon; up to it,
 * reading each actor's and target's events is cheaper whatever the company's size.
 */
export const KEYED_SEARCH_MAX = 1000;

/**
 * A page of the events whose names hold `filter.q`. The names are few (a row per actor and target and each name it
 * had, migration 0028): the actors and targets whose names hold the text are found there, then each one's newest
 * page is read from its own index in the timeline's order (`cross join lateral`, from the cursor on, every other
 * filter applied) and the pages are merged. The text is still checked on each event: an actor renamed since has events
 * under the other name, which do not match. A text held by more than `KEYED_SEARCH_MAX` of them is
 * matched by the walk instead (and on PostgreSQL by its trigram index, 0026).
 */
async function searchActivity(
  db: Executor,
  companyId: string,
  filter: ActivityFilter & { q: string },
  limit: number,
): Promise<ActivityRow[]> {
  // Not `distinct`: that reads every name holding the text, where a common text needs only to be seen common.
  const names = await db
    .selectFrom('activity_names')
    .select(['actor_id', 'target_type', 'target_id'])
    .where('company_id', '=', companyId)
    .where('name', 'like', sql<string>`lower(${likePattern(filter.q)})`)
    .limit(KEYED_SEARCH_MAX + 1)
    .execute();
  if (names.length > KEYED_SEARCH_MAX) return activityPageQuery(db, companyId, filter, limit).execute();
  const actors = new Set<string>();
  const targets = new Map<string, { type: string; id: string }>();
  let system = false;
  for (const name of names) {
    if (name.target_type !== null && name.target_id !== null)
      targets.set(`${name.target_type}\n${name.target_id}`, { type: name.target_type, id: name.target_id });
    else if (name.actor_id !== null) actors.add(name.actor_id);
    else system = true;
  }
  const targetTypes = [...targets.values()].map((target) => target.type);
  const targetIds = [...targets.values()].map((target) => target.id);
  // The text is checked on each of their events as a plain substring (as `like '%…%'` matches it), written so that
  // no index serves it: the planner then reads each one's events in order from its own index and stops after a page,
  // where with the `like` it combined that index with the trigram one (0026) and sorted all of them.
  const page = activityPageQuery(db, companyId, { ...filter, q: undefined }, limit).where(
    sql<boolean>`strpos(search_text, lower(${filter.q})) > 0`,
  );
  const reads: RawBuilder<unknown>[] = [];
  if (actors.size > 0)
    reads.push(sql`select events.* from unnest(${[...actors]}::uuid[]) as keys (actor_id)
      cross join lateral (${page.where(sql<boolean>`activity.actor_id = keys.actor_id`)}) as events`);
  if (targets.size > 0)
    reads.push(sql`select events.* from unnest(${targetTypes}::text[], ${targetIds}::text[]) as keys (target_type, target_id)
      cross join lateral (${page.where(sql<boolean>`activity.target_type = keys.target_type and activity.target_id = keys.target_id`)}) as events`);
  if (system) reads.push(sql`select * from (${page.where('actor_id', 'is', null)}) as events`);
  if (reads.length === 0) return [];
  // `union` drops an event found twice (its actor's and its target's names both hold the text).
  const { rows } = await sql<ActivityRow>`
    select * from (${sql.join(reads, sql` union `)}) as found order by at desc, id desc limit ${limit + 1}
  `.execute(db);
  return rows;
}

/** `listActivity`'s statement, unexecuted: its tests ask the planner how it is read (`.explain()`). */
export function activityPageQuery(db: Executor, companyId: string, filter: ActivityFilter, limit: number) {
  let query = db
    .selectFrom('activity')
    .select([
      'id',
      'at',
      'actor_id',
      'actor_name',
      'actor_email',
      'area',
      'action',
      'target_type',
      'target_id',
      'target_label',
      'before',
      'after',
    ])
    .where('company_id', '=', companyId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (filter.targetType) query = query.where('target_type', '=', filter.targetType);
  if (filter.targetId) query = query.where('target_id', '=', filter.targetId);
  if (filter.area) query = query.where('area', '=', filter.area);
  if (filter.actorId) query = query.where('actor_id', '=', filter.actorId);
  if (filter.action) query = query.where('action', '=', filter.action);
  if (filter.from) query = query.where('at', '>=', new Date(filter.from));
  if (filter.to) query = query.where('at', '<', new Date(filter.to));
  if (filter.q) query = query.where('search_text', 'like', sql<string>`lower(${likePattern(filter.q)})`);
  if (filter.before) {
    const { at, id } = filter.before;
    query = query.where(sql<boolean>`(at, id) < (${new Date(at)}::timestamptz, ${id}::uuid)`);
  }
  return query;
}

/** When each area of the company last changed (areas never changed are absent). */
export async function latestChangePerArea(
  db: Executor,
  companyId: string,
): Promise<Map<ActivityArea, string>> {
  const rows = await db
    .selectFrom('activity')
    .select(['area', sql<Date>`max(at)`.as('latest')])
    .where('company_id', '=', companyId)
    .groupBy('area')
    .execute();
  return new Map(rows.map((row) => [row.area as ActivityArea, new Date(row.latest).toISOString()]));
}

/** How many of the company's events are at or before `cutoff` (what a retention ending there would delete). */
export async function countActivityUpTo(db: Executor, companyId: string, cutoff: Date): Promise<number> {
  const row = await db
    .selectFrom('activity')
    .select(sql<string>`count(*)`.as('count'))
    .where('company_id', '=', companyId)
    .where('at', '<=', cutoff)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Deletes at most `limit` of the company's events at or before `cutoff`, oldest first, in one statement (its own
 * short transaction), and answers how many went. Read through the index (company_id, at, id) of 0003.
 */
export async function deleteActivityUpTo(
  db: Executor,
  companyId: string,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('activity')
    .where(
      'id',
      'in',
      db
        .selectFrom('activity')
        .select('id')
        .where('company_id', '=', companyId)
        .where('at', '<=', cutoff)
        .orderBy('at')
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Removes the company's names (migration 0028) that no remaining event carries: run after the retention job deleted
 * events, so a name goes with the last event that held it. Each name is checked from its actor's or target's own
 * index; one still in use is found at its newest event, so the cost is a look per name plus, for a name given up
 * since (a rename), the walk of that one actor's or target's events. Answers how many went.
 *
 * In one transaction that first takes the company's names lock exclusively: the trigger takes it shared with each
 * event, so an event written meanwhile, whose trigger found its name kept and added none, is either committed before
 * these statements look (and keeps the name) or written after them (and adds the name again).
 */
export async function pruneActivityNames(db: Db, companyId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`activity_names:${companyId}`}))`.execute(trx);
    return deleteUnusedNames(trx, companyId);
  });
}

async function deleteUnusedNames(db: Executor, companyId: string): Promise<number> {
  const actorName = sql<string>`lower(activity.actor_name) || chr(10) || lower(activity.actor_email)`;
  // The names of one kind that no event of the company still carries; `carried` matches an event to a name. Actors
  // with an id and the system are apart, so each look is an equality on the actor index.
  const unused = (kind: RawBuilder<boolean>, carried: RawBuilder<boolean>) => sql`
    delete from activity_names as names
    where names.company_id = ${companyId} and ${kind}
      and not exists (select from activity where activity.company_id = ${companyId} and ${carried})
  `;
  const statements = [
    unused(
      sql`names.target_type is null and names.actor_id is not null`,
      sql`activity.actor_id = names.actor_id and ${actorName} = names.name`,
    ),
    unused(
      sql`names.target_type is null and names.actor_id is null`,
      sql`activity.actor_id is null and ${actorName} = names.name`,
    ),
    unused(
      sql`names.target_type is not null`,
      sql`activity.target_type = names.target_type and activity.target_id = names.target_id
        and lower(activity.target_label) = names.name`,
    ),
  ];
  let pruned = 0;
  for (const statement of statements) pruned += Number((await statement.execute(db)).numAffectedRows ?? 0);
  return pruned;
}
