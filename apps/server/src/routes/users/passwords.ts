import { passwordMessages } from '@qone/domain/messages';
import { checkNewPassword, hashPassword, verifyDummy, verifyPassword } from '../../auth/passwords.js';
import {
  adminMailKey,
  clearFailures,
  countRequest,
  release,
  reserve,
  throttleKey,
  throttlePolicies,
} from '../../auth/throttle.js';
import { randomToken } from '../../auth/tokens.js';
import { badRequest, forbidden } from '../../errors.js';
import { MAILS_WITH_LINK } from '../../mail/outbox.js';
import { passwordResetByAdminMail, setPasswordLink } from '../../mail/templates.js';
import { findCompanyName } from '../../repositories/companies.js';
import { cancelQueuedMails } from '../../repositories/mail-outbox.js';
import { endUserSessions, markProved } from '../../repositories/sessions.js';
import { revokeUserTokens, storeUserToken } from '../../repositories/user-tokens.js';
import { findPasswordHash, setPasswordHash } from '../../repositories/users.js';
import { defineOperations, type RouteContext } from '../define.js';
import { assertMayActOn, requireUser } from './access.js';
import { recordUserChange } from './activity.js';

type Ctx = RouteContext<'resetUserPassword'>;

const WRONG_OLD_PASSWORD = passwordMessages.wrongOldPassword;

export const passwordOperations = defineOperations({
  resetUserPassword: {
    async handle(ctx) {
      const { body } = ctx;
      if ('oldPassword' in body) return changeOwnPassword(ctx, body.oldPassword, body.password);
      return resetByAdmin(ctx);
    },
  },
});

/**
 * A wrong old password is a 400 (a 401 would send the console to /401) but counts against the account like a
 * failed sign-in: a stolen session cannot be used to guess the password. The right one is itself the fresh proof
 * the change needs (docs/sign-in-assurance.md, step-up): asking for it a second time through `stepUp` would only
 * make the user type the same password twice.
 */
async function changeOwnPassword(ctx: Ctx, oldPassword: string, password: string) {
  const { db, clock, params, auth } = ctx;
  if (params._id !== auth.userId) throw forbidden(passwordMessages.onlyOwn);
  const account = throttleKey(throttlePolicies.signInPerAccount, auth.email);
  // Counted before it is checked, like a sign-in: the right one takes its count back, the change clears the rest.
  const reservation = await reserve(ctx, [account]);
  const current = await findPasswordHash(db, auth.userId);
  const ok = current?.password_hash
    ? await verifyPassword(current.password_hash, oldPassword)
    : await verifyDummy(oldPassword);
  if (!ok) throw badRequest(WRONG_OLD_PASSWORD);
  await release(ctx, reservation);
  const problem = checkNewPassword(password, {
    email: auth.email,
    name: auth.name,
    companyName: await findCompanyName(db, auth.companyId),
  });
  if (problem) throw badRequest(problem);
  const passwordHash = await hashPassword(password);
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, auth.userId, passwordHash, now);
    await markProved(trx, auth.sessionId, now);
    // Whoever else holds a session of this user must prove the new password; this session goes on.
    await endUserSessions(trx, auth.userId, 'password-changed', now, { except: auth.sessionId });
    await revokeUserTokens(trx, auth.userId, now, 'password');
    await recordUserChange(trx, {
      companyId: auth.companyId,
      actor: auth,
      at: now,
      action: 'user.password-changed',
      user: { id: auth.userId, email: auth.email },
      before: { password: 'old' },
      after: { password: 'new' },
    });
  });
  await clearFailures(ctx, account);
  return { message: passwordMessages.changed };
}

async function resetByAdmin(ctx: Ctx) {
  const { db, clock, params, auth, config, mail } = ctx;
  if (!auth.permissions.settings) throw forbidden();
  const user = await requireUser(db, auth, params._id);
  await assertMayActOn(db, auth, user);
  // Counted apart from the mails strangers can ask for: those never block an administrator's reset.
  await countRequest(ctx, [adminMailKey(auth.companyId, user.email)]);
  const token = randomToken();
  const message = passwordResetByAdminMail({
    to: user.email,
    companyName: await findCompanyName(db, auth.companyId),
    link: setPasswordLink(config.publicUrl, token),
  });
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, user.id, null, now);
    await endUserSessions(trx, user.id, 'password-reset', now);
    await storeUserToken(trx, { token, companyId: auth.companyId, userId: user.id, kind: 'password', now });
    await cancelQueuedMails(trx, user.id, MAILS_WITH_LINK.password, now);
    await recordUserChange(trx, {
      companyId: auth.companyId,
      actor: auth,
      at: now,
      action: 'user.password-reset',
      user,
      before: { password: 'set' },
      after: { password: 'cleared' },
    });
    await mail.queue(trx, { kind: 'password-reset', companyId: auth.companyId, userId: user.id, message });
  });
  return { message: passwordMessages.resetByAdmin };
}
