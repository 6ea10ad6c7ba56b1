import { randomUUID } from 'node:crypto';
import { type ActivityFields, activityChanges, isNoChange } from '@qone/domain/activity';
import type { AuthContext } from '../auth/session.js';
import type { Executor } from '../db/index.js';
import { type AuditArea, type AuditTargetType, insertAuditEvent } from '../repositories/audit-events.js';

/** Who made a change: the signed-in caller, or (for a link followed while signed out) the user it belongs to. */
export interface Actor {
  id: string | null;
  name: string;
  email: string;
}

export const actorOf = (auth: Pick<AuthContext, 'userId' | 'name' | 'email'>): Actor => ({
  id: auth.userId,
  name: auth.name,
  email: auth.email,
});

export interface Change {
  companyId: string;
  actor: Actor;
  at: Date;
  area: AuditArea;
  /** `<target>.<verb>`, e.g. `role.created`. */
  action: string;
  target: { type: AuditTargetType; id: string; label: string };
  /** The record's fields before the change; null for a creation. */
  before: ActivityFields | null;
  /** The record's fields after the change; null for a deletion. */
  after: ActivityFields | null;
}

/**
 * Records a change in the activity record. Call it with the transaction that makes the change, so the change and
 * its record are written together or not at all. Only the changed fields are kept, secrets masked and long texts
 * shortened (`@qone/domain/activity`, shared with the fake); a "change" that changed nothing is not recorded.
 */
export async function recordActivity(trx: Executor, change: Change): Promise<void> {
  const { before, after } = activityChanges(change.before, change.after);
  if (isNoChange({ before, after })) return;
  await insertAuditEvent(trx, {
    id: randomUUID(),
    companyId: change.companyId,
    at: change.at,
    actor: change.actor,
    area: change.area,
    action: change.action,
    target: change.target,
    before,
    after,
  });
}
