import { randomUUID } from 'node:crypto';
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
