import type { ComponentType } from 'react';
import type { LayoutPermissions, PermissionKey } from './types';

/** Who may see an entry: always (undefined), one flag, or every listed flag. */
export type Requirement = PermissionKey | readonly PermissionKey[] | { anyOf: readonly PermissionKey[] };

export interface NavEntry<Page extends string = string> {
  /** Stable key. */
  id: string;
  /** The visible label (from the copy catalogue). */
  label: string;
  /** Where it goes; entries without one call `onSelect`. */
  href?: string;
  /** The action of an entry without `href`. */
  onSelect?: () => void;
  /** The page marker that makes this entry current. */
  page?: Page;
  /** A decorative icon, shown alone when the sidebar is collapsed. */
  icon?: ComponentType<{ size?: 'small' | 'medium' }>;
  /** The permission flags it needs. */
  requires?: Requirement;
}

export interface NavSection<Page extends string = string> {
  /** Stable key. */
  id: string;
  /** The section heading, if any. */
  label?: string;
  /** The heading when the sidebar is collapsed (e.g. "Account"). */
  shortLabel?: string;
  /** The permission flags the whole section needs. */
  requires?: Requirement;
  /** The entries. */
  items: readonly NavEntry<Page>[];
}

/** Whether the flags satisfy the requirement. */
export function isAllowed(requires: Requirement | undefined, permissions: LayoutPermissions): boolean {
  if (requires === undefined) return true;
  if (typeof requires === 'string') return permissions[requires];
  if ('anyOf' in requires) return requires.anyOf.some((key) => permissions[key]);
  return requires.every((key) => permissions[key]);
}

/** The sections and entries the user may see; sections left empty disappear. */
export function filterNav<Page extends string>(
  sections: readonly NavSection<Page>[],
  permissions: LayoutPermissions,
): NavSection<Page>[] {
  return sections
    .filter((section) => isAllowed(section.requires, permissions))
    .map((section) => ({
      ...section,
      items: section.items.filter((item) => isAllowed(item.requires, permissions)),
    }))
    .filter((section) => section.items.length > 0);
}
