import { authMessages, secondFactorMailMessages, secondFactorMessages } from '@qone/domain/messages';
import { CHALLENGES_PER_USER } from '@qone/domain/webauthn';
import { afterEach, describe, expect, it } from 'vitest';
import { throttlePolicies } from '../../../src/auth/throttle.js';
import { login } from '../../fixtures/auth.js';
import {
  createCompany,
  createGroup,
  createUser,
  PASSWORD,
  sessionHeaders,
  signedInAdmin,
} from '../../fixtures/records.js';
import { call, enrolTotp, secondStep } from '../../fixtures/second-factors.js';
import { SoftAuthenticator, strangeChallenge } from '../../fixtures/webauthn.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

const ORIGIN = 'http://console.test';
const PASSKEYS = '/api/users/me/second-factors/passkeys';

type Headers = Record<string, string>;

async function registrationOptions(headers: Headers) {
  const res = await call(t, 'POST', `${PASSKEYS}/options`, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

/** Registers the authenticator's credential for the caller through the API: the answer. */
async function register(headers: Headers, authenticator: SoftAuthenticator, name = 'Work laptop') {
  const options = await registrationOptions(headers);
  return call(t, 'POST', PASSKEYS, headers, { name, credential: authenticator.register(options, ORIGIN) });
}

async function signInOptions(remoteAddress?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/login/passkey/options',
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

function signInWith(credential: object, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/login/passkey',
    payload: { credential },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

async function sessionMethods(userId: string) {
  const rows = await t.db.selectFrom('sessions').select('method').where('user_id', '=', userId).execute();
  return rows.map((row) => row.method);
}

describe('passkeys and security keys: registration', () => {
  it('registers a passkey, lists it with its kind, records it, mails a notice and answers the recovery codes once', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const key = new SoftAuthenticator();
    const res = await register(admin.bearer, key);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(secondFactorMessages.passkeyAdded);
    expect(body.data.passkey).toEqual({
      id: expect.any(String),
      name: 'Work laptop',
      kind: 'passkey',
      addedAt: t.clock.now().toISOString(),
      lastUsedAt: null,
    });
    expect(body.data.recoveryCodes).toHaveLength(10);
    // Neither the credential id nor its public key is ever answered or recorded.
    expect(JSON.stringify(body)).not.toContain(key.id);

    const list = (await call(t, 'GET', '/api/users/me/second-factors', admin.bearer)).json().data;
    expect(list.passkeys).toEqual([body.data.passkey]);
    expect(list.recoveryCodesLeft).toBe(10);
    expect(t.mailer.last().subject).toBe(secondFactorMailMessages.passkeyAddedSubject);
    const events = (await call(t, 'GET', '/api/activity?area=users', admin.bearer)).json().data;
    expect(events[0]).toMatchObject({
      action: 'user.second-factor-added',
      before: { secondFactors: [] },
      after: { secondFactors: ['webauthn'] },
    });
    expect(JSON.stringify(events)).not.toContain(key.id);
    expect(t.logLines.join('\n')).not.toContain(key.id);

    // A second one is added beside it; the recovery codes the user holds stay.
    t.clock.advance(1_000);
    const second = await register(admin.bearer, new SoftAuthenticator(), 'Phone');
    expect(second.json().data.recoveryCodes).toBeNull();
    const both = (await call(t, 'GET', '/api/users/me/second-factors', admin.bearer)).json().data.passkeys;
    expect(both.map((p: { name: string }) => p.name)).toEqual(['Work laptop', 'Phone']);
    // The user's badge and the user list's filter count it as a second factor.
    const me = (await call(t, 'GET', `/api/users/${admin.user.id}`, admin.bearer)).json().data;
    expect(me.secondFactors).toEqual(['webauthn']);
  });

  it('a key that does not verify its user, or is not discoverable, is a security key', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const noUv = await register(admin.bearer, new SoftAuthenticator({ userVerification: false }), 'Key A');
    const notResident = await register(admin.bearer, new SoftAuthenticator({ discoverable: false }), 'Key B');
    expect([noUv.json().data.passkey.kind, notResident.json().data.passkey.kind]).toEqual([
      'security-key',
      'security-key',
    ]);
  });

  it('refuses a challenge it never gave, one used already, one past five minutes, and one of another user', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const expired = { error: secondFactorMessages.passkeyChallengeExpired };
    const key = new SoftAuthenticator();

    const unknown = await call(t, 'POST', PASSKEYS, admin.bearer, {
      name: 'A',
      credential: key.register(await registrationOptions(admin.bearer), ORIGIN, strangeChallenge()),
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([400, expired]);

    const options = await registrationOptions(admin.bearer);
    const credential = key.register(options, ORIGIN);
    expect((await call(t, 'POST', PASSKEYS, admin.bearer, { name: 'A', credential })).statusCode).toBe(200);
    const again = await call(t, 'POST', PASSKEYS, admin.bearer, {
      name: 'A',
      credential: new SoftAuthenticator().register(options, ORIGIN),
    });
    expect([again.statusCode, again.json()]).toEqual([400, expired]);

    const late = await registrationOptions(admin.bearer);
    t.clock.advance(5 * 60_000 + 1);
    const lateHeaders = (await sessionHeaders(t, admin.user)).bearer;
    const tooLate = await call(t, 'POST', PASSKEYS, lateHeaders, {
      name: 'A',
      credential: new SoftAuthenticator().register(late, ORIGIN),
    });
    expect([tooLate.statusCode, tooLate.json()]).toEqual([400, expired]);

    const other = await createUser(t, admin.company.id, { groupId: admin.group.id });
    const otherHeaders = (await sessionHeaders(t, other)).bearer;
    const othersOptions = await registrationOptions(otherHeaders);
    const stolen = await call(t, 'POST', PASSKEYS, lateHeaders, {
      name: 'A',
      credential: new SoftAuthenticator().register(othersOptions, ORIGIN),
    });
    expect([stolen.statusCode, stolen.json()]).toEqual([400, expired]);
  });

  it('refuses a credential made for another origin, and a credential registered already in any company', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const key = new SoftAuthenticator();
    const elsewhere = await call(t, 'POST', PASSKEYS, admin.bearer, {
      name: 'A',
      credential: key.register(await registrationOptions(admin.bearer), 'http://evil.test'),
    });
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([
      400,
      { error: secondFactorMessages.passkeyNotVerified },
    ]);

    expect((await register(admin.bearer, key)).statusCode).toBe(200);
    const otherCompany = await createCompany(t, 'Globex');
    const group = await createGroup(t, otherCompany.id, 'full');
    const stranger = await createUser(t, otherCompany.id, { groupId: group.id });
    const strangerHeaders = (await sessionHeaders(t, stranger)).bearer;
    const taken = await register(strangerHeaders, key);
    expect([taken.statusCode, taken.json()]).toEqual([
      409,
      { error: secondFactorMessages.passkeyAlreadyRegistered },
    ]);
  });

  it('starting a registration needs a fresh proof of identity; so does removing one', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const added = (await register(admin.bearer, new SoftAuthenticator())).json().data.passkey;
    t.clock.advance(5 * 60_000 + 1);
    const start = await call(t, 'POST', `${PASSKEYS}/options`, admin.bearer);
    expect([start.statusCode, start.json()]).toEqual([
      403,
      { error: authMessages.stepUpRequired, reason: 'step-up-required' },
    ]);
    const remove = await call(t, 'DELETE', `${PASSKEYS}/${added.id}`, admin.bearer);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().reason).toBe('step-up-required');
  });
});

