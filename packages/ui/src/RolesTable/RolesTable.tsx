import type { ReactNode } from 'react';
import { ActionsMenu } from '../ActionsMenu';
import { Table, type TableColumn } from '../Table';

export interface RoleRow {
  _id: string;
  role: string;
  description: string;
}

export interface RolesTableLabels {
  /** Names the table. */
  table: string;
  /** Column headers, e.g. "Role", "Description", "Actions". */
  role: ReactNode;
  description: ReactNode;
  actions: string;
  /** The menu's items. */
  edit: ReactNode;
  delete: ReactNode;
  /** Names a row's "…" button, e.g. "Actions for Editor". */
  actionsFor: (role: string) => string;
  /** Shown when there are no roles. */
  empty: ReactNode;
}

export interface RolesTableProps {
  /** The roles, in the order to show them (sortable by name in the table). */
  roles: readonly RoleRow[];
  /** The app's words. */
  labels: RolesTableLabels;
  /** Opens the role's edit dialog. */
  onEdit: (role: RoleRow) => void;
  /** Asks to delete the role (the caller confirms). */
  onDelete: (role: RoleRow) => void;
  /** The caller is fetching. */
  loading?: boolean;
  /** The caller's error (e.g. an `ErrorState`). */
  error?: ReactNode;
}

/** The user roles: Role, Description and each row's actions (edit, delete), sortable by role and description. */
export function RolesTable({ roles, labels, onEdit, onDelete, loading, error }: RolesTableProps) {
  const columns: TableColumn<RoleRow>[] = [
    {
      id: 'role',
      header: labels.role,
      cell: (row) => row.role,
      sortable: true,
      sortValue: (row) => row.role,
      width: 'large',
    },
    {
      id: 'description',
      header: labels.description,
      cell: (row) => <span title={row.description}>{row.description}</span>,
      sortable: true,
      sortValue: (row) => row.description,
    },
  ];
  return (
    <Table
      aria-label={labels.table}
      columns={columns}
      rows={roles}
      rowKey={(row) => row._id}
      defaultSort={{ columnId: 'role', direction: 'ascending' }}
      emptyText={labels.empty}
      loading={loading}
      error={error}
      rowActionsHeader={labels.actions}
      rowActions={(row) => (
        <ActionsMenu aria-label={labels.actionsFor(row.role)}>
          <ActionsMenu.Item onSelect={() => onEdit(row)}>{labels.edit}</ActionsMenu.Item>
          <ActionsMenu.Separator />
          <ActionsMenu.Item variant="danger" onSelect={() => onDelete(row)}>
            {labels.delete}
          </ActionsMenu.Item>
        </ActionsMenu>
      )}
    />
  );
}
RolesTable.displayName = 'RolesTable';
