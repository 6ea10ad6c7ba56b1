/** Example rows, columns and words for the stories and tests (a product passes its own). */
import styled from 'styled-components';
import type { TableColumn } from '../Table';
import { TextField } from '../TextField';
import type { EnableTableLabels } from './EnableTable';

export interface ExampleLanguage {
  /** The ISO 639-2 code, e.g. `ger`. */
  code: string;
  name: string;
  /** The owner's own code, e.g. `de-DE`; empty when not set. */
  customCode: string;
  enabled: boolean;
  default: boolean;
}

export interface ExampleZone {
  /** The IANA id, e.g. `Europe/Berlin`. */
  id: string;
  /** The list label, e.g. `(UTC+01:00) Berlin`. */
  label: string;
  utcOffset: string;
  enabled: boolean;
  default: boolean;
}

export const exampleLanguageLabels: EnableTableLabels = {
  table: 'Language',
  default: 'Default',
  enabled: 'Enable',
  search: 'Search',
  selectAll: 'Select All',
  defaultOf: (name) => `Default ${name}`,
  enableOf: (name) => `Enable ${name}`,
  empty: 'No language matches this search.',
};

export const exampleZoneLabels: EnableTableLabels = {
  table: 'Time zone',
  default: 'Default',
  enabled: 'Enabled',
  search: 'Search city',
  selectAll: 'Select All',
  defaultOf: (id) => `Default ${id}`,
  enableOf: (id) => `Enable ${id}`,
  empty: 'No time zone matches this search.',
};

const Code = styled.code`
  font-family: ${({ theme }) => theme.font.familyMono};
  color: ${({ theme }) => theme.color.fgMuted};
`;

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

/** The languages' own columns: name, ISO 639-2 code and a custom code input. */
export function languageColumns({
  onCustomCodeChange,
  customCodeErrors = {},
  disabled = false,
}: {
  onCustomCodeChange: (code: string, customCode: string) => void;
  customCodeErrors?: Readonly<Record<string, string>>;
  disabled?: boolean;
}): TableColumn<ExampleLanguage>[] {
  return [
    { id: 'language', header: 'Language', cell: (row) => row.name },
    { id: 'code', header: 'ISO 639-2 code', width: 'medium', cell: (row) => <Code>{row.code}</Code> },
    {
      id: 'customCode',
      header: 'Custom Code',
      width: 'medium',
      cell: (row) => (
        <TextField
          label={`Custom Code ${row.name}`}
          hideLabel
          size="small"
          value={row.customCode}
          spellCheck={false}
          autoComplete="off"
          disabled={disabled}
          error={customCodeErrors[row.code]}
          onChange={(event) => onCustomCodeChange(row.code, event.currentTarget.value)}
        />
      ),
    },
  ];
}

/** The time zones' own columns: city and id, and the offset. */
export const zoneColumns: TableColumn<ExampleZone>[] = [
  {
    id: 'zone',
    header: 'Time zone',
    cell: (row) => (
      <Zone>
        <span>{row.label.replace(/^\(UTC[^)]*\)\s*/, '')}</span>
        <small>{row.id}</small>
      </Zone>
    ),
  },
  {
    id: 'offset',
    header: 'UTC offset',
    width: 'medium',
    cell: (row) => <Offset>UTC{row.utcOffset}</Offset>,
  },
];

const LANGUAGES: [string, string][] = [
  ['dut', 'Dutch; Flemish'],
  ['eng', 'English'],
  ['fre', 'French'],
  ['ger', 'German'],
  ['ita', 'Italian'],
  ['jpn', 'Japanese'],
  ['pol', 'Polish'],
  ['spa', 'Spanish; Castilian'],
];

/** English (default, `en`), French (`fr`) and German (`de`) enabled; `count` repeats the list for long tables. */
export function exampleLanguages(count = LANGUAGES.length): ExampleLanguage[] {
  const on: Record<string, string> = { eng: 'en', fre: 'fr', ger: 'de' };
  return Array.from({ length: count }, (_, n) => {
    const [code, name] = LANGUAGES[n % LANGUAGES.length] ?? ['und', 'Undetermined'];
    const round = Math.floor(n / LANGUAGES.length);
    return {
      code: round === 0 ? code : `${code.slice(0, 2)}${String.fromCharCode(97 + (round % 26))}`,
      name: round === 0 ? name : `${name} ${round + 1}`,
      customCode: round === 0 ? (on[code] ?? '') : '',
      enabled: round === 0 && code in on,
      default: round === 0 && code === 'eng',
    };
  });
}

const ZONES: [string, string][] = [
  ['Europe/Berlin', '+01:00'],
  ['Europe/London', '+00:00'],
  ['America/New_York', '-05:00'],
  ['Asia/Kolkata', '+05:30'],
  ['Australia/Adelaide', '+10:30'],
];

/** Berlin (default) and London enabled; `count` repeats the list for long tables. */
export function exampleZones(count = ZONES.length): ExampleZone[] {
  return Array.from({ length: count }, (_, n) => {
    const [id, offset] = ZONES[n % ZONES.length] ?? ['UTC', '+00:00'];
    const zoneId = n < ZONES.length ? id : `${id}_${n}`;
    return {
      id: zoneId,
      label: `(UTC${offset}) ${zoneId.split('/').at(-1)?.replaceAll('_', ' ')}`,
      utcOffset: offset,
      enabled: n < 2,
      default: n === 0,
    };
  });
}

export const languageKey = (row: ExampleLanguage) => row.code;
export const languageName = (row: ExampleLanguage) => row.name;
export const zoneKey = (row: ExampleZone) => row.id;
