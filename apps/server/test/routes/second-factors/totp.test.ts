import { createHash } from 'node:crypto';
import { authMessages, secondFactorMailMessages, secondFactorMessages } from '@qone/domain/messages';
import { TOTP_ISSUER, totpCode } from '@qone/domain/totp';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteExpiredSignInTickets } from '../../../src/repositories/second-factors.js';
import { bearer, login, whoAmI } from '../../fixtures/auth.js';
import { PASSWORD, signedInAdmin } from '../../fixtures/records.js';
import { call, codeNow, enrolTotp, nextStep, secondStep, ticketFor } from '../../fixtures/second-factors.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

const TOTP = '/api/users/me/second-factors/totp';

describe('authenticator app (TOTP) enrolment', () => {
  it('answers a secret and its otpauth URI, counts only after a right code, then answers ten recovery codes', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const start = await call(t, 'POST', TOTP, admin.bearer);
    expect(start.statusCode).toBe(200);
    const { secret, uri } = start.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.searchParams.get('issuer')).toBe(TOTP_ISSUER);
    expect(decodeURIComponent(parsed.pathname)).toContain(admin.user.email);

    // Not yet confirmed: the password alone still signs in, and nothing is listed.
    expect((await login(t, admin.user.email, PASSWORD)).json().token).toEqual(expect.any(String));
    expect((await call(t, 'GET', '/api/users/me/second-factors', admin.bearer)).json().data).toEqual({
      totp: null,
      passkeys: [],
      recoveryCodesLeft: 0,
    });

    const wrong = await call(t, 'POST', `${TOTP}/confirm`, admin.bearer, { code: codeNow(t, secret, 5) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: secondFactorMessages.invalidCode });

    const confirm = await call(t, 'POST', `${TOTP}/confirm`, admin.bearer, { code: codeNow(t, secret) });
    expect(confirm.statusCode).toBe(200);
    const codes: string[] = confirm.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);

    const mine = (await call(t, 'GET', '/api/users/me/second-factors', admin.bearer)).json().data;
    expect(mine).toEqual({
      totp: { addedAt: t.clock.now().toISOString(), lastUsedAt: null },
      passkeys: [],
      recoveryCodesLeft: 10,
    });
    expect((await whoAmI(t, admin.user.id, admin.bearer)).json().data.secondFactors).toEqual(['totp']);
    // The secret is never answered again, and never stored in clear.
    expect(JSON.stringify(mine)).not.toContain(secret);
    const row = await t.db.selectFrom('second_factors').selectAll().executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(secret);
    expect(row.secret_sealed?.startsWith('v1.')).toBe(true);
    // A notice went to the user, with a fixed subject.
    expect(t.mailer.last()).toMatchObject({
      to: admin.user.email,
      subject: secondFactorMailMessages.addedSubject,
    });
    expect(t.mailer.last().text).not.toContain(secret);
  });

  it('replaces an unconfirmed app when started again, and refuses a second app while one is set up', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const first = (await call(t, 'POST', TOTP, admin.bearer)).json().data.secret;
    const second = (await call(t, 'POST', TOTP, admin.bearer)).json().data.secret;
    expect(second).not.toBe(first);
    // The replaced secret's code no longer confirms.
    const old = await call(t, 'POST', `${TOTP}/confirm`, admin.bearer, { code: codeNow(t, first) });
    expect(old.statusCode).toBe(400);
    expect(
      (await call(t, 'POST', `${TOTP}/confirm`, admin.bearer, { code: codeNow(t, second) })).statusCode,
    ).toBe(200);
    const again = await call(t, 'POST', TOTP, admin.bearer);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: secondFactorMessages.totpAlreadySet });
    // Nothing waits for a code any more.
    const confirm = await call(t, 'POST', `${TOTP}/confirm`, admin.bearer, { code: codeNow(t, second, 1) });
    expect(confirm.json()).toEqual({ error: secondFactorMessages.noPendingTotp });
  });

  it('removes the app with its recovery codes, and the password alone signs in again', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await enrolTotp(t, admin.bearer);
    const removed = await call(t, 'DELETE', TOTP, admin.bearer);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: secondFactorMessages.totpRemoved });
    expect(t.mailer.last().subject).toBe(secondFactorMailMessages.removedSubject);
    expect((await call(t, 'GET', '/api/users/me/second-factors', admin.bearer)).json().data).toEqual({
      totp: null,
      passkeys: [],
      recoveryCodesLeft: 0,
    });
    expect((await login(t, admin.user.email, PASSWORD)).json().token).toEqual(expect.any(String));
    expect((await call(t, 'DELETE', TOTP, admin.bearer)).statusCode).toBe(404);
  });

  it('regenerates recovery codes: the new ten work, the old ones no longer do', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const { recoveryCodes: old } = await enrolTotp(t, admin.bearer);
    const res = await call(t, 'POST', '/api/users/me/recovery-codes', admin.bearer);
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);
    expect(t.mailer.last().subject).toBe(secondFactorMailMessages.recoveryCodesRegeneratedSubject);

    const ticket = await ticketFor(t, admin.user.email, PASSWORD);
    const refused = await secondStep(t, { ticket, recoveryCode: old[0] as string });
    expect(refused.statusCode).toBe(401);
    const accepted = await secondStep(t, { ticket, recoveryCode: (fresh[0] as string).toLowerCase() });
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses to regenerate recovery codes without a second factor', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const res = await call(t, 'POST', '/api/users/me/recovery-codes', admin.bearer);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: secondFactorMessages.noSecondFactor });
  });
});

