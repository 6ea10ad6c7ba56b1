import { randomUUID } from 'node:crypto';
import { secondFactorMessages } from '@qone/domain/messages';
import type { components } from '@qone/domain/schema';
import {
  challengeOf,
  passkeyKind,
  registrationOptions,
  relyingParty,
  requestOptions,
  verifyAssertion,
  verifyRegistration,
  WEBAUTHN_CHALLENGE_SECONDS,
} from '@qone/domain/webauthn';
import { hashToken } from '../../auth/tokens.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/index.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import {
  type ChallengePurpose,
  type CredentialRow,
  confirmedFactorKinds,
  credentialExists,
  deletePasskey,
  findCredential,
  findPasskey,
  insertChallenge,
  insertPasskey,
  type PasskeyRow,
  passkeyCredentials,
  renamePasskey,
  replaceRecoveryCodes,
  takeChallenge,
  takeSignCount,
} from '../../repositories/second-factors.js';
import { defineOperations } from '../define.js';
import { recordUserChange } from '../users/activity.js';
import { factorRemoved, newRecoveryCodes, queueNotice, self } from './index.js';

type Passkey = components['schemas']['Passkey'];

/** The relying party of this console: `PUBLIC_URL`'s host name and origin (docs/sign-in-assurance.md). */
export const relyingPartyOf = (config: Pick<Config, 'publicUrl'>) => relyingParty(config.publicUrl);

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  kind: passkeyKind(row.user_verified === true, row.discoverable === true),
  addedAt: iso(row.created_at) as string,
  lastUsedAt: iso(row.last_used_at),
});

/** Stores a new challenge (as its hash) of this purpose, live for `WEBAUTHN_CHALLENGE_SECONDS`. */
export function keepChallenge(
  db: Executor,
  clock: Clock,
  challenge: string,
  purpose: ChallengePurpose,
  user: { companyId: string; userId: string } | null,
): Promise<void> {
  const now = clock.now();
  return insertChallenge(db, {
    hash: hashToken(challenge),
    purpose,
    user,
    now,
    expiresAt: new Date(now.getTime() + WEBAUTHN_CHALLENGE_SECONDS * 1000),
  });
}

/** A stored credential as the verification of an assertion takes it. */
export const storedKey = (row: CredentialRow) => ({
  credentialId: row.credential_id,
  publicKey: row.public_key,
  signCount: row.sign_count,
  transports: row.transports,
});

/**
 * The options of `navigator.credentials.get` for one of the user's own keys (the second step, a step-up), its
 * challenge kept for that user and purpose; 400 when they have none. The counterpart of `proveWithKey`.
 */
export async function keyChallenge(
  db: Executor,
  services: { clock: Clock; config: Pick<Config, 'publicUrl'> },
  user: { companyId: string; userId: string },
  purpose: 'second-step' | 'step-up',
) {
  const allow = await passkeyCredentials(db, user.companyId, user.userId);
  if (allow.length === 0) throw badRequest(secondFactorMessages.noSecurityKey);
  const options = await requestOptions({
    rp: relyingPartyOf(services.config),
    allow,
    userVerification: 'discouraged',
  });
  await keepChallenge(db, services.clock, options.challenge, purpose, user);
  return options;
}

/**
 * Whether an assertion proves the user by one of their own passkeys or security keys, for a live challenge handed to
 * that user for this purpose: the challenge is taken (once), the signature checked against the stored key, and the
 * counter must rise (a clone's does not), taken in one statement against the value checked. User verification is
 * not asked for: possession of the key is the factor (the second step, a step-up), not the whole sign-in.
 */
export async function proveWithKey(
  db: Executor,
  services: { clock: Clock; config: Pick<Config, 'publicUrl'> },
  user: { companyId: string; userId: string },
  credential: components['schemas']['PasskeyAssertion'],
  purpose: 'second-step' | 'step-up',
): Promise<boolean> {
  const now = services.clock.now();
  const taken = challengeHashOf(credential);
  if (!taken || !(await takeChallenge(db, { ...taken, purpose, userId: user.userId, now }))) return false;
  const stored = await findCredential(db, credential.id);
  if (!stored || stored.user_id !== user.userId || stored.company_id !== user.companyId) return false;
  const verified = await verifyAssertion({
    credential,
    challenge: taken.challenge,
    rp: relyingPartyOf(services.config),
    stored: storedKey(stored),
    requireUserVerification: false,
  });
  return (
    verified !== undefined && (await takeSignCount(db, stored.id, stored.sign_count, verified.signCount, now))
  );
}

/** The hash of the challenge a credential answers, to take the stored one; undefined when it names none. */
export function challengeHashOf(credential: { response: { clientDataJSON: string } }) {
  const challenge = challengeOf(credential);
  return challenge === undefined ? undefined : { challenge, hash: hashToken(challenge) };
}

