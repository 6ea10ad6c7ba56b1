export { PermissionEditorPage as default } from './PermissionEditorPage';
