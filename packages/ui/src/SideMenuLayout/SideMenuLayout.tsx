import { Dialog } from 'radix-ui';
import { type Ref, useId } from 'react';
import styled from 'styled-components';
import { uiCopy } from '../copy';
import { LinkProvider } from '../layout-shared/links';
import { DrawerButton, NavDrawer, useDrawerState } from '../layout-shared/NavDrawer';
import { visibleSections } from '../layout-shared/nav';
import { ProfileMenu } from '../layout-shared/ProfileMenu';
import { Body, Brand, Main, Shell, SkipLink, TopBar, TopBarEnd } from '../layout-shared/Shell';
import { SideNav } from '../layout-shared/SideNav';
import type { LayoutBaseProps } from '../layout-shared/types';

export interface SideMenuLayoutProps extends LayoutBaseProps {
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

/**
 * A frame with a fixed side menu: a header with the brand and the profile menu, the side menu beside the page from
 * tablet width up, and on phones the same menu in a drawer (a modal dialog: focus trapped, Escape closes, focus back
 * on the menu button). The app passes the menus and marks the current page's entry.
 */
export function SideMenuLayout({
  brand,
  userName,
  navigation,
  profileMenu,
  navigationLabel = uiCopy.layout.sideMenuLabel,
  drawerOpen,
  defaultDrawerOpen = false,
  onDrawerOpenChange,
  linkComponent,
  children,
  ref,
}: SideMenuLayoutProps) {
  const id = useId();
  const mainId = `${id}-main`;
  const [open, setOpen] = useDrawerState({
    open: drawerOpen,
    defaultOpen: defaultDrawerOpen,
    onOpenChange: onDrawerOpenChange,
  });

  const sections = visibleSections(navigation);

  const layout = (
    <Shell ref={ref}>
      <SkipLink href={`#${mainId}`}>{uiCopy.layout.skipToContent}</SkipLink>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <TopBar inert={open || undefined}>
          <DrawerToggle>
            <DrawerButton />
          </DrawerToggle>
          <Brand>{brand}</Brand>
          <TopBarEnd>
            <ProfileMenu
              name={userName}
              aria-label={uiCopy.layout.profileMenu}
              sections={visibleSections(profileMenu)}
            />
          </TopBarEnd>
        </TopBar>
        <NavDrawer
          brand={brand}
          navigationLabel={navigationLabel}
          sections={sections}
          onNavigate={() => setOpen(false)}
        />
      </Dialog.Root>
      <Body inert={open || undefined}>
        <SideMenu>
          <SideNav aria-label={navigationLabel} sections={sections} />
        </SideMenu>
        <Main id={mainId} tabIndex={-1}>
          {children}
        </Main>
      </Body>
    </Shell>
  );
  return linkComponent ? <LinkProvider component={linkComponent}>{layout}</LinkProvider> : layout;
}
SideMenuLayout.displayName = 'SideMenuLayout';
