import { randomUUID } from 'node:crypto';
import { type ActionOf, activity } from '@qone/domain/activity';
import { roleMessages } from '@qone/domain/messages';
import { actorOf, recordActivity } from '../../activity/record.js';
import type { AuthContext } from '../../auth/session.js';
import type { Executor } from '../../db/index.js';
import { assertCurrent, conflict, notFound } from '../../errors.js';
import {
  deleteRole,
  findRole,
  insertRole,
  isRoleTaken,
  listRoles,
  lockRoleNames,
  type UserRole,
  updateRole,
} from '../../repositories/user-roles.js';
import { defineOperations } from '../define.js';

const roleTaken = () => conflict(roleMessages.nameTaken);

/** A role's creation, edit or deletion in the activity record (`activity.roles`), labelled with its name. */
function recordRoleChange(
  trx: Executor,
  { auth, at }: { auth: AuthContext; at: Date },
  action: ActionOf<'roles'>,
  before: UserRole | null,
  after: UserRole | null,
): Promise<void> {
  return recordActivity(
    trx,
    { companyId: auth.companyId, at },
    activity.roles({ actor: actorOf(auth), action, before, after }),
  );
}
const roleNotFound = () => notFound(roleMessages.notFound);

export const userRoleOperations = defineOperations({
  listUserRoles: {
    async handle({ db, auth }) {
      return { data: await listRoles(db, auth.companyId) };
    },
  },

  createUserRole: {
    async handle({ db, auth, body, reply, clock }) {
      const role = {
        id: randomUUID(),
        companyId: auth.companyId,
        role: body.role,
        description: body.description,
      };
      const created = { _id: role.id, role: role.role, description: role.description, version: 1 };
      await db.transaction().execute(async (trx) => {
        await lockRoleNames(trx, auth.companyId);
        if (await isRoleTaken(trx, auth.companyId, body.role)) throw roleTaken();
        await insertRole(trx, role);
        await recordRoleChange(trx, { auth, at: clock.now() }, 'role.created', null, created);
      });
      reply.code(201);
      return { message: roleMessages.created, data: created };
    },
  },

  getUserRole: {
    async handle({ db, auth, params }) {
      const role = await findRole(db, auth.companyId, params.id);
      if (!role) throw roleNotFound();
      return { data: role };
    },
  },

  updateUserRole: {
    async handle({ db, auth, params, body, clock }) {
      const { baseVersion, ...values } = body;
      const updated = await db.transaction().execute(async (trx) => {
        await lockRoleNames(trx, auth.companyId);
        const before = await findRole(trx, auth.companyId, params.id, { forUpdate: true });
        if (!before) throw roleNotFound();
        assertCurrent(before, baseVersion, roleMessages.stale);
        if (await isRoleTaken(trx, auth.companyId, values.role, params.id)) throw roleTaken();
        const after = await updateRole(trx, auth.companyId, params.id, values);
        if (!after) throw roleNotFound();
        await recordRoleChange(trx, { auth, at: clock.now() }, 'role.updated', before, after);
        return after;
      });
      return { message: roleMessages.updated, data: updated };
    },
  },

  deleteUserRole: {
    async handle({ db, auth, params, clock }) {
      await db.transaction().execute(async (trx) => {
        const before = await findRole(trx, auth.companyId, params.id);
        if (!before || !(await deleteRole(trx, auth.companyId, params.id))) throw roleNotFound();
        await recordRoleChange(trx, { auth, at: clock.now() }, 'role.deleted', before, null);
      });
      return { message: roleMessages.deleted };
    },
  },
});
