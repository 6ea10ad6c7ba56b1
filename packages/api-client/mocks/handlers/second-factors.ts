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
import {
  CHALLENGES_PER_USER,
  challengeOf,
  passkeyKind,
  registrationOptions,
  relyingParty,
  requestOptions,
  verifyAssertion,
  verifyRegistration,
  WEBAUTHN_CHALLENGE_SECONDS,
} from '@qone/domain/webauthn';
import type { components } from '../../src/schema';
import { type MockDb, type StoredPasskey, type StoredUser, secondFactorKinds } from '../db';
import { badRequest, conflict, forbidden, notFound, routesFor } from '../http';

/**
 * The relying party of passkeys in the fake: the origin the console's requests come from (the page's own in the
 * browser, the parity suite's), as the server's is its `PUBLIC_URL`.
 */
export const fakeRelyingParty = (request: Request) => relyingParty(new URL(request.url).origin);

type ChallengePurpose = 'registration' | 'sign-in' | 'second-step' | 'step-up';

/** Keeps a challenge handed to the browser (single use, for `WEBAUTHN_CHALLENGE_SECONDS` at `totpNow`). */
export function keepChallenge(
  db: MockDb,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
): void {
  if (userId !== null) {
    // The newest few of this user and purpose stay; older ones go before the new one comes, as on the server.
    const held = [...db.webauthnChallenges].filter(([, c]) => c.userId === userId && c.purpose === purpose);
    for (const [old] of held.slice(0, Math.max(0, held.length - (CHALLENGES_PER_USER - 1)))) {
      db.webauthnChallenges.delete(old);
    }
  }
  db.webauthnChallenges.set(challenge, {
    purpose,
    userId,
    expiresAt: db.totpNow() + WEBAUTHN_CHALLENGE_SECONDS * 1000,
  });
}

/** Takes the live challenge a credential answers, of this purpose and user: undefined when there is none. */
export function takeChallenge(
  db: MockDb,
  credential: { response: { clientDataJSON: string } },
  purpose: ChallengePurpose,
  userId: string | null,
): string | undefined {
  const challenge = challengeOf(credential);
  const held = challenge === undefined ? undefined : db.webauthnChallenges.get(challenge);
  if (!challenge || !held || held.purpose !== purpose || held.userId !== userId) return undefined;
  db.webauthnChallenges.delete(challenge);
  return held.expiresAt > db.totpNow() ? challenge : undefined;
}

/**
 * The options for one of the user's own keys (the second step, a step-up), its challenge kept for that user and
 * purpose; 400 when they have none — the server's `keyChallenge`.
 */
export async function keyChallenge(
  db: MockDb,
  request: Request,
  user: StoredUser | undefined,
  purpose: 'second-step' | 'step-up',
) {
  const allow = (user?.passkeys ?? []).map((p) => ({
    credentialId: p.credentialId,
    transports: p.transports,
  }));
  if (!user || allow.length === 0) return badRequest(secondFactorMessages.noSecurityKey);
  const options = await requestOptions({
    rp: fakeRelyingParty(request),
    allow,
    userVerification: 'discouraged',
  });
  keepChallenge(db, options.challenge, purpose, user._id);
  return options;
}

/**
 * Checks an assertion by the stored passkey (its counter must rise) and, when it verifies, takes its counter and
 * marks it used. `alone`: signing in with it alone, which needs the user verified.
 */
export async function takePasskey(
  db: MockDb,
  passkey: StoredPasskey,
  credential: components['schemas']['PasskeyAssertion'],
  challenge: string,
  request: Request,
  alone: boolean,
): Promise<'signed' | 'refused' | 'unverified-user'> {
  const verified = await verifyAssertion({
    credential,
    challenge,
    rp: fakeRelyingParty(request),
    stored: passkey,
    requireUserVerification: false,
  });
  if (!verified) return 'refused';
  if (alone && !verified.userVerified) return 'unverified-user';
  passkey.signCount = verified.signCount;
  passkey.lastUsedAt = db.now();
  return 'signed';
}

const toPasskey = (passkey: StoredPasskey): components['schemas']['Passkey'] => ({
  id: passkey.id,
  name: passkey.name,
  kind: passkeyKind(passkey.userVerified, passkey.discoverable),
  addedAt: passkey.createdAt,
  lastUsedAt: passkey.lastUsedAt,
});

