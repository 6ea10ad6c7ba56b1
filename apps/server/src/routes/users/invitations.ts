import { userMessages } from '@qone/domain/messages';
import { adminMailKey, countRequest } from '../../auth/throttle.js';
import { randomToken } from '../../auth/tokens.js';
import { conflict, notFound } from '../../errors.js';
import { assertInvitationQuota, holdInvitationQuota, invitationQuotaOf } from '../../mail/limits.js';
import { MAILS_WITH_LINK } from '../../mail/outbox.js';
import { inviteMail, registerLink } from '../../mail/templates.js';
import { findCompanyName } from '../../repositories/companies.js';
import { cancelQueuedMails } from '../../repositories/mail-outbox.js';
import { storeUserToken } from '../../repositories/user-tokens.js';
import { removeUser, toUser, userStatus } from '../../repositories/users.js';
import { defineOperations } from '../define.js';
import { assertMayActOn, reload, requireUser } from './access.js';
import { recordUserChange } from './activity.js';
import { invite } from './invite.js';

export const invitationOperations = defineOperations({
  inviteUser: {
    async handle(ctx) {
      const { db, body, auth, reply } = ctx;
      // body.companyId is ignored on purpose: a caller invites into their own company only.
      const [result] = await invite(ctx, {
        permissionGroupId: body.permissionGroupId,
        rows: [{ name: body.name, email: body.email }],
      });
      if (!result) throw new Error('an invitation of one row answered no row');
      if (result.outcome !== 'invited') throw result.refusal;
      reply.code(201);
      return { message: userMessages.invitationSent, data: toUser(await reload(db, auth, result.userId)) };
    },
  },

  reinviteUser: {
    async handle(ctx) {
      const { db, clock, params, auth, config, mail } = ctx;
      const user = await requireUser(db, auth, params.id, { allowDeleted: true });
      await assertMayActOn(db, auth, user);
      if (userStatus(user) !== 'invited') throw conflict(userMessages.onlyInvitedCanBeReinvited);
      const quota = await invitationQuotaOf(ctx, auth.companyId);
      await assertInvitationQuota(db, quota, 1, clock.now());
      // Counted apart from the mails strangers can ask for: those never block an administrator's.
      await countRequest(ctx, [adminMailKey(auth.companyId, user.email)]);
      const token = randomToken();
      const message = inviteMail({
        to: user.email,
        name: user.name,
        companyName: await findCompanyName(db, auth.companyId),
        inviterName: auth.name,
        link: registerLink(config.publicUrl, token),
      });
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await holdInvitationQuota(trx, quota, now);
        // Storing the new invitation revokes the previous one: only the newest link works, and an older mail not
        // yet picked up (SMTP down) goes nowhere.
        await storeUserToken(trx, { token, companyId: auth.companyId, userId: user.id, kind: 'invite', now });
        await cancelQueuedMails(trx, user.id, MAILS_WITH_LINK.invite, now);
        await recordUserChange(trx, {
          companyId: auth.companyId,
          actor: auth,
          at: now,
          action: 'user.reinvited',
          user,
          before: {},
          after: { invitation: 'sent again' },
        });
        await mail.queue(trx, { kind: 'invite', companyId: auth.companyId, userId: user.id, message });
      });
      return { message: userMessages.invitationSentAgain, data: toUser(await reload(db, auth, user.id)) };
    },
  },

  deleteInvitedUser: {
    async handle({ db, clock, params, auth }) {
      const user = await requireUser(db, auth, params.id, { allowDeleted: true });
      if (userStatus(user) !== 'invited') throw notFound(userMessages.noInvitedUser);
      await assertMayActOn(db, auth, user);
      await db.transaction().execute(async (trx) => {
        // Its invitation mail, if still waiting, goes nowhere: the link it carries dies with the record.
        await cancelQueuedMails(trx, user.id, MAILS_WITH_LINK.invite, clock.now());
        // The record goes with its register tokens (foreign key cascade): the link stops working.
        await removeUser(trx, user.id);
        await recordUserChange(trx, {
          companyId: auth.companyId,
          actor: auth,
          at: clock.now(),
          action: 'user.invitation-deleted',
          user,
          before: {
            name: user.name,
            email: user.email,
            permissionGroup: user.permission_group_name,
            status: 'invited',
          },
          after: null,
        });
      });
      return { message: userMessages.invitationDeleted };
    },
  },
});
