import { MAIL_QUOTA_DEFAULTS, QUOTA_WINDOW_MS } from '@qone/domain/mail-limits';
import type { Clock } from '../clock.js';
import type { Executor } from '../db/index.js';
import { type HttpError, tooManyRequests } from '../errors.js';
import {
  type CountedState,
  countUnlessLocked,
  deleteForgottenThrottles,
  deleteThrottle,
  findThrottles,
  uncount,
} from '../repositories/login-throttle.js';
import { deleteIdleRates, hitRate } from '../repositories/request-rates.js';

/**
 * Every throttle of the server, by name, each counted in the database by one statement that counts and answers at
 * once — so the limits hold across every server process sharing the database, however many requests arrive
 * together. Two kinds, chosen by what they count:
 *
 * - **backoff**: failures and mails (`login_throttle`). Each key (an account, an address, a client IP) may count
 *   `free` times; every further count locks the key for a doubling delay (capped at `maxLockMs`). A locked key is
 *   refused with 429 and Retry-After, and nothing is counted while it is locked. A key whose last count is older
 *   than `forgetAfterMs` starts again from zero; other keys are unaffected. Attempts are *reserved*: counted before
 *   the password or token is checked, and taken back when it was right (`reserve` / `release`), so requests sent at
 *   once can check no more than one at a time would. No throttle is a lock-out weapon: a locked sign-in address
 *   still lets the right password in from a client address without failures once `cleanSourceDelayMs` has passed
 *   since the last failure (`reserveSignIn`), and the mails an administrator sends are counted apart from those
 *   strangers can ask for.
 * - **rate**: requests per sliding window (`request_rates`), for public reads asked often (the login page looks
 *   its company up on every visit) and for costly work (auto-translate per company): at most `max` in any
 *   `windowMs`. One upsert per request (`hitRate`).
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
  /** Prefix of the stored key; the subject is a client address (with the operation) or a company. */
  prefix: string;
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
  /**
   * Challenges for signing in with a passkey alone, per client address: each is a row kept five minutes, asked for by
   * anyone (no account is known yet), so a stranger cannot fill the table. Far above a person's retries.
   */
  passkeyChallengePerIp: { kind: 'rate', prefix: 'passkey-challenge', max: 60, windowMs: MINUTE },
  /** Public lookups (which company a host serves, a public page) per client address and operation. */
  publicLookupPerIp: { kind: 'rate', prefix: 'lookup', max: 120, windowMs: MINUTE },
  /** Auto-translate runs per company: each may send thousands of texts to a paid service. */
  autoTranslatePerCompany: { kind: 'rate', prefix: 'translate', max: 10, windowMs: MINUTE },
  /**
   * Domain checks per company: each asks the DNS servers for every record of the domain. Enough for an admin
   * clicking Verify while records propagate, not for using the server as a resolver.
   */
  domainVerifyPerCompany: { kind: 'rate', prefix: 'verify-domain', max: 20, windowMs: 10 * MINUTE },
  /**
   * Editor previews per company: each keeps up to a few MB for an hour (counted in the storage quota). The editor
   * asks for one 300 ms after typing stops, while its preview tab shows.
   */
  templatePreviewPerCompany: { kind: 'rate', prefix: 'preview-page', max: 60, windowMs: MINUTE },
  /**
   * Preview emails, preview SMS and mailer tests per company in any 24 hours: a daily quota, whatever the senders
   * (`previewPerSender` is the burst limit of each). `max` is the PREVIEW_MAILS_PER_DAY setting
   * (`config.mailQuotas.previewsPerDay`); this default is the setting's.
   */
  previewsPerCompany: {
    kind: 'rate',
    prefix: 'previews',
    max: MAIL_QUOTA_DEFAULTS.previewsPerDay,
    windowMs: QUOTA_WINDOW_MS,
  },
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

/** Counts made and not yet settled: taken back by `release` when what they guarded went right. */
export interface Reservation {
  counts: { key: ThrottleKey; state: CountedState }[];
}

const retryAfter = (until: Date | number, now: number, message?: string): HttpError =>
  tooManyRequests((new Date(until).getTime() - now) / 1000, message);

function count(services: Services, { policy, key }: ThrottleKey, openWhenLastBefore?: Date) {
  const now = services.clock.now();
  return countUnlessLocked(services.db, {
    key,
    now,
    staleBefore: new Date(now.getTime() - policy.forgetAfterMs),
    free: policy.free,
    baseLockMs: policy.baseLockMs,
    maxLockMs: policy.maxLockMs,
    openWhenLastBefore,
  });
}

/** 429 with the longest remaining lock of the keys (at least a second: the lock was there a moment ago). */
async function refusal(services: Services, keys: ThrottleKey[]): Promise<HttpError> {
  const rows = await findThrottles(
    services.db,
    keys.map((k) => k.key),
  );
  const until = Math.max(
    0,
    ...rows.map((row) => (row.locked_until ? new Date(row.locked_until).getTime() : 0)),
  );
  return retryAfter(until, services.clock.now().getTime());
}

