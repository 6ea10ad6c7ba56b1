import { Fragment, type Ref } from 'react';
import { DropdownMenu } from '../DropdownMenu';
import { PersonIcon } from '../Icon';
import { IconButton } from '../IconButton';
import { type NavItem, type NavSection, navKey } from './nav';

function visualOf(item: NavItem) {
  const Icon = item.icon;
  return Icon ? <Icon /> : undefined;
}

export interface ProfileMenuProps {
  /** The user's full name, shown at the top of the menu (one line, cut short when longer; whole on hover). */
  name: string;
  /** The sections to show, in order (already without hidden entries); separators go between them. */
  sections: readonly NavSection[];
  /** Names the profile button. */
  'aria-label': string;
  /** Whether the menu is open, when controlled. */
  open?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The profile button. */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The profile icon button of both layouts and its menu: the user's full name, then the sections (links or
 * actions; a disabled entry shown with its note, a new-tab link said so), compact so that a dozen entries fit
 * under the menu height token without scrolling (it scrolls beyond).
 */
export function ProfileMenu({
  name,
  sections,
  'aria-label': ariaLabel,
  open,
  onOpenChange,
  ref,
}: ProfileMenuProps) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger>
        <IconButton
          ref={ref}
          icon={<PersonIcon size="medium" />}
          aria-label={ariaLabel}
          variant="invisible"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" maxHeight="menuMaxHeight" density="compact">
        {name ? <DropdownMenu.Header title={name}>{name}</DropdownMenu.Header> : null}
        {sections.map((section, index) => (
          <Fragment key={navKey(section, index)}>
            {index > 0 ? <DropdownMenu.Separator /> : null}
            <DropdownMenu.Group label={section.label}>
              {section.items.map((item, itemIndex) => {
                const visual = visualOf(item);
                const key = navKey(item, itemIndex);
                return item.href && !item.disabled ? (
                  <DropdownMenu.LinkItem
                    key={key}
                    href={item.href}
                    leadingVisual={visual}
                    note={item.note}
                    newTab={item.newTab}
                  >
                    {item.label}
                  </DropdownMenu.LinkItem>
                ) : (
                  <DropdownMenu.Item
                    key={key}
                    onSelect={item.disabled ? undefined : item.onSelect}
                    disabled={item.disabled}
                    leadingVisual={visual}
                    note={item.note}
                  >
                    {item.label}
                  </DropdownMenu.Item>
                );
              })}
            </DropdownMenu.Group>
          </Fragment>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu>
  );
}
ProfileMenu.displayName = 'ProfileMenu';
