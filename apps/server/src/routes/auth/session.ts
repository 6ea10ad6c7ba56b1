import { permissionsOf } from '@qone/domain/access';
import { authMessages, secondFactorMessages } from '@qone/domain/messages';
import { SIGN_IN_TICKET_SECONDS, verifyTotp } from '@qone/domain/totp';
import { verifyDummy, verifyPassword } from '../../auth/passwords.js';
import { clearSessionCookie, setSessionCookie, startSession } from '../../auth/session.js';
import {
  countRequest,
  release,
  reserveSignIn,
  signInSucceeded,
  throttleKey,
  throttlePolicies,
} from '../../auth/throttle.js';
import { hashToken, randomToken } from '../../auth/tokens.js';
import { unauthorized } from '../../errors.js';
import { findGroupInCompany } from '../../repositories/permission-groups.js';
import {
  confirmedFactorKinds,
  consumeSignInTicket,
  findSignInTicket,
  findTotpSecret,
  insertSignInTicket,
  takeTotpStep,
  useRecoveryCode,
} from '../../repositories/second-factors.js';
import { endSession } from '../../repositories/sessions.js';
import { findSignInAccount, findUserById, toUser } from '../../repositories/users.js';
import { defineOperations, type RouteContext } from '../define.js';
import { matchRecoveryCode, queueNotice, totpContext } from '../second-factors/index.js';

const INVALID_CREDENTIALS = authMessages.invalidCredentials;

/** A wrong second step, thrown inside its transaction so that the ticket's removal is rolled back with it. */
class WrongCode extends Error {}

/** The signed-in answer and cookie, the same after the password alone and after a second step. */
async function signIn(
  ctx: RouteContext<'login'> | RouteContext<'loginSecondFactor'>,
  companyId: string,
  id: string,
  method: 'password' | 'password+totp' | 'password+recovery',
) {
  const { db, req, reply } = ctx;
  const user = await findUserById(db, companyId, id);
  if (!user || user.is_deleted) throw unauthorized(INVALID_CREDENTIALS);
  const group = user.permission_group_id
    ? await findGroupInCompany(db, user.company_id, user.permission_group_id)
    : undefined;
  const token = await startSession(ctx, req, user, method);
  setSessionCookie(ctx, reply, token);
  return {
    token,
    permissions: permissionsOf((group?.access ?? {}) as Record<string, unknown>),
    user: toUser(user),
  };
}

export const sessionOperations = defineOperations({
  login: {
    async handle(ctx) {
      const { db, body, req, clock } = ctx;
      const account = throttleKey(throttlePolicies.signInPerAccount, body.email);
      const ip = throttleKey(throttlePolicies.signInPerIp, req.ip);
      // The attempt is counted before its password is looked at (and taken back when it is right), so requests sent
      // at once check no more passwords than one after another would. A locked address is refused before its
      // password is looked at, so guessing on cannot confirm a hit — except from a client address without failures
      // after a short delay, so strangers cannot lock the owner out.
      const reservation = await reserveSignIn(ctx, account, ip);

      // The company the console's host serves picks the account; without one, the address's oldest with a password.
      const credentials = await findSignInAccount(db, body.email, body.companyId);
      const usable = credentials?.password_hash ? credentials : undefined;
      // Unknown, invited and wrong-company sign-ins still pay for one hash check: the timing is the same as a wrong password.
      const ok = usable?.password_hash
        ? await verifyPassword(usable.password_hash, body.password)
        : await verifyDummy(body.password);
      if (!ok || !usable) throw unauthorized(INVALID_CREDENTIALS);

      // Only now, the password being right, is anything about the account's second factors looked at.
      const kinds = await confirmedFactorKinds(db, usable.company_id, usable.id);
      if (kinds.includes('totp')) {
        // This attempt's counts are taken back, but the account's earlier failures stay until the second step is
        // right: the right password must not wipe the failures of guessed codes, or it would reopen the guessing.
        await release(ctx, reservation);
        const ticket = randomToken();
        const now = clock.now();
        await insertSignInTicket(db, {
          companyId: usable.company_id,
          userId: usable.id,
          hash: hashToken(ticket),
          now,
          expiresAt: new Date(now.getTime() + SIGN_IN_TICKET_SECONDS * 1000),
        });
        return { secondFactor: { ticket, methods: ['totp', 'recovery-code'] } };
      }
      await signInSucceeded(ctx, reservation, account);
      return signIn(ctx, usable.company_id, usable.id, 'password');
    },
  },

  loginSecondFactor: {
    async handle(ctx) {
      const { db, body, req, clock, secretBox, mail } = ctx;
      const ip = throttleKey(throttlePolicies.signInPerIp, req.ip);
      const now = clock.now();
      const ticket = await findSignInTicket(db, hashToken(body.ticket), now);
      if (!ticket) {
        // An unknown ticket is a guess like an unknown link token: counted on the client address.
        await countRequest(ctx, [ip]);
        throw unauthorized(secondFactorMessages.ticketExpired);
      }
      const user = await findUserById(db, ticket.company_id, ticket.user_id);
      if (!user || user.is_deleted) throw unauthorized(secondFactorMessages.ticketExpired);
      // The same keys and lock-out as the password: wrong codes count on the account and the client address.
      const account = throttleKey(throttlePolicies.signInPerAccount, user.email);
      const reservation = await reserveSignIn(ctx, account, ip);
      // Salted hashes are verified one by one, outside the transaction; the code is then used by its id in it.
      const recoveryCodeId =
        body.recoveryCode === undefined
          ? null
          : await matchRecoveryCode(db, user.company_id, user.id, body.recoveryCode);

      const right = await db
        .transaction()
        .execute(async (trx) => {
          // The ticket goes only with a right code (a wrong one rolls this back): one sign-in per ticket.
          if (!(await consumeSignInTicket(trx, ticket.id))) return 'expired' as const;
          if (body.code !== undefined) {
            const factor = await findTotpSecret(trx, user.company_id, user.id, 'confirmed');
            if (!factor?.secret_sealed) throw new WrongCode();
            const secret = secretBox.open(factor.secret_sealed, totpContext(factor.id));
            const step = verifyTotp(secret, body.code, now);
            // A code counts once: only for a step after the last one used (one UPDATE decides, however many race).
            if (step === null || !(await takeTotpStep(trx, factor.id, step, now))) throw new WrongCode();
            return true;
          }
          if (
            recoveryCodeId === null ||
            !(await useRecoveryCode(trx, user.company_id, user.id, recoveryCodeId, now))
          ) {
            throw new WrongCode();
          }
          await queueNotice(
            mail,
            trx,
            { companyId: user.company_id, userId: user.id, email: user.email },
            'recoveryCodeUsed',
          );
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof WrongCode) return false;
          throw error;
        });
      if (right === 'expired') throw unauthorized(secondFactorMessages.ticketExpired);
      if (!right) throw unauthorized(secondFactorMessages.invalidCode);
      await signInSucceeded(ctx, reservation, account);
      return signIn(
        ctx,
        user.company_id,
        user.id,
        body.code !== undefined ? 'password+totp' : 'password+recovery',
      );
    },
  },

  logout: {
    async handle(ctx) {
      // This session only: the user's sessions elsewhere go on (they end from the list, "End all other sessions").
      await endSession(ctx.db, ctx.auth, ctx.auth.sessionId, 'signed-out', ctx.clock.now());
      clearSessionCookie(ctx, ctx.reply);
      return { message: authMessages.signedOut };
    },
  },
});
