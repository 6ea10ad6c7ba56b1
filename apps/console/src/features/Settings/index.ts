export { formatDate, formatDateTime, Grid, ListError, SettingsPage, Toolbar } from './SettingsPage';
