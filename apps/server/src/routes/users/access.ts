import { type AccessFlags, isWithin } from '@qone/domain/access';
import { groupMessages, userMessages } from '@qone/domain/messages';
import type { AuthContext } from '../../auth/session.js';
import type { Executor } from '../../db/index.js';
import { conflict, forbidden, notFound, StaleWriteError } from '../../errors.js';
import {
  findAccessOfUser,
  normaliseAccess,
  settingsHolderExists,
} from '../../repositories/permission-groups.js';
import { findUserById, toUser, type UserRecord } from '../../repositories/users.js';

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

/**
 * An edit of a user is based on the version the editor read: when the user changed since, it is refused with the user
 * as they are now (409), and nothing of it is applied.
 */
export function assertUserCurrent(user: UserRecord, baseVersion: number): void {
  if (user.version !== baseVersion) throw new StaleWriteError(userMessages.stale, toUser(user));
}

/** The user read again in the transaction of a change, their row locked, and checked against `baseVersion`. */
export async function lockUser(trx: Executor, auth: AuthContext, id: string, baseVersion: number) {
  const user = await findUserById(trx, auth.companyId, id, { forUpdate: true });
  if (!user || user.is_deleted) throw notFound(USER_NOT_FOUND);
  assertUserCurrent(user, baseVersion);
  return user;
}

export async function reload(db: Executor, auth: AuthContext, id: string): Promise<UserRecord> {
  return requireUser(db, auth, id, { allowDeleted: true });
}

/**
 * Nobody acts on someone with more access than they have: editing, changing the email or group of, resetting,
 * deleting or reinviting a user needs the user's access (flags and panel fields) to be within the caller's (403).
 * Otherwise whoever may manage users could take over, demote or remove anyone with more access — an account
 * takeover through an email change and a password reset. Acting on oneself is always within.
 */
export async function assertMayActOn(db: Executor, auth: AuthContext, target: Pick<UserRecord, 'id'>) {
  if (target.id === auth.userId) return;
  const access = await findAccessOfUser(db, auth.companyId, target.id);
  if (access && !isWithin(access, normaliseAccess(auth.access)))
    throw forbidden(userMessages.targetHasMoreAccess);
}

/**
 * The company keeps someone able to manage people and groups: a change that takes `settings` from a signed-up user
 * holding it (a group change to `after`, or a deletion: `after` null) needs another such user (409). Run it in the
 * transaction of the change, after `lockCompanyAccess`, so concurrent demotions are judged one after the other.
 */
export async function assertSettingsKept(
  trx: Executor,
  auth: AuthContext,
  target: UserRecord,
  after: AccessFlags | null,
): Promise<void> {
  if (after?.settings) return;
  if (target.is_deleted || !target.has_password) return;
  const before = await findAccessOfUser(trx, auth.companyId, target.id);
  if (!before?.settings) return;
  if (!(await settingsHolderExists(trx, auth.companyId, { userId: target.id }))) {
    throw conflict(groupMessages.lastSettingsHolder);
  }
}
