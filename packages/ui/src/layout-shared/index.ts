export { type LinkComponent, type LinkComponentProps, LinkProvider, type LinkProviderProps } from './links';
export type { NavIcon, NavItem, NavSection } from './nav';
export type { LayoutBaseProps } from './types';
