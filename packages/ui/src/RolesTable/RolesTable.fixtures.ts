import type { RoleRow } from './RolesTable';

/** A made-up app's words and roles for the stories and tests (internal). */
export const rolesLabels = {
  table: 'User roles',
  role: 'Role',
  description: 'Description',
  actions: 'Actions',
  edit: 'Edit',
  delete: 'Delete',
  actionsFor: (role: string) => `Actions for ${role}`,
  empty: 'No roles yet.',
};

export const exampleRoles: RoleRow[] = [
  { _id: 'role-1', role: 'Owner', description: 'Owns the company account, its plan and its invoices.' },
  { _id: 'role-2', role: 'Editor', description: 'Edits surveys, default content and translations.' },
  { _id: 'role-3', role: 'Viewer', description: 'Reads projects and reports without changing them.' },
];
