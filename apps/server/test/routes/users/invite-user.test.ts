import { requestMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { registerTokenFromMail } from '../../fixtures/auth.js';
import { createUser } from '../../fixtures/records.js';
import { send, usersWorld } from '../../fixtures/users.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('POST /api/users (invite)', () => {
  it("creates an invited user in the caller's company (ignoring companyId) and mails a /register/ link", async () => {
    t = await build();
    const { admin, plainGroup, other } = await usersWorld(t);
    const res = await send(t, 'POST', '/api/users', admin.bearer, {
      name: 'Ben Keller',
      email: 'ben@acme.test',
      permissionGroupId: plainGroup.id,
      companyId: other.company.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Invitation sent',
      data: {
        _id: expect.any(String),
        name: 'Ben Keller',
        email: 'ben@acme.test',
        phone: null,
        status: 'invited',
        isDeleted: 'false',
        permissionGroupId: plainGroup.id,
        permissionGroupName: 'Project Managers',
        companyId: admin.company.id,
        createdAt: '2026-11-01T09:00:00.000Z',
        invitationExpiresAt: '2026-11-08T09:00:00.000Z',
        // Answered before the worker delivers it.
        invitationMail: { state: 'queued', at: '2026-11-01T09:00:00.000Z', reason: null },
        secondFactors: [],
        version: 1,
      },
    });
    expect(t.mailer.last().to).toBe('ben@acme.test');
    const link = t.mailer.lastLink('/register/');
    expect(link.origin).toBe('http://console.test');
    // At least 128 random bits: 22 or more base64url characters.
    expect(registerTokenFromMail(t)).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const stored = await t.db.selectFrom('user_tokens').selectAll().executeTakeFirstOrThrow();
    expect(stored.kind).toBe('invite');
    expect(stored.token_hash).not.toBe(registerTokenFromMail(t));
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 409 when the email belongs to a live user of the company, but not for a deleted one', async () => {
    t = await build();
    const { admin, plainGroup } = await usersWorld(t);
    await createUser(t, admin.company.id, { email: 'gone@acme.test', deleted: true });
    for (const email of ['member@acme.test', 'MEMBER@acme.test']) {
      const res = await send(t, 'POST', '/api/users', admin.bearer, {
        name: 'X',
        email,
        permissionGroupId: plainGroup.id,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'A user with this email already exists' });
    }
    const again = await send(t, 'POST', '/api/users', admin.bearer, {
      name: 'Back',
      email: 'gone@acme.test',
      permissionGroupId: plainGroup.id,
    });
    expect(again.statusCode).toBe(201);
  });

  it("answers 404 for another company's group", async () => {
    t = await build();
    const { admin, other } = await usersWorld(t);
    const res = await send(t, 'POST', '/api/users', admin.bearer, {
      name: 'X',
      email: 'x@acme.test',
      permissionGroupId: other.group.id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Permission group not found' });
  });

  it('answers 400 for bad bodies, and for a line break in the name before writing anything', async () => {
    t = await build();
    const { admin, plainGroup } = await usersWorld(t);
    const valid = { name: 'Ben', email: 'ben@acme.test', permissionGroupId: plainGroup.id };
    for (const payload of [
      { ...valid, email: 'ben@acme' },
      { ...valid, name: '' },
      { email: valid.email, permissionGroupId: plainGroup.id },
      { ...valid, role: 'admin' },
      { ...valid, permissionGroupId: 'nope' },
    ]) {
      expect(
        (await send(t, 'POST', '/api/users', admin.bearer, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
    const injected = await send(t, 'POST', '/api/users', admin.bearer, {
      ...valid,
      name: 'Ben\r\nBcc: x@evil.example',
    });
    expect(injected.statusCode).toBe(400);
    expect(injected.json()).toEqual({ error: requestMessages.forbiddenCharacters('name', 'body') });
    const row = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ben@acme.test')
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('answers 403 without the settings flag', async () => {
    t = await build();
    const { memberSession, plainGroup } = await usersWorld(t);
    const res = await send(t, 'POST', '/api/users', memberSession.bearer, {
      name: 'X',
      email: 'x@acme.test',
      permissionGroupId: plainGroup.id,
    });
    expect(res.statusCode).toBe(403);
  });
});
