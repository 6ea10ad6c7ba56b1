import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

/** The counters of the backoff throttles (auth/throttle.ts), one row per key. */
export function findThrottles(db: Executor, keys: string[]) {
  return db.selectFrom('login_throttle').selectAll().where('key', 'in', keys).execute();
}

export async function saveThrottle(
  db: Executor,
  row: { key: string; failures: number; locked_until: Date | null; last_failure_at: Date },
): Promise<void> {
  await db
    .insertInto('login_throttle')
    .values(row)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures: sql`excluded.failures`,
        locked_until: sql`excluded.locked_until`,
        last_failure_at: sql`excluded.last_failure_at`,
      }),
    )
    .execute();
}

export async function deleteThrottle(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}
