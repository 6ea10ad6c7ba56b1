import { DropdownMenu as RadixMenu, VisuallyHidden } from 'radix-ui';
import { type ComponentPropsWithoutRef, type ReactElement, type ReactNode, type Ref, useId } from 'react';
import styled, { css, useTheme } from 'styled-components';
import { uiCopy } from '../copy';
import { Link } from '../layout-shared/links';
import type { Theme } from '../theme';

type SizeToken = keyof Theme['size'];

const Content = styled(RadixMenu.Content)<{ $maxHeight?: SizeToken; $density: 'normal' | 'compact' }>`
  z-index: ${({ theme }) => theme.zIndex.zPopover};
  min-width: ${({ theme }) => theme.size.menuMinWidth};
  max-width: min(${({ theme }) => theme.size.menuMaxWidth}, calc(100vw - ${({ theme }) => theme.space.space400}));
  max-height: ${({ theme, $maxHeight }) =>
    $maxHeight
      ? `min(${theme.size[$maxHeight]}, var(--radix-dropdown-menu-content-available-height))`
      : 'var(--radix-dropdown-menu-content-available-height)'};
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.space100} 0;
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderMuted};
  border-radius: ${({ theme }) => theme.radius.radiusLarge};
  background: ${({ theme }) => theme.color.canvasOverlay};
  box-shadow: ${({ theme }) => theme.shadow.shadowOverlay};
  font-size: ${({ theme }) => theme.fontSize.fontSize100};
  line-height: ${({ theme }) => theme.font.lineHeightNormal};
  &:focus { outline: none; }
  ${({ $density, theme }) =>
    $density === 'compact' &&
    css`
      padding: ${theme.space.space50} 0;
      [data-menu-part='item'] {
        min-height: ${theme.size.controlSmall};
        padding-top: ${theme.space.space25};
        padding-bottom: ${theme.space.space25};
      }
      [data-menu-part='label'] {
        padding-top: ${theme.space.space25};
        padding-bottom: ${theme.space.space25};
      }
      [data-menu-part='header'] {
        padding-top: ${theme.space.space50};
        padding-bottom: ${theme.space.space50};
      }
      [data-menu-part='separator'] {
        margin: ${theme.space.space50} 0;
      }
    `}
`;

const Note = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
`;

const itemStyles = css<{ $variant: 'default' | 'danger' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  min-height: ${({ theme }) => theme.size.controlMedium};
  margin: 0 ${({ theme }) => theme.space.space100};
  padding: ${({ theme }) => theme.space.space75} ${({ theme }) => theme.space.space100};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  color: ${({ theme, $variant }) => ($variant === 'danger' ? theme.color.dangerFg : theme.color.fgDefault)};
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: ${({ theme, $variant }) => ($variant === 'danger' ? theme.color.dangerSubtle : theme.color.neutralSubtle)};
  }
  &[data-highlighted]:focus-visible {
    outline: ${({ theme }) => theme.size.focusRingWidth} solid ${({ theme }) => theme.color.focusRing};
    outline-offset: calc(-1 * ${({ theme }) => theme.size.focusRingWidth});
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.color.fgDisabled};
    cursor: not-allowed;
  }
  &[aria-current='page'] {
    font-weight: ${({ theme }) => theme.font.weightSemibold};
  }
`;

const StyledItem = styled(RadixMenu.Item)<{ $variant: 'default' | 'danger' }>`
  ${itemStyles}
`;

const Visual = styled.span`
  display: inline-flex;
  flex: none;
  color: inherit;
`;

const ItemLabel = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledLabel = styled(RadixMenu.Label)`
  padding: ${({ theme }) => theme.space.space75} ${({ theme }) => theme.space.space200};
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
`;

/** One line, as the items are: a second line would push a menu sized to fit its entries over its height cap. */
const StyledHeader = styled(RadixMenu.Label)`
  padding: ${({ theme }) => theme.space.space100} ${({ theme }) => theme.space.space200};
  overflow: hidden;
  color: ${({ theme }) => theme.color.fgDefault};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledSeparator = styled(RadixMenu.Separator)`
  height: ${({ theme }) => theme.size.borderWidth};
  margin: ${({ theme }) => theme.space.space100} 0;
  background: ${({ theme }) => theme.color.borderMuted};
