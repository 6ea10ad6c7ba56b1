/**
 * Reading an uploaded sheet: a parsed cell as text (a formula is never evaluated), a workbook read whole, and the
 * limits a reader checks as it goes — rows, cells, the page of listed cells — with their refusal.
 */
import type { translationSheetMessages } from '@qone/domain/messages';

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
