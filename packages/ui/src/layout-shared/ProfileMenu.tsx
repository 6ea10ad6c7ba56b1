import { Fragment, type Ref } from 'react';
import { DropdownMenu } from '../DropdownMenu';
import { PersonIcon } from '../Icon';
import { IconButton } from '../IconButton';
import type { NavEntry, NavSection } from './nav';

function visualOf(item: NavEntry) {
  const Icon = item.icon;
  return Icon ? <Icon /> : undefined;
}

export interface ProfileMenuProps {
  /** The user's full name, shown at the top of the menu. */
  name: string;
  /** The already-filtered sections, in order; separators go between them. */
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
 * actions), capped at the specification's 369px height.
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
      <DropdownMenu.Content align="end" maxHeight="profileMenuMaxHeight">
        {name ? <DropdownMenu.Header>{name}</DropdownMenu.Header> : null}
        {sections.map((section, index) => (
          <Fragment key={section.id}>
            {index > 0 || name ? <DropdownMenu.Separator /> : null}
            <DropdownMenu.Group label={section.label}>
              {section.items.map((item) => {
                const visual = visualOf(item);
                return item.href ? (
                  <DropdownMenu.LinkItem key={item.id} href={item.href} leadingVisual={visual}>
                    {item.label}
                  </DropdownMenu.LinkItem>
                ) : (
                  <DropdownMenu.Item key={item.id} onSelect={item.onSelect} leadingVisual={visual}>
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
