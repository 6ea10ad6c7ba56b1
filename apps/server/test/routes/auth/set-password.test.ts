import { afterEach, describe, expect, it } from 'vitest';
import { throttlePolicies } from '../../../src/auth/throttle.js';
import { bearer, login, NEW_PASSWORD, post, utokenFromMail } from '../../fixtures/auth.js';
import { createCompany, createUser, PASSWORD, sessionHeaders } from '../../fixtures/records.js';
import { enrolTotp } from '../../fixtures/second-factors.js';
import { build, type TestApp } from '../../helpers/build.js';

const { signInPerIp } = throttlePolicies;

let t: TestApp;
afterEach(async () => t?.app.close());

describe('POST /api/users/set-password', () => {
  it('sets the password once, ends earlier sessions and lets the user sign in with it', async () => {
    t = await build();
    const company = await createCompany(t);
    const user = await createUser(t, company.id, { email: 'anna@acme.test' });
    const old = (await login(t, user.email, PASSWORD)).json().token as string;
    await post(t, '/api/users/forgot-password', { email: user.email });
    const utoken = utokenFromMail(t);

    const res = await post(t, '/api/users/set-password', { utoken, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${user.id}`, headers: bearer(old) })).statusCode,
    ).toBe(401);
    expect((await login(t, user.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await post(t, '/api/users/set-password', {
      utoken,
      password: 'yet another long passphrase',
    });
    expect(again.statusCode).toBe(400);
  });

  it('a forgotten password replaced by the mailed link does not bypass the second factor (ASVS 5.0 6.4.3)', async () => {
    t = await build();
    const company = await createCompany(t);
    const user = await createUser(t, company.id, { email: 'anna@acme.test' });
    await enrolTotp(t, (await sessionHeaders(t, user)).bearer);
    await post(t, '/api/users/forgot-password', { email: user.email });
    const res = await post(t, '/api/users/set-password', {
      utoken: utokenFromMail(t),
      password: NEW_PASSWORD,
    });
    // Setting it signs nobody in, and the new password alone opens only the second step.
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(res.headers['set-cookie']).toBeUndefined();
    const signIn = await login(t, user.email, NEW_PASSWORD);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({
      secondFactor: { ticket: expect.any(String), methods: ['totp', 'recovery-code'] },
    });
  });

  it('answers 400 for an unknown token, a common password, a short one and unknown fields', async () => {
    t = await build();
    const company = await createCompany(t);
    const user = await createUser(t, company.id, { email: 'anna@acme.test' });
    await post(t, '/api/users/forgot-password', { email: user.email });
    const utoken = utokenFromMail(t);

    const unknown = await post(t, '/api/users/set-password', {
      utoken: 'A'.repeat(43),
      password: NEW_PASSWORD,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      error: 'This link is invalid or has expired. Please ask for a new one',
    });

    const common = await post(t, '/api/users/set-password', { utoken, password: 'password1234' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ error: 'This password is too common. Please choose another one' });

    const short = await post(t, '/api/users/set-password', { utoken, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatch(/12/);

    const long = await post(t, '/api/users/set-password', { utoken, password: 'x'.repeat(129) });
    expect(long.statusCode).toBe(400);

    const extra = await post(t, '/api/users/set-password', {
      utoken,
      password: NEW_PASSWORD,
      userId: user.id,
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toContain('userId');

    const malformed = await post(t, '/api/users/set-password', {
      utoken: 'not a token!',
      password: NEW_PASSWORD,
    });
    expect(malformed.statusCode).toBe(400);

    // None of the refusals used the link up.
    expect((await post(t, '/api/users/set-password', { utoken, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('only the newest link works', async () => {
    t = await build();
    const company = await createCompany(t);
    const user = await createUser(t, company.id, { email: 'anna@acme.test' });
    await post(t, '/api/users/forgot-password', { email: user.email });
    const first = utokenFromMail(t);
    await post(t, '/api/users/forgot-password', { email: user.email });
    const second = utokenFromMail(t);
    expect(
      (await post(t, '/api/users/set-password', { utoken: first, password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    expect(
      (await post(t, '/api/users/set-password', { utoken: second, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('throttles an address that guesses tokens (429)', async () => {
    t = await build();
    const guesser = '198.51.100.20';
    for (let i = 0; i <= signInPerIp.free; i++) {
      const res = await post(
        t,
        '/api/users/set-password',
        { utoken: `guess${String(i).padStart(20, '0')}`, password: NEW_PASSWORD },
        guesser,
      );
      expect(res.statusCode).toBe(400);
    }
    const res = await post(
      t,
      '/api/users/set-password',
      { utoken: 'A'.repeat(43), password: NEW_PASSWORD },
      guesser,
    );
    expect(res.statusCode).toBe(429);
  });
});
