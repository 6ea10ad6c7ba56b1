import { emailChangeMessages, linkMessages, userMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_TTL_MS } from '../../src/repositories/user-tokens.js';
import {
  bearer,
  login,
  NEW_PASSWORD,
  OTHER_NEW_PASSWORD,
  post,
  registerTokenFromMail,
  utokenFromMail,
} from '../fixtures/auth.js';
import { createGroup, createUser, PASSWORD, sessionHeaders, signedInAdmin } from '../fixtures/records.js';
import { send } from '../fixtures/users.js';
import { build, type TestApp } from '../helpers/build.js';

/** No answer depends on data of another company, and no unauthenticated request claims or opens an account. */
let t: TestApp;
afterEach(async () => t?.app.close());

/** Two companies; Beta has a user whose address Alpha's people will try. */
async function twoCompanies() {
  const alpha = await signedInAdmin(t, 'full');
  const plain = await createGroup(t, alpha.company.id, 'none', 'Nothing');
  const member = await createUser(t, alpha.company.id, { email: 'member@alpha.test', groupId: plain.id });
  const colleague = await createUser(t, alpha.company.id, {
    email: 'colleague@alpha.test',
    groupId: plain.id,
  });
  const beta = await signedInAdmin(t, 'full');
  const betaUser = await createUser(t, beta.company.id, {
    email: 'someone@beta.test',
    groupId: beta.group.id,
  });
  return { alpha, plain, member, colleague, memberSession: await sessionHeaders(t, member), beta, betaUser };
}

const confirmEmail = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/users/confirm-email', headers, payload: { token } });

