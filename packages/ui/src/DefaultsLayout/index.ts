export { DefaultsLayout, type DefaultsLayoutProps } from './DefaultsLayout';
