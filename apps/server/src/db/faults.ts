import { sql } from 'kysely';
import type { Db } from './index.js';

/**
 * Socket errors of a connection that could not be made or was cut — Node's own (they name the socket call), so a
 * library's error that only borrows the code (nodemailer's `ETIMEDOUT` for a slow SMTP greeting) is not one.
 */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const socketCalls = new Set(['connect', 'read', 'write']);
/**
 * SQLSTATEs that say the server went away rather than that the statement was wrong: `admin_shutdown` (a terminated
 * backend, a fast shutdown), `crash_shutdown` and `cannot_connect_now` (still starting, or a standby promoting).
 */
const shutdownStates = new Set(['57P01', '57P02', '57P03']);
/**
 * pg's own words for a cut connection, a connect time-out, a pool that waited too long for a free connection and
 * a client used after its connection died; they carry no code.
 */
const poolMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];

/**
 * Whether an error means the database cannot be reached (the answer is then 503 and the request may be tried again),
 * as opposed to a statement it refused (a constraint, a bad query, `statement_timeout`), which stays what it was.
 * pg and Kysely hand these errors on as they are (no wrapping); an AggregateError is Node's connection attempts to
 * each address of a host. Errors whose `cause` is a socket error are not looked into: `fetch` wraps a refused
 * connection to a translation provider that way.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  if (typeof code === 'string') {
    if (socketCodes.has(code) && typeof syscall === 'string' && socketCalls.has(syscall)) return true;
    if (shutdownStates.has(code)) return true;
    // Class 08: connection exceptions.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  if (poolMessages.some((message) => message.test(error.message))) return true;
  return error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnreachable(inner));
}

/**
 * What of a connection-level error goes to the log: its kind, code and message with quoted parts removed (a user or
 * database name). pg never puts the connection string or the password in an error.
 */
export function describeDatabaseFault(error: unknown): Record<string, string> {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: error.message.replace(/(["'])(?:(?!\1).)*\1/g, '$1…$1'),
  };
}

/**
 * Whether the database answers a trivial query within `timeoutMs` (readiness). A query still waiting at the time-out
 * is left to finish or fail on its own (the pool's connect time-out and `statement_timeout` bound it).
 */
export async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
