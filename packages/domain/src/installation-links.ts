// By package name, as access.ts: the server's Node-style resolution would want a file extension on './schema'.
import type { components } from '@qone/domain/schema';

export type InstallationLinks = components['schemas']['InstallationLinks'];
export type InstallationLinkKey = keyof InstallationLinks;

/**
 * The installation's addresses of the platform's other modules and of Help, and the server's environment variable
 * that sets each (apps/server/src/config.ts reads them; Platform settings names them beside their values).
 */
export const INSTALLATION_LINK_SETTINGS = {
  projects: 'PROJECTS_URL',
  surveyDesigner: 'SURVEY_DESIGNER_URL',
  panels: 'PANELS_URL',
  contacts: 'CONTACTS_URL',
  reports: 'REPORTS_URL',
  tutorials: 'TUTORIALS_URL',
  faq: 'FAQ_URL',
  support: 'SUPPORT_URL',
} as const satisfies Record<InstallationLinkKey, string>;

export const INSTALLATION_LINK_KEYS = Object.keys(INSTALLATION_LINK_SETTINGS) as InstallationLinkKey[];
