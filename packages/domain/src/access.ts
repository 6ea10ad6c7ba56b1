/**
 * The access tree and its rules, written once and typed from the contract: the server, the console and the fake
 * import these lists instead of spelling the flags again, and judge a change of a group's access with the same rule
 * (`accessChangeRefusal`). Each list must name every member of its schema: when openapi.yaml gains a flag or a panel
 * field, type-checking fails here (naming what is missing) until it is added.
 *
 * Only erasable TypeScript, so Node's type stripping can load this file at run time too (`@qone/domain/access`).
 */
// Self-references by package name, not './messages': this file is also compiled into the server's program, whose
// Node-style resolution would want a file extension on a relative import.
import { groupMessages } from '@qone/domain/messages';
import type { components } from '@qone/domain/schema';

type Schemas = components['schemas'];
/** A group's per-feature access: each flag full (true) or none (false), plus one row of fields per panel. */
export type AccessFlags = Schemas['AccessFlags'];
export type AccessFlagName = Schemas['AccessFlagName'];
export type PanelAccess = Schemas['PanelAccess'];
export type PanelAccessField = Schemas['PanelAccessField'];
/** The subset of flags the console's menus and guards read (the session's `permissions` object). */
export type Permissions = Schemas['Permissions'];
export type PermissionFlagName = keyof Permissions;
/** One switch of a group's access: a top-level flag or one panel's field turned on or off. */
export type AccessSwitch = Exclude<Schemas['UpdatePermissionGroupRequest'], { target: 'details' }>;

type Missing<All, Listed> = [Exclude<All, Listed>] extends [never]
  ? unknown
  : { missing: Exclude<All, Listed> };

/** Checks at compile time that `list` names every member of `All` (and nothing else). */
const everyOf =
  <All extends string>() =>
  <const List extends readonly All[]>(list: List & Missing<All, List[number]>): List =>
    list;

/**
 * The top-level access flags of a permission group, in the order of the access tree: projects and its sub-flags,
 * surveys and Survey Designer, scheduler, panels and create-panels, contacts, defaults, settings.
 */
export const ACCESS_FLAG_NAMES = everyOf<AccessFlagName | Exclude<keyof AccessFlags, 'panelMap'>>()([
  'projects',
  'projectsGeneralSettings',
  'projectsResearchDefender',
  'projectsDelete',
  'surveys',
  'surveyDesigner',
  'scheduler',
  'panels',
  'createPanels',
  'contacts',
  'defaults',
  'settings',
]) satisfies readonly AccessFlagName[];

/** The flags a signed-in user carries (`GET /api/permissions`, login): a subset of the access flags. */
export const PERMISSION_FLAG_NAMES = everyOf<PermissionFlagName>()([
  'projects',
  'surveyDesigner',
  'panels',
  'contacts',
  'defaults',
  'settings',
]) satisfies readonly AccessFlagName[];

/** The fields of one panel's row; every field but `access` sits under that panel's `access`. */
export const PANEL_ACCESS_FIELDS = everyOf<PanelAccessField | keyof PanelAccess>()([
  'access',
  'joinForm',
  'export',
  'update',
  'members',
  'bulkEdit',
  'financials',
  'settings',
  'projectAccess',
  'piiExportAccess',
  'researchDefender',
]) satisfies readonly PanelAccessField[];

function recordOf<Name extends string, Value>(
  names: readonly Name[],
  value: (name: Name) => Value,
): Record<Name, Value> {
  // Object.fromEntries loses the key type; every name of `names` is set, so the record is complete.
  return Object.fromEntries(names.map((name) => [name, value(name)])) as Record<Name, Value>;
}

/** Every permission flag `value`. */
export function permissionsWith(value: boolean): Permissions {
  return recordOf(PERMISSION_FLAG_NAMES, () => value);
}

/** The permission flags a group's access object gives (missing or non-boolean flags count as off). */
export function permissionsOf(access: Readonly<Record<string, unknown>> | null | undefined): Permissions {
  return recordOf(PERMISSION_FLAG_NAMES, (name) => access?.[name] === true);
}

/** One panel's row with every field `value`. */
export function panelAccessWith(value: boolean): PanelAccess {
  return recordOf(PANEL_ACCESS_FIELDS, () => value);
}

/** A group's access with every flag `value` and the given panel rows (none by default). */
export function accessWith(value: boolean, panelMap: AccessFlags['panelMap'] = {}): AccessFlags {
  return { ...recordOf(ACCESS_FLAG_NAMES, () => value), panelMap };
}

/** Every flag on and every given panel's row fully open: the seeded "Administration" group. */
export function fullAccess(panelIds: readonly string[] = []): AccessFlags {
  return accessWith(true, Object.fromEntries(panelIds.map((id) => [id, panelAccessWith(true)])));
}

/** The flag or panel field `change` switches, as it is in `access` (a missing panel row counts as off). */
export function switchedValue(access: AccessFlags, change: AccessSwitch): boolean {
  return change.target === 'panel'
    ? access.panelMap[change.panelId]?.[change.field] === true
    : access[change.target] === true;
}

/** Why a change is refused: the status and the `{ error }` text; each side throws its own error with them. */
export interface AccessRefusal {
  status: 403 | 409;
  error: string;
}

/** What the rule asks of the stored data, only when it needs it (the server reads it under its locks). */
export interface AccessChangeFacts {
  /** The caller's own access. */
  own: AccessFlags;
  /** The group's access before the change. */
  group: AccessFlags;
  /** Whether the group has members. */
  hasMembers: () => boolean | Promise<boolean>;
  /** Whether a signed-up user keeps the `settings` flag through another group. */
  settingsHeldElsewhere: () => boolean | Promise<boolean>;
}

/**
 * Nobody hands out more than they hold, nor takes from someone who holds more: turning a flag (or a panel field) on
 * needs the caller's own group to have it on; turning one off a group whose members have access the caller lacks is
 * refused (it would act on those members); and taking `settings` from the last group that gives it to a signed-up
 * user would leave the company without anyone able to manage people and groups. Undefined when the change may go.
 */
export async function accessChangeRefusal(
  change: AccessSwitch,
  facts: AccessChangeFacts,
): Promise<AccessRefusal | undefined> {
  if (change.value) {
    return switchedValue(facts.own, change)
      ? undefined
      : { status: 403, error: groupMessages.cannotGrantMore };
  }
  if (!isWithin(facts.group, facts.own) && (await facts.hasMembers())) {
    return { status: 403, error: groupMessages.membersHaveMoreAccess };
  }
  if (change.target === 'settings' && !(await facts.settingsHeldElsewhere())) {
    return { status: 409, error: groupMessages.lastSettingsHolder };
  }
  return undefined;
}

/**
 * Whether everything `wanted` turns on (flags and panel fields) is on in `held` too. Nobody hands out more than they
 * hold: not by editing a group, and not by putting a user (themselves included) into a group that has more.
 */
export function isWithin(wanted: AccessFlags, held: AccessFlags): boolean {
  if (ACCESS_FLAG_NAMES.some((name) => wanted[name] && !held[name])) return false;
  return Object.entries(wanted.panelMap).every(([panelId, row]) =>
    PANEL_ACCESS_FIELDS.every((field) => !row[field] || held.panelMap[panelId]?.[field] === true),
  );
}
