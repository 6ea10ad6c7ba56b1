import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { css, keyframes } from 'styled-components';
import type { Theme } from '../theme';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const riseIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.98); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

/** The dimmed layer behind a modal dialog. */
export const overlayStyles = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.zOverlay};
  background: ${({ theme }) => theme.color.canvasBackdrop};
  animation: ${fadeIn} ${({ theme }) => theme.motion.durationNormal} ${({ theme }) => theme.motion.easing};
`;

export type DialogWidth = keyof Pick<
  Theme['size'],
  'modalSmall' | 'modalMedium' | 'modalLarge' | 'modalXLarge'
>;

/** The centred dialog panel; its body scrolls when the content is taller than the window. */
export const panelStyles = css<{ $width: DialogWidth }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.zModal};
  display: flex;
  flex-direction: column;
  width: min(${({ theme, $width }) => theme.size[$width]}, calc(100vw - 2 * ${({ theme }) => theme.space.space200}));
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space.space400});
  transform: translate(-50%, -50%);
  border-radius: ${({ theme }) => theme.radius.radiusLarge};
  background: ${({ theme }) => theme.color.canvasOverlay};
  box-shadow: ${({ theme }) => theme.shadow.shadowOverlay};
  animation: ${riseIn} ${({ theme }) => theme.motion.durationNormal} ${({ theme }) => theme.motion.easing};
  &:focus { outline: none; }
`;

export const dialogTitleStyles = css`
  margin: 0;
  color: ${({ theme }) => theme.color.fgDefault};
  font-size: ${({ theme }) => theme.fontSize.fontSize300};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
`;

export const dialogDescriptionStyles = css`
  margin: ${({ theme }) => theme.space.space50} 0 0;
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
`;

export const dialogFooterStyles = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.space100};
  padding: ${({ theme }) => theme.space.space200};
  border-top: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderMuted};
`;

/**
 * Radix returns focus to its own `Trigger` only. Dialogs opened from elsewhere (a menu item, a row action) must
 * still give focus back to where the user was: remember the focused element as the dialog opens, or use the
 * caller's `returnFocusRef` (needed when a menu item opens the dialog: the item is gone by then).
 */
export function useReturnFocus(open: boolean, returnFocusRef?: RefObject<HTMLElement | null>) {
  const previous = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix's focus scope moves focus into the dialog.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      previous.current = document.activeElement;
    }
  }, [open]);
  return (event: Event) => {
    const target = returnFocusRef?.current ?? previous.current;
    previous.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}

/** The first element keyboard users can reach inside `root`. */
export function firstTabbable(root: HTMLElement | null): HTMLElement | null {
  if (!root) return null;
  const candidates = root.querySelectorAll<HTMLElement>(
    'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])',
  );
  for (const element of candidates) {
    if (element.getClientRects().length > 0) return element;
  }
  return null;
}

/**
 * Whether the element scrolls. A scrolling region with no focusable content must itself be focusable, or keyboard
 * users cannot scroll it (axe `scrollable-region-focusable`); returns a callback ref and the flag.
 */
export function useOverflowing<T extends HTMLElement>() {
  const [overflowing, setOverflowing] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight);
    measure();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
    for (const child of element.children) observer.current.observe(child);
  }, []);
  return [ref, overflowing] as const;
}
