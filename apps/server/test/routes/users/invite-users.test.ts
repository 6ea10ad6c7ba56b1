import { afterEach, describe, expect, it } from 'vitest';
import { createGroup, createUser, sessionHeaders } from '../../fixtures/records.js';
import { send, usersWorld } from '../../fixtures/users.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

const bulk = (
  headers: Record<string, string>,
  permissionGroupId: string,
  rows: { name: string; email: string }[],
) => send(t, 'POST', '/api/users/bulk-invite', headers, { permissionGroupId, rows });

describe('POST /api/users/bulk-invite (inviteUsers)', () => {
  it('answers every row in order: invited, already a user, listed twice, invalid — and invites only the good rows', async () => {
    t = await build();
    const { admin, plainGroup } = await usersWorld(t);
    const res = await bulk(admin.bearer, plainGroup.id, [
      { name: 'Ben Keller', email: 'ben@acme.test' },
      { name: 'Mia Again', email: 'MEMBER@acme.test' },
      { name: 'No Email', email: 'not-an-email' },
      { name: '', email: 'nameless@acme.test' },
      { name: 'Ben Twice', email: 'Ben@acme.test' },
      { name: 'Clara Vogel', email: 'clara@acme.test' },
      { name: 'Empty', email: '' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('2 of 7 invited');
    expect(
      body.data.map((r: { row: number; outcome: string; message: string }) => [r.row, r.outcome, r.message]),
    ).toEqual([
      [0, 'invited', 'Invitation sent'],
      [1, 'alreadyUser', 'A user with this email already exists'],
      [2, 'invalid', 'Invalid Email'],
      [3, 'invalid', 'name is required'],
      [4, 'alreadyUser', 'This email is listed more than once'],
      [5, 'invited', 'Invitation sent'],
      [6, 'invalid', 'Email is required'],
    ]);
    expect(body.data[0].user).toMatchObject({
      name: 'Ben Keller',
      status: 'invited',
      permissionGroupName: 'Project Managers',
      invitationExpiresAt: '2026-11-08T09:00:00.000Z',
    });
    expect(body.data[1].user).toBeNull();
    // One mail per invited row, each with its own register link.
    expect(t.mailer.sent.map((m) => m.to)).toEqual(['ben@acme.test', 'clara@acme.test']);
    const invited = await t.db
      .selectFrom('users')
      .select('email')
      .where('password_hash', 'is', null)
      .execute();
    expect(invited.map((u) => u.email).sort()).toEqual(['ben@acme.test', 'clara@acme.test']);
    const tokens = await t.db.selectFrom('user_tokens').select(['kind', 'used_at']).execute();
    expect(tokens).toEqual([
      { kind: 'invite', used_at: null },
      { kind: 'invite', used_at: null },
    ]);
  });

  it('records each invitation in the activity record, in the same transaction, without the link', async () => {
    t = await build();
    const { admin, plainGroup } = await usersWorld(t);
    await bulk(admin.bearer, plainGroup.id, [{ name: 'Ben Keller', email: 'ben@acme.test' }]);
    const events = await t.db.selectFrom('activity').selectAll().execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      area: 'users',
      action: 'user.invited',
      target_type: 'user',
      target_label: 'ben@acme.test',
      actor_id: admin.user.id,
      before: null,
      after: {
        name: 'Ben Keller',
        email: 'ben@acme.test',
        status: 'invited',
        permissionGroup: 'Project Managers',
      },
    });
    expect(JSON.stringify(events)).not.toContain(t.mailer.lastLink('/register/').pathname.split('/').at(-1));
  });

  it('invites every valid row while mail cannot be sent: their mails wait in the outbox, and go out once it can', async () => {
    t = await build();
    const { admin, plainGroup } = await usersWorld(t);
    const send = t.mailer.send.bind(t.mailer);
    let down = true;
    t.mailer.send = async (message, envelope) => {
      if (down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' });
      return send(message, envelope);
    };
    const res = await bulk(admin.bearer, plainGroup.id, [
      { name: 'Broken Mail', email: 'broken@acme.test' },
      { name: 'Ben Keller', email: 'ben@acme.test' },
    ]);
    expect(res.statusCode).toBe(200);
    const results = res.json().data as { outcome: string; user: { invitationMail: unknown } }[];
    expect(results.map((r) => r.outcome)).toEqual(['invited', 'invited']);
    const rows = await t.db.selectFrom('users').select('email').where('password_hash', 'is', null).execute();
    expect(rows.map((r) => r.email).sort()).toEqual(['ben@acme.test', 'broken@acme.test']);
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select(['kind', 'state', 'attempts', 'last_error'])
      .execute();
    expect(mails).toEqual([
      { kind: 'invite', state: 'queued', attempts: 1, last_error: 'The mail server could not be reached' },
      { kind: 'invite', state: 'queued', attempts: 1, last_error: 'The mail server could not be reached' },
    ]);
    expect(t.mailer.sent).toEqual([]);

    down = false;
    t.clock.advance(60_000);
    await t.app.outbox.drain();
    expect(t.mailer.sent.map((m) => m.to).sort()).toEqual(['ben@acme.test', 'broken@acme.test']);
  });

  it('checks the group once for the whole request: unknown or another company’s (404), more access than the caller (403)', async () => {
    t = await build();
    const { admin, other, memberSession, plainGroup } = await usersWorld(t);
    const rows = [{ name: 'Ben Keller', email: 'ben@acme.test' }];
    expect((await bulk(admin.bearer, other.group.id, rows)).statusCode).toBe(404);
    const limited = await createGroup(t, admin.company.id, { settings: true }, 'Settings only');
    const limitedUser = await createUser(t, admin.company.id, {
      groupId: limited.id,
      email: 'lim@acme.test',
    });
    const limitedHeaders = (await sessionHeaders(t, limitedUser)).bearer;
    const res = await bulk(limitedHeaders, plainGroup.id, rows);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You cannot grant access you do not have yourself' });
    expect((await bulk(memberSession.bearer, plainGroup.id, rows)).statusCode).toBe(403);
    expect(t.mailer.sent).toEqual([]);
  });

  it('refuses an empty list or more than 500 rows with 400', async () => {
    t = await build();
    const { admin, plainGroup } = await usersWorld(t);
    expect((await bulk(admin.bearer, plainGroup.id, [])).statusCode).toBe(400);
    const many = Array.from({ length: 501 }, (_, i) => ({ name: `P ${i}`, email: `p${i}@acme.test` }));
    expect((await bulk(admin.bearer, plainGroup.id, many)).statusCode).toBe(400);
  });
});
