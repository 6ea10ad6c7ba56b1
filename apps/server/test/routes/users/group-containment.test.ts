import { afterEach, describe, expect, it } from 'vitest';
import { createGroup, createUser, sessionHeaders, signedInAdmin } from '../../fixtures/records.js';
import { send } from '../../fixtures/users.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('assigning a permission group never grants more than the caller holds', () => {
  /** A user manager: settings and projects, nothing else — and a richer group next door. */
  async function managerWorld() {
    const admin = await signedInAdmin(t);
    const managers = await createGroup(t, admin.company.id, { settings: true, projects: true }, 'Managers');
    const manager = await createUser(t, admin.company.id, {
      email: 'manager@acme.test',
      groupId: managers.id,
    });
    const session = await sessionHeaders(t, manager);
    return { admin, managers, manager, session, richer: admin.group };
  }

  it('refuses to invite into a group with flags the caller lacks (403) and sends no mail', async () => {
    t = await build();
    const { session, richer } = await managerWorld();
    const res = await send(t, 'POST', '/api/users', session.bearer, {
      name: 'New Person',
      email: 'new@acme.test',
      permissionGroupId: richer.id,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You cannot grant access you do not have yourself' });
    expect(t.mailer.sent).toEqual([]);
  });

  it('refuses to move anyone, themselves included, into a richer group (both update operations)', async () => {
    t = await build();
    const { session, manager, richer, managers } = await managerWorld();
    const viaGroup = await send(t, 'PUT', '/api/users', session.bearer, {
      _id: manager.id,
      permissionGroupId: richer.id,
    });
    expect(viaGroup.statusCode).toBe(403);
    const viaEdit = await send(t, 'PUT', `/api/users/${manager.email}`, session.bearer, {
      permissionGroupId: richer.id,
    });
    expect(viaEdit.statusCode).toBe(403);
    const row = await t.db
      .selectFrom('users')
      .select('permission_group_id')
      .where('id', '=', manager.id)
      .executeTakeFirst();
    expect(row?.permission_group_id).toBe(managers.id);
  });

  it('allows groups within what the caller holds', async () => {
    t = await build();
    const { admin, session } = await managerWorld();
    const smaller = await createGroup(t, admin.company.id, { projects: true }, 'Projects only');
    const res = await send(t, 'POST', '/api/users', session.bearer, {
      name: 'New Person',
      email: 'new@acme.test',
      permissionGroupId: smaller.id,
    });
    expect(res.statusCode).toBe(201);
  });
});
