import { Dialog, VisuallyHidden } from 'radix-ui';
import { type Ref, useEffect, useEffectEvent, useId, useState } from 'react';
import styled, { keyframes, useTheme } from 'styled-components';
import { en } from '../copy';
import {
  BuildingIcon,
  GridIcon,
  HomeIcon,
  KeyIcon,
  LogoutIcon,
  MailIcon,
  MenuIcon,
  PersonIcon,
  ShieldIcon,
  UsersIcon,
  XIcon,
} from '../Icon';
import { IconButton } from '../IconButton';
import { overlayStyles } from '../internal/dialog';
import { LinkProvider } from '../layout-shared/links';
import { filterNav, type NavSection } from '../layout-shared/nav';
import { ProfileMenu } from '../layout-shared/ProfileMenu';
import { layoutRoutes } from '../layout-shared/routes';
import { Body, Brand, Main, Shell, SkipLink, TopBar, TopBarEnd } from '../layout-shared/Shell';
import { SideNav } from '../layout-shared/SideNav';
import { fullName, type LayoutBaseProps } from '../layout-shared/types';

/** The Account area's page markers, one per side-menu entry. */
export type AccountLayoutPage = 'home' | 'overview' | 'usr' | 'groups' | 'cst' | 'communications' | 'las';

export interface AccountLayoutProps extends LayoutBaseProps {
  /** The current page's marker; its side-menu link is highlighted (`aria-current="page"`). */
  page?: AccountLayoutPage;
  /** Whether the navigation drawer (phones only) is open, when controlled. */
  drawerOpen?: boolean;
  /** Whether the drawer starts open, when uncontrolled. */
  defaultDrawerOpen?: boolean;
  /** Called when the drawer opens or closes (menu button, Escape, backdrop, a followed link). */
  onDrawerOpenChange?: (open: boolean) => void;
  /** The outer element. */
  ref?: Ref<HTMLDivElement>;
}

const SideMenu = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.size.topbarHeight};
  flex: none;
  align-self: flex-start;
  width: ${({ theme }) => theme.size.sidebarOpen};
  height: calc(100vh - ${({ theme }) => theme.size.topbarHeight});
  overflow-y: auto;
  background: ${({ theme }) => theme.color.sidebarBg};
  @media (width < ${({ theme }) => theme.breakpoints.tablet}) {
    display: none;
  }
`;

const DrawerToggle = styled.span`
  display: none;
  @media (width < ${({ theme }) => theme.breakpoints.tablet}) {
    display: contents;
  }
`;

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

const DrawerOverlay = styled(Dialog.Overlay)`
  ${overlayStyles}
`;

const DrawerPanel = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.zModal};
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.size.sidebarOpen};
  max-width: calc(100vw - ${({ theme }) => theme.space.space600});
  overflow-y: auto;
  background: ${({ theme }) => theme.color.sidebarBg};
  box-shadow: ${({ theme }) => theme.shadow.shadowOverlay};
  animation: ${slideIn} ${({ theme }) => theme.motion.durationNormal} ${({ theme }) => theme.motion.easing};
  &:focus { outline: none; }
`;

const DrawerHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${({ theme }) => theme.size.topbarHeight};
  padding: 0 ${({ theme }) => theme.space.space150} 0 ${({ theme }) => theme.space.space300};
  color: ${({ theme }) => theme.color.sidebarFgActive};
  font-weight: ${({ theme }) => theme.font.weightBold};
  button {
    color: ${({ theme }) => theme.color.sidebarFg};
  }
  button:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.sidebarFgActive};
    background: ${({ theme }) => theme.color.sidebarItemHoverBg};
  }
  button:focus-visible {
    outline-color: ${({ theme }) => theme.color.sidebarFgActive};
  }
