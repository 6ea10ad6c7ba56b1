import type { components } from '@qone/api-client';
import {
  BuildingIcon,
  ChartIcon,
  ClockIcon,
  ContactsIcon,
  FileIcon,
  GlobeIcon,
  GridIcon,
  HomeIcon,
  KeyIcon,
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
  /** Opens the Personal Settings dialog. */
  onPersonalSettings: () => void;
  /** Answers a Help entry of the profile menu. */
  onHelp: () => void;
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
  companyOverview: { href: () => paths.companyOverview, icon: GridIcon },
  userManagement: { href: () => paths.userManagement, icon: UsersIcon },
  permissionGroups: { href: () => paths.permissionGroups, icon: KeyIcon },
  companySettings: {
    href: (companyId) => generatePath(paths.companySettings, { companyId }),
    icon: BuildingIcon,
  },
  communications: { href: () => paths.communication, icon: MailIcon },
  legalAndSecurity: { href: () => paths.companyLegalAndSecurity, icon: ShieldIcon },
  languages: { href: () => paths.companyTranslations, icon: GlobeIcon },
  timeZones: { href: () => paths.timeZones, icon: ClockIcon },
  defaultContent: { href: () => paths.defaultContent, icon: FileIcon },
  contacts: { href: () => paths.contactManager, icon: ContactsIcon },
  reports: { href: () => paths.reports, icon: ChartIcon },
};

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

/** The first section of both profile menus: Personal settings. */
const personalSection = (label: string, context: NavigationContext): NavSection => ({
  id: 'personal',
  items: [{ label, onSelect: context.onPersonalSettings, icon: PersonIcon }],
});

/** The logout entry of both profile menus. */
const logoutItem = (label: string, context: NavigationContext): NavItem => ({
  label,
  onSelect: context.onLogout,
  icon: LogoutIcon,
});

/**
 * The Defaults area. Sidebar: Home always; Account Settings (short title "Account") with the `settings` flag;
 * System Defaults (short title "Defaults") with the `defaults` flag, whose Contact Manager link also needs
 * `contacts` (it opens that module). Profile menu: Personal settings, Help and Log Out always; under Pages, Event
 * Management needs `projects`, Survey Designer `surveyDesigner`, Q One Platform `panels`, and Settings & Defaults
 * either `settings` or `defaults`.
 */
export function defaultsNavigation(context: NavigationContext): Navigation {
  const { permissions: can } = context;
  const t = frameCopy.defaultsSidebar;
  const p = frameCopy.defaultsProfileMenu;
  return {
    sidebar: [
      { id: 'main', items: [page(context, 'home', t.home)] },
      {
        id: 'account',
        label: t.accountSettings,
        shortLabel: t.accountSettingsShort,
        visible: can.settings,
        items: [
          page(context, 'userManagement', t.userManagement),
          page(context, 'companySettings', t.companySettings),
          page(context, 'legalAndSecurity', t.legalAndSecurity),
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
          page(context, 'contacts', t.contactManager, can.contacts),
          page(context, 'reports', t.reports),
        ],
      },
    ],
    profileMenu: [
      personalSection(p.personalSettings, context),
      {
        id: 'pages',
        label: p.pages,
        items: [
          link(p.eventManagement, paths.projects, can.projects),
          link(p.surveyDesigner, paths.surveyDesigner, can.surveyDesigner),
          link(p.qOnePlatform, paths.panels, can.panels),
          link(p.settingsAndDefaults, paths.companySettingsAndDefaults, can.settings || can.defaults),
        ],
      },
      {
        id: 'help',
        label: p.help,
        items: [
          { label: p.tutorials, onSelect: context.onHelp },
          { label: p.faq, onSelect: context.onHelp },
          { label: p.contactSupport, onSelect: context.onHelp },
        ],
      },
      { id: 'logout', items: [logoutItem(p.logOut, context)] },
    ],
  };
}

/**
 * The Account area. Side menu: Home always; the Account Settings group only with the `settings` flag. Profile
 * menu: Personal Settings, Home and Logout always; Projects needs `projects`, Surveys `surveyDesigner`, Panels
 * `panels`, Contacts `contacts`, Defaults `defaults` and Settings `settings`.
 */
export function accountNavigation(context: NavigationContext): Navigation {
  const { permissions: can } = context;
  const t = frameCopy.accountMenu;
  return {
    sidebar: [
      { id: 'main', items: [page(context, 'home', t.home)] },
      {
        id: 'account',
        label: t.accountSettings,
        visible: can.settings,
        items: [
          page(context, 'companyOverview', t.overview),
          page(context, 'userManagement', t.userManagement),
          page(context, 'permissionGroups', t.permissionGroups),
          page(context, 'companySettings', t.companySettings),
          page(context, 'communications', t.communications),
          page(context, 'legalAndSecurity', t.legalAndSecurity),
        ],
      },
    ],
    profileMenu: [
      personalSection(t.personalSettings, context),
      {
        id: 'modules',
        label: t.modules,
        items: [
          link(t.home, paths.home),
          link(t.projects, paths.projects, can.projects),
          link(t.surveys, paths.surveyDesigner, can.surveyDesigner),
          link(t.panels, paths.panels, can.panels),
          link(t.contacts, paths.contactManager, can.contacts),
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
