/** exceljs only when a story asks for a sheet: the fake is part of Storybook and dev builds, not of the console. */
const loadExcel = () => import('exceljs').then((module) => module.default);

export interface SheetEdit {
  /** The worksheet's name, e.g. `Page`. */
  worksheet: string;
  /** The language column's header (its custom code), e.g. `de`. */
  language: string;
  /** The new text of the cell. */
  text: string;
  /** Which data row (2 = the first segment); the first one by default. */
  row?: number;
}

/**
 * For stories: a downloaded translation sheet (.xlsx bytes) with one cell changed, as an admin would edit it.
 * Answers the new workbook's bytes, the row's key and the cell's text before.
 */
export async function editTranslationSheet(bytes: ArrayBuffer, edit: SheetEdit) {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const worksheet = workbook.getWorksheet(edit.worksheet);
  if (!worksheet) throw new Error(`no worksheet ${edit.worksheet}`);
  const column = (worksheet.getRow(1).values as unknown[]).indexOf(edit.language);
  if (column < 1) throw new Error(`no column ${edit.language}`);
  const row = worksheet.getRow(edit.row ?? 2);
  const key = String(row.getCell(1).value);
  const before = String(row.getCell(column).value ?? '');
  row.getCell(column).value = edit.text;
  const written = await workbook.xlsx.writeBuffer();
  return { bytes: new Uint8Array(written as ArrayBuffer), key, before };
}

/**
 * For stories: a downloaded translation sheet with every segment row's cell of each of `languages` (their column
 * headers, e.g. `de`) filled, so the preview lists more cells than fit one page. Answers the workbook's bytes.
 */
export async function fillTranslationSheet(bytes: ArrayBuffer, languages: readonly string[]) {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  for (const worksheet of workbook.worksheets) {
    const header = worksheet.getRow(1).values as unknown[];
    for (const language of languages) {
      const column = header.indexOf(language);
      if (column < 1) continue;
      for (let n = 2; n <= worksheet.rowCount; n += 1) {
        const row = worksheet.getRow(n);
        const source = String(row.getCell(5).value ?? '');
        // The source's placeholders kept, so every cell is a valid new translation.
        const placeholders = source.match(/\{\{\w+\}\}|<[^>]+>/g) ?? [];
        row.getCell(column).value = `[${language}] ${n} ${placeholders.join(' ')}`.trim();
      }
    }
  }
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}
