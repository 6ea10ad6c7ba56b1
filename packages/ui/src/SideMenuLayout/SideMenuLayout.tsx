import { Dialog, VisuallyHidden } from 'radix-ui';
import { type Ref, useEffect, useEffectEvent, useId, useState } from 'react';
import styled, { keyframes, useTheme } from 'styled-components';
import { uiCopy } from '../copy';
import { MenuIcon, XIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { overlayStyles } from '../internal/dialog';
import { LinkProvider } from '../layout-shared/links';
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

  const sections = visibleSections(navigation);

  const layout = (
    <Shell ref={ref}>
      <SkipLink href={`#${mainId}`}>{uiCopy.layout.skipToContent}</SkipLink>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <TopBar>
          <DrawerToggle>
            <Dialog.Trigger asChild>
              <IconButton
                icon={<MenuIcon size="medium" />}
                aria-label={uiCopy.layout.openDrawer}
                variant="invisible"
                tooltipSide="bottom"
              />
            </Dialog.Trigger>
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
        <Dialog.Portal>
          <DrawerOverlay />
          <DrawerPanel aria-describedby={undefined}>
            <DrawerHeader>
              <Dialog.Title asChild>
                <span>
                  {brand}
                  <VisuallyHidden.Root> {navigationLabel}</VisuallyHidden.Root>
                </span>
              </Dialog.Title>
              <Dialog.Close asChild>
                <IconButton
                  icon={<XIcon />}
                  aria-label={uiCopy.layout.closeDrawer}
                  variant="invisible"
                  disableTooltip
                />
              </Dialog.Close>
            </DrawerHeader>
            <SideNav aria-label={navigationLabel} sections={sections} onNavigate={() => setOpen(false)} />
          </DrawerPanel>
        </Dialog.Portal>
      </Dialog.Root>
      <Body>
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
