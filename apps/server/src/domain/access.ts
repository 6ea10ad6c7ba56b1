import type { components } from '@qone/api-client/schema';

/** The per-feature access flags of SPEC 3, each full (true) or none (false), plus per-panel rows in panelMap. */
export type AccessFlags = components['schemas']['AccessFlags'];
export type PanelAccess = components['schemas']['PanelAccess'];

export const accessFlagNames = [
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
] as const;
export type AccessFlagName = (typeof accessFlagNames)[number];

export const panelFieldNames = [
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
] as const;
export type PanelFieldName = (typeof panelFieldNames)[number];

const flags = (value: boolean) =>
  Object.fromEntries(accessFlagNames.map((name) => [name, value])) as Record<AccessFlagName, boolean>;
const panelFields = (value: boolean) =>
  Object.fromEntries(panelFieldNames.map((name) => [name, value])) as Record<PanelFieldName, boolean>;

export function emptyAccess(): AccessFlags {
  return { ...flags(false), panelMap: {} } as AccessFlags;
}

/** Every flag on, every given panel fully open: the seeded "Administration" group. */
export function fullAccess(panelIds: string[] = []): AccessFlags {
  return {
    ...flags(true),
    panelMap: Object.fromEntries(panelIds.map((id) => [id, panelFields(true)])),
  } as AccessFlags;
}

export function emptyPanelAccess(): PanelAccess {
  return panelFields(false) as PanelAccess;
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
