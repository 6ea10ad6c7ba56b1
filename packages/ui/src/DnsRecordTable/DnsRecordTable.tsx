import { VisuallyHidden } from 'radix-ui';
import { type ReactNode, type Ref, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { StatusBadge, type StatusTone } from '../StatusBadge';
import { Table, type TableColumn } from '../Table';

export type DnsRecordState = 'pending' | 'verified' | 'missing' | 'mismatch' | 'error';

export interface DnsRecordRow {
  /** A stable key, e.g. purpose and host. */
  key: string;
  /** `TXT` or `CNAME`. */
  type: string;
  /** What the record is for, in the caller's words (e.g. “DKIM (SocketLabs)”). */
  purpose: ReactNode;
  /** The full name to publish it at. */
  host: string;
  /** The value to publish. */
  value: string;
  /** False for recommendations. */
  required: boolean;
  status: DnsRecordState;
  /** What the last check found when it did not match. */
  found: string | null;
  /** When it was last checked, formatted by the caller; null before the first check. */
  checkedAt: ReactNode | null;
}

export interface DnsRecordTableLabels {
  type: string;
  host: string;
  value: string;
  status: string;
  checkedAt: string;
  /** The copy button's text, e.g. “Copy”. */
  copyButton: string;
  /** Completes the copy button's name for screen readers, e.g. `the value of TXT example.com`. */
  copy: (what: string) => string;
  /** Said after copying. */
  copied: string;
  /** Each status's word. */
  states: Record<DnsRecordState, string>;
  /** Before a mismatching record's found value, e.g. “Found:”. */
  found: string;
  /** Marks a recommendation, e.g. “Recommended”. */
  recommended: string;
  /** Shown for a record never checked. */
  never: string;
}

export interface DnsRecordTableProps {
  /** The records the domain must publish. */
  rows: readonly DnsRecordRow[];
  /** The words of the table. */
  labels: DnsRecordTableLabels;
  /** Names the table. */
  'aria-label'?: string;
  /** The caller is fetching. */
  loading?: boolean;
  /** Copies a value; the browser's clipboard by default. */
  onCopy?: (value: string) => Promise<void> | void;
  /** The table. */
  ref?: Ref<HTMLTableElement>;
}

const tones: Record<DnsRecordState, StatusTone> = {
  pending: 'neutral',
  verified: 'success',
  missing: 'danger',
  mismatch: 'danger',
  error: 'attention',
};

/** Values are long (a DKIM key): they wrap inside the cell instead of the table's one-line ellipsis. */
const Mono = styled.code`
  display: block;
  white-space: normal;
  font-family: ${({ theme }) => theme.font.familyMono};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  overflow-wrap: anywhere;
  word-break: break-all;
`;

const ValueCell = styled.div`
  display: flex;
  white-space: normal;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.space100};
`;

const Stack = styled.div`
  display: flex;
  white-space: normal;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.space50};

  small {
    color: ${({ theme }) => theme.color.fgMuted};
    font-size: ${({ theme }) => theme.fontSize.fontSize75};
  }
`;

function CopyButton({
  value,
  text,
  label,
  copiedLabel,
  onCopy,
}: {
  value: string;
  text: string;
  label: string;
  copiedLabel: string;
  onCopy: (value: string) => Promise<void> | void;
}) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="small"
      variant="secondary"
      onClick={async () => {
        await onCopy(value);
        setCopied(true);
      }}
    >
      <span aria-live="polite">{copied ? copiedLabel : text}</span>
      <VisuallyHidden.Root> {label}</VisuallyHidden.Root>
    </Button>
  );
}

const clipboardCopy = (value: string) => navigator.clipboard.writeText(value);

/** The DNS records a sending domain must publish: type, host, value with a copy button, status and last check. */
export function DnsRecordTable({
  rows,
  labels,
  'aria-label': ariaLabel,
  loading = false,
  onCopy = clipboardCopy,
  ref,
}: DnsRecordTableProps) {
  const columns: TableColumn<DnsRecordRow>[] = [
    {
      id: 'type',
      header: labels.type,
      width: 'medium',
      cell: (row) => (
        <Stack>
          <strong>{row.type}</strong>
          <small>{row.purpose}</small>
          {row.required ? null : <small>{labels.recommended}</small>}
        </Stack>
      ),
    },
    { id: 'host', header: labels.host, cell: (row) => <Mono>{row.host}</Mono> },
    {
      id: 'value',
      header: labels.value,
      cell: (row) => (
        <ValueCell>
          <Mono>{row.value}</Mono>
          <CopyButton
            value={row.value}
            text={labels.copyButton}
            label={labels.copy(`${row.type} ${row.host}`)}
            copiedLabel={labels.copied}
            onCopy={onCopy}
          />
        </ValueCell>
      ),
    },
    {
      id: 'status',
      header: labels.status,
      width: 'large',
      cell: (row) => (
        <Stack>
          <StatusBadge tone={tones[row.status]}>{labels.states[row.status]}</StatusBadge>
          {row.found ? (
            <small>
              {labels.found} <Mono as="span">{row.found}</Mono>
            </small>
          ) : null}
          <small>
            {labels.checkedAt}: {row.checkedAt ?? labels.never}
          </small>
        </Stack>
      ),
    },
  ];
  return (
    <Table
      ref={ref}
      aria-label={ariaLabel}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.key}
      manualSort
      loading={loading}
      maxHeight="none"
    />
  );
}
DnsRecordTable.displayName = 'DnsRecordTable';
