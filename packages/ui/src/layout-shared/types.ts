import type { ReactNode } from 'react';
import type { LinkComponent } from './links';
import type { NavSection } from './nav';

/** Props both layouts share. */
export interface LayoutBaseProps {
  /** The product name in the top bar (e.g. a logo text). */
  brand: ReactNode;
  /** The signed-in user's full name, at the top of the profile menu. */
  userName: string;
  /** The side navigation: sections of links, the current page's entry marked `active`. */
  navigation: readonly NavSection[];
  /** Names the side navigation's landmark; each layout has a default. */
  navigationLabel?: string;
  /** The profile menu: sections of links and actions (personal settings, sign out…), separated by rules. */
  profileMenu: readonly NavSection[];
  /** Renders every link of the layout and its page (e.g. an adapter around react-router's `Link`). */
  linkComponent?: LinkComponent;
  /** The page content. */
  children?: ReactNode;
}