describe('signing in with a second factor', () => {
  it('answers a ticket and no session after the right password, then signs in with a code as login does', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const { secret } = await enrolTotp(t, admin.bearer);
    const first = await login(t, admin.user.email, PASSWORD);
    expect(first.cookies).toEqual([]);
    const ticket = first.json().secondFactor.ticket;

    const res = await secondStep(t, { ticket, code: codeNow(t, secret) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['permissions', 'token', 'user']);
    expect(body.user.secondFactors).toEqual(['totp']);
    expect(res.cookies.find((c) => c.name === 'qone_session')?.value).toBe(body.token);
    expect((await whoAmI(t, admin.user.id, bearer(body.token))).statusCode).toBe(200);
    // The ticket was used: it does not sign in twice.
    nextStep(t);
    const again = await secondStep(t, { ticket, code: codeNow(t, secret) });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: secondFactorMessages.ticketExpired });
  });

  it('a wrong password answers exactly as for a user without a second factor', async () => {
    t = await build();
    const withFactor = await signedInAdmin(t);
    await enrolTotp(t, withFactor.bearer);
    const without = await signedInAdmin(t);
    const a = await login(t, withFactor.user.email, 'wrong password');
    const b = await login(t, without.user.email, 'wrong password');
    expect([a.statusCode, a.json(), a.cookies]).toEqual([b.statusCode, b.json(), b.cookies]);
    expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
  });

  it('accepts the code of the step before and after, not two steps away', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const { secret } = await enrolTotp(t, admin.bearer);
    nextStep(t);
    nextStep(t);
    for (const steps of [-2, 2]) {
      const ticket = await ticketFor(t, admin.user.email, PASSWORD);
      expect((await secondStep(t, { ticket, code: codeNow(t, secret, steps) })).statusCode).toBe(401);
    }
    const before = await ticketFor(t, admin.user.email, PASSWORD);
    expect((await secondStep(t, { ticket: before, code: codeNow(t, secret, -1) })).statusCode).toBe(200);
    const after = await ticketFor(t, admin.user.email, PASSWORD);
    expect((await secondStep(t, { ticket: after, code: codeNow(t, secret, 1) })).statusCode).toBe(200);
  });

  it('refuses a code used once, and a code of an earlier step than the last one used', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const { secret } = await enrolTotp(t, admin.bearer);
    const code = codeNow(t, secret);
    const first = await ticketFor(t, admin.user.email, PASSWORD);
    expect((await secondStep(t, { ticket: first, code })).statusCode).toBe(200);
    const second = await ticketFor(t, admin.user.email, PASSWORD);
    const replay = await secondStep(t, { ticket: second, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: secondFactorMessages.invalidCode });
    // The previous step's code is older than the one used: refused too.
    expect((await secondStep(t, { ticket: second, code: codeNow(t, secret, -1) })).statusCode).toBe(401);
    // A wrong code did not use the ticket up: the next step's code signs in with it.
    nextStep(t);
    expect((await secondStep(t, { ticket: second, code: codeNow(t, secret) })).statusCode).toBe(200);
  });

  it('the same code sent twice at once signs in once', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const { secret } = await enrolTotp(t, admin.bearer);
    const tickets = [
      await ticketFor(t, admin.user.email, PASSWORD),
      await ticketFor(t, admin.user.email, PASSWORD),
    ];
    const code = codeNow(t, secret);
    const answers = await Promise.all(tickets.map((ticket) => secondStep(t, { ticket, code })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
  });

  it('a recovery code signs in once, is counted down and mails a notice', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const { recoveryCodes } = await enrolTotp(t, admin.bearer);
    const code = recoveryCodes[3] as string;
    const ticket = await ticketFor(t, admin.user.email, PASSWORD);
    const res = await secondStep(t, { ticket, recoveryCode: code });
    expect(res.statusCode).toBe(200);
    expect(t.mailer.last().subject).toBe(secondFactorMailMessages.recoveryCodeUsedSubject);
    expect(t.mailer.last().text).not.toContain(code);
    const left = await call(t, 'GET', '/api/users/me/second-factors', admin.bearer);
    expect(left.json().data.recoveryCodesLeft).toBe(9);
    const again = await ticketFor(t, admin.user.email, PASSWORD);
    expect((await secondStep(t, { ticket: again, recoveryCode: code })).statusCode).toBe(401);
  });

  it('a ticket older than five minutes no longer works, and an unknown one neither', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const { secret } = await enrolTotp(t, admin.bearer);
    const ticket = await ticketFor(t, admin.user.email, PASSWORD);
    t.clock.advance(5 * 60_000 + 1);
    const late = await secondStep(t, { ticket, code: codeNow(t, secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ error: secondFactorMessages.ticketExpired });
    const unknown = await secondStep(t, { ticket: 'x'.repeat(43), code: codeNow(t, secret) });
    expect(unknown.json()).toEqual({ error: secondFactorMessages.ticketExpired });
  });

  it('refuses a body with both a code and a recovery code, or neither', async () => {
    t = await build();
    for (const payload of [
      { ticket: 'abc', code: '123456', recoveryCode: 'ABCDE-FGHJK' },
      { ticket: 'abc' },
    ]) {
      expect((await secondStep(t, payload)).statusCode).toBe(400);
    }
  });

  it('wrong codes lock the account like wrong passwords, and the right password does not unlock it', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const { secret } = await enrolTotp(t, admin.bearer);
    const ip = '203.0.113.7';
    const ticket = await ticketFor(t, admin.user.email, PASSWORD, ip);
    const wrong = totpCode(secret, t.clock.now().getTime() + 10 * 30_000);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await secondStep(t, { ticket, code: wrong }, ip)).statusCode);
    // Five free failures, the sixth counted and locking, the seventh refused before it is looked at.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    // Even the right code waits for the lock, from this address.
    expect((await secondStep(t, { ticket, code: codeNow(t, secret) }, ip)).statusCode).toBe(429);
    // The password step is locked as well (the same account key).
    expect((await login(t, admin.user.email, PASSWORD, { remoteAddress: ip })).statusCode).toBe(429);
    // After the lock the right code signs in, and its success clears the failures.
    t.clock.advance(60_000);
    expect((await secondStep(t, { ticket, code: codeNow(t, secret) }, ip)).statusCode).toBe(200);
  });

  it('failed passwords and failed codes add up on the account', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const { secret } = await enrolTotp(t, admin.bearer);
    const ip = '203.0.113.8';
    for (let i = 0; i < 3; i++) {
      expect((await login(t, admin.user.email, 'wrong', { remoteAddress: ip })).statusCode).toBe(401);
    }
    const ticket = await ticketFor(t, admin.user.email, PASSWORD, ip);
    const wrong = totpCode(secret, t.clock.now().getTime() + 10 * 30_000);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await secondStep(t, { ticket, code: wrong }, ip)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('recovery codes at rest (ASVS 5.0 6.5.2: fewer than 112 bits need a salted password hash)', () => {
  it('are stored as argon2id hashes with a salt of their own, never as the code or its plain SHA-256', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const { recoveryCodes } = await enrolTotp(t, admin.bearer);
    const rows = await t.db.selectFrom('recovery_codes').select(['code_hash']).execute();
    expect(rows).toHaveLength(10);
    const salts = new Set<string>();
    for (const { code_hash } of rows) {
      expect(code_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      salts.add(code_hash.split('$')[4] ?? '');
      for (const code of recoveryCodes) {
        const plain = code.replace('-', '');
        expect(code_hash).not.toContain(plain);
        expect(code_hash).not.toBe(createHash('sha256').update(plain).digest('hex'));
      }
    }
    expect(salts.size).toBe(10);
    // Typed in lower case with spaces for its dash, the code still signs in (and counts once).
    const typed = (recoveryCodes[7] as string).toLowerCase().replace('-', ' ');
    const ticket = await ticketFor(t, admin.user.email, PASSWORD);
    expect((await secondStep(t, { ticket, recoveryCode: typed })).statusCode).toBe(200);
    const again = await ticketFor(t, admin.user.email, PASSWORD);
    expect(
      (await secondStep(t, { ticket: again, recoveryCode: recoveryCodes[7] as string })).statusCode,
    ).toBe(401);
  });
});

describe('sign-in tickets at rest', () => {
  it('are stored as hashes, and removed by the sweep once past their five minutes', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await enrolTotp(t, admin.bearer);
    const ticket = await ticketFor(t, admin.user.email, PASSWORD);
    const rows = await t.db.selectFrom('sign_in_tickets').select(['ticket_hash']).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.ticket_hash).not.toContain(ticket);
    t.clock.advance(5 * 60_000 + 1);
    await deleteExpiredSignInTickets(t.db, t.clock.now());
    expect(await t.db.selectFrom('sign_in_tickets').select('id').execute()).toEqual([]);
  });
});

