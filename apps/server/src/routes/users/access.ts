import { groupMessages, userMessages } from '@qone/api-client/messages';
import type { AuthContext } from '../../auth/session.js';
import type { Executor } from '../../db/index.js';
import { forbidden, notFound } from '../../errors.js';
import { findUserById, type UserRecord } from '../../repositories/users.js';

export const USER_NOT_FOUND = userMessages.notFound;
export const GROUP_NOT_FOUND = groupMessages.notFound;
export const EMAIL_TAKEN = userMessages.emailTaken;

/** Operations open to everyone for their own record and to holders of `settings` for anyone's (see the contract). */
export function assertSelfOrSettings(auth: AuthContext, isSelf: boolean): void {
  if (!isSelf && !auth.permissions.settings) throw forbidden();
}

/** A user of the caller's company; another company's id answers exactly like an unknown one. */
export async function requireUser(
  db: Executor,
  auth: AuthContext,
  id: string,
  options: { allowDeleted?: boolean } = {},
): Promise<UserRecord> {
  const user = await findUserById(db, auth.companyId, id);
  if (!user || (user.is_deleted && !options.allowDeleted)) throw notFound(USER_NOT_FOUND);
  return user;
}

export async function reload(db: Executor, auth: AuthContext, id: string): Promise<UserRecord> {
  return requireUser(db, auth, id, { allowDeleted: true });
}
