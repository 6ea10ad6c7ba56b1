export type {
  PermissionGroupRow,
  PermissionGroupTableLabels,
  PermissionGroupTableProps,
} from './PermissionGroupTable';
export { PermissionGroupTable } from './PermissionGroupTable';
