import { afterEach, describe, expect, it } from 'vitest';
import { throttlePolicies } from '../../../src/auth/throttle.js';
import { post, utokenFromMail } from '../../fixtures/auth.js';
import { createCompany, createUser } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

const { publicMailPerRecipient } = throttlePolicies;

let t: TestApp;
afterEach(async () => t?.app.close());

describe('POST /api/users/forgot-password', () => {
  it('mails a 1-hour /password?utoken= link to a verified user', async () => {
    t = await build();
    const company = await createCompany(t);
    const user = await createUser(t, company.id, { email: 'anna@acme.test', name: 'Anna' });
    const res = await post(t, '/api/users/forgot-password', { email: 'ANNA@acme.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.last().to).toBe(user.email);
    const link = t.mailer.lastLink('/password?utoken=');
    expect(link.origin).toBe('http://console.test');
    expect(link.pathname).toBe('/password');
    expect(utokenFromMail(t).length).toBeGreaterThanOrEqual(22);
  });

  it('answers the same for an unknown, an invited and a deleted email, and mails nobody', async () => {
    t = await build();
    const company = await createCompany(t);
    await createUser(t, company.id, { email: 'known@acme.test' });
    await createUser(t, company.id, { email: 'invited@acme.test', password: null });
    await createUser(t, company.id, { email: 'deleted@acme.test', deleted: true });
    const known = await post(t, '/api/users/forgot-password', { email: 'known@acme.test' });
    t.mailer.sent.length = 0;
    for (const email of ['nobody@acme.test', 'invited@acme.test', 'deleted@acme.test']) {
      const res = await post(t, '/api/users/forgot-password', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(known.json());
    }
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('refuses an invalid email and unknown fields with 400', async () => {
    t = await build();
    expect((await post(t, '/api/users/forgot-password', { email: 'nope' })).statusCode).toBe(400);
    expect((await post(t, '/api/users/forgot-password', {})).statusCode).toBe(400);
    const extra = await post(t, '/api/users/forgot-password', { email: 'a@b.co', admin: true });
    expect(extra.statusCode).toBe(400);
  });

  it('throttles mail to one address (429), whether or not it has an account', async () => {
    t = await build();
    const company = await createCompany(t);
    await createUser(t, company.id, { email: 'anna@acme.test' });
    for (const email of ['anna@acme.test', 'ghost@acme.test']) {
      for (let i = 0; i <= publicMailPerRecipient.free; i++) {
        expect((await post(t, '/api/users/forgot-password', { email })).statusCode).toBe(200);
      }
      const res = await post(t, '/api/users/forgot-password', { email });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    t.clock.advance(publicMailPerRecipient.baseLockMs + 1);
    expect((await post(t, '/api/users/forgot-password', { email: 'anna@acme.test' })).statusCode).toBe(200);
  });
});
