import { groupMessages, userMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { login } from '../fixtures/auth.js';
import { createPanel, update as updateGroup } from '../fixtures/permission-groups.js';
import { createGroup, createUser, PASSWORD, sessionHeaders, signedInAdmin } from '../fixtures/records.js';
import { send } from '../fixtures/users.js';
import { build, type TestApp } from '../helpers/build.js';

/**
 * Nobody acts on someone with more access than they have: "more access" means the target's effective flags
 * (panel fields included) are not a subset of the caller's. Attacks as they were reproduced against the server.
 */
let t: TestApp;
afterEach(async () => t?.app.close());

/** A company with a fully privileged admin, a user manager holding only `settings`, and a plain member. */
async function company() {
  const admin = await signedInAdmin(t, 'full');
  const managers = await createGroup(t, admin.company.id, { settings: true }, 'User managers');
  const manager = await createUser(t, admin.company.id, {
    email: 'manager@acme.test',
    name: 'Max Manager',
    groupId: managers.id,
  });
  const plain = await createGroup(t, admin.company.id, 'none', 'Nothing');
  const member = await createUser(t, admin.company.id, {
    email: 'member@acme.test',
    name: 'Mia Member',
    groupId: plain.id,
  });
  const invitedAdmin = await createUser(t, admin.company.id, {
    email: 'invited.admin@acme.test',
    password: null,
    groupId: admin.group.id,
  });
  return {
    admin,
    managers,
    manager,
    managerSession: await sessionHeaders(t, manager),
    plain,
    member,
    invitedAdmin,
  };
}

async function userRow(id: string) {
  return t.db
    .selectFrom('users')
    .select(['email', 'name', 'password_hash', 'permission_group_id', 'is_deleted'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

const refusedForMoreAccess = { error: userMessages.targetHasMoreAccess };

describe('1. Account takeover: no edit, email change, reset, group change, deletion or reinvite of a user with more access', () => {
  it('refuses every one of them to a user manager holding only settings, changes nothing and mails nobody', async () => {
    t = await build();
    const { admin, managerSession, plain, invitedAdmin } = await company();
    const before = await userRow(admin.user.id);
    const invitedBefore = await userRow(invitedAdmin.id);
    const attempts = [
      () =>
        send(t, 'PUT', `/api/users/${admin.user.email}`, managerSession.bearer, {
          email: 'attacker@evil.test',
        }),
      () => send(t, 'PUT', `/api/users/${admin.user.email}`, managerSession.bearer, { name: 'Hijacked' }),
      () =>
        send(t, 'PUT', `/api/users/update-userprofile/${admin.user.id}`, managerSession.bearer, {
          name: 'Hijacked',
          email: 'attacker@evil.test',
          phone: '+49 30 1234567',
        }),
      () =>
        send(t, 'PUT', `/api/users/reset-password/${admin.user.id}`, managerSession.bearer, { password: '' }),
      () =>
        send(t, 'PUT', '/api/users', managerSession.bearer, {
          _id: admin.user.id,
          permissionGroupId: plain.id,
        }),
      () => send(t, 'DELETE', `/api/users/${admin.user.id}`, managerSession.bearer),
      () => send(t, 'POST', `/api/users/${invitedAdmin.id}/reinvite`, managerSession.bearer),
      () => send(t, 'DELETE', `/api/users/invite/${invitedAdmin.id}`, managerSession.bearer),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual(refusedForMoreAccess);
    }
    expect(await userRow(admin.user.id)).toEqual(before);
    expect(await userRow(invitedAdmin.id)).toEqual(invitedBefore);
    expect(t.mailer.sent).toEqual([]);
    expect((await login(t, admin.user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('still lets the user manager edit, reset and move users within its own access', async () => {
    t = await build();
    const { managerSession, member, managers } = await company();
    const edit = await send(t, 'PUT', `/api/users/${member.email}`, managerSession.bearer, {
      name: 'Mia M.',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const move = await send(t, 'PUT', '/api/users', managerSession.bearer, {
      _id: member.id,
      permissionGroupId: managers.id,
    });
    expect(move.statusCode, move.body).toBe(200);
    const reset = await send(t, 'PUT', `/api/users/reset-password/${member.id}`, managerSession.bearer, {
      password: '',
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('counts panel fields: a target with a panel field the caller lacks has more access', async () => {
    t = await build();
    const { admin, managerSession } = await company();
    const panel = await createPanel(t, admin.company.id);
    const panelists = await createGroup(t, admin.company.id, { settings: true }, 'Panelists');
    await t.db
      .updateTable('permission_groups')
      .set({
        access: JSON.stringify({
          ...panelists.access,
          panelMap: { [panel.id]: { access: true, export: true } },
        }),
      })
      .where('id', '=', panelists.id)
      .execute();
    const panelist = await createUser(t, admin.company.id, {
      email: 'panelist@acme.test',
      groupId: panelists.id,
    });
    const res = await send(t, 'PUT', `/api/users/${panelist.email}`, managerSession.bearer, {
      name: 'Renamed',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusedForMoreAccess);
  });
});

describe('2. Demotion and flag loss: group changes of richer users and switching off flags their group gives', () => {
  it('refuses demoting and deleting a fully privileged user', async () => {
    t = await build();
    const { admin, managerSession, managers } = await company();
    const demote = await send(t, 'PUT', '/api/users', managerSession.bearer, {
      _id: admin.user.id,
      permissionGroupId: managers.id,
    });
    expect(demote.statusCode).toBe(403);
    expect(demote.json()).toEqual(refusedForMoreAccess);
    const viaEdit = await send(t, 'PUT', `/api/users/${admin.user.email}`, managerSession.bearer, {
      permissionGroupId: managers.id,
    });
    expect(viaEdit.statusCode).toBe(403);
    const remove = await send(t, 'DELETE', `/api/users/${admin.user.id}`, managerSession.bearer);
    expect(remove.statusCode).toBe(403);
    const row = await userRow(admin.user.id);
    expect(row).toMatchObject({ permission_group_id: admin.group.id, is_deleted: false });
  });

  it('refuses switching off a flag or panel field on a group whose members have access the caller lacks', async () => {
    t = await build();
    const { admin, managerSession } = await company();
    const panel = await createPanel(t, admin.company.id);
    const flagOff = await updateGroup(t, managerSession.bearer, admin.group.id, {
      id: admin.group.id,
      target: 'projects',
      value: false,
    });
    expect(flagOff.statusCode).toBe(403);
    expect(flagOff.json()).toEqual({ error: groupMessages.membersHaveMoreAccess });
    // Even a flag the caller holds: the group's members still have more than the caller.
    const settingsOff = await updateGroup(t, managerSession.bearer, admin.group.id, {
      id: admin.group.id,
      target: 'settings',
      value: false,
    });
    expect(settingsOff.statusCode).toBe(403);
    const panelOff = await updateGroup(t, managerSession.bearer, admin.group.id, {
      target: 'panel',
      panelId: panel.id,
      field: 'access',
      value: false,
    });
    expect(panelOff.statusCode).toBe(403);
    const stored = await t.db
      .selectFrom('permission_groups')
      .select('access')
      .where('id', '=', admin.group.id)
      .executeTakeFirstOrThrow();
    expect(stored.access).toMatchObject({ projects: true, settings: true });
  });

  it('allows switching off flags of a group whose members are within the caller’s access', async () => {
    t = await build();
    const { admin, managerSession } = await company();
    const within = await createGroup(t, admin.company.id, { settings: true }, 'Also managers');
    await createUser(t, admin.company.id, { email: 'other.manager@acme.test', groupId: within.id });
    const res = await updateGroup(t, managerSession.bearer, within.id, {
      id: within.id,
      target: 'settings',
      value: false,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('3. Lock-out: the last settings holders cannot be moved out of settings, by any path', () => {
  /** A company whose only signed-up settings holder is the caller. */
  async function soleHolder() {
    const admin = await signedInAdmin(t, { settings: true, projects: true });
    const without = await createGroup(t, admin.company.id, { projects: true }, 'Projects only');
    return { admin, without };
  }

  const lastHolder = { error: groupMessages.lastSettingsHolder };

  it('refuses moving the last holder (self) into a group without settings: group change and user edit', async () => {
    t = await build();
    const { admin, without } = await soleHolder();
    const viaGroup = await send(t, 'PUT', '/api/users', admin.bearer, {
      _id: admin.user.id,
      permissionGroupId: without.id,
    });
    expect(viaGroup.statusCode).toBe(409);
    expect(viaGroup.json()).toEqual(lastHolder);
    const viaEdit = await send(t, 'PUT', `/api/users/${admin.user.email}`, admin.bearer, {
      permissionGroupId: without.id,
    });
    expect(viaEdit.statusCode).toBe(409);
    expect(viaEdit.json()).toEqual(lastHolder);
    expect((await userRow(admin.user.id)).permission_group_id).toBe(admin.group.id);
  });

  it('refuses switching settings off the last holders’ group, and deleting a group still holding them', async () => {
    t = await build();
    const { admin } = await soleHolder();
    const off = await updateGroup(t, admin.bearer, admin.group.id, {
      id: admin.group.id,
      target: 'settings',
      value: false,
    });
    expect(off.statusCode).toBe(409);
    expect(off.json()).toEqual(lastHolder);
    const deleteGroup = await send(t, 'DELETE', `/api/permission-groups/${admin.group.id}`, admin.bearer);
    expect(deleteGroup.statusCode).toBe(409);
  });

  it('lets a holder leave settings while another signed-up holder keeps it, then guards the one left', async () => {
    t = await build();
    const { admin, without } = await soleHolder();
    const second = await createUser(t, admin.company.id, {
      email: 'second@acme.test',
      groupId: admin.group.id,
    });
    const secondSession = await sessionHeaders(t, second);
    const first = await send(t, 'PUT', '/api/users', admin.bearer, {
      _id: admin.user.id,
      permissionGroupId: without.id,
    });
    expect(first.statusCode, first.body).toBe(200);
    const last = await send(t, 'PUT', '/api/users', secondSession.bearer, {
      _id: second.id,
      permissionGroupId: without.id,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual(lastHolder);
  });

  it('does not count an invited user as a holder', async () => {
    t = await build();
    const { admin, without } = await soleHolder();
    await createUser(t, admin.company.id, {
      email: 'pending@acme.test',
      password: null,
      groupId: admin.group.id,
    });
    const res = await send(t, 'PUT', '/api/users', admin.bearer, {
      _id: admin.user.id,
      permissionGroupId: without.id,
    });
    expect(res.statusCode).toBe(409);
  });
});
