/**
 * The company's translation sheet (.xlsx round trip) — one module for the server and the MSW fake, so both write the
 * same layout, refuse the same archives and classify an uploaded sheet's cells the same way:
 *
 * - **Layout**: one worksheet per template type that has templates (Email, Page, SMS, Button); row 1 is
 *   `key | description | context | max_length | <one column per enabled language, by its custom code>`; then one row
 *   per segment of every template. `key` is `<templateId>:<segmentKey>`; the default language's column holds the
 *   source text (read-only: an upload never changes a template).
 * - **Archive check** (`inspectZip`): an .xlsx is a zip archive; its central directory is read from the raw bytes and
 *   refused before any spreadsheet parser sees it when it has too many entries, declares too much unpacked data, is
 *   compressed beyond any real workbook, uses ZIP64, is encrypted, or its local headers disagree with the central
 *   directory (overlapping or lying entries). The caller then inflates each entry with a hard cap of its declared
 *   size, so a header that lies about its size cannot blow memory.
 * - **Preview** (`SheetPreview`, fed a cell at a time by the server's streaming reader or by `previewSheets` from a
 *   workbook read whole, the fake's): per row and non-default language, a non-empty cell is new (nothing stored),
 *   changed, unchanged or invalid (unknown key — any key not of the caller's company's current templates —,
 *   placeholder mismatch, over the maximum length, formula cell). Empty cells are left alone: a sheet never deletes a
 *   translation. Counts cover every cell; one page of listed cells is kept (invalid first).
 * - **Limits**: no more rows than the company's segments allow (`sheetRowLimit`), no more cells than the server's
 *   limit (`SHEET_MAX_CELLS` unless set otherwise), checked as rows are read, so a reader stops at the first one.
 *
 * Import-free at run time and only erasable TypeScript: the server loads this file through Node's type stripping
 * (`@qone/domain/translation-sheet`); the placeholder rules come in as `SheetRules` from `translations.ts`.
 */
import type { translationSheetMessages } from '@qone/domain/messages';
import type { components } from '@qone/domain/schema';
import type { PlaceholderMismatch, Segment, SegmentContext, StoredTarget } from '@qone/domain/translations';

type Schemas = components['schemas'];
export type TranslationSheetPreview = Schemas['TranslationSheetPreview'];
export type TranslationSheetRow = Schemas['TranslationSheetRow'];
export type TranslationSheetMode = Schemas['TranslationSheetMode'];
export type TranslationSheetInvalidReason = Schemas['TranslationSheetInvalidReason'];
export type TranslationSheetImportResult = Schemas['TranslationSheetImportResult'];

