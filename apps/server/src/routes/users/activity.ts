import type { ActivityFields } from '@qone/domain/activity';
import { type Actor, actorOf, recordActivity } from '../../activity/record.js';
import type { AuthContext } from '../../auth/session.js';
import type { Executor } from '../../db/index.js';

/** Who acted: the signed-in caller, or for a mailed link followed while signed out, the user it belongs to. */
export type UserActor = AuthContext | Actor;

const toActor = (actor: UserActor): Actor => ('userId' in actor ? actorOf(actor) : actor);

/**
 * A change of a user in the activity record (area `users`), labelled with the user's email then. Call it with the
 * transaction that makes the change. Secrets (a password) appear only as "changed" (`@qone/domain/activity`).
 */
export function recordUserChange(
  trx: Executor,
  change: {
    companyId: string;
    actor: UserActor;
    at: Date;
    action: string;
    user: { id: string; email: string };
    before: ActivityFields | null;
    after: ActivityFields | null;
  },
): Promise<void> {
  return recordActivity(trx, {
    companyId: change.companyId,
    actor: toActor(change.actor),
    at: change.at,
    area: 'users',
    action: change.action,
    target: { type: 'user', id: change.user.id, label: change.user.email },
    before: change.before,
    after: change.after,
  });
}
