import { VisuallyHidden } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { StatusBadge, type StatusTone } from '../StatusBadge';
import { Table, type TableColumn } from '../Table';

export type DomainVerification = 'unverified' | 'partial' | 'verified';

export interface DomainRow {
  id: string;
  domain: string;
  active: boolean;
  verification: DomainVerification;
}

export interface DomainTableLabels {
  /** Column headers (the product's: Domain, Active, Action) and the verification column. */
  domain: string;
  active: string;
  verification: string;
  action: string;
  /** Words of the active column. */
  yes: string;
  no: string;
  /** Each verification state's word. */
  states: Record<DomainVerification, string>;
  /** Row buttons, named with the domain for screen readers. */
  edit: string;
  records: string;
  /** The delete button (shown with `onDelete`). */
  delete?: string;
  /** Shown when there are no domains, e.g. “No domains have been configured yet.” */
  empty: ReactNode;
  /** Names the table. */
  table: string;
}

export interface DomainTableProps {
  rows: readonly DomainRow[];
  labels: DomainTableLabels;
  /** Opens the update dialog of a domain. */
  onEdit: (id: string) => void;
  /** Shows the DNS records of a domain. */
  onShowRecords: (id: string) => void;
  /** Asks to delete a domain (the caller confirms); without it no delete button shows. */
  onDelete?: (id: string) => void;
  /** The domain whose records are shown (its button is pressed). */
  selectedId?: string | null;
  /** The caller is fetching. */
  loading?: boolean;
  /** The caller's error, shown in place of the rows. */
  error?: ReactNode;
  /** The table. */
  ref?: Ref<HTMLTableElement>;
}

const verificationTones: Record<DomainVerification, StatusTone> = {
  unverified: 'danger',
  partial: 'attention',
  verified: 'success',
};

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.space100};
`;

/** Sending domains: name, active, verification state, and buttons to edit one, see its DNS records or delete it. */
export function DomainTable({
  rows,
  labels,
  onEdit,
  onShowRecords,
  onDelete,
  selectedId = null,
  loading = false,
  error,
  ref,
}: DomainTableProps) {
  const columns: TableColumn<DomainRow>[] = [
    { id: 'domain', header: labels.domain, cell: (row) => row.domain },
    {
      id: 'active',
      header: labels.active,
      width: 'medium',
      cell: (row) => (
        <StatusBadge tone={row.active ? 'success' : 'neutral'}>
          {row.active ? labels.yes : labels.no}
        </StatusBadge>
      ),
    },
    {
      id: 'verification',
      header: labels.verification,
      width: 'medium',
      cell: (row) => (
        <StatusBadge tone={verificationTones[row.verification]}>
          {labels.states[row.verification]}
        </StatusBadge>
      ),
    },
    {
      id: 'action',
      header: labels.action,
      width: 'large',
      cell: (row) => (
        <Actions>
          <Button size="small" onClick={() => onEdit(row.id)}>
            {labels.edit}
            <VisuallyHidden.Root> {row.domain}</VisuallyHidden.Root>
          </Button>
          <Button
            size="small"
            variant="secondary"
            aria-pressed={selectedId === row.id}
            onClick={() => onShowRecords(row.id)}
          >
            {labels.records}
            <VisuallyHidden.Root> {row.domain}</VisuallyHidden.Root>
          </Button>
          {onDelete ? (
            <Button size="small" variant="danger" onClick={() => onDelete(row.id)}>
              {labels.delete}
              <VisuallyHidden.Root> {row.domain}</VisuallyHidden.Root>
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
      manualSort
      loading={loading}
      error={error}
      emptyText={labels.empty}
    />
  );
}
DomainTable.displayName = 'DomainTable';
