import { randomUUID } from 'node:crypto';
import { fullAccess } from '@qone/domain/access';
import { afterEach, describe, expect, it } from 'vitest';
import { createPanel, description, get, list, update } from '../../fixtures/permission-groups.js';
import {
  createCompany,
  createGroup,
  createUser,
  sessionHeaders,
  signedInAdmin,
} from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('PUT /api/permission-groups/{id} (updatePermissionGroup)', () => {
  describe('details', () => {
    it('renames and re-describes; the list shows the change', async () => {
      t = await build();
      const admin = await signedInAdmin(t);
      const group = await createGroup(t, admin.company.id, 'none', 'Ops');
      const res = await update(t, admin.bearer, group.id, {
        target: 'details',
        name: 'Operations',
        description: 'Runs the operations of the whole company.',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        name: 'Operations',
        description: 'Runs the operations of the whole company.',
      });
      const names = (await list(t, admin.bearer)).json().data.map((g: { name: string }) => g.name);
      expect(names).toContain('Operations');
      expect(names).not.toContain('Ops');
    });

    it.each([
      [{ name: 'Ops', description: 'Too short' }, 'Description too short'],
      [{ name: 'Ops', description: '' }, 'Description is required'],
      [{ name: '', description }, 'Name is required'],
      [{ name: 'Ops' }, 'Description is required'],
    ])('answers 400 with the form’s text for %j', async (fields, message) => {
      t = await build();
      const admin = await signedInAdmin(t);
      const res = await update(t, admin.bearer, admin.group.id, { target: 'details', ...fields });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    });

    it('answers 409 for another group’s name and accepts a change of case of its own', async () => {
      t = await build();
      const admin = await signedInAdmin(t);
      const group = await createGroup(t, admin.company.id, 'none', 'Ops');
      const taken = await update(t, admin.bearer, group.id, {
        target: 'details',
        name: 'ADMINISTRATION',
        description,
      });
      expect(taken.statusCode).toBe(409);
      const ownName = await update(t, admin.bearer, group.id, {
        target: 'details',
        name: 'OPS',
        description,
      });
      expect(ownName.statusCode).toBe(200);
    });
  });

  describe('access flags', () => {
    it('turns a flag the caller holds on and off; members see the change at once', async () => {
      t = await build();
      const admin = await signedInAdmin(t);
      const group = await createGroup(t, admin.company.id, 'none', 'Ops');
      const member = await createUser(t, admin.company.id, { groupId: group.id });
      const memberSession = await sessionHeaders(t, member);

      const on = await update(t, admin.bearer, group.id, { id: group.id, target: 'surveys', value: true });
      expect(on.statusCode).toBe(200);
      expect(on.json().data.access.surveys).toBe(true);
      const settingsOn = await update(t, admin.bearer, group.id, {
        id: group.id,
        target: 'settings',
        value: true,
      });
      expect(settingsOn.json().data.access).toMatchObject({ surveys: true, settings: true, projects: false });
      const permissions = await t.app.inject({
        method: 'GET',
        url: '/api/permissions',
        headers: memberSession.bearer,
      });
      expect(permissions.json().data.permissions.settings).toBe(true);

      const off = await update(t, admin.bearer, group.id, { id: group.id, target: 'surveys', value: false });
      expect(off.json().data.access.surveys).toBe(false);
      const listed = (await list(t, admin.bearer))
        .json()
        .data.find((g: { _id: string }) => g._id === group.id);
      expect(listed.access).toMatchObject({ surveys: false, settings: true });
    });

    it('answers 403 when the caller would grant a flag their own group lacks, but lets them turn it off', async () => {
      t = await build();
      const admin = await signedInAdmin(t, { settings: true, panels: true });
      const group = await createGroup(t, admin.company.id, { projects: true }, 'Ops');
      const grant = await update(t, admin.bearer, group.id, {
        id: group.id,
        target: 'defaults',
        value: true,
      });
      expect(grant.statusCode).toBe(403);
      expect(grant.json()).toEqual({ error: 'You cannot grant access you do not have yourself' });
      const revoke = await update(t, admin.bearer, group.id, {
        id: group.id,
        target: 'projects',
        value: false,
      });
      expect(revoke.statusCode).toBe(200);
      expect(revoke.json().data.access.projects).toBe(false);
      expect(
        (await update(t, admin.bearer, group.id, { id: group.id, target: 'panels', value: true })).statusCode,
      ).toBe(200);
    });

    it('answers 400 when the body’s id is not the group in the path, and for an unknown flag', async () => {
      t = await build();
      const admin = await signedInAdmin(t);
      const group = await createGroup(t, admin.company.id, 'none', 'Ops');
      const mismatch = await update(t, admin.bearer, group.id, {
        id: admin.group.id,
        target: 'surveys',
        value: true,
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toEqual({ error: 'id must be the id of the group in the path' });
      const unknown = await update(t, admin.bearer, group.id, { id: group.id, target: 'admin', value: true });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toContain('target');
      const notBoolean = await update(t, admin.bearer, group.id, {
        id: group.id,
        target: 'surveys',
        value: 'yes',
      });
      expect(notBoolean.statusCode).toBe(400);
      expect(notBoolean.json().error).toContain('value');
    });

    it('answers 409 rather than take settings from the last group giving it to a signed-up user', async () => {
      t = await build();
      const admin = await signedInAdmin(t);
      const lockout = await update(t, admin.bearer, admin.group.id, {
        id: admin.group.id,
        target: 'settings',
        value: false,
      });
      expect(lockout.statusCode).toBe(409);
      expect(lockout.json()).toEqual({ error: 'At least one user must keep the settings permission' });

      // An invited user does not count (they cannot sign in yet); a verified one in another group does.
      const others = await createGroup(t, admin.company.id, { settings: true }, 'Others');
      await createUser(t, admin.company.id, { groupId: others.id, password: null });
      expect(
        (
          await update(t, admin.bearer, admin.group.id, {
            id: admin.group.id,
            target: 'settings',
            value: false,
          })
        ).statusCode,
      ).toBe(409);
      await createUser(t, admin.company.id, { groupId: others.id });
      expect(
        (
          await update(t, admin.bearer, admin.group.id, {
            id: admin.group.id,
            target: 'settings',
            value: false,
          })
        ).statusCode,
      ).toBe(200);
    });
  });

  describe('per-panel fields', () => {
    it('turns one field of a panel’s row on, starting the row from no access', async () => {
      t = await build();
      const company = await createCompany(t);
      const germany = await createPanel(t, company.id);
      const adminGroup = await createGroup(t, company.id, { ...fullAccess([germany.id]) });
      const adminUser = await createUser(t, company.id, { groupId: adminGroup.id });
      const admin = await sessionHeaders(t, adminUser);
      const group = await createGroup(t, company.id, 'none', 'Ops');

      const res = await update(t, admin.bearer, group.id, {
        target: 'panel',
        panelId: germany.id,
        field: 'export',
        value: true,
      });
      expect(res.statusCode).toBe(200);
      const row = res.json().data.access.panelMap[germany.id];
      expect(row).toMatchObject({ export: true, access: false, members: false });
      const again = await update(t, admin.bearer, group.id, {
        target: 'panel',
        panelId: germany.id,
        field: 'access',
        value: true,
      });
      expect(again.json().data.access.panelMap[germany.id]).toMatchObject({ export: true, access: true });
      const fetched = (await get(t, admin.bearer, group.id)).json().data;
      expect(fetched.access.panelMap[germany.id]).toMatchObject({ export: true, access: true });
    });

    it('answers 403 for a panel field the caller does not hold, 404 for a panel not in panelList', async () => {
      t = await build();
      const admin = await signedInAdmin(t);
      const panel = await createPanel(t, admin.company.id);
      const group = await createGroup(t, admin.company.id, 'none', 'Ops');
      const grant = await update(t, admin.bearer, group.id, {
        target: 'panel',
        panelId: panel.id,
        field: 'export',
        value: true,
      });
      expect(grant.statusCode).toBe(403);
      const revoke = await update(t, admin.bearer, group.id, {
        target: 'panel',
        panelId: panel.id,
        field: 'export',
        value: false,
      });
      expect(revoke.statusCode).toBe(200);

      const foreignPanel = await createPanel(t, (await createCompany(t, 'Other')).id);
      for (const panelId of [foreignPanel.id, randomUUID()]) {
        const res = await update(t, admin.bearer, group.id, {
          target: 'panel',
          panelId,
          field: 'access',
          value: true,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'Panel not found' });
      }
      const badField = await update(t, admin.bearer, group.id, {
        target: 'panel',
        panelId: panel.id,
        field: 'delete',
        value: true,
      });
      expect(badField.statusCode).toBe(400);
      expect(badField.json().error).toContain('field');
    });
  });

  it('answers 404 for another company’s group whatever the body', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const bodies = [
      { target: 'details', name: 'Taken over', description },
      { id: other.group.id, target: 'surveys', value: true },
    ];
    for (const body of bodies) {
      const res = await update(t, admin.bearer, other.group.id, body);
      expect(res.statusCode).toBe(404);
    }
    expect((await get(t, other.bearer, other.group.id)).json().data.name).toBe('Administration');
  });

  it('answers 400 for a body matching none of the three shapes', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    for (const body of [{}, { target: 'details' }, { target: 'panel', value: true }, []]) {
      const res = await update(t, admin.bearer, admin.group.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });
});
