import { permissionsOf } from '@qone/domain/access';
import { authMessages } from '@qone/domain/messages';
import { verifyDummy, verifyPassword } from '../../auth/passwords.js';
import { clearSessionCookie, setSessionCookie, startSession } from '../../auth/session.js';
import { reserveSignIn, signInSucceeded, throttleKey, throttlePolicies } from '../../auth/throttle.js';
import { unauthorized } from '../../errors.js';
import { findGroupInCompany } from '../../repositories/permission-groups.js';
import { endSession } from '../../repositories/sessions.js';
import { findSignInAccount, findUserById, toUser } from '../../repositories/users.js';
import { defineOperations } from '../define.js';

const INVALID_CREDENTIALS = authMessages.invalidCredentials;

export const sessionOperations = defineOperations({
  login: {
    async handle(ctx) {
      const { db, body, req, reply } = ctx;
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
      await signInSucceeded(ctx, reservation, account);

      const user = await findUserById(db, usable.company_id, usable.id);
      if (!user) throw unauthorized(INVALID_CREDENTIALS);
      const group = user.permission_group_id
        ? await findGroupInCompany(db, user.company_id, user.permission_group_id)
        : undefined;
      const token = await startSession(ctx, req, user, 'password');
      setSessionCookie(ctx, reply, token);
      return {
        token,
        permissions: permissionsOf((group?.access ?? {}) as Record<string, unknown>),
        user: toUser(user),
      };
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
