import { randomUUID } from 'node:crypto';
import { activity } from '@qone/domain/activity';
import { recordActivity } from '../activity/record.js';
import { randomToken } from '../auth/tokens.js';
import type { Executor } from '../db/index.js';
import {
  deleteExpiredSignUps,
  findPendingSignUp,
  insertCompany,
  lockSignUpAddress,
  setSignUpExpiry,
} from '../repositories/companies.js';
import { insertDefaultLanguages } from '../repositories/languages.js';
import { cancelQueuedMails } from '../repositories/mail-outbox.js';
import { insertAdministrationGroup } from '../repositories/permission-groups.js';
import { storeUserToken, TOKEN_TTL_MS } from '../repositories/user-tokens.js';
import { findAccountsWithPassword, insertInvitedUser } from '../repositories/users.js';
import type { AppServices } from '../services.js';
import { MAILS_WITH_LINK, type RequestHandler, type RequestPayloads } from './outbox.js';
import { forgotPasswordMail, setPasswordLink, signUpMail } from './templates.js';

type Services = Pick<AppServices, 'db' | 'clock' | 'config' | 'mail'>;
type Finish = (trx: Executor) => Promise<void>;

/**
 * The work of the public requests that mail "if the address …" (forgot-password, sign-up). The request itself only
 * queues the same sealed row whatever the address (its answer and timing tell nothing); the outbox's worker runs
 * this, in one transaction that also queues the mails and finishes the request, so a crash either loses nothing or
 * leaves the request to be run again by any process.
 */
export function createRequestHandler(services: Services): RequestHandler {
  return async (request, finish) => {
    if (request.kind === 'forgot-password-request') await forgotPassword(services, request.payload, finish);
    else await signUp(services, request.payload, finish);
  };
}

/** Each verified account of the address (one per company) gets its own link; invited users register instead. */
async function forgotPassword(
  services: Services,
  body: RequestPayloads['forgot-password-request'],
  finish: Finish,
) {
  const { db, clock, config, mail } = services;
  await db.transaction().execute(async (trx) => {
    const now = clock.now();
    for (const account of await findAccountsWithPassword(trx, body.email)) {
      const token = randomToken();
      await storeUserToken(trx, {
        token,
        companyId: account.company_id,
        userId: account.id,
        kind: 'password',
        now,
      });
      await cancelQueuedMails(trx, account.id, MAILS_WITH_LINK.password, now);
      await mail.queue(trx, {
        kind: 'forgot-password',
        companyId: account.company_id,
        userId: account.id,
        message: forgotPasswordMail({
          to: account.email,
          companyName: account.company_name,
          link: setPasswordLink(config.publicUrl, token),
        }),
      });
    }
    await finish(trx);
  });
}

/**
 * A public sign-up: a new company whose first administrator has no password yet, mailed a set-password link. It is
 * unconfirmed until that password is set and expires with the link, so an address nobody confirmed is never held.
 * It never touches an existing account: a person invited somewhere activates through the invitation only, and an
 * address with accounts elsewhere simply gets one more company (addresses are unique per company). An address whose
 * sign-up is still unconfirmed gets a fresh link for that one instead of a second company — under the address's
 * lock, so sign-ups of one address run one after another on every process. Expired sign-ups are removed first.
 */
async function signUp(services: Services, body: RequestPayloads['sign-up-request'], finish: Finish) {
  const { db, clock, config, mail } = services;
  const now = clock.now();
  await deleteExpiredSignUps(db, now);
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS.password);
  const token = randomToken();
  const link = setPasswordLink(config.publicUrl, token);

  await db.transaction().execute(async (trx) => {
    await lockSignUpAddress(trx, body.email);
    const pending = await findPendingSignUp(trx, body.email);
    if (pending) {
      await storeUserToken(trx, {
        token,
        companyId: pending.company_id,
        userId: pending.user_id,
        kind: 'password',
        now,
      });
      await setSignUpExpiry(trx, pending.company_id, expiresAt);
      // The earlier mail's link was just replaced: if it has not gone out yet, it goes nowhere.
      await cancelQueuedMails(trx, pending.user_id, MAILS_WITH_LINK.password, now);
      await mail.queue(trx, {
        kind: 'sign-up',
        companyId: pending.company_id,
        userId: pending.user_id,
        message: signUpMail({ to: body.email, name: pending.name, companyName: pending.company_name, link }),
      });
      await finish(trx);
      return;
    }

    const name = `${body.firstName} ${body.lastName}`;
    const companyId = randomUUID();
    const userId = randomUUID();
    await insertCompany(trx, {
      id: companyId,
      name: body.companyName,
      contactPerson: name,
      now,
      signupExpiresAt: expiresAt,
    });
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
    // The new company's first event: who signed it up (not signed in, so named as they gave themselves).
    await recordActivity(
      trx,
      { companyId, at: now },
      activity.company({
        actor: { id: null, name, email: body.email },
        action: 'company.signed-up',
        target: { id: companyId, label: body.companyName },
        before: null,
        after: { name: body.companyName, administrator: body.email, status: 'unconfirmed' },
      }),
    );
    await mail.queue(trx, {
      kind: 'sign-up',
      companyId,
      userId,
      message: signUpMail({ to: body.email, name, companyName: body.companyName, link }),
    });
    await finish(trx);
  });
}
