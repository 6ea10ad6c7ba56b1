import { secondFactorMailMessages, secondFactorMessages, userMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContract } from '../../../src/contract.js';
import { login } from '../../fixtures/auth.js';
import {
  createGroup,
  createUser,
  currentVersion,
  PASSWORD,
  sessionHeaders,
  signedInAdmin,
} from '../../fixtures/records.js';
import { call, codeNow, enrolTotp, secondStep, ticketFor } from '../../fixtures/second-factors.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

async function setPolicy(
  admin: Awaited<ReturnType<typeof signedInAdmin>>,
  policy: 'off' | 'settings' | 'everyone',
) {
  const url = `/api/companies/${admin.company.id}`;
  const current = (await call(t, 'GET', url, admin.bearer)).json().data;
  const res = await t.app.inject({
    method: 'PUT',
    url,
    headers: admin.bearer,
    payload: {
      name: current.name,
      invoice_email: current.invoice_email,
      invoice_address: current.invoice_address,
      vat: current.vat,
      contact_person: current.contact_person,
      logo: current.logo,
      secondFactorPolicy: policy,
      baseVersion: current.version,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const REFUSED = { error: secondFactorMessages.enrolmentRequired, reason: 'second-factor-enrolment-required' };

describe('the company policy "Require a second factor"', () => {
  it('is a company setting: saved with the form, versioned, recorded in the activity', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const before = (await call(t, 'GET', `/api/companies/${admin.company.id}`, admin.bearer)).json().data;
    expect(before.secondFactorPolicy).toBe('off');
    await enrolTotp(t, admin.bearer);
    const saved = await setPolicy(admin, 'settings');
    expect(saved.secondFactorPolicy).toBe('settings');
    expect(saved.version).toBe(before.version + 1);
    const events = (await call(t, 'GET', '/api/activity?area=company', admin.bearer)).json().data;
    expect(events[0]).toMatchObject({
      action: 'company.updated',
      before: { second_factor_policy: 'off' },
      after: { second_factor_policy: 'settings' },
    });
  });

  it('"settings": a holder of settings without a factor can only enrol (403 elsewhere); others are not held', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await enrolTotp(t, admin.bearer);
    await setPolicy(admin, 'settings');
    const other = await createUser(t, admin.company.id, { groupId: admin.group.id, email: 'sam@acme.test' });
    const memberGroup = await createGroup(t, admin.company.id, { projects: true }, 'Members');
    const member = await createUser(t, admin.company.id, { groupId: memberGroup.id, email: 'mia@acme.test' });
    const otherHeaders = (await sessionHeaders(t, other)).bearer;
    const memberHeaders = (await sessionHeaders(t, member)).bearer;

    // The password signs in (the console then shows enrolment); every operation not marked answers 403.
    expect((await login(t, other.email, PASSWORD)).statusCode).toBe(200);
    for (const url of ['/api/users/all', '/api/permissions', `/api/users/${admin.user.id}`]) {
      const res = await call(t, 'GET', url, otherHeaders);
      expect([url, res.statusCode, res.json()]).toEqual([url, 403, REFUSED]);
    }
    // What enrolment needs answers.
    expect((await call(t, 'GET', `/api/users/${other.id}`, otherHeaders)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/users/me/second-factors', otherHeaders)).statusCode).toBe(200);
    // A user without settings is not covered by "settings".
    expect((await call(t, 'GET', '/api/permissions', memberHeaders)).statusCode).toBe(200);

    // Once enrolled, everything answers again (the factor moved the cached session user).
    await enrolTotp(t, otherHeaders);
    expect((await call(t, 'GET', '/api/users/all', otherHeaders)).statusCode).toBe(200);
  });

  it('"everyone" holds users without settings too; turning it off frees them at once', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await enrolTotp(t, admin.bearer);
    const memberGroup = await createGroup(t, admin.company.id, { projects: true }, 'Members');
    const member = await createUser(t, admin.company.id, { groupId: memberGroup.id });
    const headers = (await sessionHeaders(t, member)).bearer;
    expect((await call(t, 'GET', '/api/permissions', headers)).statusCode).toBe(200);
    await setPolicy(admin, 'everyone');
    const res = await call(t, 'GET', '/api/permissions', headers);
    expect([res.statusCode, res.json()]).toEqual([403, REFUSED]);
    await setPolicy(admin, 'off');
    expect((await call(t, 'GET', '/api/permissions', headers)).statusCode).toBe(200);
  });

  it('every operation but those marked x-before-enrolment refuses a covered user without a factor', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await enrolTotp(t, admin.bearer);
    await setPolicy(admin, 'everyone');
    const user = await createUser(t, admin.company.id, { groupId: admin.group.id });
    const headers = (await sessionHeaders(t, user)).bearer;
    const open = [
      'logout',
      'getUser',
      'getMySecondFactors',
      'startTotpEnrolment',
      'confirmTotpEnrolment',
      'startPasskeyRegistration',
      'addPasskey',
    ];
    for (const operation of loadContract().operations.values()) {
      if (operation.security.length === 0) continue;
      expect([operation.operationId, operation.beforeEnrolment]).toEqual([
        operation.operationId,
        open.includes(operation.operationId),
      ]);
      if (operation.beforeEnrolment) continue;
      const url = operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({
        method: operation.method as 'GET',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: operation.method === 'GET' || operation.method === 'DELETE' ? undefined : '{}',
      });
      expect([operation.operationId, res.statusCode, res.json()]).toEqual([
        operation.operationId,
        403,
        REFUSED,
      ]);
    }
  });
});

describe("an administrator's reset of a user's second factors", () => {
  it('removes factors and recovery codes, ends their sessions, mails them and is recorded', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const user = await createUser(t, admin.company.id, { groupId: admin.group.id, email: 'sam@acme.test' });
    const userHeaders = (await sessionHeaders(t, user)).bearer;
    await enrolTotp(t, userHeaders);
    const listed = await call(t, 'GET', `/api/users?secondFactor=set`, admin.bearer);
    expect(listed.json().data.map((u: { email: string }) => u.email)).toEqual(['sam@acme.test']);

    const res = await call(t, 'POST', `/api/users/${user.id}/second-factors/reset`, admin.bearer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: secondFactorMessages.reset, data: { secondFactors: [] } });
    // Their session ended; the password alone signs in again.
    expect((await call(t, 'GET', `/api/users/${user.id}`, userHeaders)).statusCode).toBe(401);
    expect((await login(t, user.email, PASSWORD)).json().token).toEqual(expect.any(String));
    expect(
      await t.db.selectFrom('recovery_codes').select('id').where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    expect(t.mailer.last()).toMatchObject({
      to: user.email,
      subject: secondFactorMailMessages.resetByAdminSubject,
    });
    // The people area: the sign-in just made is newer (area sign-in).
    const events = (await call(t, 'GET', `/api/activity?targetId=${user.id}&area=users`, admin.bearer)).json()
      .data;
    expect(events[0]).toMatchObject({
      action: 'user.second-factors-reset',
      before: { secondFactors: ['totp'] },
      after: { secondFactors: [] },
    });
    const notSet = await call(t, 'GET', `/api/users?secondFactor=not-set`, admin.bearer);
    expect(
      notSet
        .json()
        .data.map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual([admin.user.email, 'sam@acme.test'].sort());
  });

  it('is refused on a user with more access than the caller (and needs settings)', async () => {
    t = await build();
    const manager = await signedInAdmin(t, { settings: true });
    const fullGroup = await createGroup(t, manager.company.id, 'full', 'Owners');
    const owner = await createUser(t, manager.company.id, { groupId: fullGroup.id });
    await enrolTotp(t, (await sessionHeaders(t, owner)).bearer);
    const res = await call(t, 'POST', `/api/users/${owner.id}/second-factors/reset`, manager.bearer);
    expect([res.statusCode, res.json()]).toEqual([403, { error: userMessages.targetHasMoreAccess }]);
    const memberGroup = await createGroup(t, manager.company.id, { projects: true }, 'Members');
    const member = await createUser(t, manager.company.id, { groupId: memberGroup.id });
    const memberHeaders = (await sessionHeaders(t, member)).bearer;
    expect(
      (await call(t, 'POST', `/api/users/${owner.id}/second-factors/reset`, memberHeaders)).statusCode,
    ).toBe(403);
    // Another company's user is unknown.
    const other = await signedInAdmin(t);
    expect(
      (await call(t, 'POST', `/api/users/${owner.id}/second-factors/reset`, other.bearer)).statusCode,
    ).toBe(404);
    expect(await currentVersion(t, manager.bearer, `/api/users/${owner.id}`)).toBeGreaterThan(0);
  });
});

describe('no secret, code, recovery code or ticket in a log line or a later answer', () => {
  it('keeps them out of every log line', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const { secret, recoveryCodes } = await enrolTotp(t, admin.bearer);
    const ticket = await ticketFor(t, admin.user.email, PASSWORD);
    const code = codeNow(t, secret);
    await secondStep(t, { ticket, code: '000000' });
    await secondStep(t, { ticket, code });
    const second = await ticketFor(t, admin.user.email, PASSWORD);
    await secondStep(t, { ticket: second, recoveryCode: recoveryCodes[0] as string });
    const regenerated = (await call(t, 'POST', '/api/users/me/recovery-codes', admin.bearer)).json().data
      .recoveryCodes as string[];
    const logs = t.logLines.join('\n');
    expect(t.logLines.length).toBeGreaterThan(5);
    for (const value of [secret, code, ticket, second, ...recoveryCodes, ...regenerated]) {
      expect(logs).not.toContain(value);
    }
    const activity = JSON.stringify((await call(t, 'GET', '/api/activity', admin.bearer)).json());
    for (const value of [secret, ...recoveryCodes, ...regenerated]) expect(activity).not.toContain(value);
  });
});
