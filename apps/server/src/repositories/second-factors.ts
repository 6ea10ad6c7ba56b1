import { randomUUID } from 'node:crypto';
import { CHALLENGES_PER_USER } from '@qone/domain/webauthn';
import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

/**
 * Second factors, recovery codes and sign-in tickets of users (migration 0022). Every query names the company and
 * the user; the sealed secret is read only by `findTotpSecret`, for the code check.
 */

export interface TotpFactor {
  id: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  confirmed_at: Date | string | null;
}

/** The user's authenticator app, confirmed or waiting for its first code, without its secret. */
export function findTotp(db: Executor, companyId: string, userId: string): Promise<TotpFactor | undefined> {
  return db
    .selectFrom('second_factors')
    .select(['id', 'created_at', 'last_used_at', 'confirmed_at'])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('kind', '=', 'totp')
    .executeTakeFirst();
}

/** The sealed secret of the user's app (`confirmed` only, or the one waiting for its first code). */
export function findTotpSecret(
  db: Executor,
  companyId: string,
  userId: string,
  state: 'confirmed' | 'pending',
): Promise<{ id: string; secret_sealed: string | null } | undefined> {
  return db
    .selectFrom('second_factors')
    .select(['id', 'secret_sealed'])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('kind', '=', 'totp')
    .where('confirmed_at', state === 'confirmed' ? 'is not' : 'is', null)
    .executeTakeFirst();
}

/** The kinds of the user's confirmed factors. */
export async function confirmedFactorKinds(
  db: Executor,
  companyId: string,
  userId: string,
): Promise<('totp' | 'webauthn')[]> {
  const rows = await db
    .selectFrom('second_factors')
    .select('kind')
    .distinct()
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is not', null)
    .orderBy('kind')
    .execute();
  return rows.map((row) => row.kind);
}

/** A new app waiting for its first code; the caller has removed an earlier unconfirmed one in the transaction. */
export async function insertPendingTotp(
  db: Executor,
  values: { id: string; companyId: string; userId: string; secretSealed: string; now: Date },
): Promise<void> {
  await db
    .insertInto('second_factors')
    .values({
      id: values.id,
      company_id: values.companyId,
      user_id: values.userId,
      kind: 'totp',
      created_at: values.now,
      last_used_at: null,
      confirmed_at: null,
      secret_sealed: values.secretSealed,
      last_step: null,
      credential_id: null,
      public_key: null,
      sign_count: null,
      transports: null,
      user_verified: null,
    })
    .execute();
}

export async function deletePendingTotp(db: Executor, companyId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('second_factors')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('kind', '=', 'totp')
    .where('confirmed_at', 'is', null)
    .execute();
}

/**
 * Accepts a code of `step` for the factor: one statement that succeeds only for a step after the last one used, so
 * a code counts once however many requests bring it at the same moment. `confirm` also confirms a waiting app.
 * True when the code was taken.
 */
