import type { components, InstallationLinks } from '@qone/api-client';
import {
  BuildingIcon,
  ChartIcon,
  ClockIcon,
  ContactsIcon,
  FileIcon,
  GearIcon,
  GlobeIcon,
  GridIcon,
  HistoryIcon,
  HomeIcon,
  KeyIcon,
  LinkExternalIcon,
  LogoutIcon,
  MailIcon,
  type NavIcon,
  type NavItem,
  type NavSection,
  PersonIcon,
  ShieldIcon,
  UsersIcon,
} from '@qone/ui';
import { generatePath } from 'react-router-dom';
import { frameCopy } from './copy';
import { type PageMarker, paths } from './routes';

type Permissions = components['schemas']['Permissions'];

/** What the menus depend on: the signed-in user's flags and company, the current page, and the menu actions. */
export interface NavigationContext {
  /** The signed-in user's feature flags; entries the user may not open are hidden. */
  permissions: Permissions;
  /** The signed-in user's company, for the Company Settings link. */
  companyId: string;
  /** The current page's marker; the entry with the same marker is highlighted. */
  marker?: PageMarker;
  /**
   * Where the other modules and Help live for this installation (`GET /api/installation-links`). Until it has
   * answered (or when it failed), module entries lead to the console's own address of the module, which goes on
   * to the module or says it is not set up, and Help entries are shown disabled.
   */
  links?: InstallationLinks | undefined;
  /** Opens the Personal Settings dialog. */
  onPersonalSettings: () => void;
  /** Signs out. */
  onLogout: () => void;
}

/** The menus a layout receives. */
export interface Navigation {
  /** The sidebar (Defaults area) or side menu (Account area). */
  sidebar: NavSection[];
  /** The profile menu. */
  profileMenu: NavSection[];
}

/** The menu entry of each page marker: where it goes and its icon (shown alone in the collapsed sidebar). */
const pageEntries: Record<PageMarker, { href: (companyId: string) => string; icon: NavIcon }> = {
  home: { href: () => paths.home, icon: HomeIcon },
  settingsAndDefaults: { href: () => paths.companySettingsAndDefaults, icon: GearIcon },
  companyOverview: { href: () => paths.companyOverview, icon: GridIcon },
  userManagement: { href: () => paths.userManagement, icon: UsersIcon },
  permissionGroups: { href: () => paths.permissionGroups, icon: KeyIcon },
  companySettings: {
    href: (companyId) => generatePath(paths.companySettings, { companyId }),
    icon: BuildingIcon,
  },
  communications: { href: () => paths.communication, icon: MailIcon },
  legalAndSecurity: { href: () => paths.companyLegalAndSecurity, icon: ShieldIcon },
  activity: { href: () => paths.activity, icon: HistoryIcon },
  languages: { href: () => paths.companyTranslations, icon: GlobeIcon },
  timeZones: { href: () => paths.timeZones, icon: ClockIcon },
  defaultContent: { href: () => paths.defaultContent, icon: FileIcon },
  contacts: { href: () => paths.contactManager, icon: ContactsIcon },
  reports: { href: () => paths.reports, icon: ChartIcon },
  platformSettings: { href: () => paths.platformSettings, icon: GridIcon },
  domains: { href: () => paths.domains, icon: GlobeIcon },
  mailers: { href: () => paths.mailers, icon: MailIcon },
};

/** The address of a page marker's sidebar entry. */
export const entryHref = (marker: PageMarker, companyId: string) => pageEntries[marker].href(companyId);

/** A sidebar entry for a page; it is highlighted when it is the current page's. */
function page(context: NavigationContext, marker: PageMarker, label: string, visible = true): NavItem {
  const { href, icon } = pageEntries[marker];
  return {
    label,
    href: href(context.companyId),
    icon,
    ...(marker === context.marker ? { active: true } : {}),
    ...(visible ? {} : { visible }),
  };
}

/** A profile-menu link, shown only when `visible`. */
const link = (label: string, href: string, visible = true): NavItem => ({
  label,
  href,
  ...(visible ? {} : { visible }),
});

/** The other modules: the installation's setting for each, and the console's own address that leads there. */
const modules = {
  projects: paths.projects,
  surveyDesigner: paths.surveyDesigner,
  panels: paths.panels,
  contacts: paths.contactManager,
  reports: paths.reports,
} as const satisfies Partial<Record<keyof InstallationLinks, string>>;
export type ModuleKey = keyof typeof modules;