describe('a step-up with the authenticator app (docs/sign-in-assurance.md, "Fresh proof")', () => {
  it("proves with a code of the user's app once, refuses a used, wrong or app-less code in the product's words", async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const wrongCode = { error: authMessages.stepUpWrongCode };
    // No app yet: a code proves nothing.
    const none = await call(t, 'POST', '/api/users/me/step-up', admin.bearer, { code: '123456' });
    expect([none.statusCode, none.json()]).toEqual([400, wrongCode]);

    const { secret } = await enrolTotp(t, admin.bearer);
    t.clock.advance(10 * 60_000);
    // Ten minutes after the sign-in, removing the app needs a fresh proof.
    expect((await call(t, 'DELETE', TOTP, admin.bearer)).json().reason).toBe('step-up-required');
    const wrong = await call(t, 'POST', '/api/users/me/step-up', admin.bearer, {
      code: codeNow(t, secret, 5),
    });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, wrongCode]);
    const code = codeNow(t, secret);
    const proved = await call(t, 'POST', '/api/users/me/step-up', admin.bearer, { code });
    expect([proved.statusCode, proved.json()]).toEqual([200, { message: authMessages.stepUpDone }]);
    // The same code again: used (the sign-in's replay guard).
    const replay = await call(t, 'POST', '/api/users/me/step-up', admin.bearer, { code });
    expect([replay.statusCode, replay.json()]).toEqual([400, wrongCode]);
    const both = await call(t, 'POST', '/api/users/me/step-up', admin.bearer, { code, password: PASSWORD });
    expect(both.statusCode).toBe(400);
    expect((await call(t, 'DELETE', TOTP, admin.bearer)).statusCode).toBe(200);
  });
});
