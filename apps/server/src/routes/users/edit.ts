import type { AccessFlags } from '@qone/domain/access';
import type { ActionOf } from '@qone/domain/activity';
import { emailChangeMessages, userMessages } from '@qone/domain/messages';
import type { AuthContext } from '../../auth/session.js';
import { setSessionCookie, tokenIn } from '../../auth/session.js';
import type { Db, Executor } from '../../db/index.js';
import { conflict, forbidden, notFound } from '../../errors.js';
import { lockCompanyAccess } from '../../repositories/permission-groups.js';
import { endUserSessions } from '../../repositories/sessions.js';
import { revokeUserTokens } from '../../repositories/user-tokens.js';
import {
  findLiveUserByEmail,
  isUniqueViolation,
  markUserDeleted,
  toUser,
  type UserChanges,
  type UserRecord,
  updateUserFields,
} from '../../repositories/users.js';
import type { AppServices } from '../../services.js';
import { defineOperations } from '../define.js';
import {
  assertMayActOn,
  assertSelfOrSettings,
  assertSettingsKept,
  assertUserCurrent,
  EMAIL_TAKEN,
  lockUser,
  reload,
  requireUser,
  USER_NOT_FOUND,
} from './access.js';
import { recordUserChange } from './activity.js';
import { assertAssignableGroup } from './assign-group.js';
import { assertEmailChangeAllowed, isNewAddress, requestEmailChange } from './email-change.js';

/** A group a user is moved into: its name for the activity record, its access for the last-holder rule. */
interface NewGroup {
  name: string;
  access: AccessFlags;
}

/** The fields of a user the activity record shows. */
const recorded = (user: UserRecord) => ({
  name: user.name,
  email: user.email,
  phone: user.phone,
  permissionGroup: user.permission_group_name,
});

/**
 * Saves the changes that take effect at once (name, phone, group, an email's letter case) and records them, in one
 * transaction that holds the company's access lock, so the last-holder rule is judged against every concurrent
 * change, and the user's row, so an edit based on an older version than the user's is refused (409); the unique
 * index has the last word when two requests take the same email at once.
 */
