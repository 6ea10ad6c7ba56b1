import { activity } from '@qone/domain/activity';
import { authMessages, sessionMessages } from '@qone/domain/messages';
import { describeUserAgent, sessionLabel } from '@qone/domain/sessions';
import { verifyTotp } from '@qone/domain/totp';
import { actorOf, recordActivity } from '../../activity/record.js';
import { endSessionsRecorded } from '../../auth/end-sessions.js';
import { verifyDummy, verifyPassword } from '../../auth/passwords.js';
import { reserveSignIn, signInSucceeded, throttleKey, throttlePolicies } from '../../auth/throttle.js';
import { badRequest, notFound } from '../../errors.js';
import { findTotpSecret, takeTotpStep } from '../../repositories/second-factors.js';
import { endSession, listOpenSessions, markProved } from '../../repositories/sessions.js';
import { findPasswordHash } from '../../repositories/users.js';
import { defineOperations } from '../define.js';
import { totpContext } from '../second-factors/index.js';
import { keyChallenge, proveWithKey } from '../second-factors/passkeys.js';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The caller's own sessions (docs/sign-in-assurance.md): listed, ended one at a time or all but this one; step-up. */
export const mySessionOperations = defineOperations({
  listMySessions: {
    async handle({ db, clock, config, auth }) {
      const rows = await listOpenSessions(db, auth, clock.now(), config.sessions.idleMinutes);
      // This session first, then the most recently active.
      const ordered = [
        ...rows.filter((row) => row.id === auth.sessionId),
        ...rows.filter((row) => row.id !== auth.sessionId),
      ];
      return {
        data: ordered.map((row) => ({
          id: row.id,
          createdAt: iso(row.created_at),
          lastActiveAt: iso(row.last_active_at),
          ip: row.ip,
          ...describeUserAgent(row.user_agent),
          method: row.method,
          current: row.id === auth.sessionId,
        })),
      };
    },
  },

  endMySession: {
    async handle({ db, clock, params, auth }) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        // Only an open session of the caller's own: anyone else's id (any company's) answers as an unknown one.
        const ended = await endSession(trx, auth, params.sessionId, 'ended-by-user', now);
        if (!ended) throw notFound(sessionMessages.notFound);
        await recordActivity(
          trx,
          { companyId: auth.companyId, at: now },
          activity.userSessions({
            actor: actorOf(auth),
            action: 'user.session-ended',
            user: { id: auth.userId, email: auth.email },
            session: sessionLabel(ended.user_agent),
          }),
        );
      });
      return { message: sessionMessages.ended };
    },
  },

  endMyOtherSessions: {
    async handle(ctx) {
      const { auth } = ctx;
      const ended = await endSessionsRecorded(
        ctx,
        auth,
        { id: auth.userId, email: auth.email },
        { action: 'user.other-sessions-ended', reason: 'ended-by-user', except: auth.sessionId },
      );
      return { message: sessionMessages.endedOthers(ended) };
    },
  },

  startStepUpWithKey: {
    async handle(ctx) {
      return { data: await keyChallenge(ctx.db, ctx, ctx.auth, 'step-up') };
    },
  },

  stepUp: {
    async handle(ctx) {
      const { db, clock, body, auth, req } = ctx;
      const account = throttleKey(throttlePolicies.signInPerAccount, auth.email);
      const ip = throttleKey(throttlePolicies.signInPerIp, req.ip);
      // Counted like a sign-in, on the same keys: a stolen session cannot be used to guess the password.
      const reservation = await reserveSignIn(ctx, account, ip);
      const now = clock.now();
      if (body.credential !== undefined) {
        // One of the caller's passkeys or security keys, for the challenge `startStepUpWithKey` gave them.
        if (!(await proveWithKey(db, ctx, auth, body.credential, 'step-up'))) {
          throw badRequest(authMessages.stepUpKeyRefused);
        }
      } else if (body.code !== undefined) {
        // The authenticator app instead of the password: a code of a step after the last one used, as at sign-in.
        const factor = await findTotpSecret(db, auth.companyId, auth.userId, 'confirmed');
        const step = factor?.secret_sealed
          ? verifyTotp(ctx.secretBox.open(factor.secret_sealed, totpContext(factor.id)), body.code, now)
          : null;
        if (!factor || step === null || !(await takeTotpStep(db, factor.id, step, now))) {
          throw badRequest(authMessages.stepUpWrongCode);
        }
      } else {
        const stored = await findPasswordHash(db, auth.userId);
        const password = body.password ?? '';
        const ok = stored?.password_hash
          ? await verifyPassword(stored.password_hash, password)
          : await verifyDummy(password);
        if (!ok) throw badRequest(authMessages.stepUpWrongPassword);
      }
      await signInSucceeded(ctx, reservation, account);
      await markProved(db, auth.sessionId, now);
      return { message: authMessages.stepUpDone };
    },
  },
});
