import type { Executor } from '../db/index.js';

/**
 * Claims the job `name` for `leaseMs` when it is due and nobody holds it, in one statement (an upsert: the first
 * claim writes the row). Of any number of processes asking at once, exactly one gets true: the others wait on the
 * row and then find it leased.
 */
export async function claimPeriodicJob(
  db: Executor,
  name: string,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const leasedUntil = new Date(now.getTime() + leaseMs);
  const row = await db
    .insertInto('periodic_jobs')
    .values({ name, due_at: now, leased_until: leasedUntil })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ leased_until: leasedUntil })
        .where('periodic_jobs.due_at', '<=', now)
        .where((eb) =>
          eb.or([eb('periodic_jobs.leased_until', 'is', null), eb('periodic_jobs.leased_until', '<', now)]),
        ),
    )
    .returning('name')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives the job back, due again at `nextDueAt`. */
export async function finishPeriodicJob(
  db: Executor,
  name: string,
  now: Date,
  nextDueAt: Date,
): Promise<void> {
  await db
    .updateTable('periodic_jobs')
    .set({ leased_until: null, due_at: nextDueAt, last_finished_at: now })
    .where('name', '=', name)
    .execute();
}
