import { type ReactNode, type Ref, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Checkbox } from '../Checkbox';
import { SearchBox } from '../SearchBox';
import { Table, type TableColumn } from '../Table';

/** What every row of an enable-table has: whether it is on, and whether it is the one default. */
export interface EnableRow {
  enabled: boolean;
  default: boolean;
}

export interface EnableTableLabels {
  /** Names the table, e.g. “Language” or “Time zone”. */
  table: string;
  /** The Default and Enable columns' headers. */
  default: string;
  enabled: string;
  /** The search box's name, e.g. “Search” or “Search city”. */
  search: string;
  /** The select-all checkbox, e.g. “Select All”. */
  selectAll: string;
  /** Names one row's radio, e.g. `Default German`. */
  defaultOf: (name: string) => string;
  /** Names one row's checkbox, e.g. `Enable German`. */
  enableOf: (name: string) => string;
  /** Shown when the search finds nothing. */
  empty: ReactNode;
}

export interface EnableTableProps<Row extends EnableRow> {
  /** The rows to show (already filtered by the caller's search), in the caller's order. */
  rows: readonly Row[];
  /** A stable key per row (an ISO code, a zone id): what the callbacks report. */
  rowKey: (row: Row) => string;
  /** The row's name in its controls' names, e.g. `German` in “Enable German”. */
  rowName: (row: Row) => string;
  /** The row's own columns, shown between Default and Enable (name, code, offset, a custom code input, …). */
  columns: readonly TableColumn<Row>[];
  /** The search text (controlled). */
  query: string;
  /** Called with the new search text. */
  onQueryChange: (query: string) => void;
  /** Called when a row's checkbox is toggled. */
  onEnabledChange: (key: string, enabled: boolean) => void;
  /** Called when a row's radio makes it the default. */
  onDefaultChange: (key: string) => void;
  /** Called by Select All with whether every shown row should be enabled. */
  onSelectAll: (enabled: boolean) => void;
  /** The words of the table. */
  labels: EnableTableLabels;
  /** The default row cannot be switched off (its checkbox is disabled). */
  defaultStaysEnabled?: boolean;
  /** The caller is fetching. */
  loading?: boolean;
  /** The caller's error, shown in place of the rows. */
  error?: ReactNode;
  /** Disables every control (e.g. while saving). */
  disabled?: boolean;
  /** Caps the scroll area's height (any CSS length). */
  maxHeight?: string;
  /** The table. */
  ref?: Ref<HTMLTableElement>;
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.space200};
  margin-bottom: ${({ theme }) => theme.space.space200};
`;

const DefaultRadio = styled.input.attrs({ type: 'radio' })`
  width: ${({ theme }) => theme.size.iconSmall};
  height: ${({ theme }) => theme.size.iconSmall};
  margin: 0;
  accent-color: ${({ theme }) => theme.color.accentEmphasis};
  cursor: pointer;
`;

/**
 * The rows that were on when the table first had rows, by key: they lead the table for as long as it is shown, so a
 * long list (hundreds of languages or time zones) opens on what the company uses, and a row switched on or off
 * stays where it is instead of jumping away from the pointer.
 */
function useLeadingKeys<Row extends EnableRow>(rows: readonly Row[], rowKey: (row: Row) => string) {
  const [leading, setLeading] = useState<ReadonlySet<string> | null>(null);
  if (leading === null && rows.length > 0) {
    const keys = new Set(rows.filter((row) => row.enabled || row.default).map(rowKey));
    setLeading(keys);
    return keys;
  }
  return leading;
}

/**
 * Things a company enables from a long list (languages, time zones): a search, Select All (mixed while only some
 * shown rows are on), and per row a Default radio, the row's own columns and an Enable checkbox. The rows enabled
 * when the table opens come first, then the rest, each in the caller's order. The caller keeps the rows, filters
 * them and saves them.
 */
export function EnableTable<Row extends EnableRow>({
  rows,
  rowKey,
  rowName,
  columns,
  query,
  onQueryChange,
  onEnabledChange,
  onDefaultChange,
  onSelectAll,
  labels,
  defaultStaysEnabled = false,
  loading = false,
  error,
  disabled = false,
  maxHeight,
  ref,
}: EnableTableProps<Row>) {
  const group = useId();
  const leading = useLeadingKeys(rows, rowKey);
  const ordered = useMemo(() => {
    if (!leading) return rows;
    const first = rows.filter((row) => leading.has(rowKey(row)));
    return first.length === 0 ? rows : [...first, ...rows.filter((row) => !leading.has(rowKey(row)))];
  }, [rows, leading, rowKey]);

  const enabledCount = rows.filter((row) => row.enabled).length;
  const all = rows.length > 0 && enabledCount === rows.length;
  const allColumns: TableColumn<Row>[] = [
    {
      id: 'default',
      header: labels.default,
      width: 'small',
      cell: (row) => (
        <DefaultRadio
          name={group}
          checked={row.default}
          disabled={disabled}
          aria-label={labels.defaultOf(rowName(row))}
          onChange={() => onDefaultChange(rowKey(row))}
        />
      ),
    },
    ...columns,
    {
      id: 'enabled',
      header: labels.enabled,
      width: 'small',
      cell: (row) => (
        <Checkbox
          label={labels.enableOf(rowName(row))}
          hideLabel
          checked={row.enabled}
          disabled={disabled || (defaultStaysEnabled && row.default)}
          onCheckedChange={(checked) => onEnabledChange(rowKey(row), checked === true)}
        />
      ),
    },
  ];
  return (
    <div>
      <Bar>
        <SearchBox label={labels.search} value={query} onValueChange={onQueryChange} />
        <Checkbox
          label={labels.selectAll}
          checked={all ? true : enabledCount > 0 ? 'indeterminate' : false}
          disabled={disabled || rows.length === 0}
          onCheckedChange={() => onSelectAll(!all)}
        />
      </Bar>
      <Table
        ref={ref}
        aria-label={labels.table}
        columns={allColumns}
        rows={ordered}
        rowKey={rowKey}
        manualSort
        loading={loading}
        error={error}
        emptyText={labels.empty}
        {...(maxHeight ? { maxHeight } : {})}
      />
    </div>
  );
}
EnableTable.displayName = 'EnableTable';
