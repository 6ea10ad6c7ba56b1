import { VisuallyHidden } from 'radix-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { RadioGroup } from '../RadioGroup';
import { StatusBadge, type StatusTone } from '../StatusBadge';
import { Table, type TableColumn } from '../Table';

/** What an uploaded cell would do: fill an empty translation, replace one, nothing, or be refused. */
export type SheetCellStatus = 'new' | 'changed' | 'unchanged' | 'invalid';

/** How an import treats stored translations: fill only empty ones, or replace them too. */
export type SheetImportMode = 'fill-empty' | 'overwrite';

export interface SheetPreviewRow {
  /** A stable key, e.g. sheet + row + language. */
  id: string;
  /** The language's name or code, as the app shows it. */
  language: string;
  /** The template's name. */
  template: string;
  /** Where the cell is, as the app says it (e.g. its worksheet and row). */
  segment: string;
  status: SheetCellStatus;
  /** Why an invalid cell is refused, in the app's words. */
  reason?: string;
  /** The stored text ('' when none). */
  before: string;
  /** The sheet's text. */
  after: string;
}

export interface SheetLanguageCounts {
  /** The language's name or code, as the app shows it. */
  language: string;
  new: number;
  changed: number;
  unchanged: number;
  invalid: number;
}

export interface SheetPreviewTableLabels {
  /** Names the counts table. */
  counts: string;
  /** Names the rows table. */
  rows: string;
  columns: { language: ReactNode; template: ReactNode; status: ReactNode; change: ReactNode };
  /** The badge of each status (also the counts table's headers). */
  statuses: Record<SheetCellStatus, string>;
  /** Read between the stored text and the sheet's, for screen readers (the screen shows an arrow). */
  to: string;
  /** Shown for an empty stored text. */
  empty: string;
  /** The mode group's question. */
  mode: ReactNode;
  /** Each mode's label and what it does. */
  modes: Record<SheetImportMode, { label: ReactNode; hint?: ReactNode }>;
  /** Shown in place of rows when the sheet changes nothing. */
  noChanges: ReactNode;
  /** Says how many of the listed cells are shown, when there are more than shown. */
  shown: (shown: number, total: number) => ReactNode;
  /** The button that loads the next cells. */
  showMore: ReactNode;
}

export interface SheetPreviewTableProps {
  /** Per language, how many cells are new, changed, unchanged and invalid. */
  languages: readonly SheetLanguageCounts[];
  /**
   * The cells that would change something or are refused (unchanged ones are only counted), as far as loaded:
   * invalid ones first, as the app lists them.
   */
  rows: readonly SheetPreviewRow[];
  /** How many such cells there are in all; `rows.length` when every one is loaded. */
  total?: number;
  /** Loads the next cells; the button shows while fewer than `total` are loaded. */
  onShowMore?: () => void;
  /** While the next cells load. */
  loadingMore?: boolean;
  /** The chosen import mode. */
  mode: SheetImportMode;
  /** Called with the newly chosen mode. */
  onModeChange: (mode: SheetImportMode) => void;
  /** The app's words. */
  labels: SheetPreviewTableLabels;
  /** Disables the mode choice, e.g. while applying. */
  disabled?: boolean;
}

const tones: Record<SheetCellStatus, StatusTone> = {
  new: 'success',
  changed: 'attention',
  unchanged: 'neutral',
  invalid: 'danger',
};
const STATUSES: readonly SheetCellStatus[] = ['new', 'changed', 'unchanged', 'invalid'];
const MODES: readonly SheetImportMode[] = ['fill-empty', 'overwrite'];

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

const Stacked = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A refusal's reason wraps: the admin needs all of it to mend the cell. */
const Reason = styled.span`
  color: ${({ theme }) => theme.color.dangerFg};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  white-space: normal;
  overflow-wrap: anywhere;
`;

const Change = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.space100};
  min-width: 0;
`;

const Text = styled.span<{ $before?: boolean; $struck?: boolean }>`
  flex: 1 1 0;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme, $before }) => ($before ? theme.color.fgMuted : theme.color.fgDefault)};
  text-decoration: ${({ $struck }) => ($struck ? 'line-through' : 'none')};
`;

const More = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space200};
`;

const Arrow = styled.span`
  flex-shrink: 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

/**
 * What an uploaded translation sheet would change: per language the counts of new, changed, unchanged and invalid
 * cells; then each cell that would change something or is refused, with its status (an invalid one with its reason)
 * and its text before → after, cut to one line (the whole text in the tooltip) — as many as loaded, with how many of
 * `total` are shown and a button for more; and the import mode, fill only empty translations or overwrite. Shows
 * `noChanges` when there is no such cell.
 */
export function SheetPreviewTable({
  languages,
  rows,
  total = rows.length,
  onShowMore,
  loadingMore = false,
  mode,
  onModeChange,
  labels,
  disabled = false,
}: SheetPreviewTableProps) {
  const countColumns: TableColumn<SheetLanguageCounts>[] = [
    { id: 'language', header: labels.columns.language, cell: (row) => row.language },
    ...STATUSES.map(
      (status): TableColumn<SheetLanguageCounts> => ({
        id: status,
        header: labels.statuses[status],
        align: 'end',
        width: 'medium',
        cell: (row) => row[status],
      }),
    ),
  ];
  const rowColumns: TableColumn<SheetPreviewRow>[] = [
    { id: 'language', header: labels.columns.language, width: 'medium', cell: (row) => row.language },
    {
      id: 'template',
      header: labels.columns.template,
      width: 'medium',
      cell: (row) => (
        <Stacked>
          <Muted title={row.template}>{row.template}</Muted>
          <Muted title={row.segment}>{row.segment}</Muted>
        </Stacked>
      ),
    },
    {
      id: 'status',
      header: labels.columns.status,
      width: 'medium',
      cell: (row) => (
        <Stacked>
          <span>
            <StatusBadge tone={tones[row.status]} size="small">
              {labels.statuses[row.status]}
            </StatusBadge>
          </span>
          {row.reason ? <Reason>{row.reason}</Reason> : null}
        </Stacked>
      ),
    },
    {
      id: 'change',
      header: labels.columns.change,
      cell: (row) => (
        <Change>
          {/* Struck through only when there is a text to replace. */}
          <Text $before $struck={row.before !== ''} title={row.before || undefined}>
            {row.before || labels.empty}
          </Text>
          <Arrow aria-hidden="true">→</Arrow>
          <VisuallyHidden.Root>{` ${labels.to} `}</VisuallyHidden.Root>
          <Text title={row.after}>{row.after}</Text>
        </Change>
      ),
    },
  ];

  return (
    <Root>
      <Table
        aria-label={labels.counts}
        columns={countColumns}
        rows={languages}
        rowKey={(row) => row.language}
      />
      <Table
        aria-label={labels.rows}
        columns={rowColumns}
        rows={rows}
        rowKey={(row) => row.id}
        emptyText={labels.noChanges}
      />
      {total > rows.length ? (
        <More>
          <Muted role="status">{labels.shown(rows.length, total)}</Muted>
          {onShowMore ? (
            <Button variant="secondary" size="small" onClick={onShowMore} loading={loadingMore}>
              {labels.showMore}
            </Button>
          ) : null}
        </More>
      ) : null}
      <RadioGroup
        label={labels.mode}
        options={MODES.map((value) => ({ value, ...labels.modes[value] }))}
        value={mode}
        onValueChange={(value) => onModeChange(value as SheetImportMode)}
        disabled={disabled}
      />
    </Root>
  );
}
SheetPreviewTable.displayName = 'SheetPreviewTable';
