import {
  type AccessSwitch,
  accessChangeRefusal,
  accessWith,
  isWithin,
  panelAccessWith,
  switchedValue,
} from '@qone/domain/access';
import { type ActionOf, activity } from '@qone/domain/activity';
import { groupMessages } from '@qone/domain/messages';
import { changeRecord, type MockDb, type StoredGroup, shownFields } from '../db';
import { assertCurrent, badRequest, conflict, fail, forbidden, notFound, routesFor } from '../http';

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
  /** The server's rule of an access switch (`accessChangeRefusal`), on the fake's state. */
  const assertMayChange = async (group: StoredGroup, change: AccessSwitch) => {
    const refusal = await accessChangeRefusal(change, {
      own: db.currentAccess(),
      group: group.access,
      hasMembers: () => db.memberCount(group._id) > 0,
      settingsHeldElsewhere: () => someoneElseHoldsSettings(group),
    });
    if (refusal) fail(refusal.status, refusal.error);
  };
  /** A group's change in the activity record, as the server records it. */
  const record = (
    action: ActionOf<'permission-groups'>,
    group: StoredGroup,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) =>
    db.recordActivity(
      activity.permissionGroups({
        actor: db.actor(),
        action,
        group: { id: group._id, name: group.name },
        before,
        after,
      }),
    );

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

    put('/api/permission-groups/{id}', async ({ params, body, response }) => {
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
        await assertMayChange(group, body);
        const row = group.access.panelMap[body.panelId] ?? panelAccessWith(false);
        const field = `${panel.name}: ${body.field}`;
        const before = { [field]: switchedValue(group.access, body) };
        changeRecord(group, shownFields.group, (changed) => {
          changed.access.panelMap[body.panelId] = { ...row, [body.field]: body.value };
        });
        record('permission-group.flag-changed', group, before, { [field]: body.value });
      } else {
        if (body.id !== group._id) badRequest(groupMessages.idMismatch);
        stale();
        await assertMayChange(group, body);
        const before = { [body.target]: switchedValue(group.access, body) };
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
