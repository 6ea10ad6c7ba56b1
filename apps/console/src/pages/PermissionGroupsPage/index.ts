export { PermissionGroupsPage as default } from './PermissionGroupsPage';