/** The token of the confirmation link mailed to `to`. */
function confirmationToken(to: string): string {
  const mail = [...t.mailer.sent].reverse().find((m) => m.to === to);
  const match = mail?.text.match(/https?:\/\/\S+\/confirm-email\?token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no confirmation link mailed to ${to}`);
  return match[1];
}

describe('4. Cross-company email existence: no answer depends on another company’s addresses', () => {
  it('invites an address used in another company exactly as a fresh one', async () => {
    t = await build();
    const { alpha, plain, betaUser } = await twoCompanies();
    const taken = await send(t, 'POST', '/api/users', alpha.bearer, {
      name: 'Someone',
      email: betaUser.email,
      permissionGroupId: plain.id,
    });
    const fresh = await send(t, 'POST', '/api/users', alpha.bearer, {
      name: 'Someone Else',
      email: 'fresh@nowhere.test',
      permissionGroupId: plain.id,
    });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(fresh.statusCode).toBe(201);
    expect(taken.json().message).toBe(fresh.json().message);
  });

  it('changes an email (own profile, own edit, an admin’s edit) to another company’s address exactly as to a fresh one', async () => {
    t = await build();
    const { alpha, member, memberSession, colleague, betaUser } = await twoCompanies();
    const attempts = async (email: string) => [
      await send(t, 'PUT', `/api/users/update-userprofile/${member.id}`, memberSession.bearer, {
        name: 'Mia',
        email,
        phone: '+49 30 1234567',
        currentPassword: PASSWORD,
      }),
      await send(t, 'PUT', `/api/users/${member.email}`, memberSession.bearer, {
        email,
        currentPassword: PASSWORD,
      }),
      await send(t, 'PUT', `/api/users/${colleague.email}`, alpha.bearer, {
        email,
        currentPassword: PASSWORD,
      }),
    ];
    const taken = await attempts(betaUser.email);
    const fresh = await attempts('fresh@nowhere.test');
    for (const [i, res] of taken.entries()) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.statusCode).toBe(fresh[i]?.statusCode);
      expect(res.json().message).toBe(fresh[i]?.json().message);
    }
  });

  it('still answers 409 for an address of the caller’s own company', async () => {
    t = await build();
    const { alpha, member, memberSession, plain, colleague } = await twoCompanies();
    const invite = await send(t, 'POST', '/api/users', alpha.bearer, {
      name: 'Again',
      email: colleague.email.toUpperCase(),
      permissionGroupId: plain.id,
    });
    expect(invite.statusCode).toBe(409);
    expect(invite.json()).toEqual({ error: userMessages.emailTaken });
    const change = await send(t, 'PUT', `/api/users/${member.email}`, memberSession.bearer, {
      email: colleague.email,
      currentPassword: PASSWORD,
    });
    expect(change.statusCode).toBe(409);
  });

  it('lets the same address sign in to each company it belongs to, chosen by the company the host serves', async () => {
    t = await build();
    const { alpha, plain, betaUser, beta } = await twoCompanies();
    await send(t, 'POST', '/api/users', alpha.bearer, {
      name: 'Sam',
      email: betaUser.email,
      permissionGroupId: plain.id,
    });
    const register = await post(t, '/api/users/register', {
      registerToken: registerTokenFromMail(t),
      name: 'Sam',
      password: NEW_PASSWORD,
    });
    expect(register.statusCode, register.body).toBe(200);
    const inAlpha = await login(t, betaUser.email, NEW_PASSWORD, { companyId: alpha.company.id });
    expect(inAlpha.statusCode).toBe(200);
    expect(inAlpha.json().user.companyId).toBe(alpha.company.id);
    const inBeta = await login(t, betaUser.email, PASSWORD, { companyId: beta.company.id });
    expect(inBeta.statusCode).toBe(200);
    expect(inBeta.json().user.companyId).toBe(beta.company.id);
    // The wrong password for the company named is refused like any other.
    expect((await login(t, betaUser.email, PASSWORD, { companyId: alpha.company.id })).statusCode).toBe(401);
  });
});

describe('6. Claiming an address: an unverified sign-up blocks no invitation and expires with its link', () => {
  const claim = {
    firstName: 'Not',
    lastName: 'Me',
    email: 'new.hire@alpha.test',
    companyName: 'Claimed Inc',
  };

  it('invites an address an unverified sign-up used', async () => {
    t = await build();
    const { alpha, plain } = await twoCompanies();
    expect((await post(t, '/api/accounts', claim)).statusCode).toBe(201);
    const invite = await send(t, 'POST', '/api/users', alpha.bearer, {
      name: 'New Hire',
      email: claim.email,
      permissionGroupId: plain.id,
    });
    expect(invite.statusCode, invite.body).toBe(201);
    expect(t.mailer.last().to).toBe(claim.email);
  });

  it('removes the unverified sign-up once its link has expired', async () => {
    t = await build();
    expect((await post(t, '/api/accounts', claim)).statusCode).toBe(201);
    const claimed = () =>
      t.db.selectFrom('companies').select('id').where('name', '=', 'Claimed Inc').execute();
    expect(await claimed()).toHaveLength(1);
    t.clock.advance(TOKEN_TTL_MS.password + 1000);
    // Any later sign-up sweeps what has expired.
    await post(t, '/api/accounts', { ...claim, email: 'someone.else@else.test', companyName: 'Else' });
    expect(await claimed()).toHaveLength(0);
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', claim.email).execute(),
    ).toHaveLength(0);
  });

  it('keeps a sign-up whose owner set a password', async () => {
    t = await build();
    await post(t, '/api/accounts', claim);
    expect(
      (await post(t, '/api/users/set-password', { utoken: utokenFromMail(t), password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);
    t.clock.advance(TOKEN_TTL_MS.password + 1000);
    await post(t, '/api/accounts', { ...claim, email: 'someone.else@else.test', companyName: 'Else' });
    expect((await login(t, claim.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('7. Email change: current password, confirmation at the new address, notice to the old, effective on confirmation', () => {
  it('changes one’s own email only after confirmation, and confirmation ends other sessions and password links', async () => {
    t = await build();
    const { member, memberSession } = await twoCompanies();
    const profile = (body: object) =>
      send(t, 'PUT', `/api/users/update-userprofile/${member.id}`, memberSession.bearer, {
        name: 'Mia',
        phone: '+49 30 1234567',
        ...body,
      });

    const without = await profile({ email: 'mia@new.test' });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toEqual({ error: emailChangeMessages.currentPasswordRequired });
    const wrong = await profile({ email: 'mia@new.test', currentPassword: 'not the password at all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: emailChangeMessages.wrongCurrentPassword });
    expect(t.mailer.sent).toEqual([]);

    // A password link outstanding before the change.
    await post(t, '/api/users/forgot-password', { email: member.email });
    await t.app.outbox.drain();
    const oldLink = utokenFromMail(t);

    const asked = await profile({ email: 'mia@new.test', currentPassword: PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().message).toBe(emailChangeMessages.confirmationSent);
    expect(asked.json().data.email).toBe(member.email);
    expect(asked.json().data.name).toBe('Mia');
    const toNew = t.mailer.sent.find((m) => m.to === 'mia@new.test');
    const toOld = t.mailer.sent.filter((m) => m.to === member.email).at(-1);
    expect(toNew?.text).toMatch(/\/confirm-email\?token=/);
    expect(toOld?.text).toContain('mia@new.test');
    expect(toOld?.text).not.toMatch(/token=/);
    const token = confirmationToken('mia@new.test');
    expect((await login(t, 'mia@new.test', PASSWORD)).statusCode).toBe(401);
    expect((await login(t, member.email, PASSWORD)).statusCode).toBe(200);

    const confirmed = await confirmEmail(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: emailChangeMessages.confirmed });
    expect((await login(t, 'mia@new.test', PASSWORD)).statusCode).toBe(200);
    expect((await login(t, member.email, PASSWORD)).statusCode).toBe(401);
    const session = await t.app.inject({
      method: 'GET',
      url: `/api/users/${member.id}`,
      headers: memberSession.bearer,
    });
    expect(session.statusCode).toBe(401);
    const stale = await post(t, '/api/users/set-password', { utoken: oldLink, password: OTHER_NEW_PASSWORD });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ error: linkMessages.invalidLink });
    // The link works once.
    expect((await confirmEmail(token)).statusCode).toBe(400);
  });

  it('makes an admin changing another user’s email follow the same rule', async () => {
    t = await build();
    const { alpha, colleague } = await twoCompanies();
    const without = await send(t, 'PUT', `/api/users/${colleague.email}`, alpha.bearer, {
      email: 'col@new.test',
    });
    expect(without.statusCode).toBe(400);
    const asked = await send(t, 'PUT', `/api/users/${colleague.email}`, alpha.bearer, {
      email: 'col@new.test',
      currentPassword: PASSWORD,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data.email).toBe(colleague.email);
    expect(t.mailer.sent.map((m) => m.to).sort()).toEqual([colleague.email, 'col@new.test'].sort());
    expect((await confirmEmail(confirmationToken('col@new.test'))).statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/users/${colleague.id}`,
      headers: alpha.bearer,
    });
    expect(read.json().data.email).toBe('col@new.test');
  });

  it('saves name and phone at once and refuses an unknown confirmation token', async () => {
    t = await build();
    const { member, memberSession } = await twoCompanies();
    const res = await send(t, 'PUT', `/api/users/update-userprofile/${member.id}`, memberSession.bearer, {
      name: 'Mia Renamed',
      email: member.email,
      phone: '+49 30 7654321',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Mia Renamed', phone: '+49 30 7654321' });
    expect(t.mailer.sent).toEqual([]);
    const unknown = await confirmEmail('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: linkMessages.invalidLink });
  });
});

describe('8. Invited users activate through their invitation only', () => {
  it('a sign-up with an invited address opens no path into the inviting company', async () => {
    t = await build();
    const { alpha, plain } = await twoCompanies();
    const invite = await send(t, 'POST', '/api/users', alpha.bearer, {
      name: 'Ivy Invited',
      email: 'ivy@alpha.test',
      permissionGroupId: plain.id,
    });
    expect(invite.statusCode).toBe(201);
    const registerToken = registerTokenFromMail(t);
    const invitedId = invite.json().data._id as string;

    expect(
      (
        await post(t, '/api/accounts', {
          firstName: 'Ivy',
          lastName: 'Invited',
          email: 'ivy@alpha.test',
          companyName: 'Side Door',
        })
      ).statusCode,
    ).toBe(201);
    await t.app.outbox.drain();
    const set = await post(t, '/api/users/set-password', {
      utoken: utokenFromMail(t),
      password: NEW_PASSWORD,
    });
    expect(set.statusCode).toBe(200);

    const read = await t.app.inject({ method: 'GET', url: `/api/users/${invitedId}`, headers: alpha.bearer });
    expect(read.json().data.status).toBe('invited');
    expect((await login(t, 'ivy@alpha.test', NEW_PASSWORD, { companyId: alpha.company.id })).statusCode).toBe(
      401,
    );
    const own = await login(t, 'ivy@alpha.test', NEW_PASSWORD);
    expect(own.statusCode).toBe(200);
    expect(own.json().user.companyId).not.toBe(alpha.company.id);
    const users = await t.app.inject({
      method: 'GET',
      url: '/api/users/all',
      headers: bearer(own.json().token),
    });
    expect(users.json().data.map((u: { email: string }) => u.email)).toEqual(['ivy@alpha.test']);

    // The invitation still works, and only it joins the inviting company.
    const joined = await post(t, '/api/users/register', {
      registerToken,
      name: 'Ivy',
      password: OTHER_NEW_PASSWORD,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(
      (await login(t, 'ivy@alpha.test', OTHER_NEW_PASSWORD, { companyId: alpha.company.id })).statusCode,
    ).toBe(200);
  });
});
