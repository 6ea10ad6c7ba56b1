/**
 * The activity record: who acts (`actor`), keeping a record built by `@qone/domain/activity`'s builders in the
 * right company, and `activityEvent`, a built record as the activity read answers it.
 */
import { type ActivityActor, type ActivityRecord, assertActivityAction } from '@qone/domain/activity';
import type { ActivityEvent } from '../../src/types';
import type { MockDb } from '../db';

/** A built record as the activity read answers it, with its id and time. */
export function activityEvent(record: ActivityRecord, id: string, at: string): ActivityEvent {
  return {
    _id: id,
    at,
    actor: { _id: record.actor.id, name: record.actor.name, email: record.actor.email },
    area: record.area,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    targetLabel: record.target.label,
    before: record.before,
    after: record.after,
  };
}

export const activityStore = {
  /** The signed-in user as the activity record names who acted. */
  actor(this: MockDb): ActivityActor {
    const current = this.currentUser();
    return { id: current?._id ?? null, name: current?.name ?? '', email: current?.email ?? '' };
  },

  /**
   * Keeps a record built by a builder of `@qone/domain/activity` (the server's builders too), now; null (a
   * change that changed nothing) keeps nothing. `companyId`: the company the change belongs to when it is not the
   * current one (a link followed for another company).
   */
  recordActivity(this: MockDb, record: ActivityRecord | null, companyId?: string): void {
    if (record === null) return;
    assertActivityAction(record.area, record.action);
    const kept =
      this.tenants().find((tenant) => tenant.company._id === (companyId ?? this.company._id))?.activity ??
      this.activity;
    kept.push(activityEvent(record, this.id(), this.now()));
  },
};
