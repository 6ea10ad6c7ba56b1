/**
 * The names of the access tree, written once and typed from the contract: the server, the console and the fake
 * import these lists instead of spelling the flags again. Each list must name every member of its schema: when
 * openapi.yaml gains a flag or a panel field, type-checking fails here (naming what is missing) until it is added.
 *
 * Only a type import and erasable TypeScript, so Node's type stripping can load this file at run time too
 * (`@qone/domain/access`).
 */
// A self-reference by package name, not './types': this file is also compiled into the server's program, whose
// Node-style resolution would want a file extension on a relative import.
import type { components } from '@qone/domain/schema';

type Schemas = components['schemas'];
type AccessFlags = Schemas['AccessFlags'];
type AccessFlagName = Schemas['AccessFlagName'];
type PanelAccess = Schemas['PanelAccess'];
type PanelAccessField = Schemas['PanelAccessField'];
type Permissions = Schemas['Permissions'];
type PermissionFlagName = keyof Permissions;

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
