import { type ReactNode, type Ref, useId } from 'react';
import styled from 'styled-components';
import { Checkbox } from '../Checkbox';
import { DefaultRadio, EnableTableBar } from '../internal/enable-table';
import { Table, type TableColumn } from '../Table';

export interface TimeZoneRow {
  /** The IANA id, e.g. `Europe/Berlin`. */
  id: string;
  /** The list label, e.g. `(UTC+01:00) Berlin`. */
  label: string;
  /** The current offset from UTC, e.g. `+01:00`. */
  utcOffset: string;
  enabled: boolean;
  default: boolean;
}

export interface TimeZoneTableLabels {
  /** Column headers. */
  zone: string;
  offset: string;
  enabled: string;
  default: string;
  /** The search box's name, e.g. “Search city”. */
  search: string;
  /** The select-all checkbox, e.g. “Select All”. */
  selectAll: string;
  /** Names one row's checkbox, e.g. `Enable Europe/Berlin`. */
  enableZone: (id: string) => string;
  /** Names one row's radio, e.g. `Default Europe/Berlin`. */
  defaultZone: (id: string) => string;
  /** Shown when the search finds nothing. */
  empty: ReactNode;
}

export interface TimeZoneTableProps {
  /** The zones to show (already filtered by the caller's search). */
  rows: readonly TimeZoneRow[];
  /** The search text (controlled). */
  query: string;
  /** Called with the new search text. */
  onQueryChange: (query: string) => void;
  /** Called when a row's checkbox is toggled. */
  onEnabledChange: (id: string, enabled: boolean) => void;
  /** Called when a row's radio makes it the default. */
  onDefaultChange: (id: string) => void;
  /** Called by Select All with whether every shown row should be enabled. */
  onSelectAll: (enabled: boolean) => void;
  /** The words of the table. */
  labels: TimeZoneTableLabels;
  /** The caller is fetching. */
  loading?: boolean;
  /** The caller's error, shown in place of the rows. */
  error?: ReactNode;
  /** Disables every control (e.g. while saving). */
  disabled?: boolean;
  /** The table. */
  ref?: Ref<HTMLTableElement>;
}

const Offset = styled.span`
  font-family: ${({ theme }) => theme.font.familyMono};
  color: ${({ theme }) => theme.color.fgMuted};
`;

const Zone = styled.span`
  display: flex;
  flex-direction: column;

  small {
    color: ${({ theme }) => theme.color.fgMuted};
    font-size: ${({ theme }) => theme.fontSize.fontSize75};
  }
`;

/** The IANA time zones with their offsets: enable each, Select All, and one default by radio. */
export function TimeZoneTable({
  rows,
  query,
  onQueryChange,
  onEnabledChange,
  onDefaultChange,
  onSelectAll,
  labels,
  loading = false,
  error,
  disabled = false,
  ref,
}: TimeZoneTableProps) {
  const group = useId();
  const columns: TableColumn<TimeZoneRow>[] = [
    {
      id: 'default',
      header: labels.default,
      width: 'small',
      cell: (row) => (
        <DefaultRadio
          name={group}
          checked={row.default}
          disabled={disabled}
          aria-label={labels.defaultZone(row.id)}
          onChange={() => onDefaultChange(row.id)}
        />
      ),
    },
    {
      id: 'zone',
      header: labels.zone,
      cell: (row) => (
        <Zone>
          <span>{row.label.replace(/^\(UTC[^)]*\)\s*/, '')}</span>
          <small>{row.id}</small>
        </Zone>
      ),
    },
    {
      id: 'offset',
      header: labels.offset,
      width: 'medium',
      cell: (row) => <Offset>UTC{row.utcOffset}</Offset>,
    },
    {
      id: 'enabled',
      header: labels.enabled,
      width: 'small',
      cell: (row) => (
        <Checkbox
          label={labels.enableZone(row.id)}
          hideLabel
          checked={row.enabled}
          disabled={disabled}
          onCheckedChange={(checked) => onEnabledChange(row.id, checked === true)}
        />
      ),
    },
  ];
  return (
    <div>
      <EnableTableBar
        rows={rows}
        search={labels.search}
        query={query}
        onQueryChange={onQueryChange}
        selectAll={labels.selectAll}
        onSelectAll={onSelectAll}
        disabled={disabled}
      />
      <Table
        ref={ref}
        aria-label={labels.zone}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        manualSort
        loading={loading}
        error={error}
        emptyText={labels.empty}
      />
    </div>
  );
}
TimeZoneTable.displayName = 'TimeZoneTable';
