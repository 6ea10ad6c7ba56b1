import { ACCESS_FLAG_NAMES, PANEL_ACCESS_FIELDS } from '../../src/access';
import type { AccessFlagName, PanelAccessField } from '../../src/types';
import type { MockDb, StoredGroup } from '../db';
import { makeAccessFlags, makePanelAccess } from '../fixtures/access';
import { badRequest, conflict, notFound, routesFor } from '../route';
import {
  type Body,
  onlyKeys,
  readJson,
  requireBoolean,
  requireOneOf,
  requireText,
  requireUuid,
} from '../validate';

/** SPEC 5: the create dialog's messages; the edit dialog says only 'Description too short'. */
export const GROUP_MESSAGES = {
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  descriptionTooShortOnCreate: 'Description too short please write some many word',
  descriptionTooShortOnEdit: 'Description too short',
} as const;

function details(body: Body, tooShort: string): { name: string; description: string } {
  const name = requireText(body, 'name', { required: GROUP_MESSAGES.nameRequired, max: 200 });
  const description = requireText(body, 'description', {
    required: GROUP_MESSAGES.descriptionRequired,
    min: [20, tooShort],
    max: 2000,
  });
  return { name, description };
}

/** Permission groups and their access-flag tree (including per-panel rows). */
export function permissionGroupHandlers(db: MockDb) {
  const { get, post, put, delete: del } = routesFor(db);

  const groupById = (id: string) => db.findGroup(id) ?? notFound('Permission group not found');
  const assertNameFree = (name: string, except?: StoredGroup) => {
    const taken = db.groups.some(
      (group) => group !== except && group.name.toLowerCase() === name.toLowerCase(),
    );
    if (taken) conflict('A permission group with this name already exists');
  };

  return [
    get('/api/permission-groups', { permission: 'settings' }, ({ json }) => {
      const groups = [...db.groups].sort((a, b) => a.name.localeCompare(b.name, 'en'));
      return json(200, { isSuccess: true, data: groups.map((group) => db.toGroupRow(group)) });
    }),

    post('/api/permission-groups', { permission: 'settings' }, async ({ request, json }) => {
      const body = await readJson(request);
      onlyKeys(body, ['name', 'description']);
      const { name, description } = details(body, GROUP_MESSAGES.descriptionTooShortOnCreate);
      assertNameFree(name);
      const group: StoredGroup = { _id: db.id(), name, description, access: makeAccessFlags(false) };
      db.groups.push(group);
      return json(201, { isSuccess: true, data: db.toGroupData(group) });
    }),

    get('/api/permission-groups/{id}', { permission: 'settings' }, ({ params, json }) =>
      json(200, { isSuccess: true, data: db.toGroupData(groupById(params.id)) }),
    ),

    put('/api/permission-groups/{id}', { permission: 'settings' }, async ({ request, params, json }) => {
      const group = groupById(params.id);
      const body = await readJson(request);
      const target = body.target;
      if (target === 'details') {
        onlyKeys(body, ['target', 'name', 'description']);
        const { name, description } = details(body, GROUP_MESSAGES.descriptionTooShortOnEdit);
        assertNameFree(name, group);
        Object.assign(group, { name, description });
      } else if (target === 'panel') {
        onlyKeys(body, ['target', 'panelId', 'field', 'value']);
        const panelId = requireUuid(body, 'panelId');
        const field: PanelAccessField = requireOneOf(body, 'field', PANEL_ACCESS_FIELDS);
        const value = requireBoolean(body, 'value');
        if (!db.panels.some((panel) => panel._id === panelId)) notFound('Panel not found');
        const row = group.access.panelMap[panelId] ?? makePanelAccess(false);
        row[field] = value;
        group.access.panelMap[panelId] = row;
      } else if (ACCESS_FLAG_NAMES.some((flag) => flag === target)) {
        onlyKeys(body, ['id', 'target', 'value']);
        const flag: AccessFlagName = requireOneOf(body, 'target', ACCESS_FLAG_NAMES);
        if (requireUuid(body, 'id') !== group._id) badRequest('id must be the id of the group in the path');
        group.access[flag] = requireBoolean(body, 'value');
      } else {
        badRequest('target must be details, panel or an access flag name');
      }
      return json(200, { isSuccess: true, data: db.toGroupData(group) });
    }),

    del('/api/permission-groups/{id}', { permission: 'settings' }, ({ params, json }) => {
      const group = groupById(params.id);
      if (db.memberCount(group._id) > 0)
        conflict('This permission group still has members. Move them to another group first');
      db.groups = db.groups.filter((candidate) => candidate !== group);
      return json(200, { message: 'Permission group deleted' });
    }),
  ];
}
