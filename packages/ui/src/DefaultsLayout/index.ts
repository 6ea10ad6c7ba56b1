export {
  DefaultsLayout,
  type DefaultsLayoutPage,
  type DefaultsLayoutProps,
  type HelpTopic,
} from './DefaultsLayout';
