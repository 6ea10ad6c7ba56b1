import {
  ACCESS_FLAG_NAMES,
  accessWith,
  isWithin,
  PANEL_ACCESS_FIELDS,
  PERMISSION_FLAG_NAMES,
  panelAccessWith,
  permissionsOf,
} from '@qone/domain/access';
import type { components } from '@qone/domain/schema';

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
 * The flag, panel-field and permission lists are the api-client's (`@qone/domain/access`, loaded at run time
 * through Node's type stripping): written once for the server, the console and the fake, and checked there against
 * the contract at compile time.
 */
export const accessFlagNames = ACCESS_FLAG_NAMES;
export const panelFieldNames = PANEL_ACCESS_FIELDS;
export const permissionNames = PERMISSION_FLAG_NAMES;

/**
 * The flags an operation can require with `x-permission` in openapi.yaml: `settings` for people and the company,
 * `defaults` for default content. The app refuses (403) a caller whose group lacks it before the handler runs.
 */
export const operationPermissionNames = ['settings', 'defaults'] as const satisfies readonly PermissionName[];
export type OperationPermission = (typeof operationPermissionNames)[number];

export const isOperationPermission = (value: unknown): value is OperationPermission =>
  (operationPermissionNames as readonly unknown[]).includes(value);

export const emptyAccess = (): AccessFlags => accessWith(false);

/** Every flag on, every given panel fully open: the seeded "Administration" group. */
export const fullAccess = (panelIds: string[] = []): AccessFlags =>
  accessWith(true, Object.fromEntries(panelIds.map((id) => [id, panelAccessWith(true)])));

export const emptyPanelAccess = (): PanelAccess => panelAccessWith(false);

/** The session's permissions from a group's stored access object: a flag is on only when stored as `true`. */
export const permissionsFromAccess = (access: Record<string, unknown>): Permissions => permissionsOf(access);

/**
 * Whether everything `wanted` turns on (flags and panel fields) is on in `held` too. Nobody hands out more than they
 * hold: not by editing a group, and not by putting a user — themselves included — into a group that has more.
 */
export { isWithin };
