import { randomUUID } from 'node:crypto';
import { peopleMessages, validationMessages } from '@qone/domain/messages';
import { inviteRowProblem } from '@qone/domain/people';
import type { components } from '@qone/domain/schema';
import { adminMailKey, countRequest } from '../../auth/throttle.js';
import { randomToken } from '../../auth/tokens.js';
import { HttpError } from '../../errors.js';
import { assertInvitationQuota, holdInvitationQuota, invitationQuotaOf } from '../../mail/limits.js';
import { inviteMail, registerLink } from '../../mail/templates.js';
import { findCompanyName } from '../../repositories/companies.js';
import { storeUserToken } from '../../repositories/user-tokens.js';
import { insertInvitedUser, isEmailTaken, isUniqueViolation, toUser } from '../../repositories/users.js';
import { defineOperations } from '../define.js';
import { EMAIL_TAKEN, reload } from './access.js';
import { recordUserChange } from './activity.js';
import { assertAssignableGroup } from './assign-group.js';

type BulkInviteResult = components['schemas']['BulkInviteResult'];

export const bulkInviteOperations = defineOperations({
  /**
   * Invites each row on its own: its user, register link, activity event and queued mail in one transaction, so a
   * row is invited completely or not at all, and one bad row never stops the others. No row waits on SMTP: the
   * outbox's worker delivers the mails after the answer, and each user's card shows how that went. The group is
   * checked once, as for a single invitation (it must be the caller's company's, and give nothing the caller lacks).
   * The whole list is checked against the company's daily quota first: when its new invitations do not fit, nobody
   * is invited (429, saying how many may still be sent). Each row's transaction holds the quota again, so lists sent
   * at once to several processes never pass it together; a row that no longer fits then fails on its own.
   */
  inviteUsers: {
    async handle(ctx) {
      const { db, clock, body, auth, config, mail } = ctx;
      const group = await assertAssignableGroup(db, auth, body.permissionGroupId);
      const companyName = await findCompanyName(db, auth.companyId);
      const seen = new Set<string>();
      const answers = new Map<number, BulkInviteResult>();
      const candidates: { row: number; name: string; email: string }[] = [];

      for (const [row, { name, email }] of body.rows.entries()) {
        const answer = (outcome: BulkInviteResult['outcome'], message: string) =>
          answers.set(row, { row, name, email, outcome, message, user: null });
        const problem = inviteRowProblem({ name, email });
        if (problem) {
          answer('invalid', validationMessages[problem]);
          continue;
        }
        const key = email.toLowerCase();
        if (seen.has(key)) {
          answer('alreadyUser', peopleMessages.listedTwice);
          continue;
        }
        seen.add(key);
        // Only the company's own users count, as for a single invitation.
        if (await isEmailTaken(db, auth.companyId, email)) {
          answer('alreadyUser', EMAIL_TAKEN);
          continue;
        }
        candidates.push({ row, name, email });
      }

      const quota = await invitationQuotaOf(ctx, auth.companyId);
      if (candidates.length > 0) await assertInvitationQuota(db, quota, candidates.length, clock.now());

      for (const { row, name, email } of candidates) {
        const answer = (outcome: BulkInviteResult['outcome'], message: string) =>
          answers.set(row, { row, name, email, outcome, message, user: null });
        // Counted like every mail an administrator sends, per company and recipient; an address mailed too often
        // lately is this row's failure, not the whole list's.
        try {
          await countRequest(ctx, [adminMailKey(auth.companyId, email)]);
        } catch (error) {
          if (!(error instanceof HttpError && error.statusCode === 429)) throw error;
          answer('failed', error.message);
          continue;
        }
        const token = randomToken();
        const message = inviteMail({
          to: email,
          name,
          companyName,
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
              name,
              email,
              permissionGroupId: body.permissionGroupId,
              now,
            });
            await storeUserToken(trx, { token, companyId: auth.companyId, userId: id, kind: 'invite', now });
            await recordUserChange(trx, {
              companyId: auth.companyId,
              actor: auth,
              at: now,
              action: 'user.invited',
              user: { id, email },
              before: null,
              after: { name, email, permissionGroup: group.name, status: 'invited' },
            });
            await mail.queue(trx, { kind: 'invite', companyId: auth.companyId, userId: id, message });
          });
        } catch (error) {
          // Another request invited the same address meanwhile.
          if (isUniqueViolation(error)) {
            answer('alreadyUser', EMAIL_TAKEN);
            continue;
          }
          // Lists sent at once used up the quota meanwhile: this row was not invited.
          if (error instanceof HttpError && error.statusCode === 429) {
            answer('failed', error.message);
            continue;
          }
          throw error;
        }
        answers.set(row, {
          row,
          name,
          email,
          outcome: 'invited',
          message: peopleMessages.rowInvited,
          user: toUser(await reload(db, auth, id)),
        });
      }
      const results = body.rows.flatMap((_, row) => answers.get(row) ?? []);
      const invited = results.filter((result) => result.outcome === 'invited').length;
      return { message: peopleMessages.bulkInvited(invited, body.rows.length), data: results };
    },
  },
});
