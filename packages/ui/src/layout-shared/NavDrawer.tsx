import { Dialog, VisuallyHidden } from 'radix-ui';
import { type ReactNode, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import styled, { keyframes, useTheme } from 'styled-components';
import { uiCopy } from '../copy';
import { MenuIcon, XIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { overlayStyles } from '../internal/dialog';
import type { NavSection } from './nav';
import { SideNav } from './SideNav';

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

/** The media query under which a layout's navigation leaves the page and opens in the drawer. */
function usePhoneQuery(): string {
  const theme = useTheme();
  return `(width < ${theme.breakpoints.tablet})`;
}

/** Whether the window is narrower than the tablet breakpoint, kept current as it is resized. */
export function useIsPhone(): boolean {
  const query = usePhoneQuery();
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

interface DrawerStateOptions {
  /** Open, when controlled. */
  open?: boolean;
  /** Open at first, when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes. */
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/**
 * The open state of a layout's navigation drawer (controlled or not). The drawer exists for phones only: it closes
 * when the window grows to where the navigation shows beside the page.
 */
export function useDrawerState({ open: controlled, defaultOpen = false, onOpenChange }: DrawerStateOptions) {
  const [inner, setInner] = useState(defaultOpen);
  const open = controlled ?? inner;
  const setOpen = (next: boolean) => {
    if (controlled === undefined) setInner(next);
    onOpenChange?.(next);
  };
  const wide = `not ${usePhoneQuery()}`;
  const closeOnWide = useEffectEvent(() => {
    if (open && window.matchMedia(wide).matches) setOpen(false);
  });
  useEffect(() => {
    const query = window.matchMedia(wide);
    closeOnWide();
    query.addEventListener('change', closeOnWide);
    return () => query.removeEventListener('change', closeOnWide);
  }, [wide]);
  return [open, setOpen] as const;
}

interface NavDrawerProps {
  /** The brand, at the top of the drawer. */
  brand: ReactNode;
  /** Names the drawer's navigation landmark (and, after the brand, the dialog). */
  navigationLabel: string;
  /** The sections to show (already without hidden entries). */
  sections: readonly NavSection[];
  /** Closes the drawer (a followed link). */
  onNavigate: () => void;
}

/** The top bar's menu button that opens the drawer (the trigger of the layout's `Dialog.Root`). */
export function DrawerButton() {
  return (
    <Dialog.Trigger asChild>
      <IconButton
        icon={<MenuIcon size="medium" />}
        aria-label={uiCopy.layout.openDrawer}
        variant="invisible"
        tooltipSide="bottom"
      />
    </Dialog.Trigger>
  );
}

/**
 * The navigation in a drawer over the page, for phones: a modal dialog (inside a `Dialog.Root` the layout owns, whose
 * trigger is the top bar's menu button), so focus moves in and stays there, Escape and a click on the scrim close it
 * and focus goes back to the menu button; following a link closes it too.
 */
export function NavDrawer({ brand, navigationLabel, sections, onNavigate }: NavDrawerProps) {
  return (
    <Dialog.Portal>
      <DrawerOverlay data-drawer-scrim="" />
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
        <SideNav aria-label={navigationLabel} sections={sections} onNavigate={onNavigate} />
      </DrawerPanel>
    </Dialog.Portal>
  );
}
NavDrawer.displayName = 'NavDrawer';
