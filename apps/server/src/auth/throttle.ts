import type { Clock } from '../clock.js';
import type { Executor } from '../db/index.js';
import { tooManyRequests } from '../errors.js';
import { deleteThrottle, findThrottles, saveThrottle } from '../repositories/login-throttle.js';

/**
 * Every throttle of the server, by name. Two kinds, chosen by what they count:
 *
 * - **backoff**: failures and mails, counted in the database (`login_throttle`), so the count holds across every
 *   server sharing it. Each key (an account, an address, a client IP) may count `free` times; every further count
 *   locks the key for a doubling delay (capped at `maxLockMs`). A locked key is refused with 429 and Retry-After.
 *   A key whose last count is older than `forgetAfterMs` starts again from zero; other keys are unaffected.
 *   No throttle is a lock-out weapon: a locked sign-in address still lets the right password in from a client
 *   address without failures once `cleanSourceDelayMs` has passed since the last failure (`assertSignInAllowed`),
 *   and the mails an administrator sends are counted apart from those strangers can ask for.
 * - **rate**: requests per window per client address, for public reads too cheap and too frequent to cost a database
 *   write each (the login page looks its company up on every visit). Counted in the memory of each server by
 *   @fastify/rate-limit (per-server: n servers allow n × `max`); the operation's handler names the policy and the
 *   route gets it before anything else runs (plugins/app/contract-routes.ts).
 */
export interface BackoffPolicy {
  kind: 'backoff';
  /** Prefix of the stored key; the subject is an email (compared case-insensitively) or a client address. */
  prefix: string;
  subject: 'email' | 'ip';
  free: number;
  baseLockMs: number;
  maxLockMs: number;
  forgetAfterMs: number;
  /** Sign-in only: how long after its last failure a locked address opens to a client address without failures. */
  cleanSourceDelayMs?: number;
}

