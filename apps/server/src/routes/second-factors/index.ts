import { randomUUID } from 'node:crypto';
import type { ActivityFields } from '@qone/domain/activity';
import { secondFactorMessages } from '@qone/domain/messages';
import {
  newRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  totpUri,
  verifyTotp,
} from '@qone/domain/totp';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { AuthContext } from '../../auth/session.js';
import { adminMailKey, countRequest } from '../../auth/throttle.js';
import type { Executor } from '../../db/index.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { MailOutbox } from '../../mail/outbox.js';
import { type SecondFactorEvent, secondFactorNoticeMail } from '../../mail/templates.js';
import {
  confirmedFactorKinds,
  countUnusedRecoveryCodes,
  deleteAllSecondFactors,
  deletePendingTotp,
  deleteRecoveryCodes,
  deleteTotp,
  findTotp,
  findTotpSecret,
  insertPendingTotp,
  listPasskeys,
  listUnusedRecoveryCodes,
  replaceRecoveryCodes,
  takeTotpStep,
} from '../../repositories/second-factors.js';
import { endUserSessions } from '../../repositories/sessions.js';
import { toUser } from '../../repositories/users.js';
import { defineOperations } from '../define.js';
import { assertMayActOn, reload, requireUser } from '../users/access.js';
import { recordUserChange } from '../users/activity.js';
import { toPasskey } from './passkeys.js';

/** The secret box's context of a TOTP secret: a sealed secret copied to another row does not open. */
export const totpContext = (id: string) => `totp:${id}`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Ten new recovery codes: the codes (answered once) and their stored form, each an argon2id hash with its own salt
 * (`hashPassword`): a code has 50 random bits, fewer than the 112 a plain hash would need to stand an offline guess
 * (ASVS 5.0 6.5.2), so a copied table must cost a password hash per guess.
 */
export async function newRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return {
    codes,
    hashes: await Promise.all(codes.map((code) => hashPassword(normaliseRecoveryCode(code) ?? code))),
  };
}

/**
 * The id of the user's unused recovery code that `typed` is (dashes, spaces and case do not matter), or null. Salted
 * hashes cannot be looked up, so the user's unused codes (ten at most) are each verified; call it outside a
 * transaction, and use the code by its id in one.
 */
export async function matchRecoveryCode(
  db: Executor,
  companyId: string,
  userId: string,
  typed: string,
): Promise<string | null> {
  const code = normaliseRecoveryCode(typed);
  if (code === null) return null;
  for (const row of await listUnusedRecoveryCodes(db, companyId, userId)) {
    if (await verifyPassword(row.code_hash, code)) return row.id;
  }
  return null;
}

/** Queues the notice of a change to the user's second factors, in the change's transaction. */
export function queueNotice(
  mail: MailOutbox,
  trx: Executor,
  user: { companyId: string; userId: string; email: string },
  event: SecondFactorEvent,
): Promise<string> {
  return mail.queue(trx, {
    kind: 'second-factor-notice',
    companyId: user.companyId,
    userId: user.userId,
    message: secondFactorNoticeMail({ to: user.email, event }),
  });
}

/** The signed-in user as the second factors' repositories and notices name them. */
export const self = (auth: AuthContext) => ({
  companyId: auth.companyId,
  userId: auth.userId,
  email: auth.email,
});

/**
 * What follows the removal of one of the user's own factors, in its transaction: the recovery codes go with the last
 * factor (without any left they would be a way in of their own), the change is recorded (the kinds before → after,
 * and `detail` — e.g. the passkey's name — beside them), and the user is told.
 */
export async function factorRemoved(
  trx: Executor,
  mail: MailOutbox,
  auth: AuthContext,
  change: {
    at: Date;
    before: string[];
    after: string[];
    detail?: { before: ActivityFields; after: ActivityFields };
    notice: SecondFactorEvent;
  },
): Promise<void> {
  if (change.after.length === 0) await deleteRecoveryCodes(trx, auth.companyId, auth.userId);
  await recordUserChange(trx, {
    companyId: auth.companyId,
    actor: auth,
    at: change.at,
    action: 'user.second-factor-removed',
    user: { id: auth.userId, email: auth.email },
    before: { secondFactors: change.before, ...change.detail?.before },
    after: { secondFactors: change.after, ...change.detail?.after },
  });
  await queueNotice(mail, trx, self(auth), change.notice);
}

