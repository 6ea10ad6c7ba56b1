import { Dialog } from 'radix-ui';
import { type Ref, useId, useState } from 'react';
import styled from 'styled-components';
import { uiCopy } from '../copy';
import { MenuIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { LinkProvider } from '../layout-shared/links';
import { DrawerButton, NavDrawer, useDrawerState, useIsPhone } from '../layout-shared/NavDrawer';
import { visibleSections } from '../layout-shared/nav';
import { ProfileMenu } from '../layout-shared/ProfileMenu';
import { Body, Brand, Main, Shell, SkipLink, TopBar, TopBarEnd } from '../layout-shared/Shell';
import { SideNav } from '../layout-shared/SideNav';
import type { LayoutBaseProps } from '../layout-shared/types';

export interface SidebarLayoutProps extends LayoutBaseProps {
  /** Whether the sidebar is open (240px) or collapsed (100px), when controlled; phones show it in a drawer instead. */
  sidebarOpen?: boolean;
  /** Whether the sidebar starts open (240px) or collapsed (100px), when uncontrolled. */
  defaultSidebarOpen?: boolean;
  /** Called when the menu toggle asks to open or collapse the sidebar (tablet width and up). */
  onSidebarOpenChange?: (open: boolean) => void;
  /** Whether the navigation drawer (phones only) is open, when controlled. */
  drawerOpen?: boolean;
  /** Whether the drawer starts open, when uncontrolled; it starts closed by default. */
  defaultDrawerOpen?: boolean;
  /** Called when the drawer opens or closes (menu button, Escape, scrim, a followed link). */
  onDrawerOpenChange?: (open: boolean) => void;
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
    display: none;
  }
`;

/**
 * A frame with a collapsible sidebar: a top bar with the menu toggle, the brand and the profile menu, a sidebar that
 * collapses from 240px to 100px (icons and short section titles, names in tooltips) and the page in `<main>`. Below
 * the tablet breakpoint the sidebar leaves the page: the menu button opens it in a drawer over the page (a modal
 * dialog, closed at first). The app passes the menus and marks the current page's entry.
 */
export function SidebarLayout({
  brand,
  userName,
  navigation,
  navigationLabel = uiCopy.layout.sidebarLabel,
  profileMenu,
  sidebarOpen,
  defaultSidebarOpen = true,
  onSidebarOpenChange,
  drawerOpen,
  defaultDrawerOpen = false,
  onDrawerOpenChange,
  linkComponent,
  children,
  ref,
}: SidebarLayoutProps) {
  const id = useId();
  const navId = `${id}-sidebar`;
  const mainId = `${id}-main`;
  const [innerOpen, setInnerOpen] = useState(defaultSidebarOpen);
  const open = sidebarOpen ?? innerOpen;
  const phone = useIsPhone();
  const [drawer, setDrawer] = useDrawerState({
    open: drawerOpen,
    defaultOpen: defaultDrawerOpen,
    onOpenChange: onDrawerOpenChange,
  });

  const setOpen = (next: boolean) => {
    if (sidebarOpen === undefined) setInnerOpen(next);
    onSidebarOpenChange?.(next);
  };

  const sections = visibleSections(navigation);
  const toggle = phone ? (
    <DrawerButton />
  ) : (
    <IconButton
      icon={<MenuIcon size="medium" />}
      aria-label={uiCopy.layout.toggleMenu}
      aria-expanded={open}
      aria-controls={navId}
      variant="invisible"
      tooltipSide="bottom"
      onClick={() => setOpen(!open)}
    />
  );

  const layout = (
    <Shell ref={ref}>
      <SkipLink href={`#${mainId}`}>{uiCopy.layout.skipToContent}</SkipLink>
      <Dialog.Root open={phone && drawer} onOpenChange={setDrawer}>
        <TopBar inert={(phone && drawer) || undefined}>
          {toggle}
          <Brand>{brand}</Brand>
          <TopBarEnd>
            <ProfileMenu
              name={userName}
              aria-label={uiCopy.layout.profileMenu}
              sections={visibleSections(profileMenu)}
            />
          </TopBarEnd>
        </TopBar>
        {phone ? (
          <NavDrawer
            brand={brand}
            navigationLabel={navigationLabel}
            sections={sections}
            onNavigate={() => setDrawer(false)}
          />
        ) : null}
      </Dialog.Root>
      <Body inert={(phone && drawer) || undefined}>
        {phone ? null : (
          <Sidebar $open={open}>
            <SideNav id={navId} aria-label={navigationLabel} sections={sections} collapsed={!open} />
          </Sidebar>
        )}
        <Main id={mainId} tabIndex={-1}>
          {children}
        </Main>
      </Body>
    </Shell>
  );
  return linkComponent ? <LinkProvider component={linkComponent}>{layout}</LinkProvider> : layout;
}
SidebarLayout.displayName = 'SidebarLayout';
