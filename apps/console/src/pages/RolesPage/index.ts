export { RolesPage as default } from './RolesPage';
