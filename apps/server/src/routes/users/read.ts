import { listCompanyInvitedUsers, listCompanyUsers, toUser } from '../../repositories/users.js';
import { defineOperations } from '../define.js';
import { assertSelfOrSettings, requireUser } from './access.js';

export const readOperations = defineOperations({
  listUsers: {
    async handle({ db, auth }) {
      return { data: (await listCompanyUsers(db, auth.companyId)).map(toUser) };
    },
  },

  listInvitedUsers: {
    async handle({ db, auth }) {
      return { data: (await listCompanyInvitedUsers(db, auth.companyId)).map(toUser) };
    },
  },

  getUser: {
    async handle({ db, auth, params }) {
      assertSelfOrSettings(auth, params.id === auth.userId);
      return { data: toUser(await requireUser(db, auth, params.id, { allowDeleted: true })) };
    },
  },
});
