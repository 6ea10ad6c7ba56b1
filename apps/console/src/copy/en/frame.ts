/**
 * The console's frame: the product names, the two areas' menus (sidebar, side menu and profile menus), route
 * loading and failure, the not-found page and the placeholder of screens still to come.
 */
export const frameCopy = {
  brand: {
    /** The Defaults area's top bar and the signed-out screens. */
    logoText: 'Q ONE TECH',
    /** The Account area's header and drawer. */
    productTitle: 'Q One',
  },
  app: {
    routeErrorTitle: 'This page could not be shown',
    routeErrorFallback: 'Something went wrong.',
    reload: 'Reload',
    pageNotBuilt: 'This screen is not built yet.',
    helpTitle: 'Help',
    helpUnavailable: 'Help content is not available yet.',
  },
  notFound: {
    title: 'Page not found',
    text: 'The address may be mistyped, or the page has moved or no longer exists.',
    home: 'Go to the home page',
  },
  /** The Defaults area's sidebar; the short titles replace the section titles when it is collapsed. */
  defaultsSidebar: {
    home: 'Home',
    accountSettings: 'Account Settings',
    accountSettingsShort: 'Account',
    userManagement: 'User Management',
    companySettings: 'Company Settings',
    legalAndSecurity: 'Legal & Security',
    systemDefaults: 'System Defaults',
    systemDefaultsShort: 'Defaults',
    languages: 'Languages',
    timeZones: 'Time Zones',
    defaultContent: 'Default Content',
    contactManager: 'Contact Manager',
    reports: 'Reports',
  },
  /** The Defaults area's profile menu. */
  defaultsProfileMenu: {
    personalSettings: 'Personal settings',
    pages: 'Pages',
    eventManagement: 'Event Management',
    surveyDesigner: 'Survey Designer',
    qOnePlatform: 'Q One Platform',
    settingsAndDefaults: 'Settings & Defaults',
    help: 'Help',
    tutorials: 'Tutorials',
    faq: 'FAQ',
    contactSupport: 'Contact Support',
    logOut: 'Log Out',
  },
  /** The Account area's side menu and profile menu. */
  accountMenu: {
    personalSettings: 'Personal Settings',
    modules: 'Modules',
    home: 'Home',
    projects: 'Projects',
    surveys: 'Surveys',
    panels: 'Panels',
    contacts: 'Contacts',
    system: 'System',
    defaults: 'Defaults',
    settings: 'Settings',
    logout: 'Logout',
    accountSettings: 'Account Settings',
    overview: 'Overview',
    userManagement: 'User Management',
    permissionGroups: 'Permission Groups',
    companySettings: 'Company Settings',
    communications: 'Communications',
    legalAndSecurity: 'Legal & Security',
  },
} as const;
