import { emailChangeMessages, linkMessages, userMessages } from '@qone/domain/messages';
import type { FastifyRequest } from 'fastify';
import { checkNewPassword, hashPassword } from '../../auth/passwords.js';
import { tokenIn } from '../../auth/session.js';
import {
  clearFailures,
  countRequest,
  type Reservation,
  release,
  reserve,
  throttleKey,
  throttlePolicies,
} from '../../auth/throttle.js';
import { verifySession } from '../../auth/tokens.js';
import { badRequest, conflict, gone, notFound } from '../../errors.js';
import { setSignUpExpiry } from '../../repositories/companies.js';
import { lockCompanyAccess } from '../../repositories/permission-groups.js';
import { endUserSessions, readSession } from '../../repositories/sessions.js';
import { consumeUserToken, lookUpUserToken, revokeUserTokens } from '../../repositories/user-tokens.js';
import {
  isEmailTaken,
  setConfirmedEmail,
  setPasswordHash,
  updateUserFields,
} from '../../repositories/users.js';
import type { AppServices } from '../../services.js';
import { defineOperations } from '../define.js';
import { recordUserChange } from '../users/activity.js';

const INVALID_LINK = linkMessages.invalidLink;
const INVITATION_UNKNOWN = linkMessages.invitationUnknown;
const INVITATION_GONE = linkMessages.invitationGone;

const { signInPerIp, signInPerAccount, publicMailPerRecipient, mailPerIp } = throttlePolicies;

/**
 * A wrong link token counts against the client's address like a wrong password: guessing tokens gets throttled.
 * Counted before the token is looked up, so tokens sent at once are looked up no more than one after another would.
 */
function reserveTokenLookUp(services: Pick<AppServices, 'db' | 'clock'>, ip: string): Promise<Reservation> {
  return reserve(services, [throttleKey(signInPerIp, ip)]);
}

/** The token was known (open or used up): its look-up was no guess, and its count is taken back. */
async function knownToken(
  services: Pick<AppServices, 'db' | 'clock'>,
  reservation: Reservation,
): Promise<void> {
  await release(services, reservation);
}

function assertAcceptablePassword(
  password: string,
  account: { email: string; name: string; companyName: string },
): void {
  const problem = checkNewPassword(password, account);
  if (problem) throw badRequest(problem);
}

/** Who follows a mailed link while signed out: the user it belongs to, as the activity record names them. */
const linkOwner = (found: { userId: string; name: string; email: string }) => ({
  id: found.userId,
  name: found.name,
  email: found.email,
});

/**
 * The open session of `userId` the request carries (cookie or bearer), if any: following a link is a public operation,
 * so nothing authenticated the request; the session is only spared when a change ends the user's others.
 */
async function ownSessionOf(services: AppServices, req: FastifyRequest, userId: string) {
  const token = tokenIn(req);
  if (!token) return undefined;
  const claims = verifySession(
    token,
    services.sessionSecret,
    Math.floor(services.clock.now().getTime() / 1000),
  );
  if (claims?.sub !== userId) return undefined;
  const session = await readSession(services.db, claims.sid);
  return session && session.ended_at === null && session.user_id === userId ? session.id : undefined;
}

