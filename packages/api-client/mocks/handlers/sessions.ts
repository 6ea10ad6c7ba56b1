import { activity } from '@qone/domain/activity';
import { authMessages, sessionMessages } from '@qone/domain/messages';
import { describeUserAgent, sessionLabel } from '@qone/domain/sessions';
import { verifyTotp } from '@qone/domain/totp';
import type { MockDb } from '../db';
import { badRequest, notFound, routesFor } from '../http';
import { keyChallenge, takeChallenge, takePasskey } from './second-factors';

/**
 * The caller's own sessions and the fresh proof (docs/sign-in-assurance.md), as the server answers them. The fake
 * ends no session by idle time or age (its clock moves a minute per reading); everything else is the server's rule.
 */
export function sessionHandlers(db: MockDb) {
  const { get, post, delete: del } = routesFor(db);
  const caller = () => {
    const row = db.currentSession();
    if (!row) throw new Error('a protected operation ran without a session');
    return row;
  };
  const callerRef = () => {
    const { userId } = caller();
    const user = db.findUser(userId);
    return { id: userId, email: user?.email ?? db.session?.user.email ?? '' };
  };

  return [
    get('/api/users/me/sessions', ({ response }) => {
      const { userId, id: current } = caller();
      const rows = db.sessions
        .filter((row) => row.userId === userId && row.endedAt === null)
        // This session first, then the most recently active, as the server lists them.
        .sort(
          (a, b) =>
            Number(b.id === current) - Number(a.id === current) ||
            b.lastActiveAt.localeCompare(a.lastActiveAt) ||
            b.createdAt.localeCompare(a.createdAt) ||
            a.id.localeCompare(b.id),
        );
      return response(200).json({
        data: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt,
          lastActiveAt: row.lastActiveAt,
          ip: row.ip,
          ...describeUserAgent(row.userAgent),
          method: row.method,
          current: row.id === current,
        })),
      });
    }),

    post('/api/users/me/sessions/end-others', ({ response }) => {
      const { userId, id } = caller();
      const ended = db.endSessionsOf(userId, id);
      db.recordActivity(
        activity.userSessions({
          actor: db.actor(),
          action: 'user.other-sessions-ended',
          user: callerRef(),
          ended,
        }),
      );
      return response(200).json({ message: sessionMessages.endedOthers(ended) });
    }),

    // Only an open session of the caller's own: anyone else's id answers as an unknown one.
    del('/api/users/me/sessions/{sessionId}', ({ params, response }) => {
      const { userId } = caller();
      const row = db.sessions.find(
        (candidate) =>
          candidate.id === params.sessionId && candidate.userId === userId && candidate.endedAt === null,
      );
      if (!row) return notFound(sessionMessages.notFound);
      row.endedAt = db.currentTime();
      db.recordActivity(
        activity.userSessions({
          actor: db.actor(),
          action: 'user.session-ended',
          user: callerRef(),
          session: sessionLabel(row.userAgent),
        }),
      );
      return response(200).json({ message: sessionMessages.ended });
    }),

    post('/api/users/me/step-up/options', async ({ request, response }) => {
      const user = db.findUser(caller().userId);
      return response(200).json({ data: await keyChallenge(db, request, user, 'step-up') });
    }),

    post('/api/users/me/step-up', async ({ body, request, response }) => {
      const user = db.findUser(caller().userId);
      if (body.credential !== undefined) {
        // One of the caller's passkeys or security keys, for the challenge the options gave them, as on the server.
        const challenge = user ? takeChallenge(db, body.credential, 'step-up', user._id) : undefined;
        const passkey = (user?.passkeys ?? []).find((p) => p.credentialId === body.credential?.id);
        const outcome =
          challenge && passkey
            ? await takePasskey(db, passkey, body.credential, challenge, request, false)
            : 'refused';
        if (outcome !== 'signed') return badRequest(authMessages.stepUpKeyRefused);
      } else if (body.code !== undefined) {
        // The authenticator app instead of the password: a code of a later step than the last used, as at sign-in.
        const totp = user?.totp?.confirmedAt ? user.totp : undefined;
        const step = totp ? verifyTotp(totp.secret, body.code, db.totpNow()) : null;
        if (!totp || step === null || (totp.lastStep !== null && step <= totp.lastStep)) {
          return badRequest(authMessages.stepUpWrongCode);
        }
        totp.lastStep = step;
        totp.lastUsedAt = db.now();
      } else if (!user || user.password !== body.password) {
        return badRequest(authMessages.stepUpWrongPassword);
      }
      db.markProved();
      return response(200).json({ message: authMessages.stepUpDone });
    }),
  ];
}