/** Each console address of a module, and which module it is (the module page reads it). */
export const moduleOfPath: Record<string, ModuleKey> = Object.fromEntries(
  Object.entries(modules).map(([key, path]) => [path, key as ModuleKey]),
);

/**
 * An entry of another module: its address (opened in the same tab, as a module of the same platform) when the
 * installation has one; disabled with "Not set up" when it has none; the console's own address of the module while
 * the links are unknown (that page goes on, or says it is not set up).
 */
function moduleEntry(
  context: NavigationContext,
  key: ModuleKey,
  entry: Omit<NavItem, 'href'> & { label: string },
): NavItem {
  const url = context.links?.[key];
  if (url) return { ...entry, href: url };
  if (context.links === undefined) return { ...entry, href: modules[key] };
  return { ...entry, disabled: true, note: frameCopy.modules.notSetUpShort };
}

/** A Help entry: the installation's page in a new tab, or disabled with "Not set up". */
function helpEntry(context: NavigationContext, key: 'tutorials' | 'faq' | 'support', label: string): NavItem {
  const url = context.links?.[key];
  if (url) return { label, href: url, newTab: true, icon: LinkExternalIcon };
  return {
    label,
    disabled: true,
    ...(context.links === undefined ? {} : { note: frameCopy.modules.notSetUpShort }),
  };
}

/**
 * The first section of both profile menus: Personal settings. Sign-in & security is reached from the Personal
 * Settings dialog, not from here: the spec lists the profile menu's entries and caps its height at 369 px, which one
 * more entry overflows at 1440×900.
 */
const personalSection = (labels: { personalSettings: string }, context: NavigationContext): NavSection => ({
  id: 'personal',
  items: [{ label: labels.personalSettings, onSelect: context.onPersonalSettings, icon: PersonIcon }],
});

/** The logout entry of both profile menus. */
const logoutItem = (label: string, context: NavigationContext): NavItem => ({
  label,
  onSelect: context.onLogout,
  icon: LogoutIcon,
});

/**
 * The one sidebar of both areas (the Defaults area's collapsible sidebar and the Account area's side menu), so
 * switching areas never swaps the menu and every screen is in it: Home, and Settings & Defaults with `settings` or
 * `defaults`; Account Settings (short "Account") with `settings` — the Account area's entries, which include the
 * Defaults area's User Management, Company Settings and Legal & Security; System Defaults (short "Defaults") with
 * `defaults`, whose Contact Manager also needs `contacts` (Contact Manager and Reports are modules of the
 * installation: see `moduleEntry`); Platform Settings (short "Platform") with `settings`: its overview, Domain and
 * Mailer.
 */
function sidebar(context: NavigationContext): NavSection[] {
  const { permissions: can } = context;
  const t = frameCopy.defaultsSidebar;
  const a = frameCopy.accountMenu;
  const n = frameCopy.navigation;
  const module = (key: 'contacts' | 'reports', label: string, visible: boolean) => ({
    ...moduleEntry(context, key, { label, icon: pageEntries[key].icon }),
    ...(key === context.marker ? { active: true } : {}),
    ...(visible ? {} : { visible }),
  });
  return [
    {
      id: 'main',
      items: [
        page(context, 'home', t.home),
        page(context, 'settingsAndDefaults', n.settingsAndDefaults, can.settings || can.defaults),
      ],
    },
    {
      id: 'account',
      label: t.accountSettings,
      shortLabel: t.accountSettingsShort,
      visible: can.settings,
      items: [
        page(context, 'companyOverview', a.overview),
        page(context, 'userManagement', t.userManagement),
        page(context, 'permissionGroups', a.permissionGroups),
        page(context, 'companySettings', t.companySettings),
        page(context, 'communications', a.communications),
        page(context, 'legalAndSecurity', t.legalAndSecurity),
        page(context, 'activity', a.activity),
      ],
    },
    {
      id: 'defaults',
      label: t.systemDefaults,
      shortLabel: t.systemDefaultsShort,
      visible: can.defaults,
      items: [
        page(context, 'languages', t.languages),
        page(context, 'timeZones', t.timeZones),
        page(context, 'defaultContent', t.defaultContent),
        module('contacts', t.contactManager, can.contacts),
        module('reports', t.reports, true),
      ],
    },
    {
      id: 'platform',
      label: n.platformSettings,
      shortLabel: n.platformSettingsShort,
      visible: can.settings,
      items: [
        page(context, 'platformSettings', n.platformOverview),
        page(context, 'domains', n.domains),
        page(context, 'mailers', n.mailers),
      ],
    },
  ];
}

