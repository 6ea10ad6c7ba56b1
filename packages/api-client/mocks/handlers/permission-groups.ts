import { accessWith, isWithin, panelAccessWith } from '@qone/domain/access';
import { groupMessages } from '@qone/domain/messages';
import type { components } from '../../src/schema';
import { changeRecord, type MockDb, type StoredGroup, shownFields } from '../db';
import { assertCurrent, badRequest, conflict, forbidden, notFound, routesFor } from '../http';

type UpdateBody = components['schemas']['UpdatePermissionGroupRequest'];

/** Permission groups and their access-flag tree (including per-panel rows). */
export function permissionGroupHandlers(db: MockDb) {
  const { get, post, put, delete: del } = routesFor(db);

  const groupById = (id: string) => db.findGroup(id) ?? notFound(groupMessages.notFound);
  const assertNameFree = (name: string, except?: StoredGroup) => {
    const taken = db.groups.some(
      (group) => group !== except && group.name.toLowerCase() === name.toLowerCase(),
    );
    if (taken) conflict(groupMessages.nameTaken);
  };
  /** Whether a signed-up user other than through `group` keeps the settings flag. */
  const someoneElseHoldsSettings = (group: StoredGroup) =>
    db.users.some(
      (user) =>
        user.status === 'verified' &&
        user.permissionGroupId !== group._id &&
        db.findGroup(user.permissionGroupId)?.access.settings === true,
    );
  /**
   * Nobody hands out more than they hold, nor takes from someone who holds more: turning a flag (or a panel field)
   * on needs the caller's own group to have it on; turning one off a group whose members have access the caller
   * lacks is refused; and taking `settings` from the last group that gives it to a signed-up user would leave the
   * company without anyone able to manage people and groups.
   */
  const assertMayChange = (group: StoredGroup, body: Exclude<UpdateBody, { target: 'details' }>) => {
    const own = db.currentAccess();
    const grants =
      body.target === 'panel' ? own.panelMap[body.panelId]?.[body.field] === true : own[body.target];
    if (body.value) {
      if (!grants) forbidden(groupMessages.cannotGrantMore);
      return;
    }
    if (!isWithin(group.access, own) && db.memberCount(group._id) > 0) {
      forbidden(groupMessages.membersHaveMoreAccess);
    }
    if (body.target === 'settings' && !someoneElseHoldsSettings(group)) {
      conflict(groupMessages.lastSettingsHolder);
    }
  };
  /** A group's change in the activity record, as the server records it. */
  const record = (
    action: string,
    group: StoredGroup,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) =>
    db.recordActivity({
      area: 'permission-groups',
      action,
      target: { type: 'permission-group', id: group._id, label: group.name },
      before,
      after,
    });

  return [
    get('/api/permission-groups', ({ response }) => {
      const groups = [...db.groups].sort((a, b) => a.name.localeCompare(b.name, 'en'));
      return response(200).json({ isSuccess: true, data: groups.map((group) => db.toGroupRow(group)) });
    }),

    post('/api/permission-groups', ({ body, response }) => {
      assertNameFree(body.name);
      const group: StoredGroup = {
        _id: db.id(),
        name: body.name,
        description: body.description,
        access: accessWith(false),
        version: 1,
      };
      db.groups.push(group);
      record('permission-group.created', group, null, { name: group.name, description: group.description });
      return response(201).json({ isSuccess: true, data: db.toGroupData(group) });
    }),

    get('/api/permission-groups/{id}', ({ params, response }) =>
      response(200).json({ isSuccess: true, data: db.toGroupData(groupById(params.id)) }),
    ),

    put('/api/permission-groups/{id}', ({ params, body, response }) => {
      const group = groupById(params.id);
      // As the server: the body's own references first, then the version it is based on, then the rules.
      const stale = () =>
        assertCurrent(group, body.baseVersion, groupMessages.stale, () => db.toGroupData(group));
      if (body.target === 'details') {
        stale();
        if (!isWithin(group.access, db.currentAccess())) forbidden(groupMessages.groupHasMoreAccess);
        assertNameFree(body.name, group);
        const before = { name: group.name, description: group.description };
        changeRecord(group, shownFields.group, (changed) =>
          Object.assign(changed, { name: body.name, description: body.description }),
        );
        record('permission-group.updated', group, before, {
          name: group.name,
          description: group.description,
        });
      } else if (body.target === 'panel') {
        const panel = db.panels.find((candidate) => candidate._id === body.panelId);
        if (!panel) return notFound(groupMessages.panelNotFound);
        stale();
        assertMayChange(group, body);
        const row = group.access.panelMap[body.panelId] ?? panelAccessWith(false);
        const field = `${panel.name}: ${body.field}`;
        const before = { [field]: row[body.field] };
        changeRecord(group, shownFields.group, (changed) => {
          changed.access.panelMap[body.panelId] = { ...row, [body.field]: body.value };
        });
        record('permission-group.flag-changed', group, before, { [field]: body.value });
      } else {
        if (body.id !== group._id) badRequest(groupMessages.idMismatch);
        stale();
        assertMayChange(group, body);
        const before = { [body.target]: group.access[body.target] };
        changeRecord(group, shownFields.group, (changed) => {
          changed.access[body.target] = body.value;
        });
        record('permission-group.flag-changed', group, before, { [body.target]: body.value });
      }
      return response(200).json({ isSuccess: true, data: db.toGroupData(group) });
    }),

    del('/api/permission-groups/{id}', ({ params, response }) => {
      const group = groupById(params.id);
      if (db.memberCount(group._id) > 0) conflict(groupMessages.hasMembers);
      db.groups = db.groups.filter((candidate) => candidate !== group);
      record('permission-group.deleted', group, { name: group.name, description: group.description }, null);
      return response(200).json({ message: groupMessages.deleted });
    }),
  ];
}
