import { type Ref, useId, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { uiCopy } from '../copy';
import { MenuIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { LinkProvider } from '../layout-shared/links';
import { visibleSections } from '../layout-shared/nav';
import { ProfileMenu } from '../layout-shared/ProfileMenu';
import { Body, Brand, Main, Shell, SkipLink, TopBar, TopBarEnd } from '../layout-shared/Shell';
import { SideNav } from '../layout-shared/SideNav';
import type { LayoutBaseProps } from '../layout-shared/types';

export interface SidebarLayoutProps extends LayoutBaseProps {
  /** Whether the sidebar is open (240px) or collapsed (100px; hidden on phones), when controlled. */
  sidebarOpen?: boolean;
  /** Whether the sidebar starts open, when uncontrolled; pass `false` on phones, where open covers the page. */
  defaultSidebarOpen?: boolean;
  /** Called when the menu toggle asks to open or collapse the sidebar. */
  onSidebarOpenChange?: (open: boolean) => void;
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
 * A frame with a collapsible sidebar: a top bar with the menu toggle, the brand and the profile menu, a sidebar that
 * collapses from 240px to 100px (icons and short section titles, names in tooltips; on phones it is hidden and opens
 * over the page) and the page in `<main>`. The app passes the menus and marks the current page's entry.
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
  linkComponent,
  children,
  ref,
}: SidebarLayoutProps) {
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
      <SkipLink href={`#${mainId}`}>{uiCopy.layout.skipToContent}</SkipLink>
      <TopBar>
        <IconButton
          icon={<MenuIcon size="medium" />}
          aria-label={uiCopy.layout.toggleMenu}
          aria-expanded={open}
          aria-controls={navId}
          variant="invisible"
          tooltipSide="bottom"
          onClick={() => setOpen(!open)}
        />
        <Brand>{brand}</Brand>
        <TopBarEnd>
          <ProfileMenu
            name={userName}
            aria-label={uiCopy.layout.profileMenu}
            sections={visibleSections(profileMenu)}
          />
        </TopBarEnd>
      </TopBar>
      <Body>
        <Sidebar $open={open}>
          <SideNav
            id={navId}
            aria-label={navigationLabel}
            sections={visibleSections(navigation)}
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
SidebarLayout.displayName = 'SidebarLayout';
