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

/** A link entry; it is the current page's when its marker is the page's. */
function link(
  context: NavigationContext,
  label: string,
  href: string,
  extra: Omit<NavItem, 'label' | 'href' | 'active'> & { marker?: PageMarker } = {},
): NavItem {
  const { marker, ...rest } = extra;
  return {
    label,
    href,
    ...rest,
    ...(marker !== undefined && marker === context.marker ? { active: true } : {}),
  };
}

const companySettingsHref = (companyId: string) => generatePath(paths.companySettings, { companyId });

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
      { id: 'main', items: [link(context, t.home, paths.home, { icon: HomeIcon, marker: 'home' })] },
      {
        id: 'account',
        label: t.accountSettings,
        shortLabel: t.accountSettingsShort,
        visible: can.settings,
        items: [
          link(context, t.userManagement, paths.userManagement, {
            icon: UsersIcon,
            marker: 'userManagement',
          }),
          link(context, t.companySettings, companySettingsHref(context.companyId), {
            icon: BuildingIcon,
            marker: 'companySettings',
          }),
          link(context, t.legalAndSecurity, paths.companyLegalAndSecurity, {
            icon: ShieldIcon,
            marker: 'legalAndSecurity',
          }),
        ],
      },
      {
        id: 'defaults',
        label: t.systemDefaults,
        shortLabel: t.systemDefaultsShort,
        visible: can.defaults,
        items: [
          link(context, t.languages, paths.companyTranslations, { icon: GlobeIcon, marker: 'languages' }),
          link(context, t.timeZones, paths.timeZones, { icon: ClockIcon, marker: 'timeZones' }),
          link(context, t.defaultContent, paths.defaultContent, { icon: FileIcon, marker: 'defaultContent' }),
          link(context, t.contactManager, paths.contactManager, {
            icon: ContactsIcon,
            marker: 'contacts',
            visible: can.contacts,
          }),
          link(context, t.reports, paths.reports, { icon: ChartIcon, marker: 'reports' }),
        ],
      },
    ],
    profileMenu: [
      {
        id: 'personal',
        items: [{ label: p.personalSettings, onSelect: context.onPersonalSettings, icon: PersonIcon }],
      },
      {
        id: 'pages',
        label: p.pages,
        items: [
          link(context, p.eventManagement, paths.projects, { visible: can.projects }),
          link(context, p.surveyDesigner, paths.surveyDesigner, { visible: can.surveyDesigner }),
          link(context, p.qOnePlatform, paths.panels, { visible: can.panels }),
          link(context, p.settingsAndDefaults, paths.companySettingsAndDefaults, {
            visible: can.settings || can.defaults,
          }),
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
      { id: 'logout', items: [{ label: p.logOut, onSelect: context.onLogout, icon: LogoutIcon }] },
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
      { id: 'main', items: [link(context, t.home, paths.home, { icon: HomeIcon, marker: 'home' })] },
      {
        id: 'account',
        label: t.accountSettings,
        visible: can.settings,
        items: [
          link(context, t.overview, paths.companyOverview, { icon: GridIcon, marker: 'companyOverview' }),
          link(context, t.userManagement, paths.userManagement, {
            icon: UsersIcon,
            marker: 'userManagement',
          }),
          link(context, t.permissionGroups, paths.permissionGroups, {
            icon: KeyIcon,
            marker: 'permissionGroups',
          }),
          link(context, t.companySettings, companySettingsHref(context.companyId), {
            icon: BuildingIcon,
            marker: 'companySettings',
          }),
          link(context, t.communications, paths.communication, { icon: MailIcon, marker: 'communications' }),
          link(context, t.legalAndSecurity, paths.companyLegalAndSecurity, {
            icon: ShieldIcon,
            marker: 'legalAndSecurity',
          }),
        ],
      },
    ],
    profileMenu: [
      {
        id: 'personal',
        items: [{ label: t.personalSettings, onSelect: context.onPersonalSettings, icon: PersonIcon }],
      },
      {
        id: 'modules',
        label: t.modules,
        items: [
          link(context, t.home, paths.home),
          link(context, t.projects, paths.projects, { visible: can.projects }),
          link(context, t.surveys, paths.surveyDesigner, { visible: can.surveyDesigner }),
          link(context, t.panels, paths.panels, { visible: can.panels }),
          link(context, t.contacts, paths.contactManager, { visible: can.contacts }),
        ],
      },
      {
        id: 'system',
        label: t.system,
        items: [
          link(context, t.defaults, paths.defaultContent, { visible: can.defaults }),
          link(context, t.settings, paths.companyOverview, { visible: can.settings }),
          { label: t.logout, onSelect: context.onLogout, icon: LogoutIcon },
        ],
      },
    ],
  };
}
