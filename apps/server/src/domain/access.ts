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