describe('passkeys and the company policy', () => {
  it('a user the policy holds may add a passkey, and it counts as their second factor', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await register(admin.bearer, new SoftAuthenticator());
    const current = (await call(t, 'GET', `/api/companies/${admin.company.id}`, admin.bearer)).json().data;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${admin.company.id}`,
      headers: admin.bearer,
      payload: {
        name: current.name,
        invoice_email: current.invoice_email,
        invoice_address: current.invoice_address,
        vat: current.vat,
        contact_person: current.contact_person,
        logo: current.logo,
        secondFactorPolicy: 'everyone',
        baseVersion: current.version,
      },
    });
    expect(saved.statusCode).toBe(200);
    const user = await createUser(t, admin.company.id, { groupId: admin.group.id });
    const headers = (await sessionHeaders(t, user)).bearer;
    expect((await call(t, 'GET', '/api/permissions', headers)).statusCode).toBe(403);
    expect((await register(headers, new SoftAuthenticator())).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/permissions', headers)).statusCode).toBe(200);
  });
});

describe('passkeys: rename and remove', () => {
  it("renames and removes one of mine; another user's answers 404; the last one takes the recovery codes", async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const mine = (await register(admin.bearer, new SoftAuthenticator())).json().data.passkey;
    const other = await createUser(t, admin.company.id, { groupId: admin.group.id });
    const otherHeaders = (await sessionHeaders(t, other)).bearer;
    const theirs = (await register(otherHeaders, new SoftAuthenticator())).json().data.passkey;

    const renamed = await t.app.inject({
      method: 'PUT',
      url: `${PASSKEYS}/${mine.id}`,
      headers: admin.bearer,
      payload: { name: '  Desk key ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      message: secondFactorMessages.passkeyRenamed,
      data: { ...mine, name: 'Desk key' },
    });
    const blank = await t.app.inject({
      method: 'PUT',
      url: `${PASSKEYS}/${mine.id}`,
      headers: admin.bearer,
      payload: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);

    const notMine = { error: secondFactorMessages.passkeyNotFound };
    const renameTheirs = await t.app.inject({
      method: 'PUT',
      url: `${PASSKEYS}/${theirs.id}`,
      headers: admin.bearer,
      payload: { name: 'Mine now' },
    });
    expect([renameTheirs.statusCode, renameTheirs.json()]).toEqual([404, notMine]);
    const removeTheirs = await call(t, 'DELETE', `${PASSKEYS}/${theirs.id}`, admin.bearer);
    expect([removeTheirs.statusCode, removeTheirs.json()]).toEqual([404, notMine]);

    const removed = await call(t, 'DELETE', `${PASSKEYS}/${mine.id}`, admin.bearer);
    expect(removed.json()).toEqual({ message: secondFactorMessages.passkeyRemoved });
    expect(t.mailer.last().subject).toBe(secondFactorMailMessages.passkeyRemovedSubject);
    const left = (await call(t, 'GET', '/api/users/me/second-factors', admin.bearer)).json().data;
    expect(left).toEqual({ totp: null, passkeys: [], recoveryCodesLeft: 0 });
    const events = (await call(t, 'GET', '/api/activity?area=users', admin.bearer)).json().data;
    const ofAction = (action: string) => events.find((event: { action: string }) => event.action === action);
    expect(ofAction('user.second-factor-removed')).toMatchObject({
      before: { secondFactors: ['webauthn'] },
      after: { secondFactors: [] },
    });
    expect(ofAction('user.passkey-renamed')).toMatchObject({
      before: { passkey: 'Work laptop' },
      after: { passkey: 'Desk key' },
    });
  });

  it("an administrator's reset removes the user's passkeys too", async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const other = await createUser(t, admin.company.id, { groupId: admin.group.id });
    const otherHeaders = (await sessionHeaders(t, other)).bearer;
    await register(otherHeaders, new SoftAuthenticator());
    const reset = await call(t, 'POST', `/api/users/${other.id}/second-factors/reset`, admin.bearer);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.secondFactors).toEqual([]);
    const rows = await t.db
      .selectFrom('second_factors')
      .select('id')
      .where('user_id', '=', other.id)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('signing in with a passkey alone', () => {
  it('a discoverable passkey that verified its user signs in (method passkey); last used is set', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const key = new SoftAuthenticator();
    await register(admin.bearer, key);
    t.clock.advance(60_000);
    const options = await signInOptions();
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    // A challenge of 32 random bytes (at least the 64 bits a cryptographic verifier's nonce needs).
    expect(Buffer.from(options.challenge, 'base64url').length).toBeGreaterThanOrEqual(32);
    const res = await signInWith(key.assert(options, ORIGIN));
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(admin.user.id);
    expect(res.headers['set-cookie']).toBeDefined();
    expect(await sessionMethods(admin.user.id)).toContain('passkey');
    const passkey = (await call(t, 'GET', '/api/users/me/second-factors', admin.bearer)).json().data
      .passkeys[0];
    expect(passkey.lastUsedAt).toBe(t.clock.now().toISOString());
  });

  it('refuses a used or unknown challenge, an unknown passkey, one without user verification, and a clone', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const key = new SoftAuthenticator();
    await register(admin.bearer, key);

    const options = await signInOptions();
    expect((await signInWith(key.assert(options, ORIGIN))).statusCode).toBe(200);
    const reused = await signInWith(key.assert(options, ORIGIN));
    expect([reused.statusCode, reused.json()]).toEqual([
      401,
      { error: secondFactorMessages.passkeyChallengeExpired },
    ]);
    const unknownChallenge = await signInWith(key.assert(options, ORIGIN, strangeChallenge()));
    expect(unknownChallenge.json()).toEqual({ error: secondFactorMessages.passkeyChallengeExpired });

    const stranger = new SoftAuthenticator();
    const unknown = await signInWith(stranger.assert(await signInOptions(), ORIGIN));
    expect([unknown.statusCode, unknown.json()]).toEqual([
      401,
      { error: secondFactorMessages.passkeyUnknown },
    ]);

    // A clone: the same key with a counter that did not rise past the stored one (1, from the sign-in above).
    key.counter = 0;
    const clone = await signInWith(key.assert(await signInOptions(), ORIGIN));
    expect([clone.statusCode, clone.json()]).toEqual([401, { error: secondFactorMessages.passkeyUnknown }]);

    const securityKey = new SoftAuthenticator({ userVerification: false });
    await register(admin.bearer, securityKey, 'Key');
    const noUv = await signInWith(securityKey.assert(await signInOptions(), ORIGIN));
    expect([noUv.statusCode, noUv.json()]).toEqual([
      401,
      { error: secondFactorMessages.passkeyNeedsVerification },
    ]);
    expect(await sessionMethods(admin.user.id)).toEqual(['password', 'passkey']);
  });

  it('two requests with one assertion sign in once', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const key = new SoftAuthenticator();
    await register(admin.bearer, key);
    const assertion = key.assert(await signInOptions(), ORIGIN);
    const answers = await Promise.all([signInWith(assertion), signInWith(assertion)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401]);
  });

  it('failures count on the client address: it locks out (429), and asking for a challenge is refused then', async () => {
    t = await build();
    const ip = '203.0.113.9';
    const stranger = new SoftAuthenticator();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const options = await t.app.inject({
        method: 'POST',
        url: '/api/users/login/passkey/options',
        remoteAddress: ip,
      });
      if (options.statusCode !== 200) {
        statuses.push(options.statusCode);
        break;
      }
      statuses.push((await signInWith(stranger.assert(options.json().data, ORIGIN), ip)).statusCode);
    }
    // The address's free failures, then the lock: the next request (a challenge or an assertion) is refused.
    // (30 free, the 31st counted and locking, as for wrong passwords.)
    expect(statuses.filter((status) => status === 401)).toHaveLength(31);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held.
    expect((await signInOptions('203.0.113.10')).challenge).toEqual(expect.any(String));
  });

  it('challenges asked for without an account are bounded per client address (each is a row for five minutes)', async () => {
    t = await build();
    const ask = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/users/login/passkey/options', remoteAddress });
    const statuses: number[] = [];
    for (let i = 0; i <= throttlePolicies.passkeyChallengePerIp.max; i++) {
      statuses.push((await ask('203.0.113.30')).statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(
      throttlePolicies.passkeyChallengePerIp.max,
    );
    const refused = await ask('203.0.113.30');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toEqual({ error: expect.any(String) });
    const rows = await t.db
      .selectFrom('webauthn_challenges')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(throttlePolicies.passkeyChallengePerIp.max);
    expect((await ask('203.0.113.31')).statusCode).toBe(200);
  });
});

describe('a security key as the second step', () => {
  async function ticketWithKey(email: string, remoteAddress?: string) {
    const res = await login(t, email, PASSWORD, remoteAddress ? { remoteAddress } : {});
    expect(res.statusCode).toBe(200);
    return res.json().secondFactor as { ticket: string; methods: string[] };
  }
  async function stepOptions(ticket: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/users/login/second-factor/options',
      payload: { ticket },
    });
  }

  it("after the password: the ticket offers it, its challenge names the user's keys, the assertion signs in", async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const key = new SoftAuthenticator({ userVerification: false, discoverable: false });
    await register(admin.bearer, key);
    const step = await ticketWithKey(admin.user.email);
    expect(step.methods).toEqual(['security-key', 'recovery-code']);
    const optionsRes = await stepOptions(step.ticket);
    expect(optionsRes.statusCode).toBe(200);
    const options = optionsRes.json().data;
    expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([key.id]);
    const res = await secondStep(t, {
      ticket: step.ticket,
      credential: key.assert(options, ORIGIN),
    } as never);
    expect(res.statusCode).toBe(200);
    expect(await sessionMethods(admin.user.id)).toContain('password+security-key');
  });

  it("refuses another user's key and a clone, keeps the ticket, and counts on the password's throttle", async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const key = new SoftAuthenticator({ userVerification: false });
    await register(admin.bearer, key);
    await enrolTotp(t, admin.bearer);
    const other = await createUser(t, admin.company.id, { groupId: admin.group.id });
    const othersKey = new SoftAuthenticator();
    await register((await sessionHeaders(t, other)).bearer, othersKey);

    const ip = '203.0.113.20';
    const step = await ticketWithKey(admin.user.email, ip);
    expect(step.methods).toEqual(['totp', 'security-key', 'recovery-code']);
    const refused = { error: secondFactorMessages.securityKeyRefused };
    const wrong = await secondStep(
      t,
      {
        ticket: step.ticket,
        credential: othersKey.assert((await stepOptions(step.ticket)).json().data, ORIGIN),
      } as never,
      ip,
    );
    expect([wrong.statusCode, wrong.json()]).toEqual([401, refused]);
    key.counter = 0;
    const first = key.assert((await stepOptions(step.ticket)).json().data, ORIGIN);
    expect((await secondStep(t, { ticket: step.ticket, credential: first } as never, ip)).statusCode).toBe(
      200,
    );

    // A clone, whose counter did not rise: refused, and the failures count on the account as wrong codes do.
    const next = await ticketWithKey(admin.user.email, ip);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      key.counter = 0;
      const cloned = key.assert((await stepOptions(next.ticket)).json().data, ORIGIN);
      statuses.push(
        (await secondStep(t, { ticket: next.ticket, credential: cloned } as never, ip)).statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('an unknown ticket answers 401; a user without a key gets 400 for the challenge', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await enrolTotp(t, admin.bearer);
    const unknown = await stepOptions('x'.repeat(43));
    expect([unknown.statusCode, unknown.json()]).toEqual([
      401,
      { error: secondFactorMessages.ticketExpired },
    ]);
    const step = await ticketWithKey(admin.user.email);
    const none = await stepOptions(step.ticket);
    expect([none.statusCode, none.json()]).toEqual([400, { error: secondFactorMessages.noSecurityKey }]);
  });
});

describe('a step-up with a passkey or security key', () => {
  const STEP_UP = '/api/users/me/step-up';
  const endOthers = (headers: Headers) => call(t, 'POST', '/api/users/me/sessions/end-others', headers);
  async function stepUpOptions(headers: Headers) {
    const res = await call(t, 'POST', `${STEP_UP}/options`, headers);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  }
  /** Signed in with a registered key, the sign-in's proof then older than five minutes. */
  async function staleWithKey(key: SoftAuthenticator) {
    const admin = await signedInAdmin(t);
    expect((await register(admin.bearer, key)).statusCode).toBe(200);
    t.clock.advance(6 * 60_000);
    expect((await endOthers(admin.bearer)).json()).toMatchObject({ reason: 'step-up-required' });
    return admin;
  }

  it("proves the session: the challenge names the caller's keys, the assertion counts as a fresh proof", async () => {
    t = await build();
    const key = new SoftAuthenticator({ userVerification: false, discoverable: false });
    const admin = await staleWithKey(key);
    const options = await stepUpOptions(admin.bearer);
    expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([key.id]);
    const res = await call(t, 'POST', STEP_UP, admin.bearer, { credential: key.assert(options, ORIGIN) });
    expect([res.statusCode, res.json()]).toEqual([200, { message: authMessages.stepUpDone }]);
    expect((await endOthers(admin.bearer)).statusCode).toBe(200);
    const [row] = await t.db
      .selectFrom('second_factors')
      .select('last_used_at')
      .where('user_id', '=', admin.user.id)
      .execute();
    expect(row?.last_used_at).not.toBeNull();
  });

  it("refuses another user's key, another user's challenge, one never given, a used one and a clone; a keyless caller gets 400", async () => {
    t = await build();
    const key = new SoftAuthenticator();
    const admin = await staleWithKey(key);
    const refused = [400, { error: authMessages.stepUpKeyRefused }];
    const other = await createUser(t, admin.company.id, { groupId: admin.group.id });
    const otherHeaders = (await sessionHeaders(t, other)).bearer;
    const othersKey = new SoftAuthenticator();
    await register(otherHeaders, othersKey);

    const stepUp = async (credential: object) => {
      const res = await call(t, 'POST', STEP_UP, admin.bearer, { credential });
      return [res.statusCode, res.json()];
    };
    expect(await stepUp(othersKey.assert(await stepUpOptions(admin.bearer), ORIGIN))).toEqual(refused);
    // The other user's own challenge, answered by the admin's key: a challenge names its user.
    expect(await stepUp(key.assert(await stepUpOptions(otherHeaders), ORIGIN))).toEqual(refused);
    expect(await stepUp(key.assert(await stepUpOptions(admin.bearer), ORIGIN, strangeChallenge()))).toEqual(
      refused,
    );
    const options = await stepUpOptions(admin.bearer);
    const right = key.assert(options, ORIGIN);
    expect(await stepUp(right)).toEqual([200, { message: authMessages.stepUpDone }]);
    // The same assertion again: its challenge is used.
    expect(await stepUp(right)).toEqual(refused);
    key.counter = 0;
    expect(await stepUp(key.assert(await stepUpOptions(admin.bearer), ORIGIN))).toEqual(refused);

    const keyless = await createUser(t, admin.company.id, { groupId: admin.group.id });
    const none = await call(t, 'POST', `${STEP_UP}/options`, (await sessionHeaders(t, keyless)).bearer);
    expect([none.statusCode, none.json()]).toEqual([400, { error: secondFactorMessages.noSecurityKey }]);
  });

  it('wrong assertions count like failed sign-ins: the account locks (429)', async () => {
    t = await build();
    const key = new SoftAuthenticator();
    const admin = await staleWithKey(key);
    const first = key.assert(await stepUpOptions(admin.bearer), ORIGIN);
    expect((await call(t, 'POST', STEP_UP, admin.bearer, { credential: first })).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      key.counter = 0;
      const cloned = key.assert(await stepUpOptions(admin.bearer), ORIGIN);
      statuses.push((await call(t, 'POST', STEP_UP, admin.bearer, { credential: cloned })).statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('a user holds at most CHALLENGES_PER_USER live challenges per purpose: asking again pushes the oldest out', async () => {
    t = await build();
    const key = new SoftAuthenticator();
    const admin = await staleWithKey(key);
    const all = [];
    for (let i = 0; i < CHALLENGES_PER_USER + 1; i++) all.push(await stepUpOptions(admin.bearer));
    const live = await t.db
      .selectFrom('webauthn_challenges')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', admin.user.id)
      .where('purpose', '=', 'step-up')
      .executeTakeFirstOrThrow();
    expect(Number(live.n)).toBe(CHALLENGES_PER_USER);
    const oldest = await call(t, 'POST', STEP_UP, admin.bearer, { credential: key.assert(all[0], ORIGIN) });
    expect(oldest.json()).toEqual({ error: authMessages.stepUpKeyRefused });
    const newest = await call(t, 'POST', STEP_UP, admin.bearer, {
      credential: key.assert(all.at(-1), ORIGIN),
    });
    expect(newest.statusCode).toBe(200);
  });
});
