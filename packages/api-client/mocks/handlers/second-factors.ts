import { accessWith, isWithin } from '@qone/domain/access';
import { type ActionOf, activity } from '@qone/domain/activity';
import { secondFactorMessages, userMessages } from '@qone/domain/messages';
import {
  newRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  RECOVERY_CODE_COUNT,
  totpUri,
  verifyTotp,
} from '@qone/domain/totp';
import type { MockDb, StoredUser } from '../db';
import { badRequest, conflict, forbidden, notFound, routesFor } from '../http';

/**
 * The caller's authenticator app and recovery codes, and an administrator's reset of a user's: the server's rules
 * (apps/server/src/routes/second-factors) with the same messages and the same TOTP (`@qone/domain/totp`) at the
 * fake's `totpNow`. Each change mails the user a notice, as the server does.
 */
export function secondFactorHandlers(db: MockDb) {
  const { get, post, delete: del } = routesFor(db);

  const me = (): StoredUser => {
    const user = db.session ? db.findUser(db.session.user._id) : undefined;
    return user ?? notFound(userMessages.notFound);
  };
  const kinds = (user: StoredUser): ('totp' | 'webauthn')[] => (user.totp?.confirmedAt ? ['totp'] : []);
  const freshCodes = (user: StoredUser): string[] => {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    user.recoveryCodes = codes.map((code) => ({ code: normaliseRecoveryCode(code) ?? code, used: false }));
    return codes;
  };
  const record = (
    action: ActionOf<'users'>,
    user: StoredUser,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ) =>
    db.recordActivity(
      activity.users({ actor: db.actor(), action, user: { id: user._id, email: user.email }, before, after }),
    );
  const notify = (user: StoredUser) =>
    db.sendMail({ to: user.email, kind: 'second-factor-notice', token: null, userId: user._id });

  return [
    get('/api/users/me/second-factors', ({ response }) => {
      const user = me();
      const totp = user.totp?.confirmedAt ? user.totp : undefined;
      return response(200).json({
        data: {
          totp: totp ? { addedAt: totp.confirmedAt as string, lastUsedAt: totp.lastUsedAt } : null,
          passkeys: [],
          recoveryCodesLeft: (user.recoveryCodes ?? []).filter((code) => !code.used).length,
        },
      });
    }),

    post('/api/users/me/second-factors/totp', ({ response }) => {
      const user = me();
      if (user.totp?.confirmedAt) conflict(secondFactorMessages.totpAlreadySet);
      const secret = newTotpSecret();
      user.totp = { secret, confirmedAt: null, lastUsedAt: null, lastStep: null };
      return response(200).json({ data: { secret, uri: totpUri(secret, user.email) } });
    }),

    post('/api/users/me/second-factors/totp/confirm', ({ body, response }) => {
      const user = me();
      const pending = user.totp && !user.totp.confirmedAt ? user.totp : undefined;
      if (!pending) return conflict(secondFactorMessages.noPendingTotp);
      const step = verifyTotp(pending.secret, body.code, db.totpNow());
      if (step === null) return badRequest(secondFactorMessages.invalidCode);
      const before = kinds(user);
      pending.confirmedAt = db.now();
      pending.lastStep = step;
      const recoveryCodes = before.length === 0 ? freshCodes(user) : null;
      record('user.second-factor-added', user, { secondFactors: before }, { secondFactors: kinds(user) });
      notify(user);
      return response(200).json({ message: secondFactorMessages.totpAdded, data: { recoveryCodes } });
    }),

    del('/api/users/me/second-factors/totp', ({ response }) => {
      const user = me();
      const before = kinds(user);
      const had = Boolean(user.totp?.confirmedAt);
      user.totp = undefined;
      if (!had) return notFound(secondFactorMessages.totpNotSet);
      user.recoveryCodes = [];
      record('user.second-factor-removed', user, { secondFactors: before }, { secondFactors: kinds(user) });
      notify(user);
      return response(200).json({ message: secondFactorMessages.totpRemoved });
    }),

    post('/api/users/me/recovery-codes', ({ response }) => {
      const user = me();
      if (kinds(user).length === 0) conflict(secondFactorMessages.noSecondFactor);
      const recoveryCodes = freshCodes(user);
      record('user.recovery-codes-regenerated', user, { recoveryCodes: 'old' }, { recoveryCodes: 'new' });
      notify(user);
      return response(200).json({
        message: secondFactorMessages.recoveryCodesRegenerated,
        data: { recoveryCodes },
      });
    }),

    post('/api/users/{id}/second-factors/reset', ({ params, response }) => {
      const user = db.findUser(params.id);
      if (!user || user.status === 'deleted') return notFound(userMessages.notFound);
      const accessOf = (someone: StoredUser) =>
        db.findGroup(someone.permissionGroupId)?.access ?? accessWith(false);
      if (user._id !== db.session?.user._id && !isWithin(accessOf(user), db.currentAccess())) {
        forbidden(userMessages.targetHasMoreAccess);
      }
      const before = kinds(user);
      user.totp = undefined;
      user.recoveryCodes = [];
      for (const [ticket, held] of db.signInTickets)
        if (held.userId === user._id) db.signInTickets.delete(ticket);
      record('user.second-factors-reset', user, { secondFactors: before }, { secondFactors: [] });
      notify(user);
      // Every session of theirs ends (the server's reason: second-factors-reset), the caller's too when it is theirs.
      const own = db.session?.user._id === user._id;
      db.endSessionsOf(user._id);
      if (own) db.signOut();
      return response(200).json({ message: secondFactorMessages.reset, data: db.toUser(user) });
    }),
  ];
}
