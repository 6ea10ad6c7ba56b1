import { VisuallyHidden } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { StackedOnPhone as Frame, PhoneLabel as Label } from '../internal/stacked-rows';
import { Table, type TableColumn } from '../Table';

/** One session as the table shows it: the app formats the dates and names the method in its own words. */
export interface SessionRow {
  id: string;
  /** Read from the user agent, e.g. “Chrome 150”; empty when unknown. */
  browser: string;
  /** Read from the user agent, e.g. “Windows 10”; empty when unknown. */
  system: string;
  ip: string;
  /** When the user signed in, formatted by the app (its time zone). */
  signedInAt: string;
  /** The last activity, formatted by the app. */
  lastActiveAt: string;
  /** How the user signed in, in the app's words, e.g. “Password”. */
  method: string;
  /** The session the table is shown in: marked, and it has no End button (signing out ends it). */
  current: boolean;
}

export interface SessionTableLabels {
  /** Column headers: the browser (with system and address under it), the sign-in (with how), the last activity. */
  device: string;
  signedIn: string;
  lastActive: string;
  action: string;
  /** The mark of the current session, e.g. “This session”. */
  current: string;
  /** A browser or system the user agent did not tell, e.g. “Unknown browser”. */
  unknown: string;
  /** The row button, named with the session for screen readers. */
  end: string;
  /** Shown when there are no sessions. */
  empty: ReactNode;
  /** Names the table. */
  table: string;
}

export interface SessionTableProps {
  rows: readonly SessionRow[];
  labels: SessionTableLabels;
  /** Asks to end a session (the caller confirms); not offered for the current one. */
  onEnd: (id: string) => void;
  /** The caller is fetching. */
  loading?: boolean;
  /** The caller's error, shown in place of the rows. */
  error?: ReactNode;
  /** The table. */
  ref?: Ref<HTMLTableElement>;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space25};
  min-width: 0;
`;

const Name = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
`;

const Secondary = styled.span`
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
`;

/** What a session is called: its browser on its system (or the unknown label). */
export const sessionName = (row: Pick<SessionRow, 'browser' | 'system'>, unknown: string) =>
  [row.browser || unknown, row.system].filter(Boolean).join(' · ');

/**
 * The signed-in sessions of one user: browser and system, address, when signed in and last active, how, the current
 * one marked, and an End button on every other row (the caller confirms). On a phone each session stacks as a card.
 */
export function SessionTable({ rows, labels, onEnd, loading = false, error, ref }: SessionTableProps) {
  const columns: TableColumn<SessionRow>[] = [
    {
      id: 'device',
      header: labels.device,
      width: 'large',
      cell: (row) => (
        <Stack>
          <Name>
            {row.browser || labels.unknown}
            {row.current ? (
              <Badge variant="success" size="small">
                {labels.current}
              </Badge>
            ) : null}
          </Name>
          <Secondary>{[row.system, row.ip].filter(Boolean).join(' · ')}</Secondary>
        </Stack>
      ),
    },
    {
      id: 'signedIn',
      header: labels.signedIn,
      width: 'large',
      cell: (row) => (
        <Stack>
          <Label aria-hidden>{labels.signedIn}</Label>
          <span>{row.signedInAt}</span>
          <Secondary>{row.method}</Secondary>
        </Stack>
      ),
    },
    {
      id: 'lastActive',
      header: labels.lastActive,
      width: 'large',
      cell: (row) => (
        <Stack>
          <Label aria-hidden>{labels.lastActive}</Label>
          <span>{row.lastActiveAt}</span>
        </Stack>
      ),
    },
    {
      id: 'action',
      header: labels.action,
      width: 'small',
      cell: (row) =>
        row.current ? null : (
          <Button size="small" variant="danger" onClick={() => onEnd(row.id)}>
            {labels.end}
            <VisuallyHidden.Root> {sessionName(row, labels.unknown)}</VisuallyHidden.Root>
          </Button>
        ),
    },
  ];
  return (
    <Frame>
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
    </Frame>
  );
}
SessionTable.displayName = 'SessionTable';
