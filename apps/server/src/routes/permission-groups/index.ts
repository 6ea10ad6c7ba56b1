import { randomUUID } from 'node:crypto';
import {
  ACCESS_FLAG_NAMES,
  type AccessSwitch,
  accessChangeRefusal,
  accessWith,
  isWithin,
  switchedValue,
} from '@qone/domain/access';
import { type ActionOf, type ActivityFields, activity } from '@qone/domain/activity';
import { groupMessages } from '@qone/domain/messages';
import type { components } from '@qone/domain/schema';
import { actorOf, recordActivity } from '../../activity/record.js';
import type { AuthContext } from '../../auth/session.js';
import type { Db, Executor } from '../../db/index.js';
import { badRequest, conflict, forbidden, notFound, StaleWriteError } from '../../errors.js';
import { listPanels, panelExists } from '../../repositories/panels.js';
import {
  deleteGroupWithoutMembers,
  findGroup,
  groupHasMembers,
  insertGroup,
  isGroupNameTaken,
  listGroups,
  lockCompanyAccess,
  lockGroupNames,
  normaliseAccess,
  setGroupFlag,
  setGroupPanelField,
  settingsHolderExists,
  updateGroupDetails,
} from '../../repositories/permission-groups.js';
import { defineOperations } from '../define.js';

type PermissionGroupData = components['schemas']['PermissionGroupData'];
type PermissionGroup = components['schemas']['PermissionGroup'];

const nameTaken = () => conflict(groupMessages.nameTaken);
const groupNotFound = () => notFound(groupMessages.notFound);

/** The group with what the access editor needs: the flags it may show and the company's panels. */
async function groupData(db: Db, companyId: string, id: string): Promise<PermissionGroupData> {
  const group = await findGroup(db, companyId, id);
  if (!group) throw groupNotFound();
  return withEditorLists(db, companyId, group);
}

async function withEditorLists(
  db: Db,
  companyId: string,
  group: PermissionGroup,
): Promise<PermissionGroupData> {
  return {
    ...group,
    avaialblePermissions: [...ACCESS_FLAG_NAMES],
    panelList: await listPanels(db, companyId),
  };
}

/**
 * The group read again under the transaction's locks, its row locked: a write based on an older version than this
 * one is refused with the group as it is now (409), so two admins editing it at once are judged in turn.
 */
async function currentGroup(trx: Db, companyId: string, id: string, baseVersion: number) {
  const group = await findGroup(trx, companyId, id, { forUpdate: true });
  if (!group) throw groupNotFound();
  if (group.version !== baseVersion) {
    throw new StaleWriteError(groupMessages.stale, await withEditorLists(trx, companyId, group));
  }
  return group;
}

/**
 * The shared rule of an access switch (`accessChangeRefusal`), judged on the data as it is under the transaction's
 * locks (run after `lockCompanyAccess`): the members and the other settings holders are read only when it asks.
 */
async function assertMayChange(trx: Db, auth: AuthContext, group: PermissionGroup, change: AccessSwitch) {
  const refusal = await accessChangeRefusal(change, {
    own: normaliseAccess(auth.access),
    group: group.access,
    hasMembers: () => groupHasMembers(trx, auth.companyId, group._id),
    settingsHeldElsewhere: () => settingsHolderExists(trx, auth.companyId, { groupId: group._id }),
  });
  if (refusal) throw refusal.status === 403 ? forbidden(refusal.error) : conflict(refusal.error);
}

/** A group's change in the activity record (`activity.permissionGroups`), labelled with its name. */
function recordGroupChange(
  trx: Executor,
  { auth, at }: { auth: AuthContext; at: Date },
  action: ActionOf<'permission-groups'>,
  group: { id: string; name: string },
  before: ActivityFields | null,
  after: ActivityFields | null,
): Promise<void> {
  return recordActivity(
    trx,
    { companyId: auth.companyId, at },
    activity.permissionGroups({ actor: actorOf(auth), action, group, before, after }),
  );
}

/** The flag or panel field an access update names, as the activity record labels it. */
const accessField = (body: AccessSwitch, panels: { _id: string; name: string }[]) =>
  body.target === 'panel'
    ? `${panels.find((panel) => panel._id === body.panelId)?.name ?? body.panelId}: ${body.field}`
    : body.target;

