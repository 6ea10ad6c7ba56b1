export { AccountLayout, type AccountLayoutPage, type AccountLayoutProps } from './AccountLayout';