`;

/**
 * Side-menu sections (SPEC 2.9): Home always; the Account Settings group only with the `settings` flag.
 */
function sideMenuSections(companyId: string): NavSection<AccountLayoutPage>[] {
  const t = en.accountLayout;
  return [
    {
      id: 'main',
      items: [{ id: 'home', label: t.home, href: layoutRoutes.home, page: 'home', icon: HomeIcon }],
    },
    {
      id: 'account',
      label: t.accountSettings,
      requires: 'settings',
      items: [
        {
          id: 'overview',
          label: t.overview,
          href: layoutRoutes.companyOverview,
          page: 'overview',
          icon: GridIcon,
        },
        {
          id: 'usr',
          label: t.userManagement,
          href: layoutRoutes.userManagement,
          page: 'usr',
          icon: UsersIcon,
        },
        {
          id: 'groups',
          label: t.permissionGroups,
          href: layoutRoutes.permissionGroups,
          page: 'groups',
          icon: KeyIcon,
        },
        {
          id: 'cst',
          label: t.companySettings,
          href: layoutRoutes.companySettings(companyId),
          page: 'cst',
          icon: BuildingIcon,
        },
        {
          id: 'communications',
          label: t.communications,
          href: layoutRoutes.communications,
          page: 'communications',
          icon: MailIcon,
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
  ];
}

/**
 * Profile-menu sections and their flags (SPEC 2.9 and 6). Personal Settings, Home and Logout always show;
 * Projects needs `projects`, Surveys `surveyDesigner`, Panels `panels`, Contacts `contacts`, Defaults `defaults`
 * and Settings `settings`.
 */
function profileSections(onPersonalSettings?: () => void, onLogout?: () => void): NavSection[] {
  const t = en.accountLayout;
  return [
    {
      id: 'personal',
      items: [{ id: 'personal', label: t.personalSettings, onSelect: onPersonalSettings, icon: PersonIcon }],
    },
    {
      id: 'modules',
      label: t.modules,
      items: [
        { id: 'home', label: t.home, href: layoutRoutes.home },
        { id: 'projects', label: t.projects, href: layoutRoutes.projects, requires: 'projects' },
        { id: 'surveys', label: t.surveys, href: layoutRoutes.surveyDesigner, requires: 'surveyDesigner' },
        { id: 'panels', label: t.panels, href: layoutRoutes.panels, requires: 'panels' },
        { id: 'contacts', label: t.contacts, href: layoutRoutes.contacts, requires: 'contacts' },
      ],
    },
    {
      id: 'system',
      label: t.system,
      items: [
        { id: 'defaults', label: t.defaults, href: layoutRoutes.defaultContent, requires: 'defaults' },
        { id: 'settings', label: t.settings, href: layoutRoutes.companyOverview, requires: 'settings' },
        { id: 'logout', label: t.logout, onSelect: onLogout, icon: LogoutIcon },
      ],
    },
  ];
}

/**
 * The Account area's frame (SPEC 2.9): a header with the product title and the profile menu, a persistent side
 * menu beside the page from tablet width up, and on phones the same menu in a drawer (a modal dialog: focus
 * trapped, Escape closes, focus back on the menu button). Entries follow the user's flags.
 */
export function AccountLayout({
  permissions,
  user,
  companyId,
  page,
  drawerOpen,
  defaultDrawerOpen = false,
  onDrawerOpenChange,
  onPersonalSettings,
  onLogout,
  linkComponent,
  children,
  ref,
}: AccountLayoutProps) {
  const theme = useTheme();
  const id = useId();
  const mainId = `${id}-main`;
  const [innerOpen, setInnerOpen] = useState(defaultDrawerOpen);
  const open = drawerOpen ?? innerOpen;

  const setOpen = (next: boolean) => {
    if (drawerOpen === undefined) setInnerOpen(next);
    onDrawerOpenChange?.(next);
  };

  // The drawer exists for phones only: close it when the window grows to where the side menu shows.
  const wide = `(width >= ${theme.breakpoints.tablet})`;
  const closeOnWide = useEffectEvent(() => {
    if (open && window.matchMedia(wide).matches) setOpen(false);
  });
  useEffect(() => {
    const query = window.matchMedia(wide);
    closeOnWide();
    query.addEventListener('change', closeOnWide);
    return () => query.removeEventListener('change', closeOnWide);
  }, [wide]);

  const sections = filterNav(sideMenuSections(companyId), permissions);

  const layout = (
    <Shell ref={ref}>
      <SkipLink href={`#${mainId}`}>{en.layout.skipToContent}</SkipLink>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <TopBar>
          <DrawerToggle>
            <Dialog.Trigger asChild>
              <IconButton
                icon={<MenuIcon size="medium" />}
                aria-label={en.accountLayout.openDrawer}
                variant="invisible"
                tooltipSide="bottom"
              />
            </Dialog.Trigger>
          </DrawerToggle>
          <Brand>{en.brand.productTitle}</Brand>
          <TopBarEnd>
            <ProfileMenu
              name={fullName(user)}
              aria-label={en.defaultsLayout.profileMenu}
              sections={filterNav(profileSections(onPersonalSettings, onLogout), permissions)}
            />
          </TopBarEnd>
        </TopBar>
        <Dialog.Portal>
          <DrawerOverlay />
          <DrawerPanel aria-describedby={undefined}>
            <DrawerHeader>
              <Dialog.Title asChild>
                <span>
                  {en.brand.productTitle}
                  <VisuallyHidden.Root> {en.layout.sideMenuLabel}</VisuallyHidden.Root>
                </span>
              </Dialog.Title>
              <Dialog.Close asChild>
                <IconButton
                  icon={<XIcon />}
                  aria-label={en.layout.closeDrawer}
                  variant="invisible"
                  disableTooltip
                />
              </Dialog.Close>
            </DrawerHeader>
            <SideNav
              aria-label={en.layout.sideMenuLabel}
              sections={sections}
              page={page}
              onNavigate={() => setOpen(false)}
            />
          </DrawerPanel>
        </Dialog.Portal>
      </Dialog.Root>
      <Body>
        <SideMenu>
          <SideNav aria-label={en.layout.sideMenuLabel} sections={sections} page={page} />
        </SideMenu>
        <Main id={mainId} tabIndex={-1}>
          {children}
        </Main>
      </Body>
    </Shell>
  );
  return linkComponent ? <LinkProvider component={linkComponent}>{layout}</LinkProvider> : layout;
}
AccountLayout.displayName = 'AccountLayout';