export const SHEET_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The largest sheet accepted (the contract's `x-file-limit`). */
export const SHEET_MAX_BYTES = 5 * 1024 * 1024;
export const SHEET_FILE_NAME = 'translations.xlsx';

/** Worksheet names per template type, in the workbook's order. */
export const SHEET_NAMES = { email: 'Email', page: 'Page', sms: 'SMS', button: 'Button' } as const;
export type SheetTemplateType = keyof typeof SHEET_NAMES;
export const SHEET_FIXED_COLUMNS = ['key', 'description', 'context', 'max_length'] as const;

/** The longest text a segment of each kind may take (as the templates' own fields allow). */
export const SHEET_MAX_LENGTH: Record<SegmentContext, number> = {
  subject: 500,
  sms: 160,
  button: 100,
  html: 100_000,
};

/** Placeholder rules of `translations.ts`, passed in so that this module stays import-free. */
export interface SheetRules {
  placeholdersOf(text: string, context: SegmentContext): string[];
  placeholderMismatch(source: string, target: string, context: SegmentContext): PlaceholderMismatch | null;
}

export interface SheetLanguage {
  /** ISO 639-2 code, as translations are stored. */
  code: string;
  /** The column header: the language's custom (BCP-47) code. */
  customCode: string;
  default: boolean;
}

export interface SheetTemplate {
  id: string;
  name: string;
  type: SheetTemplateType;
  segments: readonly Segment[];
}

/** Stored translations of a template into a language, by segment key (undefined when none). */
export type StoredLookup = (
  templateId: string,
  language: string,
) => ReadonlyMap<string, StoredTarget> | undefined;

/** One worksheet to write: its name and rows of plain text (row 0 is the header). */
export interface SheetTable {
  name: string;
  rows: string[][];
}

/** The enabled languages as sheet columns: the default one (the source) first, the others by custom code. */
export function sheetLanguages(languages: readonly SheetLanguage[]): SheetLanguage[] {
  return [...languages].sort(
    (a, b) => Number(b.default) - Number(a.default) || a.customCode.localeCompare(b.customCode),
  );
}

export const sheetKey = (templateId: string, segmentKey: string) => `${templateId}:${segmentKey}`;

/** The worksheets of the company's sheet, as text (see the module's description). */
export function sheetTables(
  templates: readonly SheetTemplate[],
  languages: readonly SheetLanguage[],
  stored: StoredLookup,
  rules: SheetRules,
): SheetTable[] {
  const columns = sheetLanguages(languages);
  const tables: SheetTable[] = [];
  for (const type of Object.keys(SHEET_NAMES) as SheetTemplateType[]) {
    const ofType = templates.filter((template) => template.type === type);
    if (ofType.length === 0) continue;
    const rows = [[...SHEET_FIXED_COLUMNS, ...columns.map((language) => language.customCode)]];
    for (const template of ofType) {
      for (const segment of template.segments) {
        const placeholders = rules.placeholdersOf(segment.source, segment.context);
        rows.push([
          sheetKey(template.id, segment.key),
          template.name,
          placeholders.length > 0 ? `${segment.context}; keep ${placeholders.join(' ')}` : segment.context,
          String(SHEET_MAX_LENGTH[segment.context]),
          ...columns.map((language) =>
            language.default
              ? segment.source
              : (stored(template.id, language.code)?.get(segment.key)?.target ?? ''),
          ),
        ]);
      }
    }
    tables.push({ name: SHEET_NAMES[type], rows });
  }
  return tables;
}

// ------------------------------------------------------------------------------------------------ reading

/** A cell as read back: its text, and whether the sheet holds a formula there (never evaluated). */
export interface SheetCell {
  text: string;
  formula: boolean;
}

export interface SheetRead {
  sheet: string;
  /** Row number (1-based, as the spreadsheet shows it) → cells by column (0-based). */
  rows: { row: number; cells: SheetCell[] }[];
}

/** What is read of a parsed workbook (exceljs's Workbook fits). */
export interface WorkbookLike {
  worksheets: readonly {
    name: string;
    eachRow(callback: (row: { values: unknown }, rowNumber: number) => void): void;
  }[];
}

/** A parsed cell value (exceljs: text, number, date, rich text, hyperlink, formula, error) as a sheet cell. */
export function cellOf(value: unknown): SheetCell {
  if (value === null || value === undefined) return { text: '', formula: false };
  if (typeof value === 'string') return { text: value, formula: false };
  if (typeof value === 'number' || typeof value === 'boolean') return { text: String(value), formula: false };
  if (value instanceof Date) return { text: value.toISOString(), formula: false };
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    if ('formula' in object || 'sharedFormula' in object) return { text: '', formula: true };
    if (Array.isArray(object.richText)) {
      const runs = object.richText as { text?: unknown }[];
      return {
        text: runs.map((run) => (typeof run.text === 'string' ? run.text : '')).join(''),
        formula: false,
      };
    }
    if (typeof object.text === 'string') return { text: object.text, formula: false };
  }
  return { text: '', formula: false };
}

export function readWorkbook(workbook: WorkbookLike): SheetRead[] {
  return workbook.worksheets.map((worksheet) => {
    const rows: SheetRead['rows'] = [];
    worksheet.eachRow((row, rowNumber) => {
      // exceljs's row values are 1-based (index 0 is empty).
      const values = Array.isArray(row.values) ? (row.values as unknown[]).slice(1) : [];
      rows.push({ row: rowNumber, cells: Array.from(values, cellOf) });
    });
    return { sheet: worksheet.name, rows };
  });
}

// ------------------------------------------------------------------------------------------------ limits

/** The most cells a sheet may hold unless the server is told otherwise (`TRANSLATION_SHEET_MAX_CELLS`). */
export const SHEET_MAX_CELLS = 200_000;

/**
 * The most rows a company's sheet may hold: one per segment of its templates, as the download writes it, and room
 * for a header per worksheet and rows an admin added (a tenth more, at least 100). A workbook with more is not the
 * company's sheet, and is refused before the rest of it is read.
 */