export const linkOperations = defineOperations({
  forgotPassword: {
    async handle(ctx) {
      const { body, req, db, mail } = ctx;
      await countRequest(ctx, [
        throttleKey(publicMailPerRecipient, body.email),
        throttleKey(mailPerIp, req.ip),
      ]);
      // The same sealed row whatever the address: whether it has accounts changes neither the answer nor its
      // timing. The mail worker mails each verified account of the address (one per company) its own link;
      // invited users have no password to reset — they register through their invitation (src/mail/requests.ts).
      await mail.queueRequest(db, { kind: 'forgot-password-request', payload: { email: body.email } });
      return { message: linkMessages.forgotPasswordSent };
    },
  },

  setPassword: {
    async handle(ctx) {
      const { db, clock, body, req } = ctx;
      const reservation = await reserveTokenLookUp(ctx, req.ip);
      const now = clock.now();
      const found = await lookUpUserToken(db, body.utoken, 'password', now);
      if (found.state !== 'unknown') await knownToken(ctx, reservation);
      if (found.state !== 'open') throw badRequest(INVALID_LINK);
      assertAcceptablePassword(body.password, found);
      const passwordHash = await hashPassword(body.password);
      const done = await db.transaction().execute(async (trx) => {
        if (!(await consumeUserToken(trx, found.tokenId, now))) return false;
        await setPasswordHash(trx, found.userId, passwordHash, now);
        // A forgotten password replaced: whoever was signed in with the old one is signed out.
        await endUserSessions(trx, found.userId, 'password-reset', now);
        // With a password set, an open invitation or an older link has nothing left to do.
        await revokeUserTokens(trx, found.userId, now);
        // A company's sign-up is confirmed by its first password: it no longer expires.
        await setSignUpExpiry(trx, found.companyId, null);
        await recordUserChange(trx, {
          companyId: found.companyId,
          actor: linkOwner(found),
          at: now,
          action: 'user.password-set',
          user: { id: found.userId, email: found.email },
          before: { password: 'old' },
          after: { password: 'new' },
        });
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
      const reservation = await reserveTokenLookUp(ctx, req.ip);
      const found = await lookUpUserToken(db, params.registerToken, 'invite', clock.now());
      if (found.state === 'unknown') throw notFound(INVITATION_UNKNOWN);
      await knownToken(ctx, reservation);
      if (found.state === 'gone') throw gone(INVITATION_GONE);
      return { data: { email: found.email, name: found.name, companyName: found.companyName } };
    },
  },

  register: {
    async handle(ctx) {
      const { db, clock, body, req } = ctx;
      const reservation = await reserveTokenLookUp(ctx, req.ip);
      const now = clock.now();
      const found = await lookUpUserToken(db, body.registerToken, 'invite', now);
      if (found.state === 'unknown') throw notFound(INVITATION_UNKNOWN);
      await knownToken(ctx, reservation);
      if (found.state === 'gone') throw gone(INVITATION_GONE);
      assertAcceptablePassword(body.password, { ...found, name: body.name });
      const passwordHash = await hashPassword(body.password);
      const done = await db.transaction().execute(async (trx) => {
        if (!(await consumeUserToken(trx, found.tokenId, now))) return false;
        await updateUserFields(trx, found.userId, { name: body.name }, now);
        await setPasswordHash(trx, found.userId, passwordHash, now);
        await revokeUserTokens(trx, found.userId, now);
        await recordUserChange(trx, {
          companyId: found.companyId,
          actor: { ...linkOwner(found), name: body.name },
          at: now,
          action: 'user.registered',
          user: { id: found.userId, email: found.email },
          before: { name: found.name, status: 'invited' },
          after: { name: body.name, status: 'verified' },
        });
        return true;
      });
      if (!done) throw gone(INVITATION_GONE);
      return { message: linkMessages.registered };
    },
  },

  confirmEmailChange: {
    async handle(ctx) {
      const { db, clock, body, req } = ctx;
      const reservation = await reserveTokenLookUp(ctx, req.ip);
      const now = clock.now();
      const found = await lookUpUserToken(db, body.token, 'email', now);
      if (found.state !== 'unknown') await knownToken(ctx, reservation);
      if (found.state !== 'open' || !found.newEmail) throw badRequest(INVALID_LINK);
      const newEmail = found.newEmail;
      const callerSession = await ownSessionOf(ctx, req, found.userId);
      const done = await db.transaction().execute(async (trx) => {
        await lockCompanyAccess(trx, found.companyId);
        if (await isEmailTaken(trx, found.companyId, newEmail, found.userId))
          throw conflict(userMessages.emailTaken);
        if (!(await consumeUserToken(trx, found.tokenId, now))) return false;
        // Every other link of the user (a password link mailed to the old address above all) stops working, and
        // every session ends but the one that opened the link, if it is the user's own: whoever else was signed in
        // must prove the password again.
        await revokeUserTokens(trx, found.userId, now);
        await setConfirmedEmail(trx, found.userId, newEmail, now);
        await endUserSessions(trx, found.userId, 'email-changed', now, { except: callerSession });
        await recordUserChange(trx, {
          companyId: found.companyId,
          actor: linkOwner(found),
          at: now,
          action: 'user.email-changed',
          user: { id: found.userId, email: newEmail },
          before: { email: found.email, pendingEmail: newEmail },
          after: { email: newEmail, pendingEmail: null },
        });
        return true;
      });
      if (!done) throw badRequest(INVALID_LINK);
      return { message: emailChangeMessages.confirmed };
    },
  },
});
