import type { ReactNode, Ref } from 'react';
import type { ButtonSize } from '../Button';
import { uiCopy } from '../copy';
import { DropdownMenu } from '../DropdownMenu';
import { KebabHorizontalIcon } from '../Icon';
import { IconButton } from '../IconButton';

export interface ActionsMenuProps {
  /** `ActionsMenu.Item`, `.LinkItem`, `.Group` and `.Separator` elements. */
  children: ReactNode;
  /** Names the "…" button; make it specific in lists, e.g. "Actions for ada@example.com". */
  'aria-label'?: string;
  /** Size of the "…" button; `small` fits table rows and cards. */
  size?: ButtonSize;
  /** Which edge of the menu lines up with the button. */
  align?: 'start' | 'end';
  /** Whether the menu is open, when controlled. */
  open?: boolean;
  /** Whether the menu starts open, when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Whether the rest of the page is inert while the menu is open. */
  modal?: boolean;
  /** Disables the "…" button. */
  disabled?: boolean;
  /** The "…" button. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The row-level "…" menu of tables and cards (edit, copy, preview, delete): an icon button named by `aria-label`
 * that opens a `DropdownMenu`, with the same keyboard support (arrows, typeahead, Escape back to the button).
 */
function ActionsMenuRoot({
  children,
  'aria-label': ariaLabel = uiCopy.common.actions,
  size = 'small',
  align = 'end',
  disabled,
  ref,
  ...menuProps
}: ActionsMenuProps) {
  return (
    <DropdownMenu {...menuProps}>
      <DropdownMenu.Trigger>
        <IconButton
          ref={ref}
          icon={<KebabHorizontalIcon />}
          aria-label={ariaLabel}
          variant="invisible"
          size={size}
          disabled={disabled}
          disableTooltip
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align={align}>{children}</DropdownMenu.Content>
    </DropdownMenu>
  );
}
ActionsMenuRoot.displayName = 'ActionsMenu';

export const ActionsMenu = Object.assign(ActionsMenuRoot, {
  Item: DropdownMenu.Item,
  LinkItem: DropdownMenu.LinkItem,
  Group: DropdownMenu.Group,
  Separator: DropdownMenu.Separator,
});
