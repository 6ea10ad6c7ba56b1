import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { fullAccess } from '../src/domain/access.js';
import { createCompany, createGroup, createUser, sessionHeaders, signedInAdmin } from './fixtures.js';
import { build, type TestApp } from './helpers.js';

let t: TestApp;
afterEach(async () => t?.app.close());

type Headers = Record<string, string>;
const description = 'A group for the people who run our panels.';

async function createPanel(companyId: string, name = 'Germany consumer panel') {
  const id = randomUUID();
  await t.db.insertInto('panels').values({ id, company_id: companyId, name }).execute();
  return { id, name };
}

const list = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/permission-groups', headers });
const get = (headers: Headers, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/permission-groups/${id}`, headers });
const create = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/permission-groups', headers, payload: payload as object });
const update = (headers: Headers, id: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/permission-groups/${id}`, headers, payload: payload as object });
const remove = (headers: Headers, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/permission-groups/${id}`, headers });

describe('GET /api/permission-groups (listPermissionGroups)', () => {
  it('lists the company’s groups by name with member counts that leave deleted users out', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const editors = await createGroup(t, admin.company.id, { projects: true }, 'editors');
    await createUser(t, admin.company.id, { groupId: editors.id });
    await createUser(t, admin.company.id, { groupId: editors.id, password: null });
    await createUser(t, admin.company.id, { groupId: editors.id, deleted: true });
    const other = await createCompany(t, 'Other');
    await createGroup(t, other.id, 'full', 'Zeta of another company');

    const res = await list(admin.bearer);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.isSuccess).toBe(true);
    expect(body.data.map((g: { name: string }) => g.name)).toEqual(['Administration', 'editors']);
    const [administration, editorsRow] = body.data;
    expect(administration.member).toBe(1);
    expect(editorsRow).toMatchObject({ _id: editors.id, member: 2, description: expect.any(String) });
    expect(editorsRow.access).toMatchObject({ projects: true, settings: false, panelMap: {} });
  });

  it('answers every flag even when the stored access object lacks some', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await t.db
      .insertInto('permission_groups')
      .values({
        id: randomUUID(),
        company_id: admin.company.id,
        name: 'Legacy',
        description,
        access: JSON.stringify({ projects: true, panelMap: { 'not-a-uuid': { access: true } } }),
      })
      .execute();
    const legacy = (await list(admin.bearer)).json().data.find((g: { name: string }) => g.name === 'Legacy');
    expect(legacy.access).toEqual({ ...fullAccess(), ...falseFlags(), projects: true, panelMap: {} });
  });

  it('answers 403 without the settings flag and 401 without a session', async () => {
    t = await build();
    const admin = await signedInAdmin(t, { projects: true });
    expect((await list(admin.bearer)).statusCode).toBe(403);
    expect((await list({})).statusCode).toBe(401);
  });
});

function falseFlags() {
  return Object.fromEntries(
    Object.keys(fullAccess())
      .filter((k) => k !== 'panelMap')
      .map((k) => [k, false]),
  );
}

describe('POST /api/permission-groups (createPermissionGroup)', () => {
  it('creates a group with every flag off, the flags the editor may show and the company’s panels', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const panel = await createPanel(admin.company.id);
    await createPanel((await createCompany(t, 'Other')).id, 'Not ours');

    const res = await create(admin.bearer, { name: 'Project managers', description });
    expect(res.statusCode).toBe(201);
    const { isSuccess, data } = res.json();
    expect(isSuccess).toBe(true);
    expect(data).toMatchObject({ name: 'Project managers', description, member: 0 });
    expect(data.access).toEqual({ ...falseFlags(), panelMap: {} });
    expect(data.avaialblePermissions).toEqual(Object.keys(falseFlags()));
    expect(data.panelList).toEqual([{ _id: panel.id, name: panel.name }]);

    const names = (await list(admin.bearer)).json().data.map((g: { name: string }) => g.name);
    expect(names).toEqual(['Administration', 'Project managers']);
  });

  it.each([
    [{ description }, 'Name is required'],
    [{ name: '', description }, 'Name is required'],
    [{ name: '   ', description }, 'Name is required'],
    [{ name: 'Ops' }, 'Description is required'],
    [{ name: 'Ops', description: '' }, 'Description is required'],
    [{ name: 'Ops', description: 'Too short' }, 'Description too short please write some many word'],
  ])('answers 400 with the spec’s text for %j', async (payload, message) => {
    t = await build();
    const admin = await signedInAdmin(t);
    const res = await create(admin.bearer, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('answers 400 for an unknown field and for a description above 2000 characters', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const extra = await create(admin.bearer, { name: 'Ops', description, access: { settings: true } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error).toContain('access');
    const long = await create(admin.bearer, { name: 'Ops', description: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 409 when the name is taken in the company (any case), not when another company uses it', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const taken = await create(admin.bearer, { name: 'administration', description });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'A permission group with this name already exists' });

    const other = await signedInAdmin(t);
    expect((await create(other.bearer, { name: 'Ops', description })).statusCode).toBe(201);
    expect((await create(admin.bearer, { name: 'Ops', description })).statusCode).toBe(201);
  });

  it('accepts the console’s cookie session with its CSRF header and refuses a cross-site one', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    expect((await create(admin.cookie, { name: 'Ops', description })).statusCode).toBe(201);
    const crossSite = await create(
      { cookie: admin.cookie.cookie, origin: 'https://evil.example' },
      { name: 'Ops 2', description },
    );
    expect(crossSite.statusCode).toBe(403);
  });
});

describe('GET /api/permission-groups/{id} (getPermissionGroup)', () => {
  it('answers the group with avaialblePermissions and panelList', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const panel = await createPanel(admin.company.id);
    const res = await get(admin.bearer, admin.group.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: admin.group.id,
      name: 'Administration',
      member: 1,
      panelList: [{ _id: panel.id, name: panel.name }],
    });
  });

  it('answers 404 for an unknown id and for another company’s group, 400 for a malformed id', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    expect((await get(admin.bearer, randomUUID())).statusCode).toBe(404);
    const foreign = await get(admin.bearer, other.group.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Permission group not found' });
    expect((await get(admin.bearer, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('PUT /api/permission-groups/{id} (updatePermissionGroup)', () => {
  describe('details', () => {
    it('renames and re-describes; the list shows the change', async () => {
      t = await build();
      const admin = await signedInAdmin(t);
      const group = await createGroup(t, admin.company.id, 'none', 'Ops');
      const res = await update(admin.bearer, group.id, {
        target: 'details',
        name: 'Operations',
        description: 'Runs the operations of the whole company.',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        name: 'Operations',
        description: 'Runs the operations of the whole company.',
      });
      const names = (await list(admin.bearer)).json().data.map((g: { name: string }) => g.name);
      expect(names).toContain('Operations');
      expect(names).not.toContain('Ops');
    });

    it.each([
      [{ name: 'Ops', description: 'Too short' }, 'Description too short'],
      [{ name: 'Ops', description: '' }, 'Description is required'],
      [{ name: '', description }, 'Name is required'],
      [{ name: 'Ops' }, 'Description is required'],
    ])('answers 400 with the spec’s text for %j', async (fields, message) => {
      t = await build();
      const admin = await signedInAdmin(t);
      const res = await update(admin.bearer, admin.group.id, { target: 'details', ...fields });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    });

    it('answers 409 for another group’s name and accepts a change of case of its own', async () => {
      t = await build();
      const admin = await signedInAdmin(t);
      const group = await createGroup(t, admin.company.id, 'none', 'Ops');
      const taken = await update(admin.bearer, group.id, {
        target: 'details',
        name: 'ADMINISTRATION',
        description,
      });
      expect(taken.statusCode).toBe(409);
      const ownName = await update(admin.bearer, group.id, { target: 'details', name: 'OPS', description });
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

      const on = await update(admin.bearer, group.id, { id: group.id, target: 'surveys', value: true });
      expect(on.statusCode).toBe(200);
      expect(on.json().data.access.surveys).toBe(true);
      const settingsOn = await update(admin.bearer, group.id, {
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

      const off = await update(admin.bearer, group.id, { id: group.id, target: 'surveys', value: false });
      expect(off.json().data.access.surveys).toBe(false);
      const listed = (await list(admin.bearer)).json().data.find((g: { _id: string }) => g._id === group.id);
      expect(listed.access).toMatchObject({ surveys: false, settings: true });
    });

    it('answers 403 when the caller would grant a flag their own group lacks, but lets them turn it off', async () => {
      t = await build();
      const admin = await signedInAdmin(t, { settings: true, panels: true });
      const group = await createGroup(t, admin.company.id, { projects: true }, 'Ops');
      const grant = await update(admin.bearer, group.id, { id: group.id, target: 'defaults', value: true });
      expect(grant.statusCode).toBe(403);
      expect(grant.json()).toEqual({ error: 'You cannot grant access you do not have yourself' });
      const revoke = await update(admin.bearer, group.id, { id: group.id, target: 'projects', value: false });
      expect(revoke.statusCode).toBe(200);
      expect(revoke.json().data.access.projects).toBe(false);
      expect(
        (await update(admin.bearer, group.id, { id: group.id, target: 'panels', value: true })).statusCode,
      ).toBe(200);
    });

    it('answers 400 when the body’s id is not the group in the path, and for an unknown flag', async () => {
      t = await build();
      const admin = await signedInAdmin(t);
      const group = await createGroup(t, admin.company.id, 'none', 'Ops');
      const mismatch = await update(admin.bearer, group.id, {
        id: admin.group.id,
        target: 'surveys',
        value: true,
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json()).toEqual({ error: 'id must be the id of the group in the path' });
      const unknown = await update(admin.bearer, group.id, { id: group.id, target: 'admin', value: true });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toContain('target');
      const notBoolean = await update(admin.bearer, group.id, {
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
      const lockout = await update(admin.bearer, admin.group.id, {
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
        (await update(admin.bearer, admin.group.id, { id: admin.group.id, target: 'settings', value: false }))
          .statusCode,
      ).toBe(409);
      await createUser(t, admin.company.id, { groupId: others.id });
      expect(
        (await update(admin.bearer, admin.group.id, { id: admin.group.id, target: 'settings', value: false }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe('per-panel fields', () => {
    it('turns one field of a panel’s row on, starting the row from no access', async () => {
      t = await build();
      const company = await createCompany(t);
      const germany = await createPanel(company.id);
      const adminGroup = await createGroup(t, company.id, { ...fullAccess([germany.id]) });
      const adminUser = await createUser(t, company.id, { groupId: adminGroup.id });
      const admin = await sessionHeaders(t, adminUser);
      const group = await createGroup(t, company.id, 'none', 'Ops');

      const res = await update(admin.bearer, group.id, {
        target: 'panel',
        panelId: germany.id,
        field: 'export',
        value: true,
      });
      expect(res.statusCode).toBe(200);
      const row = res.json().data.access.panelMap[germany.id];
      expect(row).toMatchObject({ export: true, access: false, members: false });
      const again = await update(admin.bearer, group.id, {
        target: 'panel',
        panelId: germany.id,
        field: 'access',
        value: true,
      });
      expect(again.json().data.access.panelMap[germany.id]).toMatchObject({ export: true, access: true });
      const fetched = (await get(admin.bearer, group.id)).json().data;
      expect(fetched.access.panelMap[germany.id]).toMatchObject({ export: true, access: true });
    });

    it('answers 403 for a panel field the caller does not hold, 404 for a panel not in panelList', async () => {
      t = await build();
      const admin = await signedInAdmin(t);
      const panel = await createPanel(admin.company.id);
      const group = await createGroup(t, admin.company.id, 'none', 'Ops');
      const grant = await update(admin.bearer, group.id, {
        target: 'panel',
        panelId: panel.id,
        field: 'export',
        value: true,
      });
      expect(grant.statusCode).toBe(403);
      const revoke = await update(admin.bearer, group.id, {
        target: 'panel',
        panelId: panel.id,
        field: 'export',
        value: false,
      });
      expect(revoke.statusCode).toBe(200);

      const foreignPanel = await createPanel((await createCompany(t, 'Other')).id);
      for (const panelId of [foreignPanel.id, randomUUID()]) {
        const res = await update(admin.bearer, group.id, {
          target: 'panel',
          panelId,
          field: 'access',
          value: true,
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'Panel not found' });
      }
      const badField = await update(admin.bearer, group.id, {
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
      const res = await update(admin.bearer, other.group.id, body);
      expect(res.statusCode).toBe(404);
    }
    expect((await get(other.bearer, other.group.id)).json().data.name).toBe('Administration');
  });

  it('answers 400 for a body matching none of the three shapes', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    for (const body of [{}, { target: 'details' }, { target: 'panel', value: true }, []]) {
      const res = await update(admin.bearer, admin.group.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });
});

describe('DELETE /api/permission-groups/{id} (deletePermissionGroup)', () => {
  it('deletes a group without members; the list no longer shows it', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const group = await createGroup(t, admin.company.id, 'none', 'Ops');
    const gone = await createUser(t, admin.company.id, { groupId: group.id, deleted: true });
    const res = await remove(admin.bearer, group.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Permission group deleted' });
    expect((await list(admin.bearer)).json().data.map((g: { _id: string }) => g._id)).toEqual([
      admin.group.id,
    ]);
    const deletedUser = await t.db
      .selectFrom('users')
      .select('permission_group_id')
      .where('id', '=', gone.id)
      .executeTakeFirstOrThrow();
    expect(deletedUser.permission_group_id).toBeNull();
  });

  it('answers 409 while users (invited ones too) are in the group', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const group = await createGroup(t, admin.company.id, 'none', 'Ops');
    await createUser(t, admin.company.id, { groupId: group.id, password: null });
    const res = await remove(admin.bearer, group.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('members');
    expect((await get(admin.bearer, group.id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and for another company’s group', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const other = await createCompany(t, 'Other');
    const foreign = await createGroup(t, other.id, 'none', 'Theirs');
    expect((await remove(admin.bearer, randomUUID())).statusCode).toBe(404);
    expect((await remove(admin.bearer, foreign.id)).statusCode).toBe(404);
    expect((await remove(admin.bearer, 'Administration')).statusCode).toBe(400);
    const still = await t.db
      .selectFrom('permission_groups')
      .select('id')
      .where('id', '=', foreign.id)
      .execute();
    expect(still).toHaveLength(1);
  });
});

describe('GET /api/permissions (getPermissions)', () => {
  it('answers the caller’s six flags and name', async () => {
    t = await build();
    const company = await createCompany(t);
    const group = await createGroup(t, company.id, { projects: true, contacts: true, surveys: true });
    const user = await createUser(t, company.id, { groupId: group.id, name: 'Anna Schmidt' });
    const { bearer } = await sessionHeaders(t, user);
    const res = await t.app.inject({ method: 'GET', url: '/api/permissions', headers: bearer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        permissions: {
          projects: true,
          surveyDesigner: false,
          panels: false,
          contacts: true,
          defaults: false,
          settings: false,
        },
        userName: 'Anna Schmidt',
      },
    });
  });

  it('answers every flag off for a user without a group, and 401 without a session', async () => {
    t = await build();
    const company = await createCompany(t);
    const user = await createUser(t, company.id, { name: 'No Group' });
    const { bearer } = await sessionHeaders(t, user);
    const res = await t.app.inject({ method: 'GET', url: '/api/permissions', headers: bearer });
    expect(res.json().data.permissions).toEqual({
      projects: false,
      surveyDesigner: false,
      panels: false,
      contacts: false,
      defaults: false,
      settings: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/permissions' })).statusCode).toBe(401);
  });
});
