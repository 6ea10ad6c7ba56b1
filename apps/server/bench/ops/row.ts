import type { Verification } from './ledger.js';
import type { Engine } from './setup.js';

/** Issue 20's targets: recovery within this after the database is back. */
export const RECOVERY_TARGET_SECONDS = 5;

/** One row of the table (and of results/ops.json). */
export interface Row {
  scenario: string;
  engine: Engine;
  verification: Verification;
  /** Outcomes of the requests the scenario sent, by status or error. */
  outcomes: Record<string, number>;
  /** 5xx answers other than 503. */
  serverErrors: number;
  /** 503 answers. */
  unavailable: number;
  /** Whether 503s are expected (answered while the database was unreachable) rather than a miss. */
  outage: boolean;
  /** PostgreSQL restarts: from PostgreSQL accepting connections again to the first 2xx and to readiness 200 (s). */
  recovery?: { firstAnswerSeconds: number | null; readySeconds: number | null };
  /** SIGTERM: from the signal to the process's exit (s), its deadline, and its exit code. */
  exit?: { seconds: number; deadlineSeconds: number; code: number | null };
  /** Scenario-specific figures. */
  details: Record<string, unknown>;
  /** The figures worth a line under the table. */
  note: string;
  /** What missed a target (empty: every target met). */
  misses: string[];
}

/** The misses common to every row: lost writes and mails, doubles, 5xx (and 503s outside an outage). */
export function commonMisses(
  row: Pick<Row, 'verification' | 'serverErrors' | 'unavailable' | 'outage'>,
  drainSeconds: number | null,
): string[] {
  const v = row.verification;
  return [
    ...(v.lost ? [`${v.lost} acknowledged writes lost (${v.lostExamples.join('; ')})`] : []),
    ...(v.mailsLost ? [`${v.mailsLost} mails lost`] : []),
    ...(v.mailsDoubled ? [`${v.mailsDoubled} mails doubled (different Message-IDs)`] : []),
    ...(v.mailsWithoutUser ? [`${v.mailsWithoutUser} mails for invitations not in the database`] : []),
    ...(v.mailsFailed ? [`${v.mailsFailed} invitation mails failed`] : []),
    ...(row.serverErrors ? [`${row.serverErrors} × 5xx other than 503`] : []),
    ...(row.unavailable && !row.outage ? [`${row.unavailable} × 503 with the database up`] : []),
    ...(drainSeconds === null ? ['the outbox did not drain'] : []),
  ];
}
