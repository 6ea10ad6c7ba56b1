import { type ReactNode, type Ref, useLayoutEffect, useRef, useState } from 'react';
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
 *
 * Until it is first about to be used, only the button is rendered, with the same name and menu-button semantics:
 * the menu's machinery (Radix's menu, popper and focus scope) costs about half a millisecond per instance to mount,
 * and a grid of cards or a long table mounts dozens of rows at every search or scroll. Focusing the button mounts
 * the menu (the focus moves on to its trigger, in the same place), so the key that follows reaches it; a press or a
 * click (mouse, touch, a screen reader's click) mounts it open.
 */
function ActionsMenuRoot({
  children,
  'aria-label': ariaLabel = uiCopy.common.actions,
  size = 'small',
  align = 'end',
  disabled,
  ref,
  open,
  defaultOpen,
  onOpenChange,
  modal,
}: ActionsMenuProps) {
  const [armed, setArmed] = useState<'idle' | 'closed' | 'open'>(
    open !== undefined || defaultOpen !== undefined ? 'closed' : 'idle',
  );
  const button = useRef<HTMLButtonElement | null>(null);
  const refocus = useRef(false);
  const setButton = (element: HTMLButtonElement | null) => {
    button.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };
  // The focused button was replaced by the menu's own trigger: focus moves on to it.
  useLayoutEffect(() => {
    if (armed !== 'idle' && refocus.current) {
      refocus.current = false;
      button.current?.focus({ preventScroll: true });
    }
  }, [armed]);

  const common = {
    ref: setButton,
    icon: <KebabHorizontalIcon />,
    'aria-label': ariaLabel,
    variant: 'invisible',
    size,
    disabled,
    disableTooltip: true,
  } as const;

  if (armed === 'idle') {
    const openNow = () => {
      setArmed('open');
      onOpenChange?.(true);
    };
    return (
      <IconButton
        {...common}
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        onFocus={() => {
          refocus.current = true;
          // A press that came first (opening it) wins over the focus that follows it.
          setArmed((current) => (current === 'idle' ? 'closed' : current));
        }}
        onPointerDown={(event) => {
          // As the menu's own trigger does: the main button without Ctrl opens it, and the menu takes the focus.
          if (event.button === 0 && !event.ctrlKey) {
            event.preventDefault();
            openNow();
          }
        }}
        onClick={openNow}
      />
    );
  }

  return (
    <DropdownMenu
      open={open}
      defaultOpen={armed === 'open' ? true : defaultOpen}
      onOpenChange={onOpenChange}
      modal={modal}
    >
      <DropdownMenu.Trigger>
        <IconButton {...common} />
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