export interface RatePolicy {
  kind: 'rate';
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const throttlePolicies = {
  /**
   * Wrong passwords for one address (sign-in, and the current password of a password or email change). While
   * locked, sign-in from a client address without failures opens `cleanSourceDelayMs` after the last failure.
   */
  signInPerAccount: {
    kind: 'backoff',
    prefix: 'account',
    subject: 'email',
    free: 5,
    baseLockMs: 30_000,
    maxLockMs: 15 * MINUTE,
    forgetAfterMs: HOUR,
    cleanSourceDelayMs: 5_000,
  },
  /** Guesses from one client address: wrong sign-ins and unknown invitation or set-password tokens. */
  signInPerIp: {
    kind: 'backoff',
    prefix: 'ip',
    subject: 'ip',
    free: 30,
    baseLockMs: 30_000,
    maxLockMs: 15 * MINUTE,
    forgetAfterMs: HOUR,
  },
  /**
   * Mails anyone can ask for (forgot-password), per recipient, so nobody can flood a mailbox. Counted whether or
   * not the address belongs to a user, so a 429 reveals nothing about accounts.
   */
  publicMailPerRecipient: {
    kind: 'backoff',
    prefix: 'mail',
    subject: 'email',
    free: 5,
    baseLockMs: MINUTE,
    maxLockMs: HOUR,
    forgetAfterMs: HOUR,
  },
  /**
   * Mails a company's administrators send (invitations, password resets, email confirmations), per company and
   * recipient: counted apart from the public ones, so strangers asking for mails never block an administrator's.
   */
  adminMailPerRecipient: {
    kind: 'backoff',
    prefix: 'mail-admin',
    subject: 'email',
    free: 10,
    baseLockMs: MINUTE,
    maxLockMs: HOUR,
    forgetAfterMs: HOUR,
  },
  /** Public sign-ups per address: each mails the address and holds a company until it expires. */
  signUpPerRecipient: {
    kind: 'backoff',
    prefix: 'signup',
    subject: 'email',
    free: 3,
    baseLockMs: HOUR,
    maxLockMs: 24 * HOUR,
    forgetAfterMs: 24 * HOUR,
  },
  /** Public sign-ups from one client address, whatever the addresses. */
  signUpPerIp: {
    kind: 'backoff',
    prefix: 'signup-ip',
    subject: 'ip',
    free: 10,
    baseLockMs: HOUR,
    maxLockMs: 24 * HOUR,
    forgetAfterMs: 24 * HOUR,
  },
  /** Mails triggered by unauthenticated requests from one client address, so nobody sends mail in bulk. */
  mailPerIp: {
    kind: 'backoff',
    prefix: 'mail-ip',
    subject: 'ip',
    free: 20,
    baseLockMs: MINUTE,
    maxLockMs: HOUR,
    forgetAfterMs: HOUR,
  },
  /** Preview emails and SMS of templates per sender (the signed-in editor), so nobody floods an inbox or a phone. */
  previewPerSender: {
    kind: 'backoff',
    prefix: 'preview',
    subject: 'email',
    free: 30,
    baseLockMs: MINUTE,
    maxLockMs: HOUR,
    forgetAfterMs: HOUR,
  },
  /** Public lookups (which company a host serves) per client address. */
  publicLookupPerIp: { kind: 'rate', max: 120, windowMs: MINUTE },
} as const satisfies Record<string, BackoffPolicy | RatePolicy>;

/** One counter: a backoff policy applied to one subject. */
export interface ThrottleKey {
  policy: BackoffPolicy;
  key: string;
}

/** The key of a mail an administrator sends: counted per company, so another company's mails never count. */
export function adminMailKey(companyId: string, recipient: string): ThrottleKey {
  return throttleKey(throttlePolicies.adminMailPerRecipient, `${companyId}/${recipient}`);
}

export function throttleKey(policy: BackoffPolicy, subject: string): ThrottleKey {
  const normalised = policy.subject === 'email' ? subject.trim().toLowerCase() : subject;
  return { policy, key: `${policy.prefix}:${normalised}` };
}

type Services = { db: Executor; clock: Clock };

/** Refuses with 429 (Retry-After: the longest remaining lock) when any of the keys is locked. */
export async function assertNotLocked(services: Services, keys: ThrottleKey[]): Promise<void> {
  if (keys.length === 0) return;
  const rows = await findThrottles(
    services.db,
    keys.map((k) => k.key),
  );
  const now = services.clock.now().getTime();
  for (const row of rows) {
    const until = row.locked_until ? new Date(row.locked_until).getTime() : 0;
    if (until > now) throw tooManyRequests((until - now) / 1000);
  }
}

/**
 * Sign-in: refused (429) while the client address is locked; while the account is locked, refused for a client
 * address with failures of its own until the lock ends, and for one without any until `cleanSourceDelayMs` after
 * the account's last failure — so strangers guessing cannot keep the owner out, and each guessing address gets
 * the whole lock.
 */
export async function assertSignInAllowed(
  services: Services,
  account: ThrottleKey,
  ip: ThrottleKey,
): Promise<void> {
  const rows = await findThrottles(services.db, [account.key, ip.key]);
  const now = services.clock.now().getTime();
  const lockedUntil = (key: ThrottleKey) => {
    const row = rows.find((candidate) => candidate.key === key.key);
    return row?.locked_until ? new Date(row.locked_until).getTime() : 0;
  };
  const ipUntil = lockedUntil(ip);
  if (ipUntil > now) throw tooManyRequests((ipUntil - now) / 1000);
  const accountUntil = lockedUntil(account);
  if (accountUntil <= now) return;
  const ipRow = rows.find((candidate) => candidate.key === ip.key);
  const ipHasFailures =
    ipRow !== undefined && now - new Date(ipRow.last_failure_at).getTime() <= ip.policy.forgetAfterMs;
  const accountRow = rows.find((candidate) => candidate.key === account.key);
  const delay = account.policy.cleanSourceDelayMs;
  const openAt =
    ipHasFailures || delay === undefined || !accountRow
      ? accountUntil
      : Math.min(accountUntil, new Date(accountRow.last_failure_at).getTime() + delay);
  if (openAt > now) throw tooManyRequests((openAt - now) / 1000);
}

/** Counts one failure (or one mail) against the key, locking it once its free count is used up. */
export async function recordFailure(services: Services, { policy, key }: ThrottleKey): Promise<void> {
  const now = services.clock.now();
  const [row] = await findThrottles(services.db, [key]);
  const stale = !row || now.getTime() - new Date(row.last_failure_at).getTime() > policy.forgetAfterMs;
  const failures = stale ? 1 : row.failures + 1;
  const over = failures - policy.free;
  const lockedUntil =
    over > 0
      ? new Date(now.getTime() + Math.min(policy.baseLockMs * 2 ** (over - 1), policy.maxLockMs))
      : null;
  await saveThrottle(services.db, { key, failures, locked_until: lockedUntil, last_failure_at: now });
}

export async function clearFailures(services: Services, { key }: ThrottleKey): Promise<void> {
  await deleteThrottle(services.db, key);
}

/** For requests that cost something each time (a mail): refused with 429 when locked, else counted on every key. */
export async function countRequest(services: Services, keys: ThrottleKey[]): Promise<void> {
  await assertNotLocked(services, keys);
  for (const key of keys) await recordFailure(services, key);
}
