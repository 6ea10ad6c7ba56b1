export { SettingsAndDefaultsPage as default } from './SettingsAndDefaultsPage';
