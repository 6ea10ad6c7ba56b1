import { afterEach, describe, expect, it } from 'vitest';
import { login, NEW_PASSWORD, post, utokenFromMail } from '../../fixtures/auth.js';
import { update as updateGroup } from '../../fixtures/permission-groups.js';
import { createGroup, createUser, PASSWORD, sessionHeaders, signedInAdmin } from '../../fixtures/records.js';
import { call, codeNow, enrolTotp, nextStep, secondStep } from '../../fixtures/second-factors.js';
import { send } from '../../fixtures/users.js';
import { SoftAuthenticator } from '../../fixtures/webauthn.js';
import { build, type TestApp } from '../../helpers/build.js';

/** The writes of people, groups, links and sign-up are in the activity record: who, what, before → after, no secret. */
let t: TestApp;
afterEach(async () => t?.app.close());

interface Event {
  action: string;
  actor: { _id: string | null; email: string };
  targetLabel: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

async function events(headers: Record<string, string>, query = ''): Promise<Event[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/activity?limit=100${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('activity record of the user, group and link writes', () => {
  it('records invitation, edits, group change, email change, reset and deletion, the link’s own user as actor', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const plain = await createGroup(t, admin.company.id, 'none', 'Nothing');
    const invited = await send(t, 'POST', '/api/users', admin.bearer, {
      name: 'Ivy',
      email: 'ivy@acme.test',
      permissionGroupId: plain.id,
    });
    const member = await createUser(t, admin.company.id, {
      email: 'mia@acme.test',
      name: 'Mia',
      groupId: plain.id,
    });
    await send(t, 'PUT', `/api/users/${member.email}`, admin.bearer, { name: 'Mia M.' });
    await send(t, 'PUT', '/api/users', admin.bearer, { _id: member.id, permissionGroupId: admin.group.id });
    await send(t, 'PUT', `/api/users/${member.email}`, admin.bearer, {
      email: 'mia@new.test',
      currentPassword: PASSWORD,
    });
    const confirmation = t.mailer.sent
      .find((m) => m.to === 'mia@new.test')
      ?.text.match(/token=([\w-]+)/)?.[1];
    await post(t, '/api/users/confirm-email', { token: confirmation });
    await send(t, 'PUT', `/api/users/reset-password/${member.id}`, admin.bearer, { password: '' });
    await post(t, '/api/users/set-password', { utoken: utokenFromMail(t), password: NEW_PASSWORD });
    await send(t, 'DELETE', `/api/users/${member.id}`, admin.bearer);
    await send(t, 'DELETE', `/api/users/invite/${invited.json().data._id}`, admin.bearer);

    const byAction = Object.fromEntries(
      (await events(admin.bearer, '&area=users')).map((e) => [e.action, e]),
    );
    const adminActor = { _id: admin.user.id, name: admin.user.name, email: admin.user.email };
    expect(byAction['user.invited']).toMatchObject({
      actor: adminActor,
      before: null,
      after: { name: 'Ivy', email: 'ivy@acme.test', permissionGroup: 'Nothing', status: 'invited' },
    });
    expect(byAction['user.updated']).toMatchObject({ before: { name: 'Mia' }, after: { name: 'Mia M.' } });
    expect(byAction['user.group-changed']).toMatchObject({
      before: { permissionGroup: 'Nothing' },
      after: { permissionGroup: 'Administration' },
    });
    expect(byAction['user.email-change-requested']).toMatchObject({
      actor: adminActor,
      before: { pendingEmail: null },
      after: { pendingEmail: 'mia@new.test' },
    });
    expect(byAction['user.email-changed']).toMatchObject({
      actor: { _id: member.id },
      targetLabel: 'mia@new.test',
      before: { email: 'mia@acme.test' },
      after: { email: 'mia@new.test' },
    });
    expect(byAction['user.password-reset']).toMatchObject({ before: { password: '[changed]' } });
    expect(byAction['user.password-set']).toMatchObject({
      actor: { _id: member.id },
      after: { password: '[changed]' },
    });
    expect(byAction['user.deleted']).toMatchObject({
      before: { status: 'verified' },
      after: { status: 'deleted' },
    });
    expect(byAction['user.invitation-deleted']).toMatchObject({
      before: { email: 'ivy@acme.test' },
      after: null,
    });
    const all = JSON.stringify(await events(admin.bearer));
    expect(all).not.toContain(NEW_PASSWORD);
    expect(all).not.toContain(PASSWORD);
    expect(all).not.toContain(confirmation);
  });

  it('records group flags switched on and off, and nothing for a refused change', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const group = await createGroup(t, admin.company.id, 'none', 'Editors');
    await updateGroup(t, admin.bearer, group.id, { id: group.id, target: 'defaults', value: true });
    const managers = await createGroup(t, admin.company.id, { settings: true }, 'Managers');
    const manager = await createUser(t, admin.company.id, {
      email: 'manager@acme.test',
      groupId: managers.id,
    });
    const refused = await updateGroup(t, (await sessionHeaders(t, manager)).bearer, admin.group.id, {
      id: admin.group.id,
      target: 'projects',
      value: false,
    });
    expect(refused.statusCode).toBe(403);
    const recorded = await events(admin.bearer, '&area=permission-groups');
    expect(recorded.map((e) => [e.action, e.targetLabel, e.before, e.after])).toEqual([
      ['permission-group.flag-changed', 'Editors', { defaults: false }, { defaults: true }],
    ]);
  });

  it('records a sign-up as its new company’s first event, by the person who signed up', async () => {
    t = await build();
    await post(t, '/api/accounts', {
      firstName: 'Clara',
      lastName: 'Novak',
      email: 'clara@novak.example',
      companyName: 'Novak Research',
    });
    // The test clock stands still: a minute later, so the two events have an order by time.
    t.clock.advance(60_000);
    await post(t, '/api/users/set-password', { utoken: utokenFromMail(t), password: NEW_PASSWORD });
    const user = await t.db
      .selectFrom('users')
      .select(['id'])
      .where('email', '=', 'clara@novak.example')
      .executeTakeFirstOrThrow();
    const recorded = await events((await sessionHeaders(t, user)).bearer);
    expect(recorded.map((e) => e.action)).toEqual(['user.password-set', 'company.signed-up']);
    expect(recorded[1]).toMatchObject({
      actor: { _id: null, email: 'clara@novak.example' },
      after: { name: 'Novak Research', status: 'unconfirmed' },
    });
  });

  it('keeps no secret of a sign-in: the password (wrong or right), the ticket, the code, the recovery code, the assertion', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const typed: string[] = [PASSWORD, 'a wrong password typed 1234'];
    const key = new SoftAuthenticator();
    const options = await call(t, 'POST', '/api/users/me/second-factors/passkeys/options', admin.bearer);
    const credential = key.register(options.json().data, t.config.publicUrl);
    const added = await call(t, 'POST', '/api/users/me/second-factors/passkeys', admin.bearer, {
      name: 'Key',
      credential,
    });
    const recoveryCodes = added.json().data.recoveryCodes as string[];
    const { secret } = await enrolTotp(t, admin.bearer);
    typed.push(secret, ...recoveryCodes.map((code) => code.replace('-', '')), ...recoveryCodes);

    expect((await login(t, admin.user.email, 'a wrong password typed 1234')).statusCode).toBe(401);
    const ticketOf = async () =>
      (await login(t, admin.user.email, PASSWORD)).json().secondFactor.ticket as string;
    const ticket = await ticketOf();
    typed.push(ticket);
    const wrongCode = codeNow(t, secret, 5);
    typed.push(wrongCode);
    expect((await secondStep(t, { ticket, code: wrongCode })).statusCode).toBe(401);
    expect((await secondStep(t, { ticket, recoveryCode: 'ZZZZZ-ZZZZZ' })).statusCode).toBe(401);
    typed.push('ZZZZZZZZZZ', 'ZZZZZ-ZZZZZ');
    nextStep(t);
    const code = codeNow(t, secret);
    typed.push(code);
    expect((await secondStep(t, { ticket, code })).statusCode).toBe(200);
    const used = recoveryCodes[0] ?? '';
    expect((await secondStep(t, { ticket: await ticketOf(), recoveryCode: used })).statusCode).toBe(200);
    // A security key as the second step, then a passkey alone.
    const keyTicket = await ticketOf();
    typed.push(keyTicket);
    const step = await t.app.inject({
      method: 'POST',
      url: '/api/users/login/second-factor/options',
      payload: { ticket: keyTicket },
    });
    const assertion = key.assert(step.json().data, t.config.publicUrl);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/users/login/second-factor',
          payload: { ticket: keyTicket, credential: assertion },
        })
      ).statusCode,
    ).toBe(200);
    const start = await t.app.inject({ method: 'POST', url: '/api/users/login/passkey/options' });
    const alone = key.assert(start.json().data, t.config.publicUrl);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/users/login/passkey',
          payload: { credential: alone },
        })
      ).statusCode,
    ).toBe(200);
    for (const sent of [credential, assertion, alone]) {
      typed.push(sent.id, sent.rawId);
      for (const value of Object.values(sent.response)) if (typeof value === 'string') typed.push(value);
    }

    const recorded = await events(admin.bearer, '&area=sign-in');
    expect(recorded.map((e) => e.action).sort()).toEqual([
      'user.sign-in-failed',
      'user.sign-in-failed',
      'user.sign-in-failed',
      'user.signed-in',
      'user.signed-in',
      'user.signed-in',
      'user.signed-in',
    ]);
    const all = JSON.stringify(await t.db.selectFrom('activity').selectAll().execute());
    for (const secretText of typed.filter((text) => text.length >= 6)) expect(all).not.toContain(secretText);
  });
});
