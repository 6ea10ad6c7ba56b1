import { type Ref, useId, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { en } from '../copy';
import {
  BuildingIcon,
  ChartIcon,
  ClockIcon,
  ContactsIcon,
  FileIcon,
  GlobeIcon,
  HomeIcon,
  LogoutIcon,
  MenuIcon,
  PersonIcon,
  ShieldIcon,
  UsersIcon,
} from '../Icon';
import { IconButton } from '../IconButton';
import { LinkProvider } from '../layout-shared/links';
import { filterNav, type NavSection } from '../layout-shared/nav';
import { ProfileMenu } from '../layout-shared/ProfileMenu';
import { layoutRoutes } from '../layout-shared/routes';
import { Body, Brand, Main, Shell, SkipLink, TopBar, TopBarEnd } from '../layout-shared/Shell';
import { SideNav } from '../layout-shared/SideNav';
import { fullName, type LayoutBaseProps } from '../layout-shared/types';

/** The Defaults area's page markers (SPEC 2.9), plus `home`. */
export type DefaultsLayoutPage =
  | 'home'
  | 'usr'
  | 'cst'
  | 'las'
  | 'languages'
  | 'timezones'
  | 'defaults'
  | 'contacts'
  | 'reports';

/** The profile menu's Help entries; their targets are not in the specification, so the console decides. */
export type HelpTopic = 'tutorials' | 'faq' | 'contactSupport';

export interface DefaultsLayoutProps extends LayoutBaseProps {
  /** The current page's marker; its sidebar link is highlighted (`aria-current="page"`). */
  page?: DefaultsLayoutPage;
  /** Whether the sidebar is open (240px) or collapsed (100px; hidden on phones), when controlled. */
  sidebarOpen?: boolean;
  /** Whether the sidebar starts open, when uncontrolled; pass `false` on phones, where open covers the page. */
  defaultSidebarOpen?: boolean;
  /** Called when the menu toggle asks to open or collapse the sidebar. */
  onSidebarOpenChange?: (open: boolean) => void;
  /** Called with the Help entry chosen in the profile menu. */
  onHelp?: (topic: HelpTopic) => void;
  /** The outer element. */
  ref?: Ref<HTMLDivElement>;
}

const Sidebar = styled.div<{ $open: boolean }>`
  position: sticky;
  top: ${({ theme }) => theme.size.topbarHeight};
  flex: none;
  align-self: flex-start;
  width: ${({ theme, $open }) => ($open ? theme.size.sidebarOpen : theme.size.sidebarCollapsed)};
  height: calc(100vh - ${({ theme }) => theme.size.topbarHeight});
  overflow-y: auto;
  background: ${({ theme }) => theme.color.sidebarBg};
  transition: width ${({ theme }) => theme.motion.durationNormal} ${({ theme }) => theme.motion.easing};
  @media (width < ${({ theme }) => theme.breakpoints.tablet}) {
    position: fixed;
    bottom: 0;
    left: 0;
    z-index: ${({ theme }) => theme.zIndex.zSidebar};
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    width: ${({ theme }) => theme.size.sidebarOpen};
    height: auto;
    box-shadow: ${({ theme }) => theme.shadow.shadowOverlay};
  }
`;

/**
 * Sidebar sections and their flags (SPEC 2.9 and 6): Home always; Account Settings needs `settings`;
 * System Defaults needs `defaults`, and its Contact Manager link also `contacts` (it opens that module).
 */
function sidebarSections(companyId: string): NavSection<DefaultsLayoutPage>[] {
  const t = en.defaultsLayout;
  return [
    {
      id: 'main',
      items: [{ id: 'home', label: t.home, href: layoutRoutes.home, page: 'home', icon: HomeIcon }],
    },
    {
      id: 'account',
      label: t.accountSettings,
      shortLabel: t.accountSettingsShort,
      requires: 'settings',
      items: [
        {
          id: 'usr',
          label: t.userManagement,
          href: layoutRoutes.userManagement,
          page: 'usr',
          icon: UsersIcon,
        },
        {
          id: 'cst',
          label: t.companySettings,
          href: layoutRoutes.companySettings(companyId),
          page: 'cst',
          icon: BuildingIcon,
        },
        {
          id: 'las',
          label: t.legalAndSecurity,
          href: layoutRoutes.legalAndSecurity,
          page: 'las',
          icon: ShieldIcon,
        },
      ],
    },
    {
      id: 'defaults',
      label: t.systemDefaults,
      shortLabel: t.systemDefaultsShort,
      requires: 'defaults',
      items: [
        {
          id: 'languages',
          label: t.languages,
          href: layoutRoutes.languages,
          page: 'languages',
          icon: GlobeIcon,
        },
        {
          id: 'timezones',
          label: t.timeZones,
          href: layoutRoutes.timeZones,
          page: 'timezones',
          icon: ClockIcon,
        },
        {
          id: 'defaults',
          label: t.defaultContent,
          href: layoutRoutes.defaultContent,
          page: 'defaults',
          icon: FileIcon,
        },
        {
          id: 'contacts',
          label: t.contactManager,
          href: layoutRoutes.contacts,
          page: 'contacts',
          icon: ContactsIcon,
          requires: 'contacts',
        },
        { id: 'reports', label: t.reports, href: layoutRoutes.reports, page: 'reports', icon: ChartIcon },
      ],
    },
  ];
}

/**
 * Profile-menu sections and their flags (SPEC 2.9 and 6). Personal settings, Help and Log Out always show.
 * Pages: Event Management needs `projects`, Survey Designer `surveyDesigner`, Q One Platform `panels`, and
 * Settings & Defaults either `settings` or `defaults`.
 */
function profileSections(
  onPersonalSettings: (() => void) | undefined,
  onHelp: ((topic: HelpTopic) => void) | undefined,
  onLogout: (() => void) | undefined,
): NavSection[] {
  const t = en.profileMenu;
  return [
    {
      id: 'personal',
      items: [{ id: 'personal', label: t.personalSettings, onSelect: onPersonalSettings, icon: PersonIcon }],
    },
    {
      id: 'pages',
      label: t.pages,
      items: [
        { id: 'events', label: t.eventManagement, href: layoutRoutes.projects, requires: 'projects' },
        {
          id: 'survey',
          label: t.surveyDesigner,
          href: layoutRoutes.surveyDesigner,
          requires: 'surveyDesigner',
        },
        { id: 'platform', label: t.qOnePlatform, href: layoutRoutes.panels, requires: 'panels' },
        {
          id: 'settings',
          label: t.settingsAndDefaults,
          href: layoutRoutes.settingsAndDefaults,
          requires: { anyOf: ['settings', 'defaults'] },
        },
      ],
    },
    {
      id: 'help',
      label: t.help,
      items: [
        { id: 'tutorials', label: t.tutorials, onSelect: () => onHelp?.('tutorials') },
        { id: 'faq', label: t.faq, onSelect: () => onHelp?.('faq') },
        { id: 'support', label: t.contactSupport, onSelect: () => onHelp?.('contactSupport') },
      ],
    },
    { id: 'logout', items: [{ id: 'logout', label: t.logOut, onSelect: onLogout, icon: LogoutIcon }] },
  ];
}

/**
 * The Defaults area's frame (SPEC 2.9): a top bar with the menu toggle, the 'Q ONE TECH' logo text and the
 * profile menu, a sidebar that collapses from 240px to 100px (icons and short headings, names in tooltips; on
 * phones it is hidden and opens over the page) and the page in `<main>`. Entries follow the user's flags.
 */
export function DefaultsLayout({
  permissions,
  user,
  companyId,
  page,
  sidebarOpen,
  defaultSidebarOpen = true,
  onSidebarOpenChange,
  onPersonalSettings,
  onHelp,
  onLogout,
  linkComponent,
  children,
  ref,
}: DefaultsLayoutProps) {
  const theme = useTheme();
  const id = useId();
  const navId = `${id}-sidebar`;
  const mainId = `${id}-main`;
  const [innerOpen, setInnerOpen] = useState(defaultSidebarOpen);
  const open = sidebarOpen ?? innerOpen;

  const setOpen = (next: boolean) => {
    if (sidebarOpen === undefined) setInnerOpen(next);
    onSidebarOpenChange?.(next);
  };

  // On phones the open sidebar covers the page: following a link closes it.
  const onNavigate = () => {
    if (window.matchMedia(`(width < ${theme.breakpoints.tablet})`).matches) setOpen(false);
  };

  const layout = (
    <Shell ref={ref}>
      <SkipLink href={`#${mainId}`}>{en.layout.skipToContent}</SkipLink>
      <TopBar>
        <IconButton
          icon={<MenuIcon size="medium" />}
          aria-label={en.defaultsLayout.toggleMenu}
          aria-expanded={open}
          aria-controls={navId}
          variant="invisible"
          tooltipSide="bottom"
          onClick={() => setOpen(!open)}
        />
        <Brand>{en.brand.logoText}</Brand>
        <TopBarEnd>
          <ProfileMenu
            name={fullName(user)}
            aria-label={en.defaultsLayout.profileMenu}
            sections={filterNav(profileSections(onPersonalSettings, onHelp, onLogout), permissions)}
          />
        </TopBarEnd>
      </TopBar>
      <Body>
        <Sidebar $open={open}>
          <SideNav
            id={navId}
            aria-label={en.layout.sidebarLabel}
            sections={filterNav(sidebarSections(companyId), permissions)}
            page={page}
            collapsed={!open}
            onNavigate={onNavigate}
          />
        </Sidebar>
        <Main id={mainId} tabIndex={-1}>
          {children}
        </Main>
      </Body>
    </Shell>
  );
  return linkComponent ? <LinkProvider component={linkComponent}>{layout}</LinkProvider> : layout;
}
DefaultsLayout.displayName = 'DefaultsLayout';
