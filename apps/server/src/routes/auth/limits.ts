import { assertNotLocked, recordFailure, type ThrottlePolicy } from '../../auth/throttle.js';
import type { AppServices } from '../../services.js';

/**
 * Throttles beyond sign-in, on the same database counters (src/auth/throttle.ts): every mail a request can trigger
 * counts against the recipient's address and the client's address, so nobody can flood a mailbox or send mail in
 * bulk. Counting happens whether or not the address belongs to a user, so a 429 reveals nothing about accounts.
 */
export const mailPolicy: ThrottlePolicy = {
  free: 5,
  baseLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  forgetAfterMs: 60 * 60_000,
};
export const mailIpPolicy: ThrottlePolicy = {
  free: 20,
  baseLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

export const mailKey = (email: string) => `mail:${email.trim().toLowerCase()}`;
export const mailIpKey = (ip: string) => `mail-ip:${ip}`;

/** Refuses with 429 when a key is locked, else counts this request against every key. */
export async function countMailRequest(
  services: Pick<AppServices, 'db' | 'clock'>,
  keys: { key: string; policy: ThrottlePolicy }[],
): Promise<void> {
  await assertNotLocked(
    services.db,
    services.clock,
    keys.map((k) => k.key),
  );
  for (const { key, policy } of keys) await recordFailure(services.db, services.clock, key, policy);
}
