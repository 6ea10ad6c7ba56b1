import styled from 'styled-components';
import { Breadcrumbs } from '../Breadcrumbs';
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
  PersonIcon,
  ShieldIcon,
  UsersIcon,
} from '../Icon';
import type { NavSection } from './nav';

/**
 * Example menus and page content for the layout stories and tests: what an app passes to a layout. The layouts
 * know no app; these menus stand for any app's, with example addresses.
 */

/** Which entries are shown and which one is the current page's: the app decides, the layout only shows. */
export interface ExampleMenuOptions {
  /** The id of the current page's entry. */
  active?: string;
  /** The ids of the sections and entries to leave out, as an app hides what the user may not open. */
  hidden?: readonly string[];
}

function apply(sections: NavSection[], { active, hidden = [] }: ExampleMenuOptions): NavSection[] {
  return sections.map((section) => ({
    ...section,
    visible: !hidden.includes(section.id ?? ''),
    items: section.items.map((item) => ({
      ...item,
      active: item.id !== undefined && item.id === active,
      visible: !hidden.includes(item.id ?? ''),
    })),
  }));
}

/** A sidebar with an untitled first section and two titled ones that have short titles for the collapsed state. */
export function exampleSidebar(options: ExampleMenuOptions = {}): NavSection[] {
  return apply(
    [
      { id: 'main', items: [{ id: 'home', label: 'Home', href: '/example', icon: HomeIcon }] },
      {
        id: 'account',
        label: 'Account Settings',
        shortLabel: 'Account',
        items: [
          { id: 'users', label: 'User Management', href: '/example/users', icon: UsersIcon },
          { id: 'company', label: 'Company Settings', href: '/example/company/1', icon: BuildingIcon },
          { id: 'legal', label: 'Legal & Security', href: '/example/legal', icon: ShieldIcon },
        ],
      },
      {
        id: 'defaults',
        label: 'System Defaults',
        shortLabel: 'Defaults',
        items: [
          { id: 'languages', label: 'Languages', href: '/example/languages', icon: GlobeIcon },
          { id: 'timezones', label: 'Time Zones', href: '/example/time-zones', icon: ClockIcon },
          { id: 'content', label: 'Default Content', href: '/example/content', icon: FileIcon },
          { id: 'contacts', label: 'Contact Manager', href: '/example/contacts', icon: ContactsIcon },
          { id: 'reports', label: 'Reports', href: '/example/reports', icon: ChartIcon },
        ],
      },
    ],
    options,
  );
}

/** A side menu with one untitled and one titled section (no short titles: it never collapses). */
export function exampleSideMenu(options: ExampleMenuOptions = {}): NavSection[] {
  return apply(
    [
      { id: 'main', items: [{ id: 'home', label: 'Home', href: '/example', icon: HomeIcon }] },
      {
        id: 'account',
        label: 'Account Settings',
        items: [
          { id: 'overview', label: 'Overview', href: '/example/overview', icon: GridIcon },
          { id: 'users', label: 'User Management', href: '/example/users', icon: UsersIcon },
          { id: 'groups', label: 'Permission Groups', href: '/example/groups', icon: KeyIcon },
          { id: 'company', label: 'Company Settings', href: '/example/company/1', icon: BuildingIcon },
          { id: 'communications', label: 'Communications', href: '/example/communications', icon: MailIcon },
          { id: 'legal', label: 'Legal & Security', href: '/example/legal', icon: ShieldIcon },
        ],
      },
    ],
    options,
  );
}

const noop = () => {};

/** The actions of a profile menu (spies in stories and tests). */
export interface ExampleProfileActions {
  onPersonalSettings?: () => void;
  onHelp?: (topic: string) => void;
  onLogout?: () => void;
}

const personal = (label: string, onSelect: () => void): NavSection => ({
  id: 'personal',
  items: [{ id: 'personal', label, onSelect, icon: PersonIcon }],
});

const logout = (label: string, onSelect: () => void) => ({ id: 'logout', label, onSelect, icon: LogoutIcon });

/** A profile menu of an action, a titled section of links, a titled section of actions and a last action. */
export function exampleProfileMenu(
  actions: ExampleProfileActions = {},
  options: ExampleMenuOptions = {},
): NavSection[] {
  const { onPersonalSettings = noop, onHelp = noop, onLogout = noop } = actions;
  return apply(
    [
      personal('Personal settings', onPersonalSettings),
      {
        id: 'pages',
        label: 'Pages',
        items: [
          { id: 'events', label: 'Event Management', href: '/example/events' },
          { id: 'designer', label: 'Survey Designer', href: '/example/designer' },
          { id: 'platform', label: 'Q One Platform', href: '/example/platform' },
          { id: 'settings', label: 'Settings & Defaults', href: '/example/settings' },
        ],
      },
      {
        id: 'help',
        label: 'Help',
        items: [
          { id: 'tutorials', label: 'Tutorials', onSelect: () => onHelp('tutorials') },
          { id: 'faq', label: 'FAQ', onSelect: () => onHelp('faq') },
          { id: 'support', label: 'Contact Support', onSelect: () => onHelp('support') },
        ],
      },
      { id: 'logout', items: [logout('Log Out', onLogout)] },
    ],
    options,
  );
}

/** A profile menu of an action, two titled sections of links, the second ending in an action. */
export function exampleAccountProfileMenu(
  actions: ExampleProfileActions = {},
  options: ExampleMenuOptions = {},
): NavSection[] {
  const { onPersonalSettings = noop, onLogout = noop } = actions;
  return apply(
    [
      personal('Personal Settings', onPersonalSettings),
      {
        id: 'modules',
        label: 'Modules',
        items: [
          { id: 'home', label: 'Home', href: '/example' },
          { id: 'projects', label: 'Projects', href: '/example/projects' },
          { id: 'surveys', label: 'Surveys', href: '/example/surveys' },
          { id: 'panels', label: 'Panels', href: '/example/panels' },
          { id: 'contacts', label: 'Contacts', href: '/example/contacts' },
        ],
      },
      {
        id: 'system',
        label: 'System',
        items: [
          { id: 'defaults', label: 'Defaults', href: '/example/content' },
          { id: 'settings', label: 'Settings', href: '/example/overview' },
          logout('Logout', onLogout),
        ],
      },
    ],
    options,
  );
}

const Title = styled.h1`
  margin: ${({ theme }) => theme.space.space200} 0 ${({ theme }) => theme.space.space100};
  font-size: ${({ theme }) => theme.fontSize.fontSize500};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
`;

/** Sample page content: what an app renders inside a layout. */
export function SamplePage() {
  return (
    <>
      <Breadcrumbs>
        <Breadcrumbs.Item href="/example">Home</Breadcrumbs.Item>
        <Breadcrumbs.Item href="/example/overview">Settings</Breadcrumbs.Item>
        <Breadcrumbs.Item href="/example/users">User Management</Breadcrumbs.Item>
      </Breadcrumbs>
      <Title>User Management</Title>
      <p>Invite and manage the users of your company, and assign their permission groups.</p>
    </>
  );
}
SamplePage.displayName = 'SamplePage';

/** The example user's full name. */
export const sampleUserName = 'Ada Lovelace';

/** A name long enough to wrap in the profile menu. */
export const longUserName = 'Maximiliane Alexandra Konstanze von Hohenzollern-Sigmaringen';
