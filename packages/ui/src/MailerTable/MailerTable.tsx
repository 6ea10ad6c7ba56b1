import { VisuallyHidden } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Table, type TableColumn } from '../Table';

export interface MailerRow {
  id: string;
  mailer: string;
  alias: string;
  /** The type's display name, e.g. “SocketLabs”. */
  type: string;
  domain: string;
}

export interface MailerTableLabels {
  /** Column headers (the product's: Mailer, Alias, Type, Domain, Action). */
  mailer: string;
  alias: string;
  type: string;
  domain: string;
  action: string;
  /** Row buttons, named with the mailer for screen readers. */
  edit: string;
  test: string;
  /** The delete button (shown with `onDelete`). */
  delete?: string;
  /** Shown when there are no mailers, e.g. “No mailers have been configured yet.” */
  empty: ReactNode;
  /** Names the table. */
  table: string;
}

export interface MailerTableProps {
  rows: readonly MailerRow[];
  labels: MailerTableLabels;
  /** Opens the update dialog of a mailer. */
  onEdit: (id: string) => void;
  /** Opens the test-send dialog of a mailer; without it no test button shows. */
  onTest?: (id: string) => void;
  /** Asks to delete a mailer (the caller confirms); without it no delete button shows. */
  onDelete?: (id: string) => void;
  /** The caller is fetching. */
  loading?: boolean;
  /** The caller's error, shown in place of the rows. */
  error?: ReactNode;
  /** The table. */
  ref?: Ref<HTMLTableElement>;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.space100};
`;

/** Mailers: name, alias, type, sending domain, and buttons to edit one, send a test through it or delete it. */
export function MailerTable({
  rows,
  labels,
  onEdit,
  onTest,
  onDelete,
  loading = false,
  error,
  ref,
}: MailerTableProps) {
  const columns: TableColumn<MailerRow>[] = [
    {
      id: 'mailer',
      header: labels.mailer,
      cell: (row) => row.mailer,
      sortable: true,
      sortValue: (row) => row.mailer,
    },
    { id: 'alias', header: labels.alias, cell: (row) => row.alias },
    { id: 'type', header: labels.type, width: 'medium', cell: (row) => row.type },
    {
      id: 'domain',
      header: labels.domain,
      cell: (row) => row.domain,
      sortable: true,
      sortValue: (row) => row.domain,
    },
    {
      id: 'action',
      header: labels.action,
      width: 'large',
      cell: (row) => (
        <Actions>
          <Button size="small" onClick={() => onEdit(row.id)}>
            {labels.edit}
            <VisuallyHidden.Root> {row.mailer}</VisuallyHidden.Root>
          </Button>
          {onTest ? (
            <Button size="small" variant="secondary" onClick={() => onTest(row.id)}>
              {labels.test}
              <VisuallyHidden.Root> {row.mailer}</VisuallyHidden.Root>
            </Button>
          ) : null}
          {onDelete ? (
            <Button size="small" variant="danger" onClick={() => onDelete(row.id)}>
              {labels.delete}
              <VisuallyHidden.Root> {row.mailer}</VisuallyHidden.Root>
            </Button>
          ) : null}
        </Actions>
      ),
    },
  ];
  return (
    <Table
      ref={ref}
      aria-label={labels.table}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      loading={loading}
      error={error}
      emptyText={labels.empty}
    />
  );
}
MailerTable.displayName = 'MailerTable';