`;

export interface DropdownMenuProps {
  /** A `DropdownMenu.Trigger` and a `DropdownMenu.Content`. */
  children: ReactNode;
  /** Whether the menu is open, when controlled. */
  open?: boolean;
  /** Whether the menu starts open, when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes (trigger, Escape, selection, outside click). */
  onOpenChange?: (open: boolean) => void;
  /** Whether the rest of the page is hidden from assistive technology and pointer input while the menu is open. */
  modal?: boolean;
}

export interface DropdownMenuTriggerProps {
  /** One focusable element, usually a `Button` or `IconButton`; it receives the menu's ARIA attributes. */
  children: ReactElement;
}

export interface DropdownMenuContentProps
  extends Omit<ComponentPropsWithoutRef<typeof RadixMenu.Content>, 'asChild' | 'forceMount'> {
  /** The items, groups, labels and separators. */
  children: ReactNode;
  /** A size token capping the menu's height (it scrolls beyond), e.g. `menuMaxHeight`. */
  maxHeight?: SizeToken;
  /** `compact`: shorter items, labels and separators, for a menu of many entries under a height cap. */
  density?: 'normal' | 'compact';
  /** Alignment against the trigger. */
  align?: 'start' | 'center' | 'end';
  /** Whether the arrow keys wrap from the last item to the first and back. */
  loop?: boolean;
  /** The menu element. */
  ref?: Ref<HTMLDivElement>;
}

interface ItemCommonProps {
  /** The item's label. */
  children: ReactNode;
  /** An icon before the label. */
  leadingVisual?: ReactNode;
  /** `danger` for destructive actions such as Delete User. */
  variant?: 'default' | 'danger';
  /** Makes the item unselectable (it stays visible and announced as disabled). */
  disabled?: boolean;
  /** The text used by typeahead when the label is not plain text. */
  textValue?: string;
  /** A short muted note after the label, e.g. why the item is disabled. */
  note?: ReactNode;
}

export interface DropdownMenuItemProps extends ItemCommonProps {
  /** Called when the item is chosen by click, Enter or Space; the menu then closes. */
  onSelect?: (event: Event) => void;
  /** The item element. */
  ref?: Ref<HTMLDivElement>;
}

export interface DropdownMenuLinkItemProps extends ItemCommonProps {
  /** Where the item goes; rendered through the nearest `LinkProvider`. */
  href: string;
  /** Marks the item as the current page. */
  current?: boolean;
  /** Called when the link is chosen, before navigation. */
  onSelect?: (event: Event) => void;
  /** Opens the address in a new tab (`target="_blank"`, `rel="noopener noreferrer"`), said to screen readers. */
  newTab?: boolean;
  /** The anchor element. */
  ref?: Ref<HTMLAnchorElement>;
}

export interface DropdownMenuGroupProps {
  /** The group's items. */
  children: ReactNode;
  /** A visible heading that also names the group for screen readers. */
  label?: ReactNode;
}

export interface DropdownMenuHeaderProps {
  /** Non-interactive text at the top of the menu, e.g. the signed-in user's full name; one line, cut short when longer. */
  children: ReactNode;
  /** The whole text, shown on hover where the line is cut short (screen readers read the whole text anyway). */
  title?: string;
}

/**
 * A menu of actions or links opened from a button. Arrow keys move through the items, typing jumps to an item by
 * its first letters, Enter/Space choose, Escape closes and returns focus to the trigger.
 *
 * The parts are used as `DropdownMenu.Item` etc.; each stays exported (`@public`) because the declaration files of
 * components built on them (ActionsMenu) must name their types.
 * @public
 */
export function DropdownMenuRoot({ children, modal = false, ...rest }: DropdownMenuProps) {
  // Non-modal by default: no scroll lock (no layout shift) and the page stays readable; Tab and Escape close it.
  return (
    <RadixMenu.Root modal={modal} {...rest}>
      {children}
    </RadixMenu.Root>
  );
}
DropdownMenuRoot.displayName = 'DropdownMenu';

/** Wraps the element that opens the menu.
 * @public
 */
export function DropdownMenuTrigger({ children }: DropdownMenuTriggerProps) {
  return <RadixMenu.Trigger asChild>{children}</RadixMenu.Trigger>;
}
DropdownMenuTrigger.displayName = 'DropdownMenu.Trigger';

/** The floating list, portalled to the end of the document.
 * @public
 */
export function DropdownMenuContent({
  children,
  maxHeight,
  density = 'normal',
  align = 'start',
  loop = true,
  sideOffset,
  collisionPadding,
  ref,
  ...rest
}: DropdownMenuContentProps) {
  const theme = useTheme();
  return (
    <RadixMenu.Portal>
      <Content
        ref={ref}
        align={align}
        loop={loop}
        sideOffset={sideOffset ?? Number.parseFloat(theme.space.space50)}
        collisionPadding={collisionPadding ?? Number.parseFloat(theme.space.space100)}
        $maxHeight={maxHeight}
        $density={density}
        {...rest}
      >
        {children}
      </Content>
    </RadixMenu.Portal>
  );
}
DropdownMenuContent.displayName = 'DropdownMenu.Content';

/** An action.
 * @public
 */
export function DropdownMenuItem({
  children,
  leadingVisual,
  variant = 'default',
  note,
  ref,
  ...rest
}: DropdownMenuItemProps) {
  return (
    <StyledItem ref={ref} $variant={variant} data-menu-part="item" {...rest}>
      {leadingVisual ? <Visual>{leadingVisual}</Visual> : null}
      <ItemLabel>{children}</ItemLabel>
      {note ? <Note>{note}</Note> : null}
    </StyledItem>
  );
}
DropdownMenuItem.displayName = 'DropdownMenu.Item';

/** A navigation item: a real link, so it can be opened in a new tab.
 * @public
 */
export function DropdownMenuLinkItem({
  children,
  href,
  current,
  leadingVisual,
  variant = 'default',
  disabled,
  textValue,
  onSelect,
  note,
  newTab,
  ref,
}: DropdownMenuLinkItemProps) {
  return (
    <StyledItem
      asChild
      $variant={variant}
      disabled={disabled}
      textValue={textValue}
      onSelect={onSelect}
      data-menu-part="item"
    >
      <Link
        ref={ref}
        href={href}
        aria-current={current ? 'page' : undefined}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {leadingVisual ? <Visual>{leadingVisual}</Visual> : null}
        <ItemLabel>{children}</ItemLabel>
        {note ? <Note>{note}</Note> : null}
        {newTab ? <VisuallyHidden.Root> {uiCopy.common.opensInNewTab}</VisuallyHidden.Root> : null}
      </Link>
    </StyledItem>
  );
}
DropdownMenuLinkItem.displayName = 'DropdownMenu.LinkItem';

/** Related items, optionally under a heading that names the group.
 * @public
 */
export function DropdownMenuGroup({ children, label }: DropdownMenuGroupProps) {
  const labelId = useId();
  return (
    <RadixMenu.Group aria-labelledby={label ? labelId : undefined}>
      {label ? (
        <StyledLabel id={labelId} data-menu-part="label">
          {label}
        </StyledLabel>
      ) : null}
      {children}
    </RadixMenu.Group>
  );
}
DropdownMenuGroup.displayName = 'DropdownMenu.Group';

/**
 * A line between groups.
 * @public
 */
export function DropdownMenuSeparator() {
  return <StyledSeparator data-menu-part="separator" />;
}
DropdownMenuSeparator.displayName = 'DropdownMenu.Separator';

/**
 * Prominent non-interactive text at the top, e.g. whose profile menu this is.
 * @public
 */
export function DropdownMenuHeader({ children, title }: DropdownMenuHeaderProps) {
  return (
    <StyledHeader data-menu-part="header" title={title}>
      {children}
    </StyledHeader>
  );
}
DropdownMenuHeader.displayName = 'DropdownMenu.Header';

export const DropdownMenu = Object.assign(DropdownMenuRoot, {
  Trigger: DropdownMenuTrigger,
  Content: DropdownMenuContent,
  Item: DropdownMenuItem,
  LinkItem: DropdownMenuLinkItem,
  Group: DropdownMenuGroup,
  Separator: DropdownMenuSeparator,
  Header: DropdownMenuHeader,
});
