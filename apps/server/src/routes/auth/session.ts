import { permissionsOf } from '@qone/domain/access';
import { activity, type SignInStep } from '@qone/domain/activity';
import { authMessages, secondFactorMessages } from '@qone/domain/messages';
import { SIGN_IN_TICKET_SECONDS, verifyTotp } from '@qone/domain/totp';
import { requestOptions, userHandleOf, verifyAssertion } from '@qone/domain/webauthn';
import { recordActivity } from '../../activity/record.js';
import { verifyDummy, verifyPassword } from '../../auth/passwords.js';
import { clearSessionCookie, clientOf, setSessionCookie, startSession } from '../../auth/session.js';
import {
  countRequest,
  failuresCounted,
  type Reservation,
  release,
  reserve,
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
  findCredential,
  findSignInTicket,
  findTotpSecret,
  insertSignInTicket,
  takeChallenge,
  takeSignCount,
  takeTotpStep,
  useRecoveryCode,
} from '../../repositories/second-factors.js';
import { endSession } from '../../repositories/sessions.js';
import { findSignInAccount, findUserById, toUser } from '../../repositories/users.js';
import { defineOperations, type RouteContext } from '../define.js';
import { matchRecoveryCode, queueNotice, totpContext } from '../second-factors/index.js';
import {
  challengeHashOf,
  keepChallenge,
  keyChallenge,
  proveWithKey,
  relyingPartyOf,
  storedKey,
} from '../second-factors/passkeys.js';

const INVALID_CREDENTIALS = authMessages.invalidCredentials;

/** A wrong second step, thrown inside its transaction so that the ticket's removal is rolled back with it. */
class WrongCode extends Error {}

/**
 * Records a failed sign-in of a known account (`user.sign-in-failed`) in the account's company: the step, the client,
 * and the account's failures in a row as the sign-in throttle counted them (this one included) — past
 * `SIGN_IN_FAILURES_RECORDED` the builder records nothing (apps/server/README.md, "Sign-ins").
 */
function recordFailure(
  ctx: Pick<RouteContext<'login'>, 'db' | 'clock' | 'req'>,
  user: { id: string; company_id: string; name: string; email: string },
  step: SignInStep,
  reservation: Reservation,
  at: Date = ctx.clock.now(),
): Promise<void> {
  return recordActivity(
    ctx.db,
    { companyId: user.company_id, at },
    activity.signIn({
      action: 'user.sign-in-failed',
      user,
      client: clientOf(ctx.req),
      step,
      failures: failuresCounted(reservation, 'account'),
    }),
  );
}