export const permissionGroupOperations = defineOperations({
  listPermissionGroups: {
    async handle({ db, auth }) {
      return { isSuccess: true, data: await listGroups(db, auth.companyId) };
    },
  },

  createPermissionGroup: {
    async handle({ db, auth, body, reply, clock }) {
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        await lockGroupNames(trx, auth.companyId);
        if (await isGroupNameTaken(trx, auth.companyId, body.name)) throw nameTaken();
        await insertGroup(trx, {
          id,
          companyId: auth.companyId,
          name: body.name,
          description: body.description,
          access: accessWith(false),
        });
        const after = { name: body.name, description: body.description };
        await recordGroupChange(
          trx,
          { auth, at: clock.now() },
          'permission-group.created',
          { id, name: body.name },
          null,
          after,
        );
      });
      reply.code(201);
      return { isSuccess: true, data: await groupData(db, auth.companyId, id) };
    },
  },

  getPermissionGroup: {
    async handle({ db, auth, params }) {
      return { isSuccess: true, data: await groupData(db, auth.companyId, params.id) };
    },
  },

  updatePermissionGroup: {
    async handle({ db, auth, params, body, clock }) {
      const companyId = auth.companyId;
      const existing = await findGroup(db, companyId, params.id);
      if (!existing) throw groupNotFound();
      const at = clock.now();
      if (body.target === 'details') {
        await db.transaction().execute(async (trx) => {
          await lockGroupNames(trx, companyId);
          const group = await currentGroup(trx, companyId, params.id, body.baseVersion);
          // A group's name is what a full administrator picks it by: renaming one that gives more than the
          // caller holds (or swapping two names) would have them assign the wrong access.
          if (!isWithin(group.access, normaliseAccess(auth.access))) {
            throw forbidden(groupMessages.groupHasMoreAccess);
          }
          if (await isGroupNameTaken(trx, companyId, body.name, params.id)) throw nameTaken();
          await updateGroupDetails(trx, companyId, params.id, body);
          await recordGroupChange(
            trx,
            { auth, at },
            'permission-group.updated',
            { id: params.id, name: body.name },
            { name: group.name, description: group.description },
            { name: body.name, description: body.description },
          );
        });
        return { isSuccess: true, data: await groupData(db, companyId, params.id) };
      }
      if (body.target === 'panel') {
        if (!(await panelExists(db, companyId, body.panelId))) throw notFound(groupMessages.panelNotFound);
      } else if (body.id !== params.id) {
        throw badRequest(groupMessages.idMismatch);
      }
      await db.transaction().execute(async (trx) => {
        await lockCompanyAccess(trx, companyId);
        // Read again under the lock: the rules judge the group as it is when the change is written.
        const group = await currentGroup(trx, companyId, params.id, body.baseVersion);
        await assertMayChange(trx, auth, group, body);
        const held = switchedValue(group.access, body);
        if (body.target === 'panel') {
          await setGroupPanelField(trx, companyId, params.id, body.panelId, body.field, body.value);
        } else {
          await setGroupFlag(trx, companyId, params.id, body.target, body.value);
        }
        const field = accessField(body, await listPanels(trx, companyId));
        await recordGroupChange(
          trx,
          { auth, at },
          'permission-group.flag-changed',
          { id: group._id, name: group.name },
          { [field]: held },
          { [field]: body.value },
        );
      });
      return { isSuccess: true, data: await groupData(db, companyId, params.id) };
    },
  },

  deletePermissionGroup: {
    async handle({ db, auth, params, clock }) {
      const group = await findGroup(db, auth.companyId, params.id);
      if (!group) throw groupNotFound();
      await db.transaction().execute(async (trx) => {
        if (!(await deleteGroupWithoutMembers(trx, auth.companyId, params.id))) {
          throw conflict(groupMessages.hasMembers);
        }
        await recordGroupChange(
          trx,
          { auth, at: clock.now() },
          'permission-group.deleted',
          { id: group._id, name: group.name },
          { name: group.name, description: group.description },
          null,
        );
      });
      return { message: groupMessages.deleted };
    },
  },
});
