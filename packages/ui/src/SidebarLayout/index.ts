export { SidebarLayout, type SidebarLayoutProps } from './SidebarLayout';
