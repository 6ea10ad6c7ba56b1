export { formatDate, formatDateTime, Grid, SettingsPage, Toolbar } from './SettingsPage';
