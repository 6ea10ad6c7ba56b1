import { randomUUID } from 'node:crypto';
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
import {
  insertInvitedUser,
  isEmailTaken,
  isUniqueViolation,
  removeUser,
  toUser,
  userStatus,
} from '../../repositories/users.js';
import { defineOperations } from '../define.js';
import { assertMayActOn, EMAIL_TAKEN, reload, requireUser } from './access.js';
import { recordUserChange } from './activity.js';
import { assertAssignableGroup } from './assign-group.js';

export const invitationOperations = defineOperations({
  inviteUser: {
    async handle(ctx) {
      const { db, clock, body, auth, config, mail, reply } = ctx;
      // body.companyId is ignored on purpose: a caller invites into their own company only.
      const group = await assertAssignableGroup(db, auth, body.permissionGroupId);
      // Only the company's own users count: whether another company uses the address changes nothing here.
      if (await isEmailTaken(db, auth.companyId, body.email)) throw conflict(EMAIL_TAKEN);
      // The company's daily quota, read first so a refusal costs no count of the recipient's; held in the
      // transaction below, where it is decided.
      const quota = await invitationQuotaOf(ctx, auth.companyId);
      await assertInvitationQuota(db, quota, 1, clock.now());
      await countRequest(ctx, [adminMailKey(auth.companyId, body.email)]);
      const token = randomToken();
      const message = inviteMail({
        to: body.email,
        name: body.name,
        companyName: await findCompanyName(db, auth.companyId),
        inviterName: auth.name,
        link: registerLink(config.publicUrl, token),
      });
      const id = randomUUID();
      const now = clock.now();
      try {
        await db.transaction().execute(async (trx) => {
          await holdInvitationQuota(trx, quota, now);
          await insertInvitedUser(trx, {
            id,
            companyId: auth.companyId,
            name: body.name,
            email: body.email,
            permissionGroupId: body.permissionGroupId,
            now,
          });
          await storeUserToken(trx, { token, companyId: auth.companyId, userId: id, kind: 'invite', now });
          await recordUserChange(trx, {
            companyId: auth.companyId,
            actor: auth,
            at: now,
            action: 'user.invited',
            user: { id, email: body.email },
            before: null,
            after: { name: body.name, email: body.email, permissionGroup: group.name, status: 'invited' },
          });
          // With the user, or not at all: an invitation never stays without its mail, and never waits on SMTP.
          await mail.queue(trx, { kind: 'invite', companyId: auth.companyId, userId: id, message });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
        throw error;
      }
      reply.code(201);
      return { message: userMessages.invitationSent, data: toUser(await reload(db, auth, id)) };
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
