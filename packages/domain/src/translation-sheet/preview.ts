/**
 * Validating an uploaded sheet's rows (`SheetPreview`, fed a cell at a time by the server's streaming reader or by
 * `previewSheets` from a workbook read whole, the fake's): per row and non-default language, a non-empty cell is new,
 * changed, unchanged or invalid; the counts, one page of listed cells, and the writes an import applies.
 */

import {
  SHEET_MAX_LENGTH,
  type SheetLanguage,
  type SheetRules,
  type SheetTemplate,
  type StoredLookup,
  sheetKey,
  sheetLanguages,
  type TranslationSheetImportResult,
  type TranslationSheetInvalidReason,
  type TranslationSheetMode,
  type TranslationSheetPreview,
  type TranslationSheetRow,
} from '@qone/domain/translation-sheet/layout';
import {
  SHEET_MAX_CELLS,
  SHEET_PAGE,
  SHEET_PREVIEW_TEXT,
  type SheetCell,
  SheetLimitError,
  type SheetPage,
  type SheetRead,
  sheetRowLimit,
} from '@qone/domain/translation-sheet/read';
import type { PlaceholderMismatch, Segment } from '@qone/domain/translations';

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
