import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

/** A row as the worker claims it. */
export interface ClaimedRow {
  id: string;
  kind: string;
  sealed: string | null;
  /** Counting this claim. */
  attempts: number;
  company_id: string | null;
}

export interface NewOutboxRow {
  id: string;
  companyId: string | null;
  userId: string | null;
  requestedBy: string | null;
  kind: string;
  sealed: string;
  now: Date;
}

export async function insertOutboxRow(db: Executor, row: NewOutboxRow): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      id: row.id,
      company_id: row.companyId,
      user_id: row.userId,
      requested_by: row.requestedBy,
      kind: row.kind,
      sealed: row.sealed,
      run_at: row.now,
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

/**
 * Claims the next due row — queued and due, or sending past its lease (its worker died) — for `claim` until
 * `leaseUntil`, in one statement: `FOR UPDATE SKIP LOCKED` lets any number of workers on any number of processes
 * claim at once, each row going to one of them. The attempt is counted here, so a mail whose delivery kills its
 * worker every time still runs out of attempts.
 */
export async function claimNext(
  db: Executor,
  options: { now: Date; leaseUntil: Date; claim: string },
): Promise<ClaimedRow | undefined> {
  const { rows } = await sql<ClaimedRow>`
    with due as (
      select id from mail_outbox
      where state in ('queued', 'sending') and run_at <= ${options.now}
      order by run_at, seq
      limit 1
      for update skip locked
    )
    update mail_outbox as m
    set state = 'sending', claim = ${options.claim}, run_at = ${options.leaseUntil},
        attempts = m.attempts + 1, updated_at = ${options.now}
    from due
    where m.id = due.id
    returning m.id, m.kind, m.sealed, m.attempts, m.company_id
  `.execute(db);
  return rows[0];
}

/** Only the current claim's holder finishes a row: a worker whose lease ran out and was taken over changes nothing. */
const claimed = (db: Executor, id: string, claim: string) =>
  db
    .updateTable('mail_outbox')
    .where('id', '=', id)
    .where('claim', '=', claim)
    .where('state', '=', 'sending');

const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

/** Delivered: the message is wiped, only the facts stay. */
export async function markSent(db: Executor, id: string, claim: string, now: Date): Promise<boolean> {
  return changed(
    await claimed(db, id, claim)
      .set({ state: 'sent', sealed: null, claim: null, last_error: null, sent_at: now, updated_at: now })
      .executeTakeFirst(),
  );
}

/** Not delivered this time: queued again for `runAt`, with the reason. */
export async function markRetry(
  db: Executor,
  id: string,
  claim: string,
  options: { runAt: Date; reason: string; now: Date },
): Promise<boolean> {
  return changed(
    await claimed(db, id, claim)
      .set({
        state: 'queued',
        claim: null,
        run_at: options.runAt,
        last_error: options.reason,
        updated_at: options.now,
      })
      .executeTakeFirst(),
  );
}

/** Never to be delivered: the message is wiped, the reason stays. */
export async function markFailed(
  db: Executor,
  id: string,
  claim: string,
  options: { reason: string; now: Date },
): Promise<boolean> {
  return changed(
    await claimed(db, id, claim)
      .set({
        state: 'failed',
        sealed: null,
        claim: null,
        last_error: options.reason,
        updated_at: options.now,
      })
      .executeTakeFirst(),
  );
}

/** A request row whose mails are queued (in the same transaction as `db`). */
export async function markDone(db: Executor, id: string, claim: string, now: Date): Promise<boolean> {
  return changed(
    await claimed(db, id, claim)
      .set({ state: 'done', sealed: null, claim: null, last_error: null, updated_at: now })
      .executeTakeFirst(),
  );
}

/**
 * Claims given back by a worker that stops before finishing them (the app closes): due again at once, and the
 * attempt that never ran is not counted.
 */
export async function releaseClaims(db: Executor, claims: string[], now: Date): Promise<number> {
  if (claims.length === 0) return 0;
  const result = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      state: 'queued',
      claim: null,
      run_at: now,
      attempts: eb('attempts', '-', 1),
      updated_at: now,
    }))
    .where('claim', 'in', claims)
    .where('state', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The user's queued mails of these kinds that were not picked up yet: their links were just replaced or revoked,
 * so they go nowhere. A mail already being delivered is left to finish.
 */
export async function cancelQueuedMails(
  db: Executor,
  userId: string,
  kinds: string[],
  now: Date,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ state: 'cancelled', sealed: null, updated_at: now })
    .where('user_id', '=', userId)
    .where('kind', 'in', kinds)
    .where('state', '=', 'queued')
    .execute();
}

/** A mail's state for the one who asked for it (their company's, queued by them), or undefined. */
export function findRequestedMail(db: Executor, companyId: string, requestedBy: string, id: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['id', 'state', 'last_error', 'created_at', 'updated_at', 'sent_at'])
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('requested_by', '=', requestedBy)
    .executeTakeFirst();
}

/**
 * Finished rows (sent, failed, cancelled, or requests done) last changed before `before`: their messages were wiped
 * when they finished, and what is left — kind, state, times — no longer shows anywhere (an invitation expires after 7
 * days; the per-company daily counts look back one day).
 */
export async function deleteFinishedMail(db: Executor, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('state', 'in', ['sent', 'failed', 'cancelled', 'done'])
    .where('updated_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Holds the company's quota of `kind` mails until the transaction ends: counting what was queued and queuing one
 * more happen in turn on every process, so parallel requests never pass the quota together.
 */
export async function lockMailQuota(trx: Executor, companyId: string, kind: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`mail_quota:${kind}:${companyId}`}))`.execute(trx);
}

/** The company's mails of `kind` queued after `since` (index mail_outbox_company_kind); cancelled ones never left. */
const queuedSince = (db: Executor, companyId: string, kind: string, since: Date) =>
  db
    .selectFrom('mail_outbox')
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .where('created_at', '>', since)
    .where('state', '<>', 'cancelled');

export async function countQueuedSince(
  db: Executor,
  companyId: string,
  kind: string,
  since: Date,
): Promise<number> {
  const row = await queuedSince(db, companyId, kind, since)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** When the `nth` oldest (1 for the oldest) of those mails was queued. */
export async function queuedAtSince(
  db: Executor,
  companyId: string,
  kind: string,
  since: Date,
  nth: number,
): Promise<Date | undefined> {
  const row = await queuedSince(db, companyId, kind, since)
    .select('created_at')
    .orderBy('created_at')
    .offset(Math.max(0, nth - 1))
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.created_at) : undefined;
}