export function sheetRowLimit(segments: number): number {
  return segments + Math.max(100, Math.ceil(segments / 10));
}

/**
 * The preview lists its cells a page at a time (`offset`, `limit`; invalid cells first, then the new and changed
 * ones, each in the sheet's order), and never beyond `maxOffset`: the counts cover every cell.
 */
export const SHEET_PAGE = { defaultLimit: 50, maxLimit: 200, maxOffset: 10_000 } as const;

/** A listed cell's stored and new texts are shortened to this many characters (the import applies whole texts). */
export const SHEET_PREVIEW_TEXT = 500;

export interface SheetPage {
  offset: number;
  limit: number;
}

/** A limit a workbook went past: its refusal (413) names the limit. */
export class SheetLimitError extends Error {
  readonly limit: 'rows' | 'cells' | 'texts';
  readonly max: number;

  constructor(limit: 'rows' | 'cells' | 'texts', max: number) {
    super(`translation sheet: more ${limit} than ${max}`);
    this.name = 'SheetLimitError';
    this.limit = limit;
    this.max = max;
  }
}

/** The refusal's text for a limit (from `translationSheetMessages`). */
export function sheetLimitMessage(
  messages: Pick<typeof translationSheetMessages, 'tooManyRows' | 'tooManyCells' | 'tooManyTexts'>,
  error: SheetLimitError,
): string {
  if (error.limit === 'rows') return messages.tooManyRows(error.max);
  if (error.limit === 'cells') return messages.tooManyCells(error.max);
  return messages.tooManyTexts(error.max);
}

// ------------------------------------------------------------------------------------------------ preview

/** A translation an import would write. */
export interface SheetWrite {
  templateId: string;
  language: string;
  key: string;
  target: string;
  status: 'new' | 'changed';
}

export interface SheetPreviewResult {
  preview: TranslationSheetPreview;
  writes: SheetWrite[];
  /** Whether any worksheet had a `key` header: a workbook without one is not a translation sheet. */
  recognised: boolean;
}

const headerOf = (cell: SheetCell | undefined) => (cell?.text ?? '').trim().toLowerCase();

/** The detail of an invalid cell, as the console shows it. */
export function invalidDetail(
  reason: TranslationSheetInvalidReason,
  extra: { max?: number; mismatch?: PlaceholderMismatch },
) {
  switch (reason) {
    case 'unknown-key':
      return 'Unknown key';
    case 'formula':
      return 'Formula cell (not read)';
    case 'too-long':
      return `Longer than ${extra.max ?? 0} characters`;
    case 'placeholder-mismatch': {
      const missing = extra.mismatch?.missing ?? [];
      const unexpected = extra.mismatch?.unexpected ?? [];
      return [
        'Placeholders differ from the source',
        missing.length > 0 ? `missing ${missing.join(' ')}` : '',
        unexpected.length > 0 ? `not in the source ${unexpected.join(' ')}` : '',
      ]
        .filter((part) => part !== '')
        .join('; ');
    }
  }
}

/** Where a cell is: its worksheet (by position and name), row and column (0-based). */
export interface SheetPlace {
  sheetIndex: number;
  sheet: string;
  row: number;
  column: number;
}

/** A worksheet's columns as its header names them: the `key` column and each enabled non-default language's. */
export interface SheetColumns {
  key: number;
  languages: { column: number; language: SheetLanguage }[];
}

/** The segment a sheet key names (undefined for any key not of the company's current templates). */
export interface SheetSegmentRef {
  template: SheetTemplate;
  segment: Segment;
}

/**
 * A copy of a text that holds nothing else: engines keep a slice of a longer string as a view of all of it, and the
 * texts a streaming reader gives are slices of the chunks it read — keeping one would keep its whole chunk.
 */
export const textOf = (text: string): string => ` ${text}`.slice(1);

const shorten = (text: string) =>
  textOf(text.length > SHEET_PREVIEW_TEXT ? `${text.slice(0, SHEET_PREVIEW_TEXT - 1)}…` : text);

/** A listed cell and where it sorts (sheet, row, column). */
interface Listed {
  order: number[];
  row: TranslationSheetRow;
}

/** Whether a place (sheet, row, column) comes before another in the workbook. */
function precedes(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i += 1) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d < 0;
  }
  return false;
}

