import type { PermissionGroupRow } from './PermissionGroupTable';

/** A made-up app's words and groups for the stories and tests (internal). */
export const groupTableLabels = {
  table: 'Permission groups',
  name: 'Group Name',
  member: 'Member',
  description: 'Description',
  accessTo: 'Access To',
  action: 'Action',
  noAccess: 'No access',
  edit: 'Edit',
  permissions: 'Permissions',
  delete: 'Delete',
  actionsFor: (group: string) => `Actions for ${group}`,
  empty: 'No permission groups yet.',
};

export const exampleGroupRows: PermissionGroupRow[] = [
  {
    _id: 'g-admin',
    name: 'Administration',
    member: 3,
    description: 'Full access to every module and to the company settings.',
    accessTo: ['Projects', 'Surveys', 'Panels (3 panels)', 'Contacts', 'Defaults', 'Settings'],
  },
  {
    _id: 'g-pm',
    name: 'Project managers',
    member: 12,
    description: 'Runs projects and surveys, no access to company settings.',
    accessTo: ['Projects', 'Surveys', 'Panels (1 panel)', 'Contacts'],
  },
  {
    _id: 'g-viewers',
    name: 'Viewers',
    member: 0,
    description: 'Signed-in users without any access flag; for read-only accounts.',
    accessTo: [],
  },
];
