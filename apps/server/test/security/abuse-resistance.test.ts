import { requestMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { throttlePolicies } from '../../src/auth/throttle.js';
import { readConfig } from '../../src/config.js';
import { loadContract } from '../../src/contract.js';
import { login, post } from '../fixtures/auth.js';
import { createCompany, createUser, PASSWORD, signedInAdmin } from '../fixtures/records.js';
import { send } from '../fixtures/users.js';
import { build, type TestApp } from '../helpers/build.js';

/** Throttles and limits that hold against forged headers, and that nobody can turn against someone else. */
let t: TestApp;
afterEach(async () => t?.app.close());

const { signInPerAccount, signInPerIp } = throttlePolicies;

describe('9. TRUST_PROXY: a hop count or proxy addresses, never "trust every X-Forwarded-For hop"', () => {
  it('refuses TRUST_PROXY=true at start and takes a hop count or a list of addresses', () => {
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => readConfig({ TRUST_PROXY: 'anything' })).toThrow(/TRUST_PROXY/);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(readConfig({}).trustProxy).toBe(false);
  });

  it('behind one proxy, forged hops in X-Forwarded-For do not get around the per-IP sign-in limit', async () => {
    t = await build({ trustProxy: readConfig({ TRUST_PROXY: '1' }).trustProxy });
    const company = await createCompany(t);
    const bystander = await createUser(t, company.id, { email: 'bystander@acme.test' });
    const proxy = '10.0.0.5';
    const viaProxy = (email: string, password: string, forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email, password },
      });
    // The proxy appends the address it saw; the attacker prepends a new forged one each time.
    for (let i = 0; i <= signInPerIp.free; i++) {
      const res = await viaProxy(`guess-${i}@acme.test`, 'password guess', `203.0.113.${i}, 198.51.100.7`);
      expect(res.statusCode).toBe(401);
    }
    const locked = await viaProxy(bystander.email, PASSWORD, '203.0.113.250, 198.51.100.7');
    expect(locked.statusCode).toBe(429);
    // Another client behind the same proxy is not caught by the attacker's lock.
    expect((await viaProxy(bystander.email, PASSWORD, '192.0.2.1')).statusCode).toBe(200);
  });
});

