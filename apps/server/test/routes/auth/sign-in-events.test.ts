import { SIGN_IN_FAILURES_RECORDED } from '@qone/domain/activity';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookie } from '../../fixtures/auth.js';
import {
  createCompany,
  createUser,
  PASSWORD,
  sessionHeaders,
  signedInAdmin,
} from '../../fixtures/records.js';
import { call, codeNow, enrolTotp, nextStep, secondStep, ticketFor } from '../../fixtures/second-factors.js';
import { SoftAuthenticator } from '../../fixtures/webauthn.js';
import { build, type TestApp } from '../../helpers/build.js';

/** Sign-ins, failed sign-ins of known accounts and sign-outs in the activity record (issue 25 point 1). */
let t: TestApp;
afterEach(async () => t?.app.close());

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36';
const CLIENT = { ip: '198.51.100.7', browser: 'Chrome 150', system: 'Windows 10' };

/** The company's sign-in events, newest first, straight from the table (no session of the reader in the way). */
function signInEvents(companyId: string) {
  return t.db
    .selectFrom('activity')
    .select(['action', 'area', 'actor_id', 'actor_name', 'target_type', 'target_id', 'target_label'])
    .select(['before', 'after'])
    .where('company_id', '=', companyId)
    .where('area', '=', 'sign-in')
    .orderBy('at', 'desc')
    .execute();
}

function signInFrom(email: string, password: string, options: { companyId?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password, ...(options.companyId ? { companyId: options.companyId } : {}) },
    remoteAddress: options.ip ?? CLIENT.ip,
    headers: { 'user-agent': CHROME },
  });
}

