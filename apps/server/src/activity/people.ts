import type { ActivityFields } from '@qone/api-client/activity';
import type { AuthContext } from '../auth/session.js';
import type { Executor } from '../db/index.js';
import { type Actor, actorOf, recordActivity } from './record.js';

/** What the activity record shows of a user: the fields an administrator recognises (never a password or token). */
export interface UserSnapshot {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  status?: string;
  /** The permission group's name (its id means nothing to a reader). */
  permissionGroup?: string | null;
}

export type UserAction =
  | 'user.invited'
  | 'user.reinvited'
  | 'user.invitation-deleted'
  | 'user.registered'
  | 'user.updated'
  | 'user.group-changed'
  | 'user.password-reset'
  | 'user.deleted';

const fieldsOf = (user: UserSnapshot): ActivityFields => {
  const { id: _id, ...fields } = user;
  return fields;
};

/**
 * Records a change to a user (area `users`, target the user, labelled with their name) in the transaction that
 * makes it. `before`/`after` are the user as the record shows them; null for an invitation or a removal.
 */
export function recordUserChange(
  trx: Executor,
  change: {
    auth: Pick<AuthContext, 'companyId' | 'userId' | 'name' | 'email'> | { companyId: string; actor: Actor };
    at: Date;
    action: UserAction;
    before: UserSnapshot | null;
    after: UserSnapshot | null;
  },
): Promise<void> {
  const user = change.after ?? change.before;
  const actor = 'actor' in change.auth ? change.auth.actor : actorOf(change.auth);
  return recordActivity(trx, {
    companyId: change.auth.companyId,
    actor,
    at: change.at,
    area: 'users',
    action: change.action,
    target: { type: 'user', id: user?.id ?? '', label: user?.name ?? '' },
    before: change.before && fieldsOf(change.before),
    after: change.after && fieldsOf(change.after),
  });
}
