export { Grid, SettingsPage, Toolbar } from './SettingsPage';
