export { CompanySettingsPage as default } from './CompanySettingsPage';