/**
 * Counts one attempt on every key, or none: refused with 429 (Retry-After: the lock) when any key is locked, the
 * counts already made for this request taken back. What the attempt guards runs after this; `release` takes the
 * counts back when it went right, and a failure simply stays counted.
 */
export async function reserve(services: Services, keys: ThrottleKey[]): Promise<Reservation> {
  const reservation: Reservation = { counts: [] };
  for (const key of keys) {
    const state = await count(services, key);
    if (!state) {
      await release(services, reservation);
      throw await refusal(services, [key]);
    }
    reservation.counts.push({ key, state });
  }
  return reservation;
}

/** Takes back the counts of a reservation whose attempt went right. */
export async function release(services: Services, reservation: Reservation): Promise<void> {
  for (const { key, state } of reservation.counts.reverse()) {
    await uncount(services.db, key.key, key.policy.free, state.lockedUntil);
  }
  reservation.counts = [];
}

/**
 * Sign-in, counted before the password is checked: refused (429) while the client address is locked; while the
 * account is locked, refused for a client address with failures of its own until the lock ends, and for one without
 * any until `cleanSourceDelayMs` after the account's last failure — so strangers guessing cannot keep the owner out,
 * and each guessing address gets the whole lock. On the right password the caller clears the account's failures and
 * releases the address's count; a wrong one stays counted on both.
 */
export async function reserveSignIn(
  services: Services,
  account: ThrottleKey,
  ip: ThrottleKey,
): Promise<Reservation> {
  const ipState = await count(services, ip);
  if (!ipState) throw await refusal(services, [ip]);
  const ipReservation: Reservation = { counts: [{ key: ip, state: ipState }] };
  // This attempt is the address's first counted one (in the policy's memory): it came without failures.
  const cleanSource = ipState.failures === 1;
  const delay = account.policy.cleanSourceDelayMs;
  const now = services.clock.now().getTime();
  const openWhenLastBefore = cleanSource && delay !== undefined ? new Date(now - delay) : undefined;
  const accountState = await count(services, account, openWhenLastBefore);
  if (!accountState) {
    await release(services, ipReservation);
    const [row] = await findThrottles(services.db, [account.key]);
    const until = row?.locked_until ? new Date(row.locked_until).getTime() : now;
    const openAt =
      openWhenLastBefore && row
        ? Math.min(until, new Date(row.last_failure_at).getTime() + (delay ?? 0))
        : until;
    throw retryAfter(openAt, now);
  }
  return {
    counts: [
      { key: ip, state: ipState },
      { key: account, state: accountState },
    ],
  };
}

/** After the right password: the account's failures are forgotten, the address's count of this attempt taken back. */
export async function signInSucceeded(
  services: Services,
  reservation: Reservation,
  account: ThrottleKey,
): Promise<void> {
  await clearFailures(services, account);
  await release(services, { counts: reservation.counts.filter((c) => c.key.key !== account.key) });
}

export async function clearFailures(services: Services, { key }: ThrottleKey): Promise<void> {
  await deleteThrottle(services.db, key);
}

/** For requests that cost something each time (a mail): refused with 429 when locked, else counted on every key. */
export async function countRequest(services: Services, keys: ThrottleKey[]): Promise<void> {
  await reserve(services, keys);
}

/**
 * One request of a rate policy for `subject` (a client address, a company): refused with 429 and Retry-After (when
 * the oldest hit of the window leaves it) once `max` hits fall within the last `windowMs`. Answers the
 * `x-ratelimit-*` headers to send (limit, remaining, seconds until a hit leaves the window); the 429 carries them too.
 * `refusal` words the 429 from the moment a hit may count again (a quota's own message); the generic text otherwise.
 */
export async function takeRate(
  services: Services,
  policy: RatePolicy,
  subject: string,
  refusal?: (opensAt: number) => string,
): Promise<Record<string, string>> {
  const now = services.clock.now().getTime();
  const state = await hitRate(services.db, {
    key: `${policy.prefix}:${subject}`,
    now: new Date(now),
    max: policy.max,
    windowMs: policy.windowMs,
  });
  const resetSeconds = Math.max(1, Math.ceil((state.oldest.getTime() + policy.windowMs - now) / 1000));
  const headers = {
    'x-ratelimit-limit': String(policy.max),
    'x-ratelimit-remaining': String(Math.max(0, policy.max - state.hits)),
    'x-ratelimit-reset': String(resetSeconds),
  };
  if (!state.refused) return headers;
  const opensAt = state.oldest.getTime() + policy.windowMs;
  const refused = retryAfter(opensAt, now, refusal?.(opensAt));
  Object.assign(refused.headers, headers);
  throw refused;
}

const longestMemoryMs = Math.max(
  ...Object.values(throttlePolicies).map((p) => (p.kind === 'backoff' ? p.forgetAfterMs : p.windowMs)),
);

/** Removes counters that no longer count (forgotten failures, windows without hits), so the tables do not grow. */
export async function sweepThrottles(services: Services): Promise<void> {
  const now = services.clock.now();
  const before = new Date(now.getTime() - longestMemoryMs);
  await deleteForgottenThrottles(services.db, before, now);
  await deleteIdleRates(services.db, before);
}
