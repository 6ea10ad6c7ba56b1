/**
 * The console's frame: the product's name, the two areas' menus (sidebar, side menu and profile menus), route
 * loading and failure, the not-found page, and what the other modules' entries say when they are not set up.
 */
export const frameCopy = {
  brand: {
    /** The product's one name (the spec's logo text): both areas' top bars, the signed-out screens, the tab title. */
    logoText: 'Q ONE TECH',
  },
  app: {
    routeErrorTitle: 'This page could not be shown',
    routeErrorFallback: 'Something went wrong.',
    reload: 'Reload',
  },
  /** The platform's other modules and the Help pages, whose addresses are settings of the installation. */
  modules: {
    notSetUp: 'Not set up for this installation',
    notSetUpShort: 'Not set up',
    /** The page an address of a module leads to when the installation has not set that module up. */
    notSetUpTitle: (module: string) => `${module} is not set up`,
    notSetUpText:
      'This installation has no address for this module. An operator of the installation sets it on the server; Platform Settings shows which addresses are set.',
    platformSettings: 'Open Platform Settings',
    leaving: 'Opening the module…',
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
  /** Entries both sidebars have beside the product's own (so every screen is in a sidebar), and their short titles. */
  navigation: {
    settingsAndDefaults: 'Settings & Defaults',
    platformSettings: 'Platform Settings',
    platformSettingsShort: 'Platform',
    platformOverview: 'Overview',
    domains: 'Domain',
    mailers: 'Mailer',
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
    activity: 'Activity',
  },
  /** The dialog every write asks when it needs a fresh proof of identity (a step-up). */
  stepUp: {
    title: 'Confirm it’s you',
    description: 'For your security, enter your password again to continue.',
    password: 'Password',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
} as const;