/**
 * The caller's authenticator app and recovery codes, and an administrator's reset of a user's: the server's rules
 * (apps/server/src/routes/second-factors) with the same messages and the same TOTP (`@qone/domain/totp`) at the
 * fake's `totpNow`. Each change mails the user a notice, as the server does.
 */
export function secondFactorHandlers(db: MockDb) {
  const { get, post, put, delete: del } = routesFor(db);

  const me = (): StoredUser => {
    const user = db.session ? db.findUser(db.session.user._id) : undefined;
    return user ?? notFound(userMessages.notFound);
  };
  const kinds = secondFactorKinds;
  const passkeyOf = (user: StoredUser, id: string) =>
    (user.passkeys ?? []).find((passkey) => passkey.id === id) ??
    notFound(secondFactorMessages.passkeyNotFound);
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
          passkeys: (user.passkeys ?? []).map(toPasskey),
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
      if (kinds(user).length === 0) user.recoveryCodes = [];
      record('user.second-factor-removed', user, { secondFactors: before }, { secondFactors: kinds(user) });
      notify(user);
      return response(200).json({ message: secondFactorMessages.totpRemoved });
    }),

    post('/api/users/me/second-factors/passkeys/options', async ({ request, response }) => {
      const user = me();
      const options = await registrationOptions({
        rp: fakeRelyingParty(request),
        user: { id: user._id, email: user.email, name: user.name },
        exclude: (user.passkeys ?? []).map((p) => ({
          credentialId: p.credentialId,
          transports: p.transports,
        })),
      });
      keepChallenge(db, options.challenge, 'registration', user._id);
      return response(200).json({ data: options });
    }),

    post('/api/users/me/second-factors/passkeys', async ({ body, request, response }) => {
      const user = me();
      const challenge = takeChallenge(db, body.credential, 'registration', user._id);
      if (!challenge) return badRequest(secondFactorMessages.passkeyChallengeExpired);
      const credential = await verifyRegistration({
        credential: body.credential,
        challenge,
        rp: fakeRelyingParty(request),
      });
      if (!credential) return badRequest(secondFactorMessages.passkeyNotVerified);
      // Unique across every company, and refused in the same words wherever it is.
      const taken = db
        .tenants()
        .some((tenant) =>
          tenant.users.some((someone) =>
            (someone.passkeys ?? []).some((p) => p.credentialId === credential.credentialId),
          ),
        );
      if (taken) return conflict(secondFactorMessages.passkeyAlreadyRegistered);
      const before = kinds(user);
      const name = body.name.trim();
      const passkey: StoredPasskey = {
        id: db.id(),
        name,
        credentialId: credential.credentialId,
        publicKey: credential.publicKey,
        signCount: credential.signCount,
        transports: credential.transports,
        userVerified: credential.userVerified,
        discoverable: credential.discoverable,
        createdAt: db.now(),
        lastUsedAt: null,
      };
      user.passkeys = [...(user.passkeys ?? []), passkey];
      const recoveryCodes = before.length === 0 ? freshCodes(user) : null;
      record(
        'user.second-factor-added',
        user,
        { secondFactors: before, passkey: null },
        { secondFactors: kinds(user), passkey: name },
      );
      notify(user);
      return response(200).json({
        message: secondFactorMessages.passkeyAdded,
        data: { passkey: toPasskey(passkey), recoveryCodes },
      });
    }),

    put('/api/users/me/second-factors/passkeys/{passkeyId}', ({ params, body, response }) => {
      const user = me();
      const passkey = passkeyOf(user, params.passkeyId);
      const name = body.name.trim();
      if (passkey.name !== name) {
        record('user.passkey-renamed', user, { passkey: passkey.name }, { passkey: name });
        passkey.name = name;
      }
      return response(200).json({ message: secondFactorMessages.passkeyRenamed, data: toPasskey(passkey) });
    }),

    del('/api/users/me/second-factors/passkeys/{passkeyId}', ({ params, response }) => {
      const user = me();
      const passkey = passkeyOf(user, params.passkeyId);
      const before = kinds(user);
      user.passkeys = (user.passkeys ?? []).filter((p) => p.id !== passkey.id);
      // Recovery codes stand in for a second factor: without any left they would be a way in of their own.
      if (kinds(user).length === 0) user.recoveryCodes = [];
      record(
        'user.second-factor-removed',
        user,
        { secondFactors: before, passkey: passkey.name },
        { secondFactors: kinds(user), passkey: null },
      );
      notify(user);
      return response(200).json({ message: secondFactorMessages.passkeyRemoved });
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
      user.passkeys = [];
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
