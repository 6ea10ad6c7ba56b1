import { VisuallyHidden } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { PhoneLabel, StackedOnPhone } from '../internal/stacked-rows';
import { Table, type TableColumn } from '../Table';

/** One passkey or security key as the list shows it: the app formats the dates. */
export interface PasskeyRow {
  id: string;
  /** The name the user gave it. */
  name: string;
  /** A passkey signs in alone; a security key is the second step after the password. */
  kind: 'passkey' | 'security-key';
  /** When it was added, formatted by the app. */
  addedAt: string;
  /** When it was last used, formatted by the app; null when never. */
  lastUsedAt: string | null;
}

export interface PasskeyListLabels {
  /** Column headers. */
  name: string;
  added: string;
  lastUsed: string;
  action: string;
  /** The kind's mark, e.g. “Passkey”, “Security key”. */
  passkey: string;
  securityKey: string;
  /** A passkey never used, e.g. “Never”. */
  never: string;
  /** The row buttons, named with the passkey for screen readers. */
  rename: string;
  remove: string;
  /** Shown when there are none. */
  empty: ReactNode;
  /** Names the table. */
  table: string;
}

export interface PasskeyListProps {
  rows: readonly PasskeyRow[];
  labels: PasskeyListLabels;
  /** Asks to rename one (the caller asks for the new name). */
  onRename: (id: string) => void;
  /** Asks to remove one (the caller confirms). */
  onRemove: (id: string) => void;
  /** The caller is fetching. */
  loading?: boolean;
  /** The caller's error, shown in place of the rows. */
  error?: ReactNode;
  /** The table. */
  ref?: Ref<HTMLTableElement>;
}

const Name = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  min-width: 0;
  font-weight: ${({ theme }) => theme.font.weightSemibold};
  /* A long name wraps inside its cell rather than being cut off. */
  white-space: normal;
  overflow-wrap: anywhere;
`;

const Actions = styled.span`
  display: inline-flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space.space100};
`;

/**
 * The user's passkeys and security keys: name and kind, when added and last used, and Rename and Remove on each row
 * (the caller asks for the name and confirms the removal). On a phone each one stacks as a card.
 */
export function PasskeyList({
  rows,
  labels,
  onRename,
  onRemove,
  loading = false,
  error,
  ref,
}: PasskeyListProps) {
  const columns: TableColumn<PasskeyRow>[] = [
    {
      id: 'name',
      header: labels.name,
      width: 'auto',
      cell: (row) => (
        <Name>
          {row.name}
          <Badge variant={row.kind === 'passkey' ? 'success' : 'neutral'} size="small">
            {row.kind === 'passkey' ? labels.passkey : labels.securityKey}
          </Badge>
        </Name>
      ),
    },
    {
      id: 'added',
      header: labels.added,
      width: 'medium',
      cell: (row) => (
        <>
          <PhoneLabel aria-hidden>{labels.added}</PhoneLabel>
          {row.addedAt}
        </>
      ),
    },
    {
      id: 'lastUsed',
      header: labels.lastUsed,
      width: 'medium',
      cell: (row) => (
        <>
          <PhoneLabel aria-hidden>{labels.lastUsed}</PhoneLabel>
          {row.lastUsedAt ?? labels.never}
        </>
      ),
    },
    {
      id: 'action',
      header: labels.action,
      width: 'large',
      cell: (row) => (
        <Actions>
          <Button size="small" variant="secondary" onClick={() => onRename(row.id)}>
            {labels.rename}
            <VisuallyHidden.Root> {row.name}</VisuallyHidden.Root>
          </Button>
          <Button size="small" variant="danger" onClick={() => onRemove(row.id)}>
            {labels.remove}
            <VisuallyHidden.Root> {row.name}</VisuallyHidden.Root>
          </Button>
        </Actions>
      ),
    },
  ];
  return (
    <StackedOnPhone>
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
    </StackedOnPhone>
  );
}
PasskeyList.displayName = 'PasskeyList';
