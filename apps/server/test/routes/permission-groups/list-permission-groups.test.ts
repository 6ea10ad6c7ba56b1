import { randomUUID } from 'node:crypto';
import { fullAccess } from '@qone/domain/access';
import { afterEach, describe, expect, it } from 'vitest';
import { description, falseFlags, list } from '../../fixtures/permission-groups.js';
import { createCompany, createGroup, createUser, signedInAdmin } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

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

    const res = await list(t, admin.bearer);
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
    const legacy = (await list(t, admin.bearer))
      .json()
      .data.find((g: { name: string }) => g.name === 'Legacy');
    expect(legacy.access).toEqual({ ...fullAccess(), ...falseFlags(), projects: true, panelMap: {} });
  });

  it('answers 403 without the settings flag and 401 without a session', async () => {
    t = await build();
    const admin = await signedInAdmin(t, { projects: true });
    expect((await list(t, admin.bearer)).statusCode).toBe(403);
    expect((await list(t, {})).statusCode).toBe(401);
  });
});
