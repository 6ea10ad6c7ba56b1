import { randomUUID } from 'node:crypto';
import { linkMessages } from '@qone/api-client/messages';
import { recordActivity } from '../../activity/record.js';
import { countRequest, throttleKey, throttlePolicies } from '../../auth/throttle.js';
import { randomToken } from '../../auth/tokens.js';
import { setPasswordLink, signUpMail } from '../../mail/templates.js';
import {
  deleteExpiredSignUps,
  findPendingSignUp,
  insertCompany,
  setSignUpExpiry,
} from '../../repositories/companies.js';
import { insertDefaultLanguages } from '../../repositories/languages.js';
import { insertAdministrationGroup } from '../../repositories/permission-groups.js';
import { storeUserToken, TOKEN_TTL_MS } from '../../repositories/user-tokens.js';
import { insertInvitedUser } from '../../repositories/users.js';
import type { AppServices } from '../../services.js';
import { defineOperations } from '../define.js';

interface SignUp {
  firstName: string;
  lastName: string;
  email: string;
  companyName: string;
}

export const accountOperations = defineOperations({
  createAccount: {
    async handle(ctx) {
      const { body, req, reply, background } = ctx;
      const { signUpPerRecipient, signUpPerIp } = throttlePolicies;
      await countRequest(ctx, [
        throttleKey(signUpPerRecipient, body.email),
        throttleKey(signUpPerIp, req.ip),
      ]);
      // Answered before anything depends on the address (the same answer, at the same time, for every address).
      background.run('sign-up', () => signUp(ctx, body));
      reply.code(201);
      return { message: linkMessages.signUpAccepted };
    },
  },
});

/**
 * A public sign-up: a new company whose first administrator has no password yet, mailed a set-password link. It is
 * unconfirmed until that password is set and expires with the link, so an address nobody confirmed is never held.
 * It never touches an existing account: a person invited somewhere activates through the invitation only, and an
 * address with accounts elsewhere simply gets one more company (addresses are unique per company). An address whose
 * sign-up is still unconfirmed gets a fresh link for that one instead of a second company. Expired sign-ups are
 * removed first.
 */
export async function signUp(services: AppServices, body: SignUp): Promise<void> {
  const { db, clock, config, mailer } = services;
  const now = clock.now();
  await deleteExpiredSignUps(db, now);
  const expiresAt = new Date(now.getTime() + TOKEN_TTL_MS.password);
  const token = randomToken();
  const link = setPasswordLink(config.publicUrl, token);

  const pending = await findPendingSignUp(db, body.email);
  if (pending) {
    const message = signUpMail({
      to: body.email,
      name: pending.name,
      companyName: pending.company_name,
      link,
    });
    await db.transaction().execute(async (trx) => {
      await storeUserToken(trx, {
        token,
        companyId: pending.company_id,
        userId: pending.user_id,
        kind: 'password',
        now,
      });
      await setSignUpExpiry(trx, pending.company_id, expiresAt);
    });
    await mailer.send(message);
    return;
  }

  const name = `${body.firstName} ${body.lastName}`;
  const message = signUpMail({ to: body.email, name, companyName: body.companyName, link });
  await db.transaction().execute(async (trx) => {
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
    await recordActivity(trx, {
      companyId,
      actor: { id: null, name, email: body.email },
      at: now,
      area: 'company',
      action: 'company.signed-up',
      target: { type: 'company', id: companyId, label: body.companyName },
      before: null,
      after: { name: body.companyName, administrator: body.email, status: 'unconfirmed' },
    });
  });
  await mailer.send(message);
}