const before = (a: Listed, b: Listed) => precedes(a.order, b.order);

/**
 * The first `size` items by sheet order of whatever is offered, in any order, in memory for `size` only: a max-heap
 * whose top is the last kept one.
 */
class FirstInOrder {
  private readonly heap: Listed[] = [];
  private readonly size: number;
  total = 0;

  constructor(size: number) {
    this.size = size;
  }

  offer(item: Listed): void {
    this.total += 1;
    if (this.size === 0) return;
    const { heap } = this;
    if (heap.length < this.size) {
      heap.push(item);
      this.up(heap.length - 1);
      return;
    }
    const top = heap[0];
    if (!top || !before(item, top)) return;
    heap[0] = item;
    this.down(0);
  }

  sorted(): TranslationSheetRow[] {
    return [...this.heap].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0)).map((item) => item.row);
  }

  private up(index: number): void {
    const { heap } = this;
    for (let i = index; i > 0; ) {
      const parent = (i - 1) >> 1;
      const [child, above] = [heap[i], heap[parent]];
      if (!child || !above || !before(above, child)) return;
      heap[i] = above;
      heap[parent] = child;
      i = parent;
    }
  }

  private down(index: number): void {
    const { heap } = this;
    for (let i = index; ; ) {
      const [left, right] = [2 * i + 1, 2 * i + 2];
      let largest = i;
      const at = (n: number) => heap[n];
      const a = at(left);
      const l = at(largest);
      if (a && l && before(l, a)) largest = left;
      const b = at(right);
      const m = at(largest);
      if (b && m && before(m, b)) largest = right;
      if (largest === i) return;
      const [x, y] = [heap[i], heap[largest]];
      if (!x || !y) return;
      heap[i] = y;
      heap[largest] = x;
      i = largest;
    }
  }
}

/**
 * What an upload would do, worked out a cell at a time, so a reader can stream the workbook and stop at a limit:
 * per non-default language, a non-empty cell is new (nothing stored), changed, unchanged or invalid (unknown key —
 * any key not of the caller's company's current templates —, placeholder mismatch, over the maximum length,
 * formula cell). Empty cells are left alone: a sheet never deletes a translation. Every cell is counted; only one
 * page of the listed ones (invalid first) is kept, with its texts shortened; the writes are kept whole for an import.
 */
export class SheetPreview {
  readonly maxRows: number;
  readonly maxCells: number;
  readonly page: SheetPage;
  private readonly keepWrites: boolean;
  private readonly rules: SheetRules;
  private readonly stored: StoredLookup;
  private readonly byCode = new Map<string, SheetLanguage>();
  private readonly segments = new Map<string, SheetSegmentRef>();
  private readonly counts: Map<string, TranslationSheetPreview['languages'][number]>;
  private readonly invalid: FirstInOrder;
  private readonly listed: FirstInOrder;
  private readonly writes = new Map<string, { write: SheetWrite; order: number[] }>();
  private rows = 0;
  private cells = 0;
  recognised = false;

  constructor(
    input: {
      templates: readonly SheetTemplate[];
      languages: readonly SheetLanguage[];
      stored: StoredLookup;
      rules: SheetRules;
      maxCells: number;
      /** Whether to keep the writes (an import's); a preview answers counts and a page only. */
      keepWrites?: boolean;
    },
    page: SheetPage = { offset: 0, limit: SHEET_PAGE.defaultLimit },
  ) {
    this.page = page;
    this.keepWrites = input.keepWrites ?? true;
    this.rules = input.rules;
    this.stored = input.stored;
    const targets = sheetLanguages(input.languages).filter((language) => !language.default);
    for (const language of targets) {
      this.byCode.set(language.customCode.toLowerCase(), language);
      this.byCode.set(language.code.toLowerCase(), language);
    }
    for (const template of input.templates) {
      for (const segment of template.segments)
        this.segments.set(sheetKey(template.id, segment.key), { template, segment });
    }
    this.maxRows = sheetRowLimit(this.segments.size);
    this.maxCells = input.maxCells;
    this.counts = new Map(
      targets.map((language) => [
        language.code,
        {
          language: language.code,
          customCode: language.customCode,
          new: 0,
          changed: 0,
          unchanged: 0,
          invalid: 0,
        },
      ]),
    );
    const keep = page.offset + page.limit;
    this.invalid = new FirstInOrder(keep);
    this.listed = new FirstInOrder(keep);
  }

