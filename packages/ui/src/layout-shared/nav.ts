import type { ComponentType } from 'react';

/** An icon component of the kit (or one with the same props), drawn beside an entry's label. */
export type NavIcon = ComponentType<{ size?: 'small' | 'medium' }>;

/** One entry of a menu: a link (`href`) or an action (`onSelect`). */
export interface NavItem {
  /** Stable key among its section's entries; the label when absent. */
  id?: string;
  /** The visible label. */
  label: string;
  /** Where it goes; entries without one call `onSelect`. */
  href?: string;
  /** The action of an entry without `href` (profile menus only; the side navigation shows links). */
  onSelect?: () => void;
  /** A decorative icon, shown alone when the sidebar is collapsed. */
  icon?: NavIcon;
  /** Marks the entry of the current page (`aria-current="page"`, highlighted). */
  active?: boolean;
  /** `false` leaves the entry out, e.g. when the user may not open it. Shown by default. */
  visible?: boolean;
  /**
   * Shown but not offered: no link, no action, announced as disabled and skipped by the keyboard (e.g. a module the
   * installation has not set up). Say why in `note`.
   */
  disabled?: boolean;
  /** A short muted note beside the label, e.g. why the entry is disabled. */
  note?: string;
  /** The link opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`), e.g. help pages elsewhere. */
  newTab?: boolean;
}

/** A group of entries with an optional heading. */
export interface NavSection {
  /** Stable key among the sections; the label when absent. */
  id?: string;
  /** The section heading, if any. */
  label?: string;
  /** The heading when the sidebar is collapsed (e.g. "Lib" for "Library"). */
  shortLabel?: string;
  /** `false` leaves the whole section out. Shown by default. */
  visible?: boolean;
  /** The entries, in order. */
  items: readonly NavItem[];
}

/** The sections and entries to show: hidden ones are left out, and so are sections left without entries. */
export function visibleSections(sections: readonly NavSection[]): NavSection[] {
  return sections
    .filter((section) => section.visible !== false)
    .map((section) => ({ ...section, items: section.items.filter((item) => item.visible !== false) }))
    .filter((section) => section.items.length > 0);
}

/** A React key for a section or entry. */
export const navKey = (entry: { id?: string; label?: string }, index: number): string =>
  entry.id ?? entry.label ?? String(index);
