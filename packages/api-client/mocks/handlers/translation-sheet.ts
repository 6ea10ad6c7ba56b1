import { activity } from '@qone/domain/activity';
import { requestMessages, translationSheetMessages } from '@qone/domain/messages';
import {
  applicableWrites,
  inspectZip,
  previewSheets,
  readWorkbook,
  SHEET_FILE_NAME,
  SHEET_MAX_BYTES,
  SHEET_MAX_CELLS,
  SHEET_MEDIA_TYPE,
  SHEET_PAGE,
  type SheetLanguage,
  SheetLimitError,
  type SheetPage,
  SheetPreview,
  type SheetPreviewResult,
  type SheetRead,
  type SheetTemplate,
  sheetLimitMessage,
  sheetTables,
  ZIP_REFUSALS,
  type ZipProblem,
} from '@qone/domain/translation-sheet';
import { placeholderMismatch, placeholdersOf } from '@qone/domain/translations';
import type { MockDb } from '../db';
import { badRequest, fail, routesFor } from '../http';

const rules = { placeholdersOf, placeholderMismatch };

const refuse = (problem: ZipProblem): never =>
  fail(ZIP_REFUSALS[problem].status, translationSheetMessages[ZIP_REFUSALS[problem].message]);

/** exceljs only when a sheet is asked for: the fake is part of Storybook and dev builds, not of the console. */
const loadExcel = () => import('exceljs').then((module) => module.default);

/** Inflates a raw-deflate entry, giving up once it passes `cap` bytes (a header that lies about its size). */
async function inflatesTo(packed: Uint8Array, cap: number): Promise<number> {
  const stream = new Blob([packed as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = stream.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return total;
      total += value.byteLength;
      if (total > cap) {
        await reader.cancel();
        return total;
      }
    }
  } catch {
    return -1;
  }
}

/** The upload's worksheets as the server reads them, within the same zip checks. */
async function readUpload(form: FormData | undefined): Promise<SheetRead[]> {
  const file = form?.get('file');
  if (!(file instanceof Blob)) return fail(400, requestMessages.fieldRequired('file', 'body'));
  if (file.size > SHEET_MAX_BYTES) fail(413, requestMessages.fileTooLarge(SHEET_MAX_BYTES / (1024 * 1024)));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const inspected = inspectZip(bytes);
  if ('problem' in inspected) return refuse(inspected.problem);
  for (const entry of inspected.entries) {
    if (entry.method !== 8) continue;
    const packed = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
    if ((await inflatesTo(packed, entry.uncompressedSize)) !== entry.uncompressedSize) refuse('inconsistent');
  }
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer as ArrayBuffer);
  } catch {
    return fail(415, translationSheetMessages.unreadable);
  }
  return readWorkbook(workbook);
}

/** The company-wide translation sheet: download, preview of an upload and its import, as the server does them. */
export function translationSheetHandlers(db: MockDb) {
  const { get, post } = routesFor(db);

  const companySheet = () => {
    const templates: SheetTemplate[] = db.templates.map((template) => ({
      id: template._id,
      name: template.name,
      type: template.type,
      segments: db.translationSegments(template),
    }));
    const languages: SheetLanguage[] = db.languages
      .filter((language) => language.enabled)
      .map((language) => ({
        code: language.code,
        customCode: language.customCode,
        default: language.default,
      }));
    const stored = (templateId: string, language: string) => db.storedTranslations(templateId, language);
    return { templates, languages, stored };
  };

  /**
   * What the upload would do, by the server's rules (SheetPreview): the same limits of rows and cells
   * (`SHEET_MAX_CELLS`, the server's default), the same counts and the same page of listed cells.
   */
  const preview = async (form: FormData | undefined, page: SheetPage, keepWrites: boolean) => {
    const sheets = await readUpload(form);
    const reading = new SheetPreview(
      { ...companySheet(), rules, maxCells: SHEET_MAX_CELLS, keepWrites },
      page,
    );
    let result: SheetPreviewResult;
    try {
      result = previewSheets(reading, sheets);
    } catch (error) {
      if (error instanceof SheetLimitError)
        return fail(413, sheetLimitMessage(translationSheetMessages, error));
      throw error;
    }
    if (!result.recognised) badRequest(translationSheetMessages.noSheet);
    return result;
  };

  return [
    get('/api/translation-sheet', async () => {
      const { templates, languages, stored } = companySheet();
      const ExcelJS = await loadExcel();
      const workbook = new ExcelJS.Workbook();
      for (const table of sheetTables(templates, languages, stored, rules)) {
        const worksheet = workbook.addWorksheet(table.name);
        for (const values of table.rows) {
          worksheet.addRow(values).eachCell({ includeEmpty: true }, (cell) => {
            cell.numFmt = '@';
          });
        }
      }
      return new Response(await workbook.xlsx.writeBuffer(), {
        headers: {
          'Content-Type': SHEET_MEDIA_TYPE,
          'Content-Disposition': `attachment; filename="${SHEET_FILE_NAME}"`,
        },
      });
    }),

    post('/api/translation-sheet/preview', async ({ form, query, response }) => {
      const page = {
        offset: Number(query.get('offset') ?? 0),
        limit: Number(query.get('limit') ?? SHEET_PAGE.defaultLimit),
      };
      return response(200).json({ data: (await preview(form, page, false)).preview });
    }),

    post('/api/translation-sheet/import', async ({ form, body, response }) => {
      const mode = body.mode;
      const read = await preview(form, { offset: 0, limit: SHEET_PAGE.defaultLimit }, true);
      const { writes, summary } = applicableWrites(read, mode);
      const groups = new Map<string, typeof writes>();
      for (const write of writes) {
        const group = `${write.templateId}\u0000${write.language}`;
        groups.set(group, [...(groups.get(group) ?? []), write]);
      }
      for (const group of groups.values()) {
        const [first] = group;
        if (!first) continue;
        const stored = db.storedTranslations(first.templateId, first.language);
        const before = Object.fromEntries(group.map(({ key }) => [key, stored.get(key)?.target ?? '']));
        for (const write of group)
          db.setTranslation(write.templateId, write.language, write.key, write.target, false);
        db.recordActivity(
          activity.translations({
            actor: db.actor(),
            action: 'translation.imported',
            template: {
              id: first.templateId,
              name:
                db.templates.find((template) => template._id === first.templateId)?.name ?? first.templateId,
            },
            language: first.language,
            before,
            after: Object.fromEntries(group.map(({ key, target }) => [key, target])),
          }),
        );
      }
      const written = summary.languages.reduce((sum, language) => sum + language.written, 0);
      return response(200).json({ message: translationSheetMessages.imported(written), data: summary });
    }),
  ];
}