/** The signed-in answer and cookie, the same after the password alone and after a second step. */
async function signIn(
  ctx: RouteContext<'login'> | RouteContext<'loginSecondFactor'> | RouteContext<'loginWithPasskey'>,
  companyId: string,
  id: string,
  method: 'password' | 'password+totp' | 'password+recovery' | 'password+security-key' | 'passkey',
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
      if (!ok || !usable) {
        if (usable) {
          // A wrong password of a known account is recorded once the answer has left, so that neither the answer
          // nor its time tells a stranger more than for an unknown address (which records nothing).
          const known = usable;
          const at = clock.now();
          ctx.reply.raw.once('finish', () => {
            recordFailure(ctx, known, 'password', reservation, at).catch((error: unknown) =>
              req.log.error({ err: error }, 'a failed sign-in could not be recorded'),
            );
          });
        }
        throw unauthorized(INVALID_CREDENTIALS);
      }

      // Only now, the password being right, is anything about the account's second factors looked at.
      const kinds = await confirmedFactorKinds(db, usable.company_id, usable.id);
      if (kinds.length > 0) {
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
        const methods = [
          ...(kinds.includes('totp') ? (['totp'] as const) : []),
          ...(kinds.includes('webauthn') ? (['security-key'] as const) : []),
          'recovery-code' as const,
        ];
        return { secondFactor: { ticket, methods } };
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
          if (body.credential !== undefined) {
            // A security key (or a passkey) for the challenge `startSecurityKeyStep` gave this ticket's user.
            const owner = { companyId: user.company_id, userId: user.id };
            if (!(await proveWithKey(trx, ctx, owner, body.credential, 'second-step'))) throw new WrongCode();
            return true;
          }
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
      if (!right) {
        // Whoever holds the ticket typed the right password: recording at once tells them nothing new.
        await recordFailure(
          ctx,
          user,
          body.credential !== undefined ? 'security-key' : body.code !== undefined ? 'code' : 'recovery-code',
          reservation,
        );
        throw unauthorized(
          body.credential !== undefined
            ? secondFactorMessages.securityKeyRefused
            : secondFactorMessages.invalidCode,
        );
      }
      await signInSucceeded(ctx, reservation, account);
      return signIn(
        ctx,
        user.company_id,
        user.id,
        body.credential !== undefined
          ? 'password+security-key'
          : body.code !== undefined
            ? 'password+totp'
            : 'password+recovery',
      );
    },
  },

  startSecurityKeyStep: {
    async handle(ctx) {
      const { db, body, req, clock } = ctx;
      const ticket = await findSignInTicket(db, hashToken(body.ticket), clock.now());
      if (!ticket) {
        await countRequest(ctx, [throttleKey(throttlePolicies.signInPerIp, req.ip)]);
        throw unauthorized(secondFactorMessages.ticketExpired);
      }
      const owner = { companyId: ticket.company_id, userId: ticket.user_id };
      return { data: await keyChallenge(db, ctx, owner, 'second-step') };
    },
  },

  startPasskeySignIn: {
    rateLimit: throttlePolicies.passkeyChallengePerIp,
    async handle(ctx) {
      const { db, req, clock, config } = ctx;
      // Refused while the client address is locked out (its count taken back at once: asking costs nothing).
      await release(ctx, await reserve(ctx, [throttleKey(throttlePolicies.signInPerIp, req.ip)]));
      const options = await requestOptions({ rp: relyingPartyOf(config), userVerification: 'required' });
      await keepChallenge(db, clock, options.challenge, 'sign-in', null);
      return { data: options };
    },
  },

  loginWithPasskey: {
    async handle(ctx) {
      const { db, body, req, clock, config } = ctx;
      const ip = throttleKey(throttlePolicies.signInPerIp, req.ip);
      // No account is known before the passkey verifies: failures count on the client address, as unknown tokens do.
      const reservation = await reserve(ctx, [ip]);
      const now = clock.now();
      const taken = challengeHashOf(body.credential);
      if (!taken || !(await takeChallenge(db, { hash: taken.hash, purpose: 'sign-in', userId: null, now }))) {
        throw unauthorized(secondFactorMessages.passkeyChallengeExpired);
      }
      const stored = await findCredential(db, body.credential.id);
      const handle = userHandleOf(body.credential);
      if (!stored || (handle !== undefined && handle !== stored.user_id)) {
        throw unauthorized(secondFactorMessages.passkeyUnknown);
      }
      const verified = await verifyAssertion({
        credential: body.credential,
        challenge: taken.challenge,
        rp: relyingPartyOf(config),
        stored: storedKey(stored),
        requireUserVerification: false,
      });
      if (!verified) throw unauthorized(secondFactorMessages.passkeyUnknown);
      // Alone, a passkey must have verified its user (PIN, fingerprint, face): possession alone is one factor.
      if (!verified.userVerified) throw unauthorized(secondFactorMessages.passkeyNeedsVerification);
      // The counter must rise (a clone's does not), taken in one statement against the value checked.
      if (!(await takeSignCount(db, stored.id, stored.sign_count, verified.signCount, now))) {
        throw unauthorized(secondFactorMessages.passkeyUnknown);
      }
      await release(ctx, reservation);
      return signIn(ctx, stored.company_id, stored.user_id, 'passkey');
    },
  },

  logout: {
    async handle(ctx) {
      const { db, auth, clock, req } = ctx;
      const now = clock.now();
      // This session only: the user's sessions elsewhere go on (they end from the list, "End all other sessions").
      await db.transaction().execute(async (trx) => {
        if (!(await endSession(trx, auth, auth.sessionId, 'signed-out', now))) return;
        await recordActivity(
          trx,
          { companyId: auth.companyId, at: now },
          activity.signIn({
            action: 'user.signed-out',
            user: { id: auth.userId, name: auth.name, email: auth.email },
            client: clientOf(req),
          }),
        );
      });
      clearSessionCookie(ctx, ctx.reply);
      return { message: authMessages.signedOut };
    },
  },
});