  /** One more row read (any worksheet, header included) holding `cells` cells (up to its last one): at the limits, throws. */
  countRow(cells: number): void {
    this.rows += 1;
    if (this.rows > this.maxRows) throw new SheetLimitError('rows', this.maxRows);
    this.cells += cells;
    if (this.cells > this.maxCells) throw new SheetLimitError('cells', this.maxCells);
  }

  /** A worksheet's columns from its row 1, or null when it is not a translation sheet (no `key` header). */
  columns(header: readonly (SheetCell | undefined)[]): SheetColumns | null {
    const key = header.findIndex((cell) => headerOf(cell) === 'key');
    if (key < 0) return null;
    this.recognised = true;
    const languages: SheetColumns['languages'] = [];
    header.forEach((cell, column) => {
      const language = this.byCode.get(headerOf(cell));
      if (language && !languages.some((taken) => taken.language.code === language.code))
        languages.push({ column, language });
    });
    return { key, languages };
  }

  /** The segment of a key cell's text. */
  segmentOf(key: string): SheetSegmentRef | undefined {
    return this.segments.get(key.trim());
  }

  /** One language cell of a data row, `key` being its row's key cell's text. */
  cell(place: SheetPlace, key: string, language: SheetLanguage, cell: SheetCell): void {
    if (!cell.formula && cell.text.trim() === '') return;
    const tally = this.counts.get(language.code);
    if (!tally) return;
    const trimmed = key.trim();
    const found = this.segments.get(trimmed);
    const stored = found
      ? (this.stored(found.template.id, language.code)?.get(found.segment.key)?.target ?? '')
      : '';
    const order = [place.sheetIndex, place.row, place.column];
    const base = {
      sheet: textOf(place.sheet.slice(0, 31)),
      row: place.row,
      key: textOf(trimmed.slice(0, 200)),
      language: language.code,
      before: shorten(stored),
      after: shorten(cell.text),
      ...(found
        ? {
            templateId: found.template.id,
            templateName: found.template.name,
            context: found.segment.context,
          }
        : {}),
    };
    const refusal = this.refusalOf(cell, found);
    if (refusal) {
      tally.invalid += 1;
      const detail = invalidDetail(refusal.reason, refusal);
      this.invalid.offer({ order, row: { ...base, status: 'invalid', reason: refusal.reason, detail } });
      return;
    }
    if (!found) return;
    if (stored === cell.text) {
      tally.unchanged += 1;
      return;
    }
    const status = stored === '' ? 'new' : 'changed';
    tally[status] += 1;
    this.listed.offer({ order, row: { ...base, status } });
    if (!this.keepWrites) return;
    // A segment listed twice is written as its last row in the sheet says, in whatever order cells arrive.
    const id = `${found.template.id}\u0000${language.code}\u0000${found.segment.key}`;
    const earlier = this.writes.get(id);
    if (earlier && precedes(order, earlier.order)) return;
    this.writes.set(id, {
      order,
      write: {
        templateId: found.template.id,
        language: language.code,
        key: found.segment.key,
        target: textOf(cell.text),
        status,
      },
    });
  }

  /** Why a non-empty cell cannot be imported, if it cannot. */
  private refusalOf(
    cell: SheetCell,
    found: SheetSegmentRef | undefined,
  ): { reason: TranslationSheetInvalidReason; max?: number; mismatch?: PlaceholderMismatch } | null {
    if (cell.formula) return { reason: 'formula' };
    if (!found) return { reason: 'unknown-key' };
    const max = SHEET_MAX_LENGTH[found.segment.context];
    if ([...cell.text].length > max) return { reason: 'too-long', max };
    const mismatch = this.rules.placeholderMismatch(found.segment.source, cell.text, found.segment.context);
    return mismatch ? { reason: 'placeholder-mismatch', mismatch } : null;
  }

  result(): SheetPreviewResult {
    const { offset, limit } = this.page;
    const rows = [...this.invalid.sorted(), ...this.listed.sorted()].slice(offset, offset + limit);
    return {
      preview: {
        languages: [...this.counts.values()],
        rows,
        total: this.invalid.total + this.listed.total,
        offset,
        limit,
      },
      writes: [...this.writes.values()].map((entry) => entry.write),
      recognised: this.recognised,
    };
  }
}

