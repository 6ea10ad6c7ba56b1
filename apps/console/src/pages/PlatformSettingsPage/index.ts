export { PlatformSettingsPage as default } from './PlatformSettingsPage';
