export type {
  PermissionGroupModalLabels,
  PermissionGroupModalProps,
  PermissionGroupValues,
} from './PermissionGroupModal';
export { PermissionGroupModal } from './PermissionGroupModal';