/** Postgres' unique_violation: the credential id was registered at the same moment by another request. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/** The caller's passkeys and security keys (docs/sign-in-assurance.md, "Second factors"). */
export const passkeyOperations = defineOperations({
  startPasskeyRegistration: {
    async handle({ db, auth, clock, config }) {
      const options = await registrationOptions({
        rp: relyingPartyOf(config),
        user: { id: auth.userId, email: auth.email, name: auth.name },
        exclude: await passkeyCredentials(db, auth.companyId, auth.userId),
      });
      await keepChallenge(db, clock, options.challenge, 'registration', {
        companyId: auth.companyId,
        userId: auth.userId,
      });
      return { data: options };
    },
  },

  addPasskey: {
    async handle({ db, auth, body, clock, config, mail }) {
      const taken = challengeHashOf(body.credential);
      const now = clock.now();
      // Taken before the check, in its own statement: a challenge counts once, whether the credential verifies or not.
      if (
        !taken ||
        !(await takeChallenge(db, { hash: taken.hash, purpose: 'registration', userId: auth.userId, now }))
      ) {
        throw badRequest(secondFactorMessages.passkeyChallengeExpired);
      }
      const credential = await verifyRegistration({
        credential: body.credential,
        challenge: taken.challenge,
        rp: relyingPartyOf(config),
      });
      if (!credential) throw badRequest(secondFactorMessages.passkeyNotVerified);
      const id = randomUUID();
      const name = body.name.trim();
      // The first factor brings the recovery codes, hashed (argon2id) before the transaction, as for an app.
      const first = (await confirmedFactorKinds(db, auth.companyId, auth.userId)).length === 0;
      const prepared = first ? await newRecoveryCodes() : undefined;
      const recoveryCodes = await db
        .transaction()
        .execute(async (trx) => {
          // One text wherever it is registered: another company's user must not learn it holds this credential.
          if (await credentialExists(trx, credential.credentialId)) {
            throw conflict(secondFactorMessages.passkeyAlreadyRegistered);
          }
          const before = await confirmedFactorKinds(trx, auth.companyId, auth.userId);
          await insertPasskey(trx, {
            id,
            companyId: auth.companyId,
            userId: auth.userId,
            name,
            credentialId: credential.credentialId,
            publicKey: credential.publicKey,
            signCount: credential.signCount,
            transports: credential.transports,
            userVerified: credential.userVerified,
            discoverable: credential.discoverable,
            now,
          });
          const fresh = before.length === 0 ? (prepared ?? (await newRecoveryCodes())) : undefined;
          if (fresh) await replaceRecoveryCodes(trx, { ...self(auth), hashes: fresh.hashes, now });
          await recordUserChange(trx, {
            companyId: auth.companyId,
            actor: auth,
            at: now,
            action: 'user.second-factor-added',
            user: { id: auth.userId, email: auth.email },
            // The passkey's name too: a user's second passkey changes no kind, yet it is a change to record.
            before: { secondFactors: before, passkey: null },
            after: { secondFactors: [...new Set([...before, 'webauthn'])].sort(), passkey: name },
          });
          await queueNotice(mail, trx, self(auth), 'passkeyAdded');
          return fresh?.codes ?? null;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw conflict(secondFactorMessages.passkeyAlreadyRegistered);
          throw error;
        });
      const row = await findPasskey(db, auth.companyId, auth.userId, id);
      if (!row) throw notFound(secondFactorMessages.passkeyNotFound);
      return { message: secondFactorMessages.passkeyAdded, data: { passkey: toPasskey(row), recoveryCodes } };
    },
  },

  renamePasskey: {
    async handle({ db, auth, params, body, clock }) {
      const name = body.name.trim();
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const row = await findPasskey(trx, auth.companyId, auth.userId, params.passkeyId);
        if (!row || !(await renamePasskey(trx, auth.companyId, auth.userId, row.id, name))) {
          throw notFound(secondFactorMessages.passkeyNotFound);
        }
        if (row.name === name) return;
        await recordUserChange(trx, {
          companyId: auth.companyId,
          actor: auth,
          at: now,
          action: 'user.passkey-renamed',
          user: { id: auth.userId, email: auth.email },
          before: { passkey: row.name },
          after: { passkey: name },
        });
      });
      const row = await findPasskey(db, auth.companyId, auth.userId, params.passkeyId);
      if (!row) throw notFound(secondFactorMessages.passkeyNotFound);
      return { message: secondFactorMessages.passkeyRenamed, data: toPasskey(row) };
    },
  },

  removePasskey: {
    async handle({ db, auth, params, clock, mail }) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const before = await confirmedFactorKinds(trx, auth.companyId, auth.userId);
        const passkey = await findPasskey(trx, auth.companyId, auth.userId, params.passkeyId);
        if (!passkey || !(await deletePasskey(trx, auth.companyId, auth.userId, passkey.id))) {
          throw notFound(secondFactorMessages.passkeyNotFound);
        }
        const after = await confirmedFactorKinds(trx, auth.companyId, auth.userId);
        await factorRemoved(trx, mail, auth, {
          at: now,
          before,
          after,
          detail: { before: { passkey: passkey.name }, after: { passkey: null } },
          notice: 'passkeyRemoved',
        });
      });
      return { message: secondFactorMessages.passkeyRemoved };
    },
  },
});