export const secondFactorOperations = defineOperations({
  getMySecondFactors: {
    async handle({ db, auth }) {
      const totp = await findTotp(db, auth.companyId, auth.userId);
      const confirmed = totp?.confirmed_at ? totp : undefined;
      return {
        data: {
          totp: confirmed
            ? { addedAt: iso(confirmed.confirmed_at) as string, lastUsedAt: iso(confirmed.last_used_at) }
            : null,
          passkeys: (await listPasskeys(db, auth.companyId, auth.userId)).map(toPasskey),
          recoveryCodesLeft: await countUnusedRecoveryCodes(db, auth.companyId, auth.userId),
        },
      };
    },
  },

  startTotpEnrolment: {
    async handle({ db, auth, clock, secretBox }) {
      const secret = newTotpSecret();
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        // Waiting apps are replaced; a confirmed one must be removed first (its codes keep working until then).
        if ((await findTotp(trx, auth.companyId, auth.userId))?.confirmed_at) {
          throw conflict(secondFactorMessages.totpAlreadySet);
        }
        await deletePendingTotp(trx, auth.companyId, auth.userId);
        await insertPendingTotp(trx, {
          id,
          companyId: auth.companyId,
          userId: auth.userId,
          secretSealed: secretBox.seal(secret, totpContext(id)),
          now: clock.now(),
        });
      });
      return { data: { secret, uri: totpUri(secret, auth.email) } };
    },
  },

  confirmTotpEnrolment: {
    async handle({ db, auth, body, clock, secretBox, mail }) {
      const pending = await findTotpSecret(db, auth.companyId, auth.userId, 'pending');
      if (!pending?.secret_sealed) throw conflict(secondFactorMessages.noPendingTotp);
      const now = clock.now();
      const step = verifyTotp(secretBox.open(pending.secret_sealed, totpContext(pending.id)), body.code, now);
      if (step === null) throw badRequest(secondFactorMessages.invalidCode);
      // The first factor brings the recovery codes; a later one leaves those the user holds. Hashed before the
      // transaction (ten argon2id hashes are CPU time a transaction should not hold a connection through).
      const first = (await confirmedFactorKinds(db, auth.companyId, auth.userId)).length === 0;
      const prepared = first ? await newRecoveryCodes() : undefined;
      const recoveryCodes = await db.transaction().execute(async (trx) => {
        const before = await confirmedFactorKinds(trx, auth.companyId, auth.userId);
        if (!(await takeTotpStep(trx, pending.id, step, now, true))) {
          throw badRequest(secondFactorMessages.invalidCode);
        }
        const fresh = before.length === 0 ? (prepared ?? (await newRecoveryCodes())) : undefined;
        if (fresh) {
          await replaceRecoveryCodes(trx, { ...self(auth), hashes: fresh.hashes, now });
        }
        await recordUserChange(trx, {
          companyId: auth.companyId,
          actor: auth,
          at: now,
          action: 'user.second-factor-added',
          user: { id: auth.userId, email: auth.email },
          before: { secondFactors: before },
          after: { secondFactors: [...new Set([...before, 'totp'])].sort() },
        });
        await queueNotice(mail, trx, self(auth), 'added');
        return fresh?.codes ?? null;
      });
      return { message: secondFactorMessages.totpAdded, data: { recoveryCodes } };
    },
  },

  removeTotp: {
    async handle({ db, auth, clock, mail }) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const before = await confirmedFactorKinds(trx, auth.companyId, auth.userId);
        if (!(await deleteTotp(trx, auth.companyId, auth.userId))) {
          throw notFound(secondFactorMessages.totpNotSet);
        }
        const after = before.filter((kind) => kind !== 'totp');
        await factorRemoved(trx, mail, auth, { at: now, before, after, notice: 'removed' });
      });
      return { message: secondFactorMessages.totpRemoved };
    },
  },

  regenerateRecoveryCodes: {
    async handle({ db, auth, clock, mail }) {
      const now = clock.now();
      const { codes, hashes } = await newRecoveryCodes();
      await db.transaction().execute(async (trx) => {
        if ((await confirmedFactorKinds(trx, auth.companyId, auth.userId)).length === 0) {
          throw conflict(secondFactorMessages.noSecondFactor);
        }
        await replaceRecoveryCodes(trx, { ...self(auth), hashes, now });
        await recordUserChange(trx, {
          companyId: auth.companyId,
          actor: auth,
          at: now,
          action: 'user.recovery-codes-regenerated',
          user: { id: auth.userId, email: auth.email },
          before: { recoveryCodes: 'old' },
          after: { recoveryCodes: 'new' },
        });
        await queueNotice(mail, trx, self(auth), 'recoveryCodesRegenerated');
      });
      return { message: secondFactorMessages.recoveryCodesRegenerated, data: { recoveryCodes: codes } };
    },
  },

  resetUserSecondFactors: {
    async handle(ctx) {
      const { db, auth, params, clock, mail } = ctx;
      const user = await requireUser(db, auth, params.id);
      await assertMayActOn(db, auth, user);
      // Counted with the administrator's other mails to this user, apart from those strangers can ask for.
      await countRequest(ctx, [adminMailKey(auth.companyId, user.email)]);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const before = await confirmedFactorKinds(trx, auth.companyId, user.id);
        await deleteAllSecondFactors(trx, auth.companyId, user.id);
        // Ends every session of the user (read on every request, so on every server process at once).
        await endUserSessions(trx, user.id, 'second-factors-reset', now);
        await recordUserChange(trx, {
          companyId: auth.companyId,
          actor: auth,
          at: now,
          action: 'user.second-factors-reset',
          user,
          before: { secondFactors: before },
          after: { secondFactors: [] },
        });
        await queueNotice(
          mail,
          trx,
          { companyId: auth.companyId, userId: user.id, email: user.email },
          'resetByAdmin',
        );
      });
      return { message: secondFactorMessages.reset, data: toUser(await reload(db, auth, user.id)) };
    },
  },
});
