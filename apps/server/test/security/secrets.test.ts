import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/auth/tokens.js';
import {
  bearer,
  cookie,
  login,
  NEW_PASSWORD,
  OTHER_NEW_PASSWORD,
  registerTokenFromMail,
  utokenFromMail,
} from '../fixtures/auth.js';
import { build, type TestApp } from '../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

const WRONG_PASSWORD = 'a wrong guess at the password';
const INVITEE_PASSWORD = 'marmalade skies over the tangerine trees';
const THIRD_PASSWORD = 'nine quiet owls counting the rain';

describe('no secret leaves the server', () => {
  it('in any response body or log line, across sign-up, invitation, registration, sign-in and resets', async () => {
    t = await build();
    const responses: LightMyRequestResponse[] = [];
    const mailTokens: string[] = [];
    const sessionTokens: string[] = [];
    const call = async (res: Promise<LightMyRequestResponse>) => {
      const done = await res;
      // Sign-up and forgot-password mail after answering: their mails (and log lines) are part of what is checked.
      await t.app.outbox.drain();
      responses.push(done);
      expect(done.statusCode, done.body).toBeLessThan(500);
      return done;
    };
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      call(t.app.inject({ method: 'POST', url, payload, headers }));
    const put = (url: string, payload: object, headers: Record<string, string>) =>
      call(t.app.inject({ method: 'PUT', url, payload, headers }));

    // A new company; its admin sets a password through the mailed link and signs in.
    await post('/api/accounts', {
      firstName: 'Clara',
      lastName: 'Novak',
      email: 'clara@novak.example',
      companyName: 'Novak Research',
    });
    const firstLink = utokenFromMail(t);
    mailTokens.push(firstLink);
    // The console's page for the link is requested with the token in its URL.
    await call(t.app.inject({ method: 'GET', url: `/password?utoken=${firstLink}` }));
    await post('/api/users/set-password', { utoken: firstLink, password: NEW_PASSWORD });
    await call(login(t, 'clara@novak.example', WRONG_PASSWORD));
    const admin = await call(login(t, 'clara@novak.example', NEW_PASSWORD));
    const adminToken = admin.json().token as string;
    sessionTokens.push(adminToken);
    const groupId = admin.json().user.permissionGroupId as string;

    // An invitation, opened and accepted.
    const invited = await post(
      '/api/users',
      { name: 'Ben', email: 'ben@novak.example', permissionGroupId: groupId },
      cookie(adminToken),
    );
    const registerToken = registerTokenFromMail(t);
    mailTokens.push(registerToken);
    await call(t.app.inject({ method: 'GET', url: `/register/${registerToken}` }));
    await call(t.app.inject({ method: 'GET', url: `/api/users/invitations/${registerToken}` }));
    await post('/api/users/register', { registerToken, name: 'Ben', password: INVITEE_PASSWORD });
    const ben = await call(login(t, 'ben@novak.example', INVITEE_PASSWORD));
    sessionTokens.push(ben.json().token as string);

    // Forgotten password, administrator reset, own change, sign-out.
    await post('/api/users/forgot-password', { email: 'ben@novak.example' });
    mailTokens.push(utokenFromMail(t));
    await put(`/api/users/reset-password/${invited.json().data._id}`, { password: '' }, bearer(adminToken));
    const resetLink = utokenFromMail(t);
    mailTokens.push(resetLink);
    await post('/api/users/set-password', { utoken: resetLink, password: THIRD_PASSWORD });
    const benAgain = await call(login(t, 'ben@novak.example', THIRD_PASSWORD));
    const benToken = benAgain.json().token as string;
    sessionTokens.push(benToken);
    const changed = await put(
      `/api/users/reset-password/${invited.json().data._id}`,
      { oldPassword: THIRD_PASSWORD, password: OTHER_NEW_PASSWORD },
      cookie(benToken),
    );
    const refreshed = changed.cookies.find((c) => c.name === 'qone_session')?.value;
    if (refreshed) sessionTokens.push(refreshed);
    await call(t.app.inject({ method: 'GET', url: '/api/users/all', headers: bearer(adminToken) }));
    await post('/api/users/logout', {}, bearer(adminToken));

    const passwords = [NEW_PASSWORD, WRONG_PASSWORD, INVITEE_PASSWORD, THIRD_PASSWORD, OTHER_NEW_PASSWORD];
    const hashes = await t.db.selectFrom('users').select('password_hash').execute();
    const tokenHashes = mailTokens.map(hashToken);
    const secret = t.app.services.sessionSecret;
    const neverAnywhere = [...passwords, ...mailTokens, ...tokenHashes, secret];
    expect(mailTokens).toHaveLength(4);
    expect(t.logLines.length).toBeGreaterThan(20);

    for (const res of responses) {
      for (const value of neverAnywhere) expect(res.body).not.toContain(value);
      expect(res.body).not.toContain('$argon2');
      expect(res.body).not.toMatch(/password_?hash/i);
    }
    for (const line of t.logLines) {
      for (const value of [...neverAnywhere, ...sessionTokens]) expect(line).not.toContain(value);
      expect(line).not.toContain('$argon2');
      for (const row of hashes) if (row.password_hash) expect(line).not.toContain(row.password_hash);
    }
    // The mail bodies carry the links; nothing else does.
    expect(t.mailer.sent.map((m) => m.text).join('\n')).toContain(registerToken);
  });
});
