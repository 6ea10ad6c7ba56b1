export { UserManagementPage as default } from './UserManagementPage';
