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
 * know no app; these menus are a made-up module's, with example addresses.
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
      { id: 'main', items: [{ id: 'dashboard', label: 'Dashboard', href: '/example', icon: HomeIcon }] },
      {
        id: 'workspace',
        label: 'Workspace',
        shortLabel: 'Work',
        items: [
          { id: 'members', label: 'Members', href: '/example/members', icon: UsersIcon },
          { id: 'organisation', label: 'Organisation', href: '/example/organisation/1', icon: BuildingIcon },
          { id: 'privacy', label: 'Privacy', href: '/example/privacy', icon: ShieldIcon },
        ],
      },
      {
        id: 'library',
        label: 'Library',
        shortLabel: 'Lib',
        items: [
          { id: 'locales', label: 'Locales', href: '/example/locales', icon: GlobeIcon },
          { id: 'schedules', label: 'Schedules', href: '/example/schedules', icon: ClockIcon },
          { id: 'templates', label: 'Templates', href: '/example/templates', icon: FileIcon },
          { id: 'addresses', label: 'Address Book', href: '/example/addresses', icon: ContactsIcon },
          { id: 'analytics', label: 'Analytics', href: '/example/analytics', icon: ChartIcon },
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
      { id: 'main', items: [{ id: 'dashboard', label: 'Dashboard', href: '/example', icon: HomeIcon }] },
      {
        id: 'admin',
        label: 'Administration',
        items: [
          { id: 'overview', label: 'Overview', href: '/example/overview', icon: GridIcon },
          { id: 'members', label: 'Members', href: '/example/members', icon: UsersIcon },
          { id: 'roles', label: 'Roles', href: '/example/roles', icon: KeyIcon },
          { id: 'organisation', label: 'Organisation', href: '/example/organisation/1', icon: BuildingIcon },
          { id: 'messages', label: 'Messages', href: '/example/messages', icon: MailIcon },
          { id: 'privacy', label: 'Privacy', href: '/example/privacy', icon: ShieldIcon },
        ],
      },
    ],
    options,
  );
}

const noop = () => {};

/** The actions of a profile menu (spies in stories and tests). */
export interface ExampleProfileActions {
  onProfile?: () => void;
  onHelp?: (topic: string) => void;
  onSignOut?: () => void;
}

const profile = (onSelect: () => void): NavSection => ({
  id: 'profile',
  items: [{ id: 'profile', label: 'Profile', onSelect, icon: PersonIcon }],
});

const signOut = (onSelect: () => void) => ({ id: 'signout', label: 'Sign out', onSelect, icon: LogoutIcon });

/** A profile menu of an action, a titled section of links, a titled section of actions and a last action. */
export function exampleProfileMenu(
  actions: ExampleProfileActions = {},
  options: ExampleMenuOptions = {},
): NavSection[] {
  const { onProfile = noop, onHelp = noop, onSignOut = noop } = actions;
  return apply(
    [
      profile(onProfile),
      {
        id: 'apps',
        label: 'Apps',
        items: [
          { id: 'studio', label: 'Studio', href: '/example/studio' },
          { id: 'forms', label: 'Forms', href: '/example/forms' },
          { id: 'insights', label: 'Insights', href: '/example/insights' },
          { id: 'admin', label: 'Administration', href: '/example/overview' },
        ],
      },
      {
        id: 'support',
        label: 'Support',
        items: [
          { id: 'guides', label: 'Guides', onSelect: () => onHelp('guides') },
          { id: 'questions', label: 'Questions', onSelect: () => onHelp('questions') },
          { id: 'contact', label: 'Write to us', onSelect: () => onHelp('contact') },
        ],
      },
      { id: 'out', items: [signOut(onSignOut)] },
    ],
    options,
  );
}

/** A profile menu of an action, two titled sections of links, the second ending in an action. */
export function exampleSideMenuProfileMenu(
  actions: ExampleProfileActions = {},
  options: ExampleMenuOptions = {},
): NavSection[] {
  const { onProfile = noop, onSignOut = noop } = actions;
  return apply(
    [
      profile(onProfile),
      {
        id: 'apps',
        label: 'Apps',
        items: [
          { id: 'dashboard', label: 'Dashboard', href: '/example' },
          { id: 'studio', label: 'Studio', href: '/example/studio' },
          { id: 'forms', label: 'Forms', href: '/example/forms' },
          { id: 'insights', label: 'Insights', href: '/example/insights' },
          { id: 'addresses', label: 'Address Book', href: '/example/addresses' },
        ],
      },
      {
        id: 'more',
        label: 'More',
        items: [
          { id: 'library', label: 'Library', href: '/example/templates' },
          { id: 'admin', label: 'Administration', href: '/example/overview' },
          signOut(onSignOut),
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
        <Breadcrumbs.Item href="/example">Dashboard</Breadcrumbs.Item>
        <Breadcrumbs.Item href="/example/overview">Administration</Breadcrumbs.Item>
        <Breadcrumbs.Item href="/example/members">Members</Breadcrumbs.Item>
      </Breadcrumbs>
      <Title>Members</Title>
      <p>Invite people to the workspace and choose what each of them may open.</p>
    </>
  );
}
SamplePage.displayName = 'SamplePage';

/** The example user's full name. */
export const sampleUserName = 'Ada Lovelace';

/** A name long enough to wrap in the profile menu. */
export const longUserName = 'Maximiliane Alexandra Konstanze von Hohenzollern-Sigmaringen';
