export { AccountLayout, type AccountLayoutProps } from './AccountLayout';