async function saveChanges(
  db: Db,
  auth: AuthContext,
  target: { id: string; baseVersion: number },
  changes: UserChanges,
  newGroup: NewGroup | undefined,
  now: Date,
  action: ActionOf<'users'> = 'user.updated',
): Promise<void> {
  try {
    await db.transaction().execute(async (trx: Executor) => {
      await lockCompanyAccess(trx, auth.companyId);
      const user = await lockUser(trx, auth, target.id, target.baseVersion);
      if (newGroup) await assertSettingsKept(trx, auth, user, newGroup.access);
      const before = recorded(user);
      const after = {
        name: changes.name ?? before.name,
        email: changes.email ?? before.email,
        phone: changes.phone ?? before.phone,
        permissionGroup: newGroup ? newGroup.name : before.permissionGroup,
      };
      await updateUserFields(trx, user.id, changes, now);
      await recordUserChange(trx, {
        companyId: auth.companyId,
        actor: auth,
        at: now,
        action,
        user,
        before,
        after,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * An edit of a user (their profile, or the admin's edit): name, phone and group save at once; a new email address
 * is checked (the caller's current password, free in the company) before anything is written and then waits for
 * its confirmation. Answers whether an email change was asked for.
 */
async function edit(
  services: AppServices,
  auth: AuthContext,
  user: UserRecord,
  body: UserChanges & { currentPassword?: string; baseVersion: number },
  newGroup: NewGroup | undefined,
): Promise<boolean> {
  const { email, currentPassword, baseVersion, ...rest } = body;
  const changesEmail = isNewAddress(user, email);
  // A new address is the way into the account through its links: the caller's current password, checked here, is
  // the fresh proof it needs (and counts as one for the session, as a step-up would).
  if (changesEmail) await assertEmailChangeAllowed(services, auth, user, email, currentPassword);
  const changes: UserChanges = { ...rest, ...(email !== undefined && !changesEmail ? { email } : {}) };
  await saveChanges(services.db, auth, { id: user.id, baseVersion }, changes, newGroup, services.clock.now());
  if (changesEmail) await requestEmailChange(services, auth, user, email);
  return changesEmail;
}

export const editOperations = defineOperations({
  updateUserByEmail: {
    async handle(ctx) {
      const { db, params, body, auth, reply } = ctx;
      const isSelf = params.id.toLowerCase() === auth.email.toLowerCase();
      // Decided before looking the address up, so a caller without `settings` cannot probe which emails exist.
      assertSelfOrSettings(auth, isSelf);
      const user = await findLiveUserByEmail(db, params.id, auth.companyId);
      if (!user) throw notFound(USER_NOT_FOUND);
      await assertMayActOn(db, auth, user);
      assertUserCurrent(user, body.baseVersion);
      let newGroup: NewGroup | undefined;
      if (body.permissionGroupId !== undefined && body.permissionGroupId !== user.permission_group_id) {
        // Choosing your own group would be choosing your own permissions.
        if (!auth.permissions.settings) throw forbidden();
        newGroup = await assertAssignableGroup(db, auth, body.permissionGroupId);
      }
      const pending = await edit(ctx, auth, user, body, newGroup);
      const updated = await reload(db, auth, user.id);
      const message = pending ? { message: emailChangeMessages.confirmationSent } : {};
      if (!isSelf) return { ...message, data: toUser(updated) };
      // The caller's own session, handed back as the answer has always carried it (the console keeps it).
      const token = tokenIn(ctx.req) ?? '';
      if (auth.via === 'cookie') setSessionCookie(ctx, reply, token);
      return { ...message, token, data: toUser(updated) };
    },
  },

  updateUserPermissionGroup: {
    async handle({ db, clock, body, auth }) {
      const user = await requireUser(db, auth, body._id);
      await assertMayActOn(db, auth, user);
      assertUserCurrent(user, body.baseVersion);
      const group = await assertAssignableGroup(db, auth, body.permissionGroupId);
      const changes = { permissionGroupId: body.permissionGroupId };
      const target = { id: user.id, baseVersion: body.baseVersion };
      await saveChanges(db, auth, target, changes, group, clock.now(), 'user.group-changed');
      return { message: userMessages.groupUpdated, data: toUser(await reload(db, auth, user.id)) };
    },
  },

  updateUserProfile: {
    async handle(ctx) {
      const { db, params, body, auth } = ctx;
      assertSelfOrSettings(auth, params._id === auth.userId);
      const user = await requireUser(db, auth, params._id);
      await assertMayActOn(db, auth, user);
      assertUserCurrent(user, body.baseVersion);
      const pending = await edit(ctx, auth, user, body, undefined);
      const data = toUser(await reload(db, auth, user.id));
      return pending ? { message: emailChangeMessages.confirmationSent, data } : { data };
    },
  },

  deleteUser: {
    async handle({ db, clock, params, auth }) {
      if (params.id === auth.userId) throw conflict(userMessages.cannotDeleteSelf);
      const user = await requireUser(db, auth, params.id, { allowDeleted: true });
      await assertMayActOn(db, auth, user);
      if (!user.is_deleted) {
        const now = clock.now();
        await db.transaction().execute(async (trx) => {
          await lockCompanyAccess(trx, auth.companyId);
          await assertSettingsKept(trx, auth, user, null);
          await markUserDeleted(trx, user.id, now);
          await endUserSessions(trx, user.id, 'user-deleted', now);
          await revokeUserTokens(trx, user.id, now);
          await recordUserChange(trx, {
            companyId: auth.companyId,
            actor: auth,
            at: now,
            action: 'user.deleted',
            user,
            before: { status: user.has_password ? 'verified' : 'invited' },
            after: { status: 'deleted' },
          });
        });
      }
      return { message: userMessages.deleted };
    },
  },
});
