/**
 * The activity record as a file (issue 25 point 8), written the same way by the server (streamed, a batch of events
 * at a time) and the fake: CSV (UTF-8 with a byte-order mark, `,` or `;`, RFC 4180 quoting, CRLF line ends, every
 * cell safe against spreadsheet formula injection) with one row per event or per changed field, or JSON Lines (one
 * event per line, as `listActivity` answers it).
 *
 * Pure functions with no imports and only erasable TypeScript: the server loads this file at run time through
 * Node's type stripping (`@qone/domain/activity-export`).
 */

/** The fields of an event the export reads (the contract's `ActivityEvent`). */
export interface ExportedEvent {
  _id: string;
  at: string;
  actor: { _id: string | null; name: string; email: string };
  area: string;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export type ActivityExportFormat = 'csv' | 'jsonl';
export type ActivityExportDelimiter = ',' | ';';
/** `event`: one row per event, its changed fields' names and before/after as JSON; `field`: one row per field. */
export type ActivityExportRows = 'event' | 'field';

export interface ActivityExportOptions {
  format: ActivityExportFormat;
  delimiter: ActivityExportDelimiter;
  rows: ActivityExportRows;
}

/**
 * Exports a company may start in any 15 minutes (429 beyond, with Retry-After): each streams the whole record it
 * selects, so a stranger who signs up must not be able to start them without end — enough for an admin trying every
 * format and filter. Counted per company across every server process (the server's `activityExportPerCompany`
 * throttle); the fake counts the same.
 */
export const ACTIVITY_EXPORT_RATE = { max: 10, windowMs: 15 * 60_000 } as const;

/** Events read per statement while streaming: a keyset page, so memory stays flat whatever the export's size. */
export const ACTIVITY_EXPORT_BATCH = 2000;

export const ACTIVITY_EXPORT_MEDIA_TYPES: Record<ActivityExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  jsonl: 'application/x-ndjson; charset=utf-8',
};

/** The CSV's columns, in order. */
export const ACTIVITY_CSV_COLUMNS = [
  'Time',
  'Actor',
  'Actor email',
  'Action',
  'Action key',
  'Area',
  'Target type',
  'Target',
  'Target id',
  'Field',
  'Before',
  'After',
] as const;

/** Excel, LibreOffice and Google Sheets start a formula (or DDE) with these (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text as a spreadsheet shows it, never run: one starting like a formula gets a leading apostrophe (which the
 * spreadsheet hides and which makes the cell text). The same rule as the translation sheet's text cells, for CSV.
 */
export function spreadsheetSafeText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One CSV cell: formula-safe, then quoted (RFC 4180) when it holds the delimiter, a quote or a line break. */
export function csvCell(text: string, delimiter: ActivityExportDelimiter): string {
  const safe = spreadsheetSafeText(text);
  return safe.includes(delimiter) || /["\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvLine = (cells: readonly string[], delimiter: ActivityExportDelimiter) =>
  `${cells.map((cell) => csvCell(cell, delimiter)).join(delimiter)}\r\n`;

/** "permission-group.flag-changed" → "Permission group flag changed". */
export function actionWords(action: string): string {
  const words = action.replace(/[.-]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A field's value as one cell: a text as is, anything else as JSON; absent as empty. */
const valueText = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** The start of the file: the byte-order mark and the header row for CSV, nothing for JSON Lines. */
export function activityExportHead(options: ActivityExportOptions): string {
  return options.format === 'csv' ? `\uFEFF${csvLine(ACTIVITY_CSV_COLUMNS, options.delimiter)}` : '';
}

/** One event as the file's text: one line of JSON, or its CSV row(s). */
export function activityExportLines(event: ExportedEvent, options: ActivityExportOptions): string {
  if (options.format === 'jsonl') return `${JSON.stringify(event)}\n`;
  const fixed = [
    event.at,
    event.actor.name,
    event.actor.email,
    actionWords(event.action),
    event.action,
    event.area,
    event.targetType,
    event.targetLabel,
    event.targetId,
  ];
  const fields = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  if (options.rows === 'event') {
    return csvLine(
      [
        ...fixed,
        fields.join(', '),
        event.before === null ? '' : JSON.stringify(event.before),
        event.after === null ? '' : JSON.stringify(event.after),
      ],
      options.delimiter,
    );
  }
  if (fields.length === 0) return csvLine([...fixed, '', '', ''], options.delimiter);
  return fields
    .map((field) =>
      csvLine(
        [...fixed, field, valueText(event.before?.[field]), valueText(event.after?.[field])],
        options.delimiter,
      ),
    )
    .join('');
}

/** `activity-2026-11-27.csv`: the export's day (UTC), only letters, digits, `-` and `.`, so any system keeps it. */
export function activityExportFileName(format: ActivityExportFormat, at: Date): string {
  return `activity-${at.toISOString().slice(0, 10)}.${format}`;
}

// ------------------------------------------------------------------ retention (issue 25 point 9)

/** How long a company keeps its activity record, in days: at least 90, at most 10 years, 2 years by default. */
export const ACTIVITY_RETENTION = { minDays: 90, maxDays: 3650, defaultDays: 730 } as const;

/** The choices the console offers (days): 90 days, 6 months, 1, 2, 3, 5, 7 and 10 years. */
export const ACTIVITY_RETENTION_CHOICES = [90, 182, 365, 730, 1095, 1825, 2555, 3650] as const;

/** Events at or before this moment are past a retention of `days` at `now`. */
export function activityRetentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}