/** Feeds worksheets read whole (the fake's exceljs `load`) through a SheetPreview, row by row. */
export function previewSheets(preview: SheetPreview, sheets: readonly SheetRead[]): SheetPreviewResult {
  sheets.forEach((sheet, sheetIndex) => {
    let columns: SheetColumns | null = null;
    for (const { row, cells } of sheet.rows) {
      preview.countRow(cells.length);
      if (row === 1) {
        columns = preview.columns(cells);
        continue;
      }
      if (!columns) continue;
      const key = cells[columns.key]?.text ?? '';
      for (const { column, language } of columns.languages) {
        const place = { sheetIndex, sheet: sheet.sheet, row, column };
        preview.cell(place, key, language, cells[column] ?? { text: '', formula: false });
      }
    }
  });
  return preview.result();
}

/** What an upload would do: see SheetPreview. */
export function previewSheet(input: {
  sheets: readonly SheetRead[];
  templates: readonly SheetTemplate[];
  languages: readonly SheetLanguage[];
  stored: StoredLookup;
  rules: SheetRules;
  maxCells?: number;
  page?: SheetPage;
}): SheetPreviewResult {
  const preview = new SheetPreview({ ...input, maxCells: input.maxCells ?? SHEET_MAX_CELLS }, input.page);
  return previewSheets(preview, input.sheets);
}

/** The writes an import applies in a mode, and the answer's counts per language. */
export function applicableWrites(
  result: SheetPreviewResult,
  mode: TranslationSheetMode,
): { writes: SheetWrite[]; summary: TranslationSheetImportResult } {
  const writes = result.writes.filter((write) => mode === 'overwrite' || write.status === 'new');
  return {
    writes,
    summary: {
      mode,
      languages: result.preview.languages.map((counts) => {
        const written = writes.filter((write) => write.language === counts.language).length;
        return {
          language: counts.language,
          customCode: counts.customCode,
          written,
          skipped: mode === 'overwrite' ? 0 : counts.changed,
          invalid: counts.invalid,
        };
      }),
    },
  };
}

// ------------------------------------------------------------------------------------------------ zip check

export type ZipProblem =
  | 'not-zip'
  | 'not-xlsx'
  | 'too-many-entries'
  | 'too-large'
  | 'ratio'
  | 'zip64'
  | 'encrypted'
  | 'inconsistent';

/** How each refusal answers — a type we do not take (415) or too much data (413) — and with which message. */
type SheetMessages = typeof translationSheetMessages;
/** The messages that are plain texts. */
type FixedSheetMessage = {
  [K in keyof SheetMessages]: SheetMessages[K] extends string ? K : never;
}[keyof SheetMessages];

export const ZIP_REFUSALS: Record<ZipProblem, { status: 413 | 415; message: FixedSheetMessage }> = {
  'not-zip': { status: 415, message: 'notXlsx' },
  'not-xlsx': { status: 415, message: 'notXlsx' },
  'too-many-entries': { status: 415, message: 'tooManyEntries' },
  'too-large': { status: 413, message: 'tooLargeUnpacked' },
  ratio: { status: 413, message: 'compressionRatio' },
  zip64: { status: 415, message: 'zip64' },
  encrypted: { status: 415, message: 'encrypted' },
  inconsistent: { status: 415, message: 'damaged' },
};

export interface ZipEntry {
  name: string;
  /** Where the entry's local header begins in the archive. */
  localStart: number;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's (compressed) data begins in the archive. */
  dataStart: number;
}

export const ZIP_LIMITS = {
  /** A workbook of a few sheets has a few dozen files. */
  entries: 500,
  /** Declared unpacked size of one entry, and of all together. */
  entryBytes: 48 * 1024 * 1024,
  totalBytes: 64 * 1024 * 1024,
  /** Unpacked / packed: spreadsheet XML packs 5–30 times; far more is a bomb. Checked above `ratioFrom` bytes. */
  ratio: 120,
  ratioFrom: 1024 * 1024,
};

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;

