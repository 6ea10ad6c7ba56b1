export { type LinkComponent, type LinkComponentProps, LinkProvider, type LinkProviderProps } from './links';
export { layoutRoutes } from './routes';
export type { LayoutPermissions, LayoutUser } from './types';
