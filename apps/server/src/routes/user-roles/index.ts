import { randomUUID } from 'node:crypto';
import { roleMessages } from '@qone/api-client/messages';
import { conflict, notFound } from '../../errors.js';
import {
  deleteRole,
  findRole,
  insertRole,
  isRoleTaken,
  listRoles,
  lockRoleNames,
  updateRole,
} from '../../repositories/user-roles.js';
import { defineOperations } from '../define.js';

const roleTaken = () => conflict(roleMessages.nameTaken);
const roleNotFound = () => notFound(roleMessages.notFound);

export const userRoleOperations = defineOperations({
  listUserRoles: {
    async handle({ db, auth }) {
      return { data: await listRoles(db, auth.companyId) };
    },
  },

  createUserRole: {
    async handle({ db, auth, body, reply }) {
      const role = {
        id: randomUUID(),
        companyId: auth.companyId,
        role: body.role,
        description: body.description,
      };
      await db.transaction().execute(async (trx) => {
        await lockRoleNames(trx, auth.companyId);
        if (await isRoleTaken(trx, auth.companyId, body.role)) throw roleTaken();
        await insertRole(trx, role);
      });
      reply.code(201);
      return {
        message: roleMessages.created,
        data: { _id: role.id, role: role.role, description: role.description },
      };
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
    async handle({ db, auth, params, body }) {
      await db.transaction().execute(async (trx) => {
        await lockRoleNames(trx, auth.companyId);
        if (!(await findRole(trx, auth.companyId, params.id))) throw roleNotFound();
        if (await isRoleTaken(trx, auth.companyId, body.role, params.id)) throw roleTaken();
        await updateRole(trx, auth.companyId, params.id, body);
      });
      return {
        message: roleMessages.updated,
        data: { _id: params.id, role: body.role, description: body.description },
      };
    },
  },

  deleteUserRole: {
    async handle({ db, auth, params }) {
      if (!(await deleteRole(db, auth.companyId, params.id))) throw roleNotFound();
      return { message: roleMessages.deleted };
    },
  },
});
