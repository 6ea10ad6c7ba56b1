import { setImmediate } from 'node:timers/promises';
import { activity } from '@qone/domain/activity';
import { activityRetentionCutoff } from '@qone/domain/activity-export';
import { recordActivity } from '../activity/record.js';
import { deleteActivityUpTo, pruneActivityNames } from '../repositories/activity.js';
import { listActivityRetentions } from '../repositories/companies.js';
import { claimPeriodicJob, finishPeriodicJob } from '../repositories/periodic-jobs.js';
import type { AppServices } from '../services.js';

const ACTIVITY_RETENTION_JOB = 'activity-retention';

/**
 * Events deleted per statement: short transactions, so reads of the record go on between them. On PGlite a statement
 * holds the server's only thread, and a request of three statements can wait behind three of these: at 5,000 rows
 * (about 40 ms each) a concurrent read's p99 was 105 ms while 500,000 went (bench/activity.ts, docs/performance.md).
 */
const PRUNE_BATCH = 1000;

/** A run holds the job this long at most; a process that dies mid-run leaves it to any process after this. */
const LEASE_MS = 30 * 60 * 1000;

export interface PruneRun {
  /** Whether this process ran the job (false: another holds it, or it is not due). */
  ran: boolean;
  /** Per company that lost events: how many, in how many statements, up to which time. */
  companies: { companyId: string; deleted: number; statements: number; cutoff: string }[];
}

/**
 * The retention job (issue 25 point 9): when due and claimed by this process (src/repositories/periodic-jobs.ts, so
 * of several server processes one runs it per interval), deletes each company's events older than its
 * `activity_retention_days`, `batch` at a time in statements of their own (short transactions: reads of the record
 * go on between them), and records each company's run (`company.activity-pruned`, cutoff and count) when it deleted
 * any. The next run is due `intervalMs` after this one finished.
 */
export async function runActivityRetention(
  services: Pick<AppServices, 'db' | 'clock' | 'config'>,
  options: { batch?: number } = {},
): Promise<PruneRun> {
  const { db, clock } = services;
  const batch = options.batch ?? PRUNE_BATCH;
  if (!(await claimPeriodicJob(db, ACTIVITY_RETENTION_JOB, clock.now(), LEASE_MS)))
    return { ran: false, companies: [] };
  const run: PruneRun = { ran: true, companies: [] };
  for (const company of await listActivityRetentions(db)) {
    const cutoff = activityRetentionCutoff(clock.now(), company.activity_retention_days);
    let deleted = 0;
    let statements = 0;
    for (;;) {
      const gone = await deleteActivityUpTo(db, company.id, cutoff, batch);
      statements += 1;
      deleted += gone;
      if (gone < batch) break;
      // The embedded engine answers in the same thread: without a turn of the event loop between statements, no
      // request would be read until the whole run is over (bench/activity.ts saw none answered in 16 s).
      await setImmediate();
    }
    if (deleted === 0) continue;
    // The names only the deleted events carried go too: the text filter's list of names keeps nothing the record
    // no longer holds.
    await pruneActivityNames(db, company.id);
    await db.transaction().execute((trx) =>
      recordActivity(
        trx,
        { companyId: company.id, at: clock.now() },
        activity.activityPruned({
          company: { id: company.id, name: company.name },
          cutoff: cutoff.toISOString(),
          deleted,
        }),
      ),
    );
    run.companies.push({ companyId: company.id, deleted, statements, cutoff: cutoff.toISOString() });
  }
  const finished = clock.now();
  await finishPeriodicJob(
    db,
    ACTIVITY_RETENTION_JOB,
    finished,
    new Date(finished.getTime() + services.config.activityPruneIntervalMs),
  );
  return run;
}
