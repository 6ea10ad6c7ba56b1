import { inflateRawSync } from 'node:zlib';
import { translationSheetMessages } from '@qone/api-client/messages';
import {
  inspectZip,
  readWorkbook,
  type SheetRead,
  type SheetTable,
  ZIP_REFUSALS,
  type ZipProblem,
} from '@qone/api-client/translation-sheet';
import { HttpError } from '../errors.js';

const refuse = (problem: ZipProblem) => {
  const { status, message } = ZIP_REFUSALS[problem];
  return new HttpError(status, translationSheetMessages[message]);
};

/**
 * Checks an uploaded sheet before exceljs sees it (exceljs has no limits of its own): the central directory through
 * the shared `inspectZip`, then every deflated entry inflated with a hard cap of its declared size — an entry whose
 * header lies about its size is refused without ever growing past the cap.
 */
export function assertSafeWorkbook(data: Buffer): void {
  const inspected = inspectZip(data);
  if ('problem' in inspected) throw refuse(inspected.problem);
  for (const entry of inspected.entries) {
    if (entry.method !== 8) continue;
    const packed = data.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
    let unpacked: Buffer;
    try {
      // maxOutputLength must be at least 1; an entry that declares 0 bytes must inflate to exactly 0.
      unpacked = inflateRawSync(packed, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch {
      // Over the cap (ERR_BUFFER_TOO_LARGE) or not deflate data at all: either way the header lied.
      throw refuse('inconsistent');
    }
    if (unpacked.byteLength !== entry.uncompressedSize) throw refuse('inconsistent');
  }
}

/** exceljs is large: loaded on the first sheet request only. */
const loadExcel = () => import('exceljs').then((module) => module.default);

/** The worksheets of a checked upload, as text cells (formulas flagged, never evaluated). */
export async function readSheetUpload(data: Buffer): Promise<SheetRead[]> {
  assertSafeWorkbook(data);
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw new HttpError(415, translationSheetMessages.unreadable);
  }
  return readWorkbook(workbook);
}

/** The .xlsx of the given worksheets: every cell a text cell in the Text format, so nothing becomes a formula. */
export async function writeSheet(tables: readonly SheetTable[]): Promise<Buffer> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Q One';
  for (const table of tables) {
    const worksheet = workbook.addWorksheet(table.name, {
      views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }],
    });
    for (const values of table.rows) {
      const row = worksheet.addRow(values);
      row.eachCell({ includeEmpty: true }, (cell) => {
        cell.numFmt = '@';
      });
    }
    worksheet.getRow(1).font = { bold: true };
    worksheet.columns.forEach((column, index) => {
      column.width = index === 0 ? 40 : index < 4 ? 20 : 50;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
