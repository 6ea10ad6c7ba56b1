import type { components } from '@qone/domain/schema';
import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

export type AuditEvent = components['schemas']['AuditEvent'];
export type AuditArea = components['schemas']['AuditArea'];
export type AuditTargetType = components['schemas']['AuditTargetType'];

export interface NewAuditEvent {
  id: string;
  companyId: string;
  at: Date;
  actor: { id: string | null; name: string; email: string };
  area: AuditArea;
  action: string;
  target: { type: AuditTargetType; id: string; label: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export async function insertAuditEvent(db: Executor, event: NewAuditEvent): Promise<void> {
  await db
    .insertInto('audit_events')
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

export interface AuditEventFilter {
  targetType?: AuditTargetType | undefined;
  targetId?: string | undefined;
  area?: AuditArea | undefined;
  /** Only events older than this position (the keyset cursor of the previous page). */
  before?: { at: string; id: string } | undefined;
}

/** The company's events, newest first, one more than `limit` so the caller knows whether a next page exists. */
export async function listAuditEvents(
  db: Executor,
  companyId: string,
  filter: AuditEventFilter,
  limit: number,
): Promise<AuditEvent[]> {
  let query = db
    .selectFrom('audit_events')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (filter.targetType) query = query.where('target_type', '=', filter.targetType);
  if (filter.targetId) query = query.where('target_id', '=', filter.targetId);
  if (filter.area) query = query.where('area', '=', filter.area);
  if (filter.before) {
    const { at, id } = filter.before;
    query = query.where(sql<boolean>`(at, id) < (${new Date(at)}::timestamptz, ${id}::uuid)`);
  }
  const rows = await query.execute();
  return rows.map((row) => ({
    _id: row.id,
    at: new Date(row.at).toISOString(),
    actor: { _id: row.actor_id, name: row.actor_name, email: row.actor_email },
    area: row.area as AuditArea,
    action: row.action,
    targetType: row.target_type as AuditTargetType,
    targetId: row.target_id,
    targetLabel: row.target_label,
    before: row.before,
    after: row.after,
  }));
}

/** When each area of the company last changed (areas never changed are absent). */
export async function latestChangePerArea(db: Executor, companyId: string): Promise<Map<AuditArea, string>> {
  const rows = await db
    .selectFrom('audit_events')
    .select(['area', sql<Date>`max(at)`.as('latest')])
    .where('company_id', '=', companyId)
    .groupBy('area')
    .execute();
  return new Map(rows.map((row) => [row.area as AuditArea, new Date(row.latest).toISOString()]));
}
