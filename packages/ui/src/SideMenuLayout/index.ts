export { SideMenuLayout, type SideMenuLayoutProps } from './SideMenuLayout';
