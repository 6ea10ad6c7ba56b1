import { type ReactNode, type Ref, useId } from 'react';
import styled from 'styled-components';
import { Checkbox } from '../Checkbox';
import { DefaultRadio, EnableTableBar } from '../internal/enable-table';
import { Table, type TableColumn } from '../Table';
import { TextField } from '../TextField';

export interface LanguageRow {
  /** The ISO 639-2 code, e.g. `ger`. */
  code: string;
  /** The language's name, e.g. `German`. */
  name: string;
  /** The owner's own code for the language, e.g. `de-DE`; empty when not set. */
  customCode: string;
  enabled: boolean;
  default: boolean;
}

export interface LanguageTableLabels {
  /** Column headers: Default, Language, ISO 639-2 code, Custom Code, Enable. */
  default: string;
  language: string;
  code: string;
  customCode: string;
  enabled: string;
  /** The search box's name. */
  search: string;
  /** The select-all checkbox, e.g. “Select All”. */
  selectAll: string;
  /** Names one row's radio, e.g. `Default German`. */
  defaultLanguage: (name: string) => string;
  /** Names one row's custom code input, e.g. `Custom Code German`. */
  customCodeOf: (name: string) => string;
  /** Names one row's checkbox, e.g. `Enable German`. */
  enableLanguage: (name: string) => string;
  /** Shown when the search finds nothing. */
  empty: ReactNode;
}

export interface LanguageTableProps {
  /** The languages to show (already filtered by the caller's search). */
  rows: readonly LanguageRow[];
  /** The search text (controlled). */
  query: string;
  /** Called with the new search text. */
  onQueryChange: (query: string) => void;
  /** Called when a row's checkbox is toggled. */
  onEnabledChange: (code: string, enabled: boolean) => void;
  /** Called when a row's radio makes it the default. */
  onDefaultChange: (code: string) => void;
  /** Called as a row's custom code is typed. */
  onCustomCodeChange: (code: string, customCode: string) => void;
  /** Called by Select All with whether every shown row should be enabled. */
  onSelectAll: (enabled: boolean) => void;
  /** The words of the table. */
  labels: LanguageTableLabels;
  /** The longest text each field takes, in characters (the API's limits; no bound when left out). */
  limits?: { customCode?: number };
  /** A problem with a row's custom code, by ISO code (shown under its input). */
  customCodeErrors?: Readonly<Record<string, string>>;
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

const Code = styled.code`
  font-family: ${({ theme }) => theme.font.familyMono};
  color: ${({ theme }) => theme.color.fgMuted};
`;

/**
 * The languages a product offers: a search, Select All, and per language a Default radio, its name, its ISO 639-2
 * code, a custom code input and an Enable checkbox. The caller keeps the rows, filters them and saves them; the
 * default language's checkbox is disabled, since the default cannot be switched off.
 */
export function LanguageTable({
  rows,
  query,
  onQueryChange,
  onEnabledChange,
  onDefaultChange,
  onCustomCodeChange,
  onSelectAll,
  labels,
  limits,
  customCodeErrors = {},
  loading = false,
  error,
  disabled = false,
  maxHeight,
  ref,
}: LanguageTableProps) {
  const group = useId();
  const columns: TableColumn<LanguageRow>[] = [
    {
      id: 'default',
      header: labels.default,
      width: 'small',
      cell: (row) => (
        <DefaultRadio
          name={group}
          checked={row.default}
          disabled={disabled}
          aria-label={labels.defaultLanguage(row.name)}
          onChange={() => onDefaultChange(row.code)}
        />
      ),
    },
    { id: 'language', header: labels.language, cell: (row) => row.name },
    { id: 'code', header: labels.code, width: 'medium', cell: (row) => <Code>{row.code}</Code> },
    {
      id: 'customCode',
      header: labels.customCode,
      width: 'medium',
      cell: (row) => (
        <TextField
          label={labels.customCodeOf(row.name)}
          hideLabel
          size="small"
          value={row.customCode}
          maxLength={limits?.customCode}
          spellCheck={false}
          autoComplete="off"
          disabled={disabled}
          error={customCodeErrors[row.code]}
          onChange={(event) => onCustomCodeChange(row.code, event.currentTarget.value)}
        />
      ),
    },
    {
      id: 'enabled',
      header: labels.enabled,
      width: 'small',
      cell: (row) => (
        <Checkbox
          label={labels.enableLanguage(row.name)}
          hideLabel
          checked={row.enabled}
          disabled={disabled || row.default}
          onCheckedChange={(checked) => onEnabledChange(row.code, checked === true)}
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
        aria-label={labels.language}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.code}
        manualSort
        loading={loading}
        error={error}
        emptyText={labels.empty}
        {...(maxHeight ? { maxHeight } : {})}
      />
    </div>
  );
}
LanguageTable.displayName = 'LanguageTable';
