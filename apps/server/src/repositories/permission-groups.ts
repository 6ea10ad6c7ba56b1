import { randomUUID } from 'node:crypto';
import {
  ACCESS_FLAG_NAMES,
  type AccessFlagName,
  type AccessFlags,
  accessWith,
  fullAccess,
  PANEL_ACCESS_FIELDS,
  type PanelAccess,
  type PanelAccessField,
  panelAccessWith,
} from '@qone/domain/access';
import type { components } from '@qone/domain/schema';
import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

export type PermissionGroup = components['schemas']['PermissionGroup'];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The stored access object as the contract's AccessFlags: every flag present (missing means none), only
 * well-formed panel rows, nothing else. Stored JSON written by older code or by hand can never break the answer.
 */
export function normaliseAccess(stored: unknown): AccessFlags {
  const source = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const access = accessWith(false);
  for (const name of ACCESS_FLAG_NAMES) access[name] = source[name] === true;
  const panelMap = source.panelMap;
  if (typeof panelMap === 'object' && panelMap !== null) {
    for (const [panelId, row] of Object.entries(panelMap as Record<string, unknown>)) {
      if (!uuidPattern.test(panelId) || typeof row !== 'object' || row === null) continue;
      const panel = panelAccessWith(false);
      for (const field of PANEL_ACCESS_FIELDS)
        panel[field] = (row as Record<string, unknown>)[field] === true;
      access.panelMap[panelId] = panel;
    }
  }
  return access;
}

/** Users counted as members: everyone assigned to the group except deleted records. */
const memberCount = sql<number>`(
  select count(*)::int from users
  where users.permission_group_id = permission_groups.id and not users.is_deleted
)`;

function selectGroups(db: Executor) {
  return db
    .selectFrom('permission_groups')
    .select([
      'permission_groups.id',
      'permission_groups.name',
      'permission_groups.description',
      'permission_groups.access',
      'permission_groups.version',
      memberCount.as('member'),
    ]);
}

type GroupRecord = Awaited<ReturnType<ReturnType<typeof selectGroups>['executeTakeFirstOrThrow']>>;

function toGroup(record: GroupRecord): PermissionGroup {
  return {
    _id: record.id,
    name: record.name,
    member: Number(record.member),
    description: record.description,
    access: normaliseAccess(record.access),
    version: record.version,
  };
}

export async function listGroups(db: Executor, companyId: string): Promise<PermissionGroup[]> {
  const rows = await selectGroups(db)
    .where('permission_groups.company_id', '=', companyId)
    .orderBy(sql`lower(permission_groups.name)`)
    .orderBy('permission_groups.id')
    .execute();
  return rows.map(toGroup);
}

/** The group's name and stored access, when it belongs to the company (the rule checks of assigning a group). */
export function findGroupInCompany(db: Executor, companyId: string, groupId: string) {
  return db
    .selectFrom('permission_groups')
    .select(['id', 'name', 'access'])
    .where('company_id', '=', companyId)
    .where('id', '=', groupId)
    .executeTakeFirst();
}

