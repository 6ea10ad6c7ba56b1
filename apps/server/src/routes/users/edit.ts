import { userMessages } from '@qone/api-client/messages';
import { issueSession, setSessionCookie } from '../../auth/session.js';
import type { Executor } from '../../db/index.js';
import { conflict, forbidden, notFound } from '../../errors.js';
import { revokeUserTokens } from '../../repositories/user-tokens.js';
import {
  findLiveUserByEmail,
  isEmailTaken,
  isUniqueViolation,
  markUserDeleted,
  toUser,
  type UserChanges,
  updateUserFields,
} from '../../repositories/users.js';
import { defineOperations } from '../define.js';
import { assertSelfOrSettings, EMAIL_TAKEN, reload, requireUser, USER_NOT_FOUND } from './access.js';
import { assertAssignableGroup } from './assign-group.js';

/** Saves changes; the unique index has the last word when two requests take the same email at once. */
async function saveChanges(db: Executor, userId: string, changes: UserChanges, now: Date): Promise<void> {
  if (changes.email !== undefined && (await isEmailTaken(db, changes.email, userId))) {
    throw conflict(EMAIL_TAKEN);
  }
  try {
    await updateUserFields(db, userId, changes, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

export const editOperations = defineOperations({
  updateUserByEmail: {
    async handle(ctx) {
      const { db, clock, params, body, auth, reply } = ctx;
      const isSelf = params.id.toLowerCase() === auth.email.toLowerCase();
      // Decided before looking the address up, so a caller without `settings` cannot probe which emails exist.
      assertSelfOrSettings(auth, isSelf);
      const user = await findLiveUserByEmail(db, params.id, auth.companyId);
      if (!user) throw notFound(USER_NOT_FOUND);
      if (body.permissionGroupId !== undefined && body.permissionGroupId !== user.permission_group_id) {
        // Choosing your own group would be choosing your own permissions.
        if (!auth.permissions.settings) throw forbidden();
        await assertAssignableGroup(db, auth, body.permissionGroupId);
      }
      await saveChanges(db, user.id, body, clock.now());
      const updated = await reload(db, auth, user.id);
      if (!isSelf) return { data: toUser(updated) };
      const token = issueSession(ctx, updated);
      setSessionCookie(ctx, reply, token);
      return { token, data: toUser(updated) };
    },
  },

  updateUserPermissionGroup: {
    async handle({ db, clock, body, auth }) {
      const user = await requireUser(db, auth, body._id);
      await assertAssignableGroup(db, auth, body.permissionGroupId);
      await updateUserFields(db, user.id, { permissionGroupId: body.permissionGroupId }, clock.now());
      return { message: userMessages.groupUpdated, data: toUser(await reload(db, auth, user.id)) };
    },
  },

  updateUserProfile: {
    async handle({ db, clock, params, body, auth }) {
      assertSelfOrSettings(auth, params._id === auth.userId);
      const user = await requireUser(db, auth, params._id);
      await saveChanges(db, user.id, { name: body.name, email: body.email, phone: body.phone }, clock.now());
      return { data: toUser(await reload(db, auth, user.id)) };
    },
  },

  deleteUser: {
    async handle({ db, clock, params, auth }) {
      if (params.id === auth.userId) throw conflict(userMessages.cannotDeleteSelf);
      const user = await requireUser(db, auth, params.id, { allowDeleted: true });
      if (!user.is_deleted) {
        const now = clock.now();
        await db.transaction().execute(async (trx) => {
          await markUserDeleted(trx, user.id, now);
          await revokeUserTokens(trx, user.id, now);
        });
      }
      return { message: userMessages.deleted };
    },
  },
});
