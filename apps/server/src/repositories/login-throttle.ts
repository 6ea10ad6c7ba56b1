import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../db/index.js';

/** The counters of the backoff throttles (auth/throttle.ts), one row per key. */
export function findThrottles(db: Executor, keys: string[]) {
  return db.selectFrom('login_throttle').selectAll().where('key', 'in', keys).execute();
}

export interface BackoffCount {
  key: string;
  now: Date;
  /** Counts made before this time are forgotten: the key starts again from one. */
  staleBefore: Date;
  free: number;
  baseLockMs: number;
  maxLockMs: number;
  /**
   * While the key is locked, count anyway when its last count is no later than this (sign-in from a client address
   * without failures, `cleanSourceDelayMs` after the last failure). Undefined: a locked key is never counted.
   */
  openWhenLastBefore?: Date | undefined;
}

/** The key's state right after a count. */
export interface CountedState {
  failures: number;
  lockedUntil: Date | null;
}

/**
 * Counts one failure (or one mail) against the key unless it is locked, in one statement, so any number of requests
 * on any number of servers count one after another: each sees the count the one before it left. A count beyond
 * `free` locks the key for a doubling delay, capped at `maxLockMs`. Returns the new state, or undefined when the key
 * is locked and nothing was counted.
 */
export async function countUnlessLocked(
  db: Executor,
  count: BackoffCount,
): Promise<CountedState | undefined> {
  const { key, now, staleBefore, free, baseLockMs, maxLockMs, openWhenLastBefore } = count;
  const next = sql<number>`case when t.last_failure_at < ${staleBefore} then 1 else t.failures + 1 end`;
  // The exponent is capped well below what double precision holds; the lock is capped by maxLockMs long before.
  const lockAfter = (failures: RawBuilder<number>) => sql<Date | null>`case when ${failures} > ${free}
    then ${now}::timestamptz + least(${baseLockMs}::float8 * power(2, least(${failures} - ${free} - 1, 40)),
      ${maxLockMs}::float8) * interval '1 millisecond'
    else null end`;
  const open =
    openWhenLastBefore === undefined
      ? sql<boolean>`false`
      : sql<boolean>`t.last_failure_at <= ${openWhenLastBefore}`;
  const result = await sql<{ failures: number; locked_until: Date | null }>`
    insert into login_throttle as t (key, failures, locked_until, last_failure_at)
    values (${key}, 1, ${lockAfter(sql<number>`1`)}, ${now})
    on conflict (key) do update set
      failures = ${next},
      locked_until = ${lockAfter(next)},
      last_failure_at = ${now}
    where t.locked_until is null or t.locked_until <= ${now} or ${open}
    returning failures, locked_until`.execute(db);
  const row = result.rows[0];
  if (!row) return undefined;
  return { failures: row.failures, lockedUntil: row.locked_until ? new Date(row.locked_until) : null };
}

/**
 * Takes back one count (a reserved attempt that succeeded): one fewer, and the lock that count set — or any lock,
 * once the count is within `free` again — is lifted. A key back at zero goes, so it is "without failures" again.
 */
export async function uncount(
  db: Executor,
  key: string,
  free: number,
  lockedByTheCount: Date | null,
): Promise<void> {
  const result = await sql<{ failures: number }>`
    update login_throttle set
      failures = failures - 1,
      locked_until = case
        when failures - 1 <= ${free} or locked_until = ${lockedByTheCount}::timestamptz then null
        else locked_until end
    where key = ${key} and failures > 0
    returning failures`.execute(db);
  if (result.rows[0]?.failures === 0) {
    // Only while still at zero: a count made meanwhile stays.
    await db.deleteFrom('login_throttle').where('key', '=', key).where('failures', '=', 0).execute();
  }
}

export async function deleteThrottle(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}

/** Counters whose last count is older than `before` and that hold no lock: they count as zero anyway. */
export async function deleteForgottenThrottles(db: Executor, before: Date, now: Date): Promise<void> {
  await db
    .deleteFrom('login_throttle')
    .where('last_failure_at', '<', before)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
    .execute();
}