export async function takeTotpStep(
  db: Executor,
  id: string,
  step: number,
  now: Date,
  confirm = false,
): Promise<boolean> {
  const result = await db
    .updateTable('second_factors')
    .set({
      last_step: step,
      ...(confirm ? { confirmed_at: now } : { last_used_at: now }),
    })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', String(step))]))
    .where('confirmed_at', confirm ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes the user's app; answers whether there was a confirmed one. */
export async function deleteTotp(db: Executor, companyId: string, userId: string): Promise<boolean> {
  const rows = await db
    .deleteFrom('second_factors')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('kind', '=', 'totp')
    .returning('confirmed_at')
    .execute();
  return rows.some((row) => row.confirmed_at !== null);
}

/** Removes every factor and recovery code of the user (an administrator's reset); answers how many factors went. */
export async function deleteAllSecondFactors(
  db: Executor,
  companyId: string,
  userId: string,
): Promise<number> {
  const rows = await db
    .deleteFrom('second_factors')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .returning('id')
    .execute();
  await deleteRecoveryCodes(db, companyId, userId);
  await deleteSignInTickets(db, companyId, userId);
  return rows.length;
}

// ------------------------------------------------------------------ recovery codes

/** Replaces the user's recovery codes by these (their argon2id hashes). */
export async function replaceRecoveryCodes(
  db: Executor,
  values: { companyId: string; userId: string; hashes: string[]; now: Date },
): Promise<void> {
  await deleteRecoveryCodes(db, values.companyId, values.userId);
  await db
    .insertInto('recovery_codes')
    .values(
      values.hashes.map((hash) => ({
        id: randomUUID(),
        company_id: values.companyId,
        user_id: values.userId,
        code_hash: hash,
        created_at: values.now,
        used_at: null,
      })),
    )
    .execute();
}

export async function deleteRecoveryCodes(db: Executor, companyId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('recovery_codes')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .execute();
}

/** The user's unused recovery codes: their ids and stored hashes. */
export function listUnusedRecoveryCodes(
  db: Executor,
  companyId: string,
  userId: string,
): Promise<{ id: string; code_hash: string }[]> {
  return db
    .selectFrom('recovery_codes')
    .select(['id', 'code_hash'])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Uses the code: one statement, so a code counts once however many requests bring it. True when it was unused. */
export async function useRecoveryCode(
  db: Executor,
  companyId: string,
  userId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(
  db: Executor,
  companyId: string,
  userId: string,
): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select(sql<number>`count(*)::int`.as('left'))
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.left);
}

// ------------------------------------------------------------------ sign-in tickets

export async function insertSignInTicket(
  db: Executor,
  values: { companyId: string; userId: string; hash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('sign_in_tickets')
    .values({
      id: randomUUID(),
      company_id: values.companyId,
      user_id: values.userId,
      ticket_hash: values.hash,
      created_at: values.now,
      expires_at: values.expiresAt,
    })
    .execute();
}

/** The live ticket with this hash (not expired); it stays until `consumeSignInTicket`. */
export function findSignInTicket(
  db: Executor,
  hash: string,
  now: Date,
): Promise<{ id: string; company_id: string; user_id: string } | undefined> {
  return db
    .selectFrom('sign_in_tickets')
    .select(['id', 'company_id', 'user_id'])
    .where('ticket_hash', '=', hash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Takes the ticket: true for the one request that removes it, however many bring it at once. */
export async function consumeSignInTicket(db: Executor, id: string): Promise<boolean> {
  const rows = await db.deleteFrom('sign_in_tickets').where('id', '=', id).returning('id').execute();
  return rows.length === 1;
}

async function deleteSignInTickets(db: Executor, companyId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('sign_in_tickets')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .execute();
}

/** Removes tickets past their end (the hourly sweep), so the table holds about five minutes of sign-ins. */
export async function deleteExpiredSignInTickets(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('sign_in_tickets').where('expires_at', '<=', now).execute();
}

// ------------------------------------------------------------------ passkeys and security keys (migration 0024)

export interface PasskeyRow {
  id: string;
  name: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  user_verified: boolean | null;
  discoverable: boolean | null;
}

/** The user's passkeys and security keys, oldest first, without their keys. */
export function listPasskeys(db: Executor, companyId: string, userId: string): Promise<PasskeyRow[]> {
  return db
    .selectFrom('second_factors')
    .select(['id', 'name', 'created_at', 'last_used_at', 'user_verified', 'discoverable'])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('kind', '=', 'webauthn')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export function findPasskey(
  db: Executor,
  companyId: string,
  userId: string,
  id: string,
): Promise<PasskeyRow | undefined> {
  return db
    .selectFrom('second_factors')
    .select(['id', 'name', 'created_at', 'last_used_at', 'user_verified', 'discoverable'])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('kind', '=', 'webauthn')
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The credential ids (and transports) of the user's passkeys: excluded from a new registration, allowed in a step. */
export async function passkeyCredentials(
  db: Executor,
  companyId: string,
  userId: string,
): Promise<{ credentialId: string; transports: string[] | null }[]> {
  const rows = await db
    .selectFrom('second_factors')
    .select(['credential_id', 'transports'])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('kind', '=', 'webauthn')
    .execute();
  return rows.flatMap((row) =>
    row.credential_id ? [{ credentialId: row.credential_id, transports: row.transports }] : [],
  );
}

export interface CredentialRow {
  id: string;
  company_id: string;
  user_id: string;
  credential_id: string;
  public_key: Uint8Array;
  sign_count: number;
  transports: string[] | null;
}

/** The credential with this id, whoever holds it (ids are unique across companies); for the check of an assertion. */
export async function findCredential(db: Executor, credentialId: string): Promise<CredentialRow | undefined> {
  const row = await db
    .selectFrom('second_factors')
    .select(['id', 'company_id', 'user_id', 'credential_id', 'public_key', 'sign_count', 'transports'])
    .where('kind', '=', 'webauthn')
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  if (!row?.credential_id || !row.public_key) return undefined;
  return {
    id: row.id,
    company_id: row.company_id,
    user_id: row.user_id,
    credential_id: row.credential_id,
    public_key: new Uint8Array(row.public_key),
    sign_count: Number(row.sign_count ?? 0),
    transports: row.transports,
  };
}

export async function credentialExists(db: Executor, credentialId: string): Promise<boolean> {
  const row = await db
    .selectFrom('second_factors')
    .select('id')
    .where('credential_id', '=', credentialId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertPasskey(
  db: Executor,
  values: {
    id: string;
    companyId: string;
    userId: string;
    name: string;
    credentialId: string;
    publicKey: Uint8Array;
    signCount: number;
    transports: string[] | null;
    userVerified: boolean;
    discoverable: boolean;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('second_factors')
    .values({
      id: values.id,
      company_id: values.companyId,
      user_id: values.userId,
      kind: 'webauthn',
      name: values.name,
      created_at: values.now,
      last_used_at: null,
      // A credential counts as soon as it is registered: the browser's ceremony was its proof.
      confirmed_at: values.now,
      credential_id: values.credentialId,
      public_key: Buffer.from(values.publicKey),
      sign_count: values.signCount,
      transports: values.transports === null ? null : JSON.stringify(values.transports),
      user_verified: values.userVerified,
      discoverable: values.discoverable,
    })
    .execute();
}

/**
 * Takes an assertion's signature counter: one statement that succeeds only while the stored counter is still the
 * one the assertion was checked against, so two requests bringing the same assertion sign in once. True when taken.
 */
export async function takeSignCount(
  db: Executor,
  id: string,
  checkedAgainst: number,
  next: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('second_factors')
    .set({ sign_count: next, last_used_at: now })
    .where('id', '=', id)
    .where('sign_count', '=', String(checkedAgainst))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function renamePasskey(
  db: Executor,
  companyId: string,
  userId: string,
  id: string,
  name: string,
): Promise<boolean> {
  const result = await db
    .updateTable('second_factors')
    .set({ name })
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('kind', '=', 'webauthn')
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePasskey(
  db: Executor,
  companyId: string,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .deleteFrom('second_factors')
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('kind', '=', 'webauthn')
    .where('id', '=', id)
    .returning('id')
    .execute();
  return rows.length === 1;
}

// ------------------------------------------------------------------ WebAuthn challenges

export type ChallengePurpose = 'registration' | 'sign-in' | 'second-step' | 'step-up';

export async function insertChallenge(
  db: Executor,
  values: {
    hash: string;
    purpose: ChallengePurpose;
    user: { companyId: string; userId: string } | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<void> {
  if (values.user) {
    const userId = values.user.userId;
    // The newest few of this user and purpose stay (two tabs, a retry); older ones go before the new one comes.
    await db
      .deleteFrom('webauthn_challenges')
      .where('user_id', '=', userId)
      .where('purpose', '=', values.purpose)
      .where(
        'id',
        'not in',
        db
          .selectFrom('webauthn_challenges')
          .select('id')
          .where('user_id', '=', userId)
          .where('purpose', '=', values.purpose)
          .orderBy('seq', 'desc')
          .limit(CHALLENGES_PER_USER - 1),
      )
      .execute();
  }
  await db
    .insertInto('webauthn_challenges')
    .values({
      id: randomUUID(),
      challenge_hash: values.hash,
      purpose: values.purpose,
      company_id: values.user?.companyId ?? null,
      user_id: values.user?.userId ?? null,
      created_at: values.now,
      expires_at: values.expiresAt,
    })
    .execute();
}

/**
 * Takes a live challenge of this purpose (and user, for those that name one): one `DELETE … RETURNING`, so however
 * many requests bring it, one gets it. False when it is unknown, used, expired or someone else's.
 */
export async function takeChallenge(
  db: Executor,
  values: { hash: string; purpose: ChallengePurpose; userId: string | null; now: Date },
): Promise<boolean> {
  let query = db
    .deleteFrom('webauthn_challenges')
    .where('challenge_hash', '=', values.hash)
    .where('purpose', '=', values.purpose)
    .where('expires_at', '>', values.now);
  query =
    values.userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', values.userId);
  const rows = await query.returning('id').execute();
  return rows.length === 1;
}

/** Removes challenges past their end (the hourly sweep). */
export async function deleteExpiredChallenges(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute();
}
