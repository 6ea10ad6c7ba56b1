/**
 * The console paths the layouts link to (SPEC section 2). The specification gives relative targets for the
 * sidebar (e.g. `user-management-dashboard`); these are their absolute forms under `/company-settings`.
 * Targets the specification leaves open ("Link targets: not shown") use the closest documented route.
 */
export const layoutRoutes = {
  home: '/home',
  projects: '/panel-manager/projects',
  surveyDesigner: '/survey-designer',
  panels: '/panel-manager/overview',
  contacts: '/contact-manager',
  settingsAndDefaults: '/company-settings/settings-and-defaults',
  defaultContent: '/default-content',
  companyOverview: '/company-settings/overview',
  userManagement: '/company-settings/user-management-dashboard',
  permissionGroups: '/company-settings/permission-group',
  companySettings: (companyId: string) =>
    `/company-settings/company-settings/${encodeURIComponent(companyId)}`,
  communications: '/company-settings/communication',
  legalAndSecurity: '/company-settings/legal-and-security',
  languages: '/company-settings/languages-and-translations',
  timeZones: '/tzn',
  reports: '/reports',
} as const;