describe('sign-in events', () => {
  it('records a sign-in with the password: the method, address, browser and system; the user acts on themself', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    expect((await signInFrom(admin.user.email, PASSWORD)).statusCode).toBe(200);
    expect(await signInEvents(admin.company.id)).toEqual([
      {
        action: 'user.signed-in',
        area: 'sign-in',
        actor_id: admin.user.id,
        actor_name: admin.user.name,
        target_type: 'user',
        target_id: admin.user.id,
        target_label: admin.user.email,
        before: null,
        after: { method: 'password', ...CLIENT },
      },
    ]);
  });

  it('records the second step: a wrong code as a failure of the step, the right one as a sign-in with its method', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const { secret } = await enrolTotp(t, admin.bearer);
    const ticket = await ticketFor(t, admin.user.email, PASSWORD, CLIENT.ip);
    // The password alone starts no session: nothing yet.
    expect(await signInEvents(admin.company.id)).toEqual([]);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/second-factor',
      payload: { ticket, code: '000000' === codeNow(t, secret) ? '111111' : '000000' },
      remoteAddress: CLIENT.ip,
      headers: { 'user-agent': CHROME },
    });
    expect(wrong.statusCode).toBe(401);
    nextStep(t);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/second-factor',
      payload: { ticket, code: codeNow(t, secret) },
      remoteAddress: CLIENT.ip,
      headers: { 'user-agent': CHROME },
    });
    expect(right.statusCode).toBe(200);
    const events = await signInEvents(admin.company.id);
    expect(events.map((e) => [e.action, e.actor_id, e.after])).toEqual(
      expect.arrayContaining([
        ['user.sign-in-failed', null, { step: 'code', ...CLIENT, failures: 1 }],
        ['user.signed-in', admin.user.id, { method: 'password+totp', ...CLIENT }],
      ]),
    );
    expect(events).toHaveLength(2);
    // A wrong recovery code is the step `recovery-code`.
    const again = await ticketFor(t, admin.user.email, PASSWORD);
    expect((await secondStep(t, { ticket: again, recoveryCode: 'AAAAA-AAAAA' })).statusCode).toBe(401);
    expect((await signInEvents(admin.company.id)).map((e) => e.after?.step)).toContain('recovery-code');
  });

  it('records a sign-in with a passkey alone', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const key = new SoftAuthenticator();
    const options = await call(t, 'POST', '/api/users/me/second-factors/passkeys/options', admin.bearer);
    const added = await call(t, 'POST', '/api/users/me/second-factors/passkeys', admin.bearer, {
      name: 'Laptop',
      credential: key.register(options.json().data, t.config.publicUrl),
    });
    expect(added.statusCode).toBe(200);
    const start = await t.app.inject({ method: 'POST', url: '/api/users/login/passkey/options' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/passkey',
      payload: { credential: key.assert(start.json().data, t.config.publicUrl) },
      remoteAddress: CLIENT.ip,
      headers: { 'user-agent': CHROME },
    });
    expect(res.statusCode).toBe(200);
    expect((await signInEvents(admin.company.id)).map((e) => [e.action, e.after])).toEqual([
      ['user.signed-in', { method: 'passkey', ...CLIENT }],
    ]);
  });

  it('records a wrong password of a known account (never the password), and nothing for an unknown or invited address', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const invited = await createUser(t, admin.company.id, { email: 'ivy@acme.test', password: null });
    const wrong = await signInFrom(admin.user.email, 'not the password at all');
    expect(wrong.statusCode).toBe(401);
    const unknown = await signInFrom('nobody@acme.test', 'not the password at all');
    const notYet = await signInFrom(invited.email, 'not the password at all');
    // The unknown and invited addresses answer exactly as the known one does.
    for (const other of [unknown, notYet]) {
      expect(other.statusCode).toBe(401);
      expect(other.body).toBe(wrong.body);
    }
    // Written once the answer has left.
    await vi.waitFor(async () => expect(await signInEvents(admin.company.id)).toHaveLength(1));
    expect(await signInEvents(admin.company.id)).toEqual([
      {
        action: 'user.sign-in-failed',
        area: 'sign-in',
        actor_id: null,
        actor_name: 'Someone signing in',
        target_type: 'user',
        target_id: admin.user.id,
        target_label: admin.user.email,
        before: null,
        after: { step: 'password', ...CLIENT, failures: 1 },
      },
    ]);
    const all = await t.db.selectFrom('activity').selectAll().execute();
    expect(JSON.stringify(all)).not.toContain('not the password at all');
  });

  it("records a failure in the company of the account that was tried: the host's company, else the oldest with a password", async () => {
    t = await build();
    const first = await createCompany(t, 'First');
    const second = await createCompany(t, 'Second');
    const older = await createUser(t, first.id, { email: 'sam@both.test' });
    const newer = await createUser(t, second.id, { email: 'sam@both.test' });
    expect((await signInFrom('sam@both.test', 'wrong guess one')).statusCode).toBe(401);
    expect((await signInFrom('sam@both.test', 'wrong guess two', { companyId: second.id })).statusCode).toBe(
      401,
    );
    await vi.waitFor(async () => {
      expect((await signInEvents(first.id)).map((e) => e.target_id)).toEqual([older.id]);
      expect((await signInEvents(second.id)).map((e) => e.target_id)).toEqual([newer.id]);
    });
  });

  it(`records at most ${SIGN_IN_FAILURES_RECORDED} failures in a row of one account, however many addresses guess`, async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const answers: number[] = [];
    for (let i = 0; i < SIGN_IN_FAILURES_RECORDED + 5; i++) {
      // Past any lock (15 minutes at most), within the hour the throttle remembers failures.
      t.clock.advance(16 * 60_000);
      answers.push(
        (await signInFrom(admin.user.email, `guess ${i}`, { ip: `203.0.113.${i + 1}` })).statusCode,
      );
    }
    expect(answers.every((status) => status === 401)).toBe(true);
    await vi.waitFor(async () =>
      expect((await signInEvents(admin.company.id)).length).toBe(SIGN_IN_FAILURES_RECORDED),
    );
    // Give writes that should not happen their chance, then count again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const failures = (await signInEvents(admin.company.id)).map((e) => e.after?.failures as number);
    expect(failures.sort((a, b) => a - b)).toEqual(
      Array.from({ length: SIGN_IN_FAILURES_RECORDED }, (_, i) => i + 1),
    );
    // The right password starts the count again.
    t.clock.advance(16 * 60_000);
    expect((await signInFrom(admin.user.email, PASSWORD, { ip: '203.0.113.200' })).statusCode).toBe(200);
    expect((await signInFrom(admin.user.email, 'one more guess', { ip: '203.0.113.201' })).statusCode).toBe(
      401,
    );
    await vi.waitFor(async () =>
      expect((await signInEvents(admin.company.id)).length).toBe(SIGN_IN_FAILURES_RECORDED + 2),
    );
  });

  it('records a sign-out with its address and browser, once', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const token = (await signInFrom(admin.user.email, PASSWORD)).json().token as string;
    const out = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/logout',
        headers: { ...cookie(token), 'user-agent': CHROME },
        remoteAddress: CLIENT.ip,
      });
    expect((await out()).statusCode).toBe(200);
    expect((await out()).statusCode).toBe(401);
    const events = await signInEvents(admin.company.id);
    expect(events.map((e) => [e.action, e.actor_id, e.target_id, e.before, e.after])).toEqual(
      expect.arrayContaining([['user.signed-out', admin.user.id, admin.user.id, null, CLIENT]]),
    );
    expect(events).toHaveLength(2);
  });

  it("shows sign-ins in the user's own history and under the area filter", async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    expect((await signInFrom(admin.user.email, PASSWORD)).statusCode).toBe(200);
    const { bearer } = await sessionHeaders(t, admin.user);
    for (const query of [`targetId=${admin.user.id}`, 'area=sign-in', 'action=user.signed-in']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/activity?${query}`, headers: bearer });
      expect(res.statusCode, query).toBe(200);
      expect(
        res.json().data.map((e: { action: string }) => e.action),
        query,
      ).toContain('user.signed-in');
    }
  });
});
