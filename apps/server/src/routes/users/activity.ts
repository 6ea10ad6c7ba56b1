import { type ActionOf, type ActivityFields, activity } from '@qone/domain/activity';
import { type Actor, actorOf, recordActivity } from '../../activity/record.js';
import type { AuthContext } from '../../auth/session.js';
import type { Executor } from '../../db/index.js';

/** Who acted: the signed-in caller, or for a mailed link followed while signed out, the user it belongs to. */
export type UserActor = AuthContext | Actor;

const toActor = (actor: UserActor): Actor => ('userId' in actor ? actorOf(actor) : actor);

/**
 * A change of a user in the activity record (`activity.users`: area `users`, labelled with the user's email then).
 * Call it with the transaction that makes the change.
 */
export function recordUserChange(
  trx: Executor,
  change: {
    companyId: string;
    actor: UserActor;
    at: Date;
    action: ActionOf<'users'>;
    user: { id: string; email: string };
    before: ActivityFields | null;
    after: ActivityFields | null;
  },
): Promise<void> {
  return recordActivity(
    trx,
    change,
    activity.users({
      actor: toActor(change.actor),
      action: change.action,
      user: change.user,
      before: change.before,
      after: change.after,
    }),
  );
}
