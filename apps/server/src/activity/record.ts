import { randomUUID } from 'node:crypto';
import { type ActivityActor, type ActivityRecord, assertActivityAction } from '@qone/domain/activity';
import type { AuthContext } from '../auth/session.js';
import type { Executor } from '../db/index.js';
import { insertActivity } from '../repositories/activity.js';

/** Who made a change: the signed-in caller, or (for a link followed while signed out) the user it belongs to. */
export type Actor = ActivityActor;

export const actorOf = (auth: Pick<AuthContext, 'userId' | 'name' | 'email'>): Actor => ({
  id: auth.userId,
  name: auth.name,
  email: auth.email,
});

/**
 * Records a change in the activity record. Call it with the transaction that makes the change, so the change and
 * its record are written together or not at all. The record comes from a builder of `@qone/domain/activity`
 * (`activity.roles(…)`, …), shared with the fake, which keeps only the changed fields, masks secrets and shortens
 * long texts; null (a "change" that changed nothing) records nothing.
 */
export async function recordActivity(
  trx: Executor,
  where: { companyId: string; at: Date },
  record: ActivityRecord | null,
): Promise<void> {
  if (record === null) return;
  assertActivityAction(record.area, record.action);
  await insertActivity(trx, { id: randomUUID(), companyId: where.companyId, at: where.at, ...record });
}
