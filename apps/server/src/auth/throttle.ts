import { sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { Db } from '../db/index.js';
import { tooManyRequests } from '../errors.js';

/**
 * Brute-force protection for sign-in, kept in the database so it holds across several servers.
 * Each key (an account's email, a client's IP) may fail `free` times; every further failure locks the key for a
 * doubling delay (capped). A locked key is refused with 429 even when the password is right. A key whose last failure
 * is older than `forgetAfterMs` starts again from zero. Other keys (other accounts) are unaffected.
 */
export interface ThrottlePolicy {
  free: number;
  baseLockMs: number;
  maxLockMs: number;
  forgetAfterMs: number;
}

export const accountPolicy: ThrottlePolicy = {
  free: 5,
  baseLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};
export const ipPolicy: ThrottlePolicy = {
  free: 30,
  baseLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

export async function assertNotLocked(db: Db, clock: Clock, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const rows = await db.selectFrom('login_throttle').selectAll().where('key', 'in', keys).execute();
  const now = clock.now().getTime();
  for (const row of rows) {
    const until = row.locked_until ? new Date(row.locked_until).getTime() : 0;
    if (until > now) throw tooManyRequests((until - now) / 1000);
  }
}

export async function recordFailure(
  db: Db,
  clock: Clock,
  key: string,
  policy: ThrottlePolicy,
): Promise<void> {
  const now = clock.now();
  const row = await db.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
  const stale = !row || now.getTime() - new Date(row.last_failure_at).getTime() > policy.forgetAfterMs;
  const failures = stale ? 1 : row.failures + 1;
  const over = failures - policy.free;
  const lockedUntil =
    over > 0
      ? new Date(now.getTime() + Math.min(policy.baseLockMs * 2 ** (over - 1), policy.maxLockMs))
      : null;
  await db
    .insertInto('login_throttle')
    .values({ key, failures, locked_until: lockedUntil, last_failure_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql`excluded.failures`,
        locked_until: sql`excluded.locked_until`,
        last_failure_at: sql`excluded.last_failure_at`,
      }),
    )
    .execute();
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}
