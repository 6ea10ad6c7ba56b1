import { randomUUID } from 'node:crypto';
import { linkMessages } from '@qone/api-client/messages';
import { countRequest, throttleKey, throttlePolicies } from '../../auth/throttle.js';
import { randomToken } from '../../auth/tokens.js';
import {
  accountCreatedMail,
  accountExistsMail,
  finishSignUpMail,
  setPasswordLink,
} from '../../mail/templates.js';
import { insertCompany } from '../../repositories/companies.js';
import { insertDefaultLanguages } from '../../repositories/languages.js';
import { insertAdministrationGroup } from '../../repositories/permission-groups.js';
import { storeUserToken } from '../../repositories/user-tokens.js';
import {
  findLiveUserByEmail,
  insertInvitedUser,
  isUniqueViolation,
  type UserRecord,
} from '../../repositories/users.js';
import { defineOperations, type RouteContext } from '../define.js';

export const accountOperations = defineOperations({
  createAccount: {
    async handle(ctx) {
      const { db, clock, body, req, config, mailer, reply } = ctx;
      const { mailPerRecipient, mailPerIp } = throttlePolicies;
      await countRequest(ctx, [throttleKey(mailPerRecipient, body.email), throttleKey(mailPerIp, req.ip)]);
      const name = `${body.firstName} ${body.lastName}`;
      const token = randomToken();
      const link = setPasswordLink(config.publicUrl, token);
      // Built (and its headers checked) whether or not the email is taken, so a refusal tells nothing about accounts.
      const welcome = accountCreatedMail({ to: body.email, name, companyName: body.companyName, link });
      const now = clock.now();

      const existing = await findLiveUserByEmail(db, body.email);
      if (existing) {
        await mailExistingAccount(ctx, existing, token, link);
      } else {
        try {
          await db.transaction().execute(async (trx) => {
            const companyId = randomUUID();
            const userId = randomUUID();
            await insertCompany(trx, { id: companyId, name: body.companyName, contactPerson: name, now });
            const groupId = await insertAdministrationGroup(trx, companyId, now);
            await insertInvitedUser(trx, {
              id: userId,
              companyId,
              name,
              email: body.email,
              permissionGroupId: groupId,
              now,
            });
            await insertDefaultLanguages(trx, companyId);
            await storeUserToken(trx, { token, companyId, userId, kind: 'password', now });
          });
          await mailer.send(welcome);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // Another sign-up with this email won the race: answer as for any taken email.
          const winner = await findLiveUserByEmail(db, body.email);
          if (winner) await mailExistingAccount(ctx, winner, token, link);
        }
      }
      reply.code(201);
      return { message: linkMessages.signUpAccepted };
    },
  },
});

/**
 * The address already has an account: its owner is mailed (a set-password link while it has no password, else a
 * pointer to sign-in), and the caller gets the same answer as for a new account.
 */
async function mailExistingAccount(
  ctx: RouteContext<'createAccount'>,
  user: UserRecord,
  token: string,
  link: string,
): Promise<void> {
  if (user.has_password) {
    await ctx.mailer.send(
      accountExistsMail({ to: user.email, name: user.name, publicUrl: ctx.config.publicUrl }),
    );
    return;
  }
  const message = finishSignUpMail({ to: user.email, name: user.name, link });
  await storeUserToken(ctx.db, {
    token,
    companyId: user.company_id,
    userId: user.id,
    kind: 'password',
    now: ctx.clock.now(),
  });
  await ctx.mailer.send(message);
}
