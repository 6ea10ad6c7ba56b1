import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { get, list, remove } from '../../fixtures/permission-groups.js';
import { createCompany, createGroup, createUser, signedInAdmin } from '../../fixtures/records.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('DELETE /api/permission-groups/{id} (deletePermissionGroup)', () => {
  it('deletes a group without members; the list no longer shows it', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const group = await createGroup(t, admin.company.id, 'none', 'Ops');
    const gone = await createUser(t, admin.company.id, { groupId: group.id, deleted: true });
    const res = await remove(t, admin.bearer, group.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Permission group deleted' });
    expect((await list(t, admin.bearer)).json().data.map((g: { _id: string }) => g._id)).toEqual([
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
    const res = await remove(t, admin.bearer, group.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toContain('members');
    expect((await get(t, admin.bearer, group.id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and for another company’s group', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const other = await createCompany(t, 'Other');
    const foreign = await createGroup(t, other.id, 'none', 'Theirs');
    expect((await remove(t, admin.bearer, randomUUID())).statusCode).toBe(404);
    expect((await remove(t, admin.bearer, foreign.id)).statusCode).toBe(404);
    expect((await remove(t, admin.bearer, 'Administration')).statusCode).toBe(400);
    const still = await t.db
      .selectFrom('permission_groups')
      .select('id')
      .where('id', '=', foreign.id)
      .execute();
    expect(still).toHaveLength(1);
  });
});
