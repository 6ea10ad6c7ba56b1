import { emailChangeMessages } from '@qone/domain/messages';
import { verifyDummy, verifyPassword } from '../../auth/passwords.js';
import type { AuthContext } from '../../auth/session.js';
import {
  adminMailKey,
  clearFailures,
  countRequest,
  reserve,
  throttleKey,
  throttlePolicies,
} from '../../auth/throttle.js';
import { randomToken } from '../../auth/tokens.js';
import { badRequest, conflict } from '../../errors.js';
import { MAILS_WITH_LINK } from '../../mail/outbox.js';
import { confirmEmailChangeMail, confirmEmailLink, emailChangeNoticeMail } from '../../mail/templates.js';
import { findCompanyName } from '../../repositories/companies.js';
import { cancelQueuedMails } from '../../repositories/mail-outbox.js';
import { markProved } from '../../repositories/sessions.js';
import { storeUserToken } from '../../repositories/user-tokens.js';
import { findPasswordHash, isEmailTaken, type UserRecord } from '../../repositories/users.js';
import type { AppServices } from '../../services.js';
import { EMAIL_TAKEN } from './access.js';
import { recordUserChange } from './activity.js';

/** Whether `email` is another address than the user's (a change of letter case is the same mailbox). */
export const isNewAddress = (user: Pick<UserRecord, 'email'>, email: string | undefined): email is string =>
  email !== undefined && email.toLowerCase() !== user.email.toLowerCase();

/**
 * The checks an email change must pass before anything is written: the caller's own current password (400 when
 * missing or wrong; a wrong one counts against the caller's address like a failed sign-in, so a stolen session cannot
 * guess it; the right one is a fresh proof of identity for the caller's session), and the address free in the
 * company (409).
 */
export async function assertEmailChangeAllowed(
  services: AppServices,
  auth: AuthContext,
  target: UserRecord,
  newEmail: string,
  currentPassword: string | undefined,
): Promise<void> {
  if (!currentPassword) throw badRequest(emailChangeMessages.currentPasswordRequired);
  const account = throttleKey(throttlePolicies.signInPerAccount, auth.email);
  // Counted before it is checked, like a sign-in; the right password clears the account's failures.
  await reserve(services, [account]);
  const stored = await findPasswordHash(services.db, auth.userId);
  const ok = stored?.password_hash
    ? await verifyPassword(stored.password_hash, currentPassword)
    : await verifyDummy(currentPassword);
  if (!ok) throw badRequest(emailChangeMessages.wrongCurrentPassword);
  await clearFailures(services, account);
  await markProved(services.db, auth.sessionId, services.clock.now());
  if (await isEmailTaken(services.db, auth.companyId, newEmail, target.id)) throw conflict(EMAIL_TAKEN);
}

/**
 * Asks for the change: a link to the new address that alone makes it the user's (`confirmEmailChange`), and a notice
 * to the old address, which stays the user's until then. A newer request replaces an older link.
 */
export async function requestEmailChange(
  services: AppServices,
  auth: AuthContext,
  target: UserRecord,
  newEmail: string,
): Promise<void> {
  const { db, clock, config, mail } = services;
  await countRequest(services, [adminMailKey(auth.companyId, newEmail)]);
  const token = randomToken();
  const companyName = await findCompanyName(db, auth.companyId);
  const confirmation = confirmEmailChangeMail({
    to: newEmail,
    companyName,
    link: confirmEmailLink(config.publicUrl, token),
  });
  const notice = emailChangeNoticeMail({ to: target.email, newEmail, companyName });
  const now = clock.now();
  await db.transaction().execute(async (trx) => {
    await storeUserToken(trx, {
      token,
      companyId: auth.companyId,
      userId: target.id,
      kind: 'email',
      now,
      newEmail,
    });
    await cancelQueuedMails(trx, target.id, MAILS_WITH_LINK.email, now);
    await recordUserChange(trx, {
      companyId: auth.companyId,
      actor: auth,
      at: now,
      action: 'user.email-change-requested',
      user: target,
      before: { pendingEmail: null },
      after: { pendingEmail: newEmail },
    });
    const mailOf = { companyId: auth.companyId, userId: target.id };
    await mail.queue(trx, { ...mailOf, kind: 'email-change-confirmation', message: confirmation });
    await mail.queue(trx, { ...mailOf, kind: 'email-change-notice', message: notice });
  });
}
