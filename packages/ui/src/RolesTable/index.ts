export type { RoleRow, RolesTableLabels, RolesTableProps } from './RolesTable';
export { RolesTable } from './RolesTable';