/** The group; `forUpdate` locks its row until the transaction ends, so writes based on it are judged in turn. */
export async function findGroup(
  db: Executor,
  companyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PermissionGroup | undefined> {
  let query = selectGroups(db)
    .where('permission_groups.company_id', '=', companyId)
    .where('permission_groups.id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toGroup(row);
}

/**
 * Group names are unique per company, case-insensitively. The check and the write run in one transaction holding a
 * per-company lock, so two requests cannot both take a name.
 */
export async function lockGroupNames(trx: Executor, companyId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`permission_groups:${companyId}`}))`.execute(trx);
}

export async function isGroupNameTaken(
  db: Executor,
  companyId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('permission_groups')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Every company's first group: every flag on, every given panel fully open. */
const ADMINISTRATION_GROUP = 'Administration';
const ADMINISTRATION_DESCRIPTION = 'Full access to every module, setting and panel of the company.';

export function insertAdministrationGroup(
  db: Executor,
  companyId: string,
  now: Date,
  panelIds: string[] = [],
): Promise<string> {
  return insertGroup(db, {
    companyId,
    name: ADMINISTRATION_GROUP,
    description: ADMINISTRATION_DESCRIPTION,
    access: fullAccess(panelIds),
    now,
  });
}

export interface NewGroup {
  /** A fresh one when not given. */
  id?: string;
  companyId: string;
  name: string;
  description: string;
  access: AccessFlags;
  now?: Date;
}

/** Inserts the group and returns its id. */
export async function insertGroup(db: Executor, group: NewGroup): Promise<string> {
  const id = group.id ?? randomUUID();
  await db
    .insertInto('permission_groups')
    .values({
      id,
      company_id: group.companyId,
      name: group.name,
      description: group.description,
      access: JSON.stringify(group.access),
      ...(group.now ? { created_at: group.now } : {}),
    })
    .execute();
  return id;
}

export async function updateGroupDetails(
  db: Executor,
  companyId: string,
  id: string,
  details: { name: string; description: string },
): Promise<boolean> {
  const result = await db
    .updateTable('permission_groups')
    .set({ name: details.name, description: details.description })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** One flag changed inside the stored JSON by the database itself, so concurrent toggles of other flags survive. */
export async function setGroupFlag(
  db: Executor,
  companyId: string,
  id: string,
  flag: AccessFlagName,
  value: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable('permission_groups')
    .set({ access: sql`jsonb_set(access, array[${flag}]::text[], to_jsonb(${value}::boolean))` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** One field of one panel's row; a panel without a row starts from no access. */
export async function setGroupPanelField(
  db: Executor,
  companyId: string,
  id: string,
  panelId: string,
  field: PanelAccessField,
  value: boolean,
): Promise<boolean> {
  const empty: PanelAccess = panelAccessWith(false);
  const withPanelMap = sql`access || jsonb_build_object('panelMap', coalesce(access->'panelMap', '{}'::jsonb))`;
  const row = sql`coalesce(access->'panelMap'->${panelId}::text, ${JSON.stringify(empty)}::jsonb)
    || jsonb_build_object(${field}::text, ${value}::boolean)`;
  const result = await db
    .updateTable('permission_groups')
    .set({ access: sql`jsonb_set(${withPanelMap}, array['panelMap', ${panelId}]::text[], ${row})` })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the group only while nobody (not deleted) is in it, in one statement, so no member can slip in. */
export async function deleteGroupWithoutMembers(
  db: Executor,
  companyId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('permission_groups')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where(sql<boolean>`${memberCount} = 0`)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Whether a verified, not deleted user of the company holds the `settings` flag outside the group or apart from the
 * user given, i.e. whether the company keeps someone who can manage people and groups after that group loses the
 * flag or that user leaves it.
 */
export async function settingsHolderExists(
  db: Executor,
  companyId: string,
  except: { groupId: string } | { userId: string },
): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .innerJoin('permission_groups', 'permission_groups.id', 'users.permission_group_id')
    .select('users.id')
    .where('users.company_id', '=', companyId)
    .where('users.is_deleted', '=', false)
    .where('users.password_hash', 'is not', null)
    .where(sql<boolean>`permission_groups.access->'settings' = 'true'::jsonb`);
  query =
    'groupId' in except
      ? query.where('permission_groups.id', '!=', except.groupId)
      : query.where('users.id', '!=', except.userId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The group access of a user of the company (no group: no access); undefined for an unknown user. */
export async function findAccessOfUser(
  db: Executor,
  companyId: string,
  userId: string,
): Promise<AccessFlags | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('permission_groups', 'permission_groups.id', 'users.permission_group_id')
    .select('permission_groups.access')
    .where('users.company_id', '=', companyId)
    .where('users.id', '=', userId)
    .executeTakeFirst();
  return row && normaliseAccess(row.access);
}

/**
 * Serialises the changes that can take `settings` from people (group changes, deletions, flags switched off) per
 * company, so two administrators demoting each other at once cannot both pass the last-holder check.
 */
export async function lockCompanyAccess(trx: Executor, companyId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`access:${companyId}`}))`.execute(trx);
}

/** Whether anyone (not deleted) is in the group: switching a flag off acts on them. */
export async function groupHasMembers(db: Executor, companyId: string, groupId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('permission_group_id', '=', groupId)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}
