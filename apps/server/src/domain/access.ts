import type { components } from '@qone/api-client/schema';

type Schemas = components['schemas'];

/** A group's per-feature access: each flag full (true) or none (false), plus one row of fields per panel. */
export type AccessFlags = Schemas['AccessFlags'];
export type AccessFlagName = Schemas['AccessFlagName'];
export type PanelAccess = Schemas['PanelAccess'];
export type PanelFieldName = Schemas['PanelAccessField'];
/** The subset of flags the console's menus and guards read (the session's `permissions` object). */
export type Permissions = Schemas['Permissions'];
export type PermissionName = keyof Permissions;

/**
 * A list of names that must hold every member of the union `T` — a name the contract adds and the list lacks makes
 * the call a type error naming it, so the lists below cannot fall behind openapi.yaml.
 */
const listingEvery =
  <T extends string>() =>
  <const L extends readonly T[]>(
    list: L & ([Exclude<T, L[number]>] extends [never] ? unknown : { missing: Exclude<T, L[number]> }),
  ): L =>
    list;

/** Every access flag, in the order the access editor shows them (the contract's `avaialblePermissions`). */
export const accessFlagNames = listingEvery<AccessFlagName>()([
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
]);

export const panelFieldNames = listingEvery<PanelFieldName>()([
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
]);

/** The flags of the `permissions` object a session carries: each one is also an access flag of the group. */
export const permissionNames = listingEvery<PermissionName>()([
  'projects',
  'surveyDesigner',
  'panels',
  'contacts',
  'defaults',
  'settings',
] as const satisfies readonly AccessFlagName[]);

/**
 * The flags an operation can require with `x-permission` in openapi.yaml: `settings` for people and the company,
 * `defaults` for default content. The app refuses (403) a caller whose group lacks it before the handler runs.
 */
export const operationPermissionNames = ['settings', 'defaults'] as const satisfies readonly PermissionName[];
export type OperationPermission = (typeof operationPermissionNames)[number];

export const isOperationPermission = (value: unknown): value is OperationPermission =>
  (operationPermissionNames as readonly unknown[]).includes(value);

const flags = (value: boolean) =>
  Object.fromEntries(accessFlagNames.map((name) => [name, value])) as Record<AccessFlagName, boolean>;
const panelFields = (value: boolean) =>
  Object.fromEntries(panelFieldNames.map((name) => [name, value])) as PanelAccess;

export function emptyAccess(): AccessFlags {
  return { ...flags(false), panelMap: {} };
}

/** Every flag on, every given panel fully open: the seeded "Administration" group. */
export function fullAccess(panelIds: string[] = []): AccessFlags {
  return {
    ...flags(true),
    panelMap: Object.fromEntries(panelIds.map((id) => [id, panelFields(true)])),
  };
}

export function emptyPanelAccess(): PanelAccess {
  return panelFields(false);
}

/** The session's permissions from a group's stored access object: a flag is on only when stored as `true`. */
export function permissionsFromAccess(access: Record<string, unknown>): Permissions {
  return Object.fromEntries(permissionNames.map((name) => [name, access[name] === true])) as Permissions;
}

/**
 * Whether everything `wanted` turns on (flags and panel fields) is on in `held` too. Nobody hands out more than they
 * hold: not by editing a group, and not by putting a user — themselves included — into a group that has more.
 */
export function isWithin(wanted: AccessFlags, held: AccessFlags): boolean {
  for (const name of accessFlagNames) if (wanted[name] && !held[name]) return false;
  for (const [panelId, row] of Object.entries(wanted.panelMap ?? {})) {
    for (const field of panelFieldNames)
      if (row[field] && held.panelMap?.[panelId]?.[field] !== true) return false;
  }
  return true;
}
