import { linkMessages } from '@qone/api-client/messages';
import { checkNewPassword, hashPassword } from '../../auth/passwords.js';
import {
  assertNotLocked,
  clearFailures,
  countRequest,
  recordFailure,
  throttleKey,
  throttlePolicies,
} from '../../auth/throttle.js';
import { randomToken } from '../../auth/tokens.js';
import { badRequest, gone, notFound } from '../../errors.js';
import { forgotPasswordMail, setPasswordLink } from '../../mail/templates.js';
import {
  consumeUserToken,
  lookUpUserToken,
  revokeUserTokens,
  storeUserToken,
} from '../../repositories/user-tokens.js';
import { findLiveUserByEmail, setPasswordHash, updateUserFields } from '../../repositories/users.js';
import type { AppServices } from '../../services.js';
import { defineOperations } from '../define.js';

const INVALID_LINK = linkMessages.invalidLink;
const INVITATION_UNKNOWN = linkMessages.invitationUnknown;
const INVITATION_GONE = linkMessages.invitationGone;

const { signInPerIp, signInPerAccount, mailPerRecipient, mailPerIp } = throttlePolicies;

/** A wrong link token counts against the client's address like a wrong password: guessing tokens gets throttled. */
async function countBadToken(services: Pick<AppServices, 'db' | 'clock'>, ip: string): Promise<void> {
  await recordFailure(services, throttleKey(signInPerIp, ip));
}

function assertAcceptablePassword(password: string): void {
  const problem = checkNewPassword(password);
  if (problem) throw badRequest(problem);
}

export const linkOperations = defineOperations({
  forgotPassword: {
    async handle(ctx) {
      const { db, clock, body, req, config, mailer } = ctx;
      await countRequest(ctx, [throttleKey(mailPerRecipient, body.email), throttleKey(mailPerIp, req.ip)]);
      const user = await findLiveUserByEmail(db, body.email);
      // Invited users have no password to reset: they register through their invitation.
      if (user?.has_password) {
        const token = randomToken();
        const message = forgotPasswordMail({
          to: user.email,
          name: user.name,
          link: setPasswordLink(config.publicUrl, token),
        });
        await storeUserToken(db, {
          token,
          companyId: user.company_id,
          userId: user.id,
          kind: 'password',
          now: clock.now(),
        });
        await mailer.send(message);
      }
      return { message: linkMessages.forgotPasswordSent };
    },
  },

  setPassword: {
    async handle(ctx) {
      const { db, clock, body, req } = ctx;
      await assertNotLocked(ctx, [throttleKey(signInPerIp, req.ip)]);
      assertAcceptablePassword(body.password);
      const now = clock.now();
      const found = await lookUpUserToken(db, body.utoken, 'password', now);
      if (found.state !== 'open') {
        if (found.state === 'unknown') await countBadToken(ctx, req.ip);
        throw badRequest(INVALID_LINK);
      }
      const passwordHash = await hashPassword(body.password);
      const done = await db.transaction().execute(async (trx) => {
        if (!(await consumeUserToken(trx, found.tokenId, now))) return false;
        await setPasswordHash(trx, found.userId, passwordHash, now);
        // With a password set, an open invitation or an older link has nothing left to do.
        await revokeUserTokens(trx, found.userId, now);
        return true;
      });
      if (!done) throw badRequest(INVALID_LINK);
      // The owner proved control of the mailbox: a lock someone caused by guessing is lifted.
      await clearFailures(ctx, throttleKey(signInPerAccount, found.email));
      return { message: linkMessages.passwordSet };
    },
  },

  getInvitation: {
    async handle(ctx) {
      const { db, clock, params, req } = ctx;
      await assertNotLocked(ctx, [throttleKey(signInPerIp, req.ip)]);
      const found = await lookUpUserToken(db, params.registerToken, 'invite', clock.now());
      if (found.state === 'unknown') {
        await countBadToken(ctx, req.ip);
        throw notFound(INVITATION_UNKNOWN);
      }
      if (found.state === 'gone') throw gone(INVITATION_GONE);
      return { data: { email: found.email, name: found.name, companyName: found.companyName } };
    },
  },

  register: {
    async handle(ctx) {
      const { db, clock, body, req } = ctx;
      await assertNotLocked(ctx, [throttleKey(signInPerIp, req.ip)]);
      const now = clock.now();
      const found = await lookUpUserToken(db, body.registerToken, 'invite', now);
      if (found.state === 'unknown') {
        await countBadToken(ctx, req.ip);
        throw notFound(INVITATION_UNKNOWN);
      }
      if (found.state === 'gone') throw gone(INVITATION_GONE);
      assertAcceptablePassword(body.password);
      const passwordHash = await hashPassword(body.password);
      const done = await db.transaction().execute(async (trx) => {
        if (!(await consumeUserToken(trx, found.tokenId, now))) return false;
        await updateUserFields(trx, found.userId, { name: body.name }, now);
        await setPasswordHash(trx, found.userId, passwordHash, now);
        await revokeUserTokens(trx, found.userId, now);
        return true;
      });
      if (!done) throw gone(INVITATION_GONE);
      return { message: linkMessages.registered };
    },
  },
});
