import { accessWith, panelAccessWith } from '../../src/access';
import { groupMessages } from '../../src/messages';
import type { components } from '../../src/schema';
import type { MockDb, StoredGroup } from '../db';
import { badRequest, conflict, forbidden, notFound, routesFor } from '../http';

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
   * Nobody hands out more than they hold: turning a flag (or a panel field) on needs the caller's own group to
   * have it on. Turning things off is always allowed, except taking `settings` from the last group that gives it
   * to a signed-up user, which would leave the company without anyone able to manage people and groups.
   */
  const assertMayChange = (group: StoredGroup, body: UpdateBody) => {
    if (body.target === 'details') return;
    const own = db.currentAccess();
    if (body.target === 'panel') {
      if (body.value && own.panelMap[body.panelId]?.[body.field] !== true)
        forbidden(groupMessages.cannotGrantMore);
      return;
    }
    if (body.value && !own[body.target]) forbidden(groupMessages.cannotGrantMore);
    if (body.target === 'settings' && !body.value && !someoneElseHoldsSettings(group)) {
      conflict(groupMessages.lastSettingsHolder);
    }
  };

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
      };
      db.groups.push(group);
      return response(201).json({ isSuccess: true, data: db.toGroupData(group) });
    }),

    get('/api/permission-groups/{id}', ({ params, response }) =>
      response(200).json({ isSuccess: true, data: db.toGroupData(groupById(params.id)) }),
    ),

    put('/api/permission-groups/{id}', ({ params, body, response }) => {
      const group = groupById(params.id);
      if (body.target === 'details') {
        assertNameFree(body.name, group);
        Object.assign(group, { name: body.name, description: body.description });
      } else if (body.target === 'panel') {
        if (!db.panels.some((panel) => panel._id === body.panelId)) notFound(groupMessages.panelNotFound);
        assertMayChange(group, body);
        const row = group.access.panelMap[body.panelId] ?? panelAccessWith(false);
        row[body.field] = body.value;
        group.access.panelMap[body.panelId] = row;
      } else {
        if (body.id !== group._id) badRequest(groupMessages.idMismatch);
        assertMayChange(group, body);
        group.access[body.target] = body.value;
      }
      return response(200).json({ isSuccess: true, data: db.toGroupData(group) });
    }),

    del('/api/permission-groups/{id}', ({ params, response }) => {
      const group = groupById(params.id);
      if (db.memberCount(group._id) > 0) conflict(groupMessages.hasMembers);
      db.groups = db.groups.filter((candidate) => candidate !== group);
      return response(200).json({ message: groupMessages.deleted });
    }),
  ];
}
