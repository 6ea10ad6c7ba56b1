import type { ActivityRecord } from '@qone/domain/activity';
import type { components } from '@qone/domain/schema';
import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

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
 * the text has a trigram index (0026), which the planner takes when the text is rarer than a walk would be cheap.
 */
export async function listActivity(
  db: Executor,
  companyId: string,
  filter: ActivityFilter,
  limit: number,
): Promise<ActivityEvent[]> {
  const rows = await activityPageQuery(db, companyId, filter, limit).execute();
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
