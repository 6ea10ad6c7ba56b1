import { sendCachedList } from '../../cache/cached-list.js';
import { enrolmentRequired } from '../../errors.js';
import { listCompanyInvitedUsers, listCompanyUsers, toUser } from '../../repositories/users.js';
import { defineOperations } from '../define.js';
import { assertSelfOrSettings, requireUser } from './access.js';

export const readOperations = defineOperations({
  listUsers: {
    handle(ctx) {
      const { db, auth } = ctx;
      return sendCachedList(ctx, 'listUsers', async () => ({
        data: (await listCompanyUsers(db, auth.companyId)).map(toUser),
      }));
    },
  },

  listInvitedUsers: {
    handle(ctx) {
      const { db, auth } = ctx;
      return sendCachedList(ctx, 'listInvitedUsers', async () => {
        // The invitations table: invited users (newest first), then all other users; every user once.
        const [invited, everyone] = await Promise.all([
          listCompanyInvitedUsers(db, auth.companyId),
          listCompanyUsers(db, auth.companyId),
        ]);
        const invitedIds = new Set(invited.map((user) => user.id));
        return { data: [...invited, ...everyone.filter((user) => !invitedIds.has(user.id))].map(toUser) };
      });
    },
  },

  getUser: {
    async handle({ db, auth, params }) {
      assertSelfOrSettings(auth, params.id === auth.userId);
      // Before the second factor the policy asks for, only their own record (x-before-enrolment covers that much).
      if (auth.enrolmentRequired && params.id !== auth.userId) throw enrolmentRequired();
      return { data: toUser(await requireUser(db, auth, params.id, { allowDeleted: true })) };
    },
  },
});