/**
 * The Defaults area. Sidebar: the one sidebar (above). Profile menu: Personal settings, Help and
 * Log Out always;
 * under Pages, Event Management needs `projects`, Survey Designer `surveyDesigner`, Q One Platform `panels` (each
 * the installation's module), and Settings & Defaults either `settings` or `defaults`; Help's entries open the
 * installation's pages in a new tab.
 */
export function defaultsNavigation(context: NavigationContext): Navigation {
  const { permissions: can } = context;
  const p = frameCopy.defaultsProfileMenu;
  return {
    sidebar: sidebar(context),
    profileMenu: [
      personalSection(p, context),
      {
        id: 'pages',
        label: p.pages,
        items: [
          moduleEntry(context, 'projects', { label: p.eventManagement, visible: can.projects }),
          moduleEntry(context, 'surveyDesigner', { label: p.surveyDesigner, visible: can.surveyDesigner }),
          moduleEntry(context, 'panels', { label: p.qOnePlatform, visible: can.panels }),
          link(p.settingsAndDefaults, paths.companySettingsAndDefaults, can.settings || can.defaults),
        ],
      },
      {
        id: 'help',
        label: p.help,
        items: [
          helpEntry(context, 'tutorials', p.tutorials),
          helpEntry(context, 'faq', p.faq),
          helpEntry(context, 'support', p.contactSupport),
        ],
      },
      { id: 'logout', items: [logoutItem(p.logOut, context)] },
    ],
  };
}

/**
 * The Account area. Side menu: the one sidebar (above). Profile menu: Personal Settings, Home
 * and Logout always;
 * Projects needs `projects`, Surveys `surveyDesigner`, Panels `panels`, Contacts `contacts` (each the
 * installation's module), Defaults `defaults` and Settings `settings`.
 */
export function accountNavigation(context: NavigationContext): Navigation {
  const { permissions: can } = context;
  const t = frameCopy.accountMenu;
  return {
    sidebar: sidebar(context),
    profileMenu: [
      personalSection(t, context),
      {
        id: 'modules',
        label: t.modules,
        items: [
          link(t.home, paths.home),
          moduleEntry(context, 'projects', { label: t.projects, visible: can.projects }),
          moduleEntry(context, 'surveyDesigner', { label: t.surveys, visible: can.surveyDesigner }),
          moduleEntry(context, 'panels', { label: t.panels, visible: can.panels }),
          moduleEntry(context, 'contacts', { label: t.contacts, visible: can.contacts }),
        ],
      },
      {
        id: 'system',
        label: t.system,
        items: [
          link(t.defaults, paths.defaultContent, can.defaults),
          link(t.settings, paths.companyOverview, can.settings),
          logoutItem(t.logout, context),
        ],
      },
    ],
  };
}

/** A crumb of a page's breadcrumb: a level of the menus, linked, or the page itself (no href). */
export interface Crumb {
  label: string;
  href?: string;
}

/**
 * The breadcrumb of a page, in the sidebar's words and hierarchy: Home, then the sidebar section holding the page's
 * entry (linked to the section's first entry), then the entry (linked when `below` names a page under it), then
 * `below`. A page of the main section (Home, Settings & Defaults) has Home then itself.
 */
export function breadcrumbsOf(marker: PageMarker, companyId: string, below: readonly Crumb[] = []): Crumb[] {
  // Visibility does not matter here: every section and entry is built, hidden ones only marked so.
  const everything = sidebar({
    permissions: {} as Permissions,
    companyId,
    marker,
    onPersonalSettings: () => undefined,
    onLogout: () => undefined,
  });
  const section = everything.find((candidate) => candidate.items.some((item) => item.active));
  const entry = section?.items.find((item) => item.active);
  const home: Crumb = { label: frameCopy.defaultsSidebar.home, href: paths.home };
  if (!section || !entry) return [home, ...below];
  const own: Crumb =
    below.length > 0 && entry.href ? { label: entry.label, href: entry.href } : { label: entry.label };
  if (marker === 'home') return below.length > 0 ? [home, ...below] : [{ label: home.label }];
  if (!section.label) return [home, own, ...below];
  const first = section.items[0];
  const sectionCrumb: Crumb = first?.href
    ? { label: section.label, href: first.href }
    : { label: section.label };
  return [home, sectionCrumb, own, ...below];
}
