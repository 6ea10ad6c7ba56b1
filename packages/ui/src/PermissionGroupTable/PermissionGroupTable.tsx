import type { ReactNode } from 'react';
import { ActionsMenu } from '../ActionsMenu';
import { Table, type TableColumn } from '../Table';

export interface PermissionGroupRow {
  _id: string;
  name: string;
  /** How many people are in the group. */
  member: number;
  description: string;
  /** What the group opens, in readable words (e.g. "Projects", "Panels (2 panels)"); empty for none. */
  accessTo: readonly string[];
}

export interface PermissionGroupTableLabels {
  /** Names the table. */
  table: string;
  /** Column headers, e.g. "Group Name", "Member", "Description", "Access To", "Action". */
  name: ReactNode;
  member: ReactNode;
  description: ReactNode;
  accessTo: ReactNode;
  action: string;
  /** Shown in Access To for a group that opens nothing. */
  noAccess: ReactNode;
  /** The menu's items. */
  edit: ReactNode;
  permissions: ReactNode;
  delete: ReactNode;
  /** Names a row's "…" button, e.g. "Actions for Viewers". */
  actionsFor: (group: string) => string;
  /** Shown when there are no groups. */
  empty: ReactNode;
}

export interface PermissionGroupTableProps {
  groups: readonly PermissionGroupRow[];
  labels: PermissionGroupTableLabels;
  /** Opens the group's edit dialog. */
  onEdit: (group: PermissionGroupRow) => void;
  /** Whether the row offers Edit (e.g. not for a group giving more access than the viewer holds); every row by default. */
  canEdit?: (group: PermissionGroupRow) => boolean;
  /** Where the group's access editor is. */
  permissionsHref: (group: PermissionGroupRow) => string;
  /** Asks to delete the group (the caller confirms, and says why a group with members cannot go). */
  onDelete: (group: PermissionGroupRow) => void;
  /** The caller is fetching. */
  loading?: boolean;
  /** The caller's error (e.g. an `ErrorState`). */
  error?: ReactNode;
}

/**
 * The permission groups: name, how many members, description, what the group opens, and each row's actions (edit,
 * open its access editor, delete). Sortable by name and by member count.
 */
export function PermissionGroupTable({
  groups,
  labels,
  onEdit,
  canEdit = () => true,
  permissionsHref,
  onDelete,
  loading,
  error,
}: PermissionGroupTableProps) {
  const columns: TableColumn<PermissionGroupRow>[] = [
    {
      id: 'name',
      header: labels.name,
      cell: (row) => row.name,
      sortable: true,
      sortValue: (row) => row.name,
      width: 'large',
    },
    {
      id: 'member',
      header: labels.member,
      cell: (row) => row.member.toLocaleString(),
      sortable: true,
      sortValue: (row) => row.member,
      // A count, but its header with the sort arrow needs more than a small column ("Me…").
      width: 'medium',
      align: 'end',
    },
    {
      id: 'description',
      header: labels.description,
      cell: (row) => row.description,
    },
    {
      id: 'access',
      header: labels.accessTo,
      // Large, not xlarge: the wider Member column would otherwise leave the description a few letters.
      width: 'large',
      cell: (row) => (row.accessTo.length > 0 ? row.accessTo.join(', ') : labels.noAccess),
    },
  ];
  return (
    <Table
      aria-label={labels.table}
      columns={columns}
      rows={groups}
      rowKey={(row) => row._id}
      defaultSort={{ columnId: 'name', direction: 'ascending' }}
      emptyText={labels.empty}
      loading={loading}
      error={error}
      rowActionsHeader={labels.action}
      rowActions={(row) => (
        <ActionsMenu aria-label={labels.actionsFor(row.name)}>
          {canEdit(row) ? (
            <ActionsMenu.Item onSelect={() => onEdit(row)}>{labels.edit}</ActionsMenu.Item>
          ) : null}
          <ActionsMenu.LinkItem href={permissionsHref(row)}>{labels.permissions}</ActionsMenu.LinkItem>
          <ActionsMenu.Separator />
          <ActionsMenu.Item variant="danger" onSelect={() => onDelete(row)}>
            {labels.delete}
          </ActionsMenu.Item>
        </ActionsMenu>
      )}
    />
  );
}
PermissionGroupTable.displayName = 'PermissionGroupTable';
