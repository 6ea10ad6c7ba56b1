import { afterEach, describe, expect, it } from 'vitest';
import { throttlePolicies } from '../../src/auth/throttle.js';
import { login } from '../fixtures/auth.js';
import { createCompany, createUser, PASSWORD } from '../fixtures/records.js';
import { build, type TestApp } from '../helpers/build.js';

const { signInPerAccount, signInPerIp } = throttlePolicies;

let t: TestApp;
afterEach(async () => t?.app.close());

async function users() {
  const company = await createCompany(t);
  const victim = await createUser(t, company.id, { email: 'victim@acme.test' });
  const bystander = await createUser(t, company.id, { email: 'bystander@acme.test' });
  return { victim, bystander };
}

/** Failures that use up the free attempts and the first locking one; each still answers 401. */
async function failUntilLocked(email: string, remoteAddress?: string) {
  for (let i = 0; i <= signInPerAccount.free; i++) {
    const res = await login(t, email, `wrong password ${i}`, remoteAddress ? { remoteAddress } : {});
    expect(res.statusCode).toBe(401);
  }
}

describe('sign-in throttling per account', () => {
  it('locks the address after the free attempts: 429 with Retry-After, even for the right password', async () => {
    t = await build();
    const { victim } = await users();
    await failUntilLocked(victim.email);

    const locked = await login(t, victim.email, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: expect.any(String) });
    expect(locked.headers['retry-after']).toBe(String(signInPerAccount.baseLockMs / 1000));
    // Another address without failures waits too, though only a short delay (the rule against lock-outs).
    const elsewhere = await login(t, victim.email, PASSWORD, { remoteAddress: '203.0.113.9' });
    expect(elsewhere.statusCode).toBe(429);
    expect(Number(elsewhere.headers['retry-after'])).toBe(signInPerAccount.cleanSourceDelayMs / 1000);
  });

  it('leaves other accounts unaffected', async () => {
    t = await build();
    const { victim, bystander } = await users();
    await failUntilLocked(victim.email);
    expect((await login(t, bystander.email, PASSWORD)).statusCode).toBe(200);
  });

  it('lifts the lock when its time has passed, and backs off further on more failures', async () => {
    t = await build();
    const { victim } = await users();
    await failUntilLocked(victim.email);
    t.clock.advance(signInPerAccount.baseLockMs - 1000);
    expect((await login(t, victim.email, PASSWORD)).statusCode).toBe(429);
    t.clock.advance(1001);
    // One more failure after the lock: the next lock is twice as long.
    expect((await login(t, victim.email, 'still wrong')).statusCode).toBe(401);
    const again = await login(t, victim.email, PASSWORD);
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBe(String((2 * signInPerAccount.baseLockMs) / 1000));
    t.clock.advance(2 * signInPerAccount.baseLockMs + 1);
    expect((await login(t, victim.email, PASSWORD)).statusCode).toBe(200);
  });

  it('forgets failures after a successful sign-in', async () => {
    t = await build();
    const { victim } = await users();
    for (let i = 0; i < signInPerAccount.free; i++) await login(t, victim.email, 'wrong');
    expect((await login(t, victim.email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < signInPerAccount.free; i++) {
      expect((await login(t, victim.email, 'wrong')).statusCode).toBe(401);
    }
    expect((await login(t, victim.email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts unknown emails too, so a lock says nothing about whether an account exists', async () => {
    t = await build();
    await failUntilLocked('ghost@acme.test');
    expect((await login(t, 'ghost@acme.test', PASSWORD)).statusCode).toBe(429);
  });
});

describe('sign-in throttling per client address', () => {
  it('locks an address that fails across many accounts, and only that address', async () => {
    t = await build();
    const { bystander } = await users();
    const attacker = '198.51.100.7';
    // Spread over many emails so no single account reaches its own limit.
    for (let i = 0; i <= signInPerIp.free; i++) {
      const res = await login(t, `guess-${i}@acme.test`, 'password guess', { remoteAddress: attacker });
      expect(res.statusCode).toBe(401);
    }
    const locked = await login(t, bystander.email, PASSWORD, { remoteAddress: attacker });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    expect((await login(t, bystander.email, PASSWORD, { remoteAddress: '192.0.2.1' })).statusCode).toBe(200);
    t.clock.advance(signInPerIp.baseLockMs + 1);
    expect((await login(t, bystander.email, PASSWORD, { remoteAddress: attacker })).statusCode).toBe(200);
  });
});
