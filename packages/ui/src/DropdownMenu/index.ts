export {
  DropdownMenu,
  type DropdownMenuContentProps,
  type DropdownMenuGroupProps,
  type DropdownMenuHeaderProps,
  type DropdownMenuItemProps,
  type DropdownMenuLinkItemProps,
  type DropdownMenuProps,
  type DropdownMenuTriggerProps,
} from './DropdownMenu';