describe('10. Throttles are no lock-out weapon', () => {
  it('lets the right password in from an address without failures after a short delay, while the account is locked', async () => {
    t = await build();
    const company = await createCompany(t);
    const victim = await createUser(t, company.id, { email: 'victim@acme.test' });
    const attacker = '198.51.100.7';
    for (let i = 0; i <= signInPerAccount.free; i++) {
      expect((await login(t, victim.email, `guess ${i}`, { remoteAddress: attacker })).statusCode).toBe(401);
    }
    // The attacker's address stays locked out of the account, even with the right password.
    expect((await login(t, victim.email, PASSWORD, { remoteAddress: attacker })).statusCode).toBe(429);
    const early = await login(t, victim.email, PASSWORD, { remoteAddress: '192.0.2.10' });
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(
      signInPerAccount.cleanSourceDelayMs / 1000,
    );
    t.clock.advance(signInPerAccount.cleanSourceDelayMs);
    expect((await login(t, victim.email, PASSWORD, { remoteAddress: '192.0.2.10' })).statusCode).toBe(200);
  });

  it('never refuses an admin’s reset or reinvite because strangers asked for mails to that address', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const member = await createUser(t, admin.company.id, {
      email: 'member@acme.test',
      groupId: admin.group.id,
    });
    const invited = await createUser(t, admin.company.id, {
      email: 'invited@acme.test',
      password: null,
      groupId: admin.group.id,
    });
    for (const email of [member.email, invited.email]) {
      let last = 0;
      for (let i = 0; i < 20 && last !== 429; i++) {
        last = (await post(t, '/api/users/forgot-password', { email }, `203.0.113.${i}`)).statusCode;
      }
      expect(last).toBe(429);
    }
    t.mailer.sent.length = 0;
    const reset = await send(t, 'PUT', `/api/users/reset-password/${member.id}`, admin.bearer, {
      password: '',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const reinvite = await send(t, 'POST', `/api/users/${invited.id}/reinvite`, admin.bearer);
    expect(reinvite.statusCode, reinvite.body).toBe(200);
    expect(t.mailer.sent.map((m) => m.to).sort()).toEqual([invited.email, member.email]);
  });
});

describe('11. Sign-up mail: no user text in subjects, labelled values in bodies, limited per IP and per address', () => {
  const signUp = {
    firstName: 'Claim your prize',
    lastName: 'Now',
    email: 'target@victim.test',
    companyName: 'Visit evil.example today',
  };

  it('keeps the names out of the subject and shows them as labelled values in the body', async () => {
    t = await build();
    expect((await post(t, '/api/accounts', signUp)).statusCode).toBe(201);
    await t.app.outbox.drain();
    const mail = t.mailer.last();
    expect(mail.to).toBe(signUp.email);
    expect(mail.subject).not.toMatch(/prize|evil|Now/i);
    expect(mail.text).toContain('\nCompany: Visit evil.example today\n');
    expect(mail.text).toContain('\nName: Claim your prize Now\n');
    expect(mail.html).toBeUndefined();
  });

  it('keeps invitation subjects free of text an admin typed', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await t.db
      .updateTable('companies')
      .set({ name: 'Visit evil.example today' })
      .where('id', '=', admin.company.id)
      .execute();
    await send(t, 'POST', '/api/users', admin.bearer, {
      name: 'Claim your prize',
      email: 'target@victim.test',
      permissionGroupId: admin.group.id,
    });
    expect(t.mailer.last().subject).not.toMatch(/prize|evil/i);
    expect(t.mailer.last().text).toContain('\nCompany: Visit evil.example today\n');
  });

  it('limits sign-ups per client address, whatever the addresses', async () => {
    t = await build();
    const ip = '198.51.100.20';
    for (let i = 0; i <= throttlePolicies.signUpPerIp.free; i++) {
      const res = await post(t, '/api/accounts', { ...signUp, email: `person${i}@victim.test` }, ip);
      expect(res.statusCode).toBe(201);
    }
    expect(
      (await post(t, '/api/accounts', { ...signUp, email: 'one.more@victim.test' }, ip)).statusCode,
    ).toBe(429);
  });

  it('limits sign-ups per address, whatever the client addresses', async () => {
    t = await build();
    for (let i = 0; i <= throttlePolicies.signUpPerRecipient.free; i++) {
      expect((await post(t, '/api/accounts', signUp, `192.0.2.${i}`)).statusCode).toBe(201);
    }
    expect((await post(t, '/api/accounts', signUp, '192.0.2.200')).statusCode).toBe(429);
  });
});

describe('12. Bodies are limited per operation, from the contract', () => {
  it('gives every operation with a request body an x-body-limit', () => {
    const contract = loadContract();
    const paths = contract.document.paths as Record<string, Record<string, Record<string, unknown>>>;
    const missing = [...contract.operations.values()].filter((op) => {
      const operation = paths[op.path]?.[op.method.toLowerCase()];
      return operation?.requestBody !== undefined && typeof operation['x-body-limit'] !== 'number';
    });
    expect(missing.map((op) => op.operationId)).toEqual([]);
  });

  it('refuses a 5 MB login with 413 before reading it as JSON', async () => {
    t = await build();
    const payload = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(5_000_000) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: requestMessages.tooLarge });
  });

  it('takes a body up to the operation’s limit and refuses one byte more', async () => {
    t = await build();
    const contract = loadContract();
    const paths = contract.document.paths as Record<string, Record<string, Record<string, unknown>>>;
    const limit = paths['/api/users/login']?.post?.['x-body-limit'] as number;
    const body = (size: number) => {
      const base = JSON.stringify({ email: 'a@b.co', password: '' });
      return JSON.stringify({ email: 'a@b.co', password: 'p'.repeat(size - base.length) });
    };
    const atLimit = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: body(limit),
    });
    expect(atLimit.statusCode).not.toBe(413);
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: body(limit + 1),
    });
    expect(over.statusCode).toBe(413);
  });
});