/** The archive's entries when its directory is sound and within the limits; the first problem otherwise. */
export function inspectZip(
  bytes: Uint8Array,
  limits: typeof ZIP_LIMITS = ZIP_LIMITS,
): { entries: ZipEntry[]; directoryStart: number } | { problem: ZipProblem } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const size = bytes.byteLength;
  if (size < 22 || u32(0) !== LOCAL) return { problem: 'not-zip' };

  let end = -1;
  for (let at = size - 22; at >= Math.max(0, size - 22 - 0xffff); at -= 1) {
    if (u32(at) === END && at + 22 + u16(at + 20) === size) {
      end = at;
      break;
    }
  }
  if (end < 0) return { problem: 'not-zip' };
  if (end >= 20 && u32(end - 20) === ZIP64_LOCATOR) return { problem: 'zip64' };
  const count = u16(end + 10);
  const directorySize = u32(end + 12);
  const directoryStart = u32(end + 16);
  if (count === 0xffff || directorySize === 0xffffffff || directoryStart === 0xffffffff)
    return { problem: 'zip64' };
  if (u16(end + 4) !== 0 || u16(end + 6) !== 0 || u16(end + 8) !== count) return { problem: 'inconsistent' };
  if (count > limits.entries) return { problem: 'too-many-entries' };
  if (directoryStart + directorySize !== end) return { problem: 'inconsistent' };

  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  const spans: [number, number][] = [];
  const names = new Set<string>();
  let total = 0;
  let at = directoryStart;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || u32(at) !== CENTRAL) return { problem: 'inconsistent' };
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const crc = u32(at + 16);
    const compressedSize = u32(at + 20);
    const uncompressedSize = u32(at + 24);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const localStart = u32(at + 42);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) return { problem: 'inconsistent' };
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localStart === 0xffffffff) {
      return { problem: 'zip64' };
    }
    for (let extra = at + 46 + nameLength; extra + 4 <= at + 46 + nameLength + extraLength; ) {
      if (u16(extra) === 0x0001) return { problem: 'zip64' };
      extra += 4 + u16(extra + 2);
    }
    if (flags & 0x0001) return { problem: 'encrypted' };
    if (method !== 0 && method !== 8) return { problem: 'inconsistent' };
    if (method === 0 && compressedSize !== uncompressedSize) return { problem: 'inconsistent' };
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (names.has(name)) return { problem: 'inconsistent' };
    names.add(name);
    if (uncompressedSize > limits.entryBytes) return { problem: 'too-large' };
    total += uncompressedSize;
    if (total > limits.totalBytes) return { problem: 'too-large' };
    if (
      uncompressedSize > limits.ratioFrom &&
      uncompressedSize > limits.ratio * Math.max(1, compressedSize)
    ) {
      return { problem: 'ratio' };
    }

    // The local header must agree with the directory: a reader that trusts either one sees the same archive.
    if (localStart + 30 > directoryStart || u32(localStart) !== LOCAL) return { problem: 'inconsistent' };
    const localFlags = u16(localStart + 6);
    const localNameLength = u16(localStart + 26);
    const localName = decoder.decode(bytes.subarray(localStart + 30, localStart + 30 + localNameLength));
    if (u16(localStart + 8) !== method || localName !== name || (localFlags & 0x0001) !== 0) {
      return { problem: 'inconsistent' };
    }
    const sizesDeferred = (localFlags & 0x0008) !== 0;
    const localCrc = u32(localStart + 14);
    const localCompressed = u32(localStart + 18);
    const localUncompressed = u32(localStart + 22);
    if (localCompressed === 0xffffffff || localUncompressed === 0xffffffff) return { problem: 'zip64' };
    const agrees =
      localCrc === crc && localCompressed === compressedSize && localUncompressed === uncompressedSize;
    const deferred = sizesDeferred && localCompressed === 0 && localUncompressed === 0;
    if (!agrees && !deferred) return { problem: 'inconsistent' };
    const dataStart = localStart + 30 + localNameLength + u16(localStart + 28);
    if (dataStart + compressedSize > directoryStart) return { problem: 'inconsistent' };
    spans.push([localStart, dataStart + compressedSize]);
    entries.push({ name, localStart, method, compressedSize, uncompressedSize, dataStart });
    at = next;
  }
  // Entries that share bytes are how small archives unpack to huge ones.
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i += 1) {
    const previous = spans[i - 1];
    const current = spans[i];
    if (previous && current && current[0] < previous[1]) return { problem: 'inconsistent' };
  }
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) return { problem: 'not-xlsx' };
  return { entries, directoryStart };
}
