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
 * - **Preview** (`previewSheet`): per row and non-default language, a non-empty cell is new (nothing stored), changed,
 *   unchanged or invalid (unknown key — any key not of the caller's company's current templates —, placeholder
 *   mismatch, over the maximum length, formula cell). Empty cells are left alone: a sheet never deletes a translation.
 *
 * Import-free at run time and only erasable TypeScript: the server loads this file through Node's type stripping
 * (`@qone/api-client/translation-sheet`); the placeholder rules come in as `SheetRules` from `translations.ts`.
 */
import type { translationSheetMessages } from '@qone/api-client/messages';
import type { components } from '@qone/api-client/schema';
import type {
  PlaceholderMismatch,
  Segment,
  SegmentContext,
  StoredTarget,
} from '@qone/api-client/translations';

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

/** A text that a spreadsheet would take for a formula if typed in: always written as a text cell. */
export const looksLikeFormula = (text: string) => /^[=+\-@\t\r]/.test(text);

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

/** What an upload would do: see the module's description. */
export function previewSheet(input: {
  sheets: readonly SheetRead[];
  templates: readonly SheetTemplate[];
  languages: readonly SheetLanguage[];
  stored: StoredLookup;
  rules: SheetRules;
}): SheetPreviewResult {
  const { rules, stored } = input;
  const targets = sheetLanguages(input.languages).filter((language) => !language.default);
  const byCode = new Map<string, SheetLanguage>();
  for (const language of targets) {
    byCode.set(language.customCode.toLowerCase(), language);
    byCode.set(language.code.toLowerCase(), language);
  }
  const segments = new Map<string, { template: SheetTemplate; segment: Segment }>();
  for (const template of input.templates) {
    for (const segment of template.segments)
      segments.set(sheetKey(template.id, segment.key), { template, segment });
  }
  const counts = new Map(
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
  const rows: TranslationSheetRow[] = [];
  const writes = new Map<string, SheetWrite>();
  let recognised = false;

  for (const sheet of input.sheets) {
    const header = sheet.rows.find((row) => row.row === 1)?.cells ?? [];
    const keyColumn = header.findIndex((cell) => headerOf(cell) === 'key');
    if (keyColumn < 0) continue;
    recognised = true;
    const columns: [number, SheetLanguage][] = [];
    header.forEach((cell, index) => {
      const language = byCode.get(headerOf(cell));
      if (language && !columns.some(([, taken]) => taken.code === language.code))
        columns.push([index, language]);
    });
    for (const { row, cells } of sheet.rows) {
      if (row === 1) continue;
      const key = (cells[keyColumn]?.text ?? '').trim();
      const found = segments.get(key);
      for (const [index, language] of columns) {
        const cell = cells[index] ?? { text: '', formula: false };
        if (!cell.formula && cell.text.trim() === '') continue;
        const tally = counts.get(language.code);
        if (!tally) continue;
        const before = found
          ? (stored(found.template.id, language.code)?.get(found.segment.key)?.target ?? '')
          : '';
        const base = {
          sheet: sheet.sheet.slice(0, 31),
          row,
          key: key.slice(0, 200),
          language: language.code,
          before,
          after: cell.text,
          ...(found
            ? {
                templateId: found.template.id,
                templateName: found.template.name,
                context: found.segment.context,
              }
            : {}),
        };
        const invalid = (
          reason: TranslationSheetInvalidReason,
          extra: { max?: number; mismatch?: PlaceholderMismatch } = {},
        ) => {
          tally.invalid += 1;
          rows.push({ ...base, status: 'invalid', reason, detail: invalidDetail(reason, extra) });
        };
        if (cell.formula) {
          invalid('formula');
          continue;
        }
        if (!found) {
          invalid('unknown-key');
          continue;
        }
        const max = SHEET_MAX_LENGTH[found.segment.context];
        if ([...cell.text].length > max) {
          invalid('too-long', { max });
          continue;
        }
        const mismatch = rules.placeholderMismatch(found.segment.source, cell.text, found.segment.context);
        if (mismatch) {
          invalid('placeholder-mismatch', { mismatch });
          continue;
        }
        if (before === cell.text) {
          tally.unchanged += 1;
          continue;
        }
        const status = before === '' ? 'new' : 'changed';
        tally[status] += 1;
        rows.push({ ...base, status });
        writes.set(`${found.template.id}\u0000${language.code}\u0000${found.segment.key}`, {
          templateId: found.template.id,
          language: language.code,
          key: found.segment.key,
          target: cell.text,
          status,
        });
      }
    }
  }
  return { preview: { languages: [...counts.values()], rows }, writes: [...writes.values()], recognised };
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
export const ZIP_REFUSALS: Record<
  ZipProblem,
  { status: 413 | 415; message: Exclude<keyof typeof translationSheetMessages, 'imported'> }
> = {
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
): { entries: ZipEntry[] } | { problem: ZipProblem } {
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
    entries.push({ name, method, compressedSize, uncompressedSize, dataStart });
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
  return { entries };
}
