import { panelAccessWith } from '@qone/domain/access';
import { groupMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { createPanel, update } from '../fixtures/permission-groups.js';
import { createGroup, createUser, sessionHeaders, signedInAdmin } from '../fixtures/records.js';
import { build, type TestApp } from '../helpers/build.js';

/**
 * Issue 21, point 9: a user manager holding only `settings` could rename the Administration group (`target:
 * "details"` answered 200 while flag changes were refused), so swapping two groups' names tricked a full
 * administrator into assigning the wrong one. The containment rule covers a group's name and description too.
 */
let t: TestApp;
afterEach(async () => t?.app.close());

async function company() {
  const admin = await signedInAdmin(t, 'full');
  const managers = await createGroup(t, admin.company.id, { settings: true }, 'User managers');
  const manager = await createUser(t, admin.company.id, {
    email: 'manager@acme.example.com',
    name: 'Max Manager',
    groupId: managers.id,
  });
  return { admin, managers, managerSession: await sessionHeaders(t, manager) };
}

const groupRow = (id: string) =>
  t.db
    .selectFrom('permission_groups')
    .select(['name', 'description', 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const details = (name: string) => ({
  target: 'details',
  name,
  description: 'Renamed by someone who should not have been able to.',
});

describe('21.9 A settings-only admin renames a group with more access', () => {
  it('refuses to rename or describe a group giving access the caller lacks, even an empty one, and changes nothing', async () => {
    t = await build();
    const { admin, managerSession } = await company();
    // An empty group with one more flag than the caller: no members to protect, the name alone matters.
    const editors = await createGroup(t, admin.company.id, { settings: true, defaults: true }, 'Editors');
    for (const target of [admin.group.id, editors.id]) {
      const before = await groupRow(target);
      const res = await update(t, managerSession.bearer, target, details('Viewers'));
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ error: groupMessages.groupHasMoreAccess });
      expect(await groupRow(target)).toEqual(before);
    }
    const events = await t.db
      .selectFrom('activity')
      .select('action')
      .where('action', '=', 'permission-group.updated')
      .execute();
    expect(events).toEqual([]);
  });

  it('counts panel fields as access too', async () => {
    t = await build();
    const { admin, managerSession } = await company();
    const panel = await createPanel(t, admin.company.id);
    const panelGroup = await createGroup(t, admin.company.id, 'none', 'Panel readers');
    await t.db
      .updateTable('permission_groups')
      .set({
        access: JSON.stringify({
          ...panelGroup.access,
          panelMap: { [panel.id]: { ...panelAccessWith(false), access: true } },
        }),
      })
      .where('id', '=', panelGroup.id)
      .execute();
    const res = await update(t, managerSession.bearer, panelGroup.id, details('Nothing special'));
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toEqual({ error: groupMessages.groupHasMoreAccess });
  });

  it('still lets the caller edit their own group and groups within their access, and a full admin any group', async () => {
    t = await build();
    const { admin, managers, managerSession } = await company();
    const plain = await createGroup(t, admin.company.id, 'none', 'Nothing');
    for (const [headers, target, name] of [
      [managerSession.bearer, managers.id, 'People managers'],
      [managerSession.bearer, plain.id, 'Readers'],
      [admin.bearer, admin.group.id, 'Owners'],
    ] as const) {
      const res = await update(t, headers, target, details(name));
      expect(res.statusCode, res.body).toBe(200);
      expect((await groupRow(target)).name).toBe(name);
    }
  });
});
