import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { ActionsMenu } from '../ActionsMenu';
import { Badge } from '../Badge';
import { CopyIcon, EyeIcon, PencilIcon, TrashIcon } from '../Icon';
import { StatusBadge } from '../StatusBadge';
import { Table, type TableColumn } from '../Table';
import { TextLink } from '../TextLink';

/** A template's status: published (`live`) or not (`draft`). */
export type TemplateStatus = 'live' | 'draft';

export interface TemplateTableRow {
  /** Stable id of the template. */
  id: string;
  /** The template's name. */
  name: string;
  /** What the template is for. */
  description: string;
  /** Published or draft. */
  status: TemplateStatus;
  /**
   * Something about the template the admin should act on (e.g. a missing translation), shown as a badge beside the
   * status: `label` visibly, `description` (the whole sentence, naming what is missing) to screen readers and as
   * the badge's tooltip.
   */
  notice?: { label: string; description: string };
}

export interface TemplateTableLabels {
  /** Header of the name column. */
  name: string;
  /** Header of the description column. */
  description: string;
  /** Header of the status column. */
  status: string;
  /** Header of the actions column. */
  actions: string;
  /** The status names shown in the badges. */
  statuses: Record<TemplateStatus, string>;
  /** The row actions' labels. */
  edit: string;
  copy: string;
  preview: string;
  delete: string;
  /** Names a row's "…" button, e.g. `Actions for Welcome email`. */
  actionsFor: (name: string) => string;
}

export interface TemplateTableProps<Row extends TemplateTableRow> {
  /** The templates, already filtered and sorted by the caller. */
  rows: readonly Row[];
  /** The table's words: column headers, status names and action labels. */
  labels: TemplateTableLabels;
  /** Names the table for screen readers (e.g. "Email templates"). */
  'aria-label': string;
  /** Where a row's name and Edit lead. */
  editHref: (row: Row) => string;
  /** Copies the row's template. */
  onCopy: (row: Row) => void;
  /** Previews the row's template; rows for which `canPreview` says no get no Preview. */
  onPreview?: (row: Row) => void;
  /** Whether a row can be previewed (default: every row when `onPreview` is given). */
  canPreview?: (row: Row) => boolean;
  /** Asks to delete the row's template (the caller confirms). */
  onDelete: (row: Row) => void;
  /** The caller is fetching. */
  loading?: boolean;
  /** The caller's error, shown in place of rows. */
  error?: ReactNode;
  /** Shown when there are no rows. */
  emptyText?: ReactNode;
  /** Caps the scroll area's height (any CSS length). */
  maxHeight?: string;
  /** The `<table>` element. */
  ref?: Ref<HTMLTableElement>;
}

const StatusCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.space50};
`;

// Read instead of the visible label: the description names what the label only hints at.
const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Description = styled.span`
  color: ${({ theme }) => theme.color.fgMuted};
`;

/**
 * A list of content templates: Name (a link to the editor), Description, Status (Live or Draft) and a "…" menu with
 * Edit, Copy, Preview (where the row allows it) and Delete. Built on `Table`, so a thousand rows stay smooth
 * (only the rows in view are rendered); the caller filters and sorts, states loading and errors, and confirms
 * deletions.
 */
export function TemplateTable<Row extends TemplateTableRow>({
  rows,
  labels,
  'aria-label': ariaLabel,
  editHref,
  onCopy,
  onPreview,
  canPreview,
  onDelete,
  loading,
  error,
  emptyText,
  maxHeight,
  ref,
}: TemplateTableProps<Row>) {
  const columns: TableColumn<Row>[] = [
    {
      id: 'name',
      header: labels.name,
      width: 'large',
      cell: (row) => <TextLink href={editHref(row)}>{row.name}</TextLink>,
    },
    {
      id: 'description',
      header: labels.description,
      cell: (row) => <Description title={row.description}>{row.description}</Description>,
    },
    {
      id: 'status',
      header: labels.status,
      // Room for a notice beside the status when a row has one.
      width: rows.some((row) => row.notice) ? 'large' : 'small',
      cell: (row) => (
        <StatusCell>
          <StatusBadge size="small" tone={row.status === 'live' ? 'success' : 'neutral'}>
            {labels.statuses[row.status]}
          </StatusBadge>
          {row.notice ? (
            <Badge size="small" variant="attention" title={row.notice.description}>
              <span aria-hidden="true">{row.notice.label}</span>
              <Hidden>{row.notice.description}</Hidden>
            </Badge>
          ) : null}
        </StatusCell>
      ),
    },
  ];
  const previewable = (row: Row) => onPreview !== undefined && (canPreview?.(row) ?? true);
  return (
    <Table
      ref={ref}
      aria-label={ariaLabel}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      manualSort
      loading={loading}
      error={error}
      emptyText={emptyText}
      maxHeight={maxHeight}
      rowActionsHeader={labels.actions}
      rowActions={(row) => (
        <ActionsMenu size="small" aria-label={labels.actionsFor(row.name)}>
          <ActionsMenu.LinkItem href={editHref(row)} leadingVisual={<PencilIcon />}>
            {labels.edit}
          </ActionsMenu.LinkItem>
          <ActionsMenu.Item leadingVisual={<CopyIcon />} onSelect={() => onCopy(row)}>
            {labels.copy}
          </ActionsMenu.Item>
          {previewable(row) ? (
            <ActionsMenu.Item leadingVisual={<EyeIcon />} onSelect={() => onPreview?.(row)}>
              {labels.preview}
            </ActionsMenu.Item>
          ) : null}
          <ActionsMenu.Separator />
          <ActionsMenu.Item variant="danger" leadingVisual={<TrashIcon />} onSelect={() => onDelete(row)}>
            {labels.delete}
          </ActionsMenu.Item>
        </ActionsMenu>
      )}
    />
  );
}
TemplateTable.displayName = 'TemplateTable';
