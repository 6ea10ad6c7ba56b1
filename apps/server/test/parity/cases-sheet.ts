import { authMessages, requestMessages, translationSheetMessages } from '@qone/domain/messages';
import { SHEET_MEDIA_TYPE, sheetKey, sheetRowLimit } from '@qone/domain/translation-sheet';
import { extractSegments } from '@qone/domain/translations';
import ExcelJS from 'exceljs';
import { answers, by, type ParityCase, refused, type Upload } from './case.js';
import { twoCompanies } from './fixtures.js';

/**
 * The translation sheet cases: refusals of what is not a workbook, the preview's verdicts and the import's modes in
 * the same words on both sides, each company's keys its own.
 */
const admin = by('alpha.admin');
const manager = by('alpha.manager');
const beta = by('beta.admin');

const HTML = '<h1>Welcome</h1><p>Hello <b>{{firstName}}</b>, thanks for joining.</p>';
const [heading, body] = extractSegments({ type: 'page', subject: '', html: HTML }).map((s) => s.key);

const upload = (data: Upload['data'], fields: Record<string, string> = {}): Upload => ({
  fields,
  fileName: 'translations.xlsx',
  contentType: SHEET_MEDIA_TYPE,
  data,
});

/** A sheet naming the saved page's segments: German for the heading, a dropped placeholder for the body. */
async function sheetFor(rows: string[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Page');
  sheet.addRow(['key', 'description', 'context', 'max_length', 'en', 'de', 'fr']);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The page's id differs per side: each side builds the sheet with its `{saved:page}` in the key cells. */
const pageSheet = (resolve: (text: string) => string) =>
  sheetFor([
    [
      resolve(sheetKey('{saved:page}', heading ?? '')),
      'Welcome',
      'html',
      '100000',
      'Welcome',
      'Willkommen',
      '',
    ],
    [resolve(sheetKey('{saved:page}', body ?? '')), 'Welcome', 'html', '100000', '', 'Hallo, danke.', ''],
  ]);

export const sheetCases: ParityCase[] = [
  {
    name: 'translation sheet: refusals before reading, behind defaults',
    fixture: twoCompanies,
    steps: [
      manager.get('/api/translation-sheet', refused(403, authMessages.forbidden)),
      manager.post('/api/translation-sheet/preview', undefined, refused(403, authMessages.forbidden), {
        upload: upload(new TextEncoder().encode('not a workbook')),
      }),
      admin.get('/api/translation-sheet', answers(200)),
      admin.post(
        '/api/translation-sheet/preview',
        undefined,
        refused(415, translationSheetMessages.notXlsx),
        {
          upload: upload(new TextEncoder().encode('PK\u0003\u0004 renamed text file')),
        },
      ),
      admin.post('/api/translation-sheet/import', undefined, refused(415, translationSheetMessages.notXlsx), {
        upload: upload(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { mode: 'overwrite' }),
      }),
    ],
  },
  {
    name: 'translation sheet: preview verdicts, fill-empty import, other company’s keys unknown',
    fixture: twoCompanies,
    steps: [
      admin.post('/api/defaults', { name: 'Welcome', description: '', type: 'page' }, answers(201), {
        save: { page: 'data._id' },
      }),
      admin.put(
        '/api/defaults/default/{saved:page}',
        { name: 'Welcome', description: '', status: 'draft', html: HTML, slug: 'welcome-sheet' },
        answers(200),
      ),
      admin.post(
        '/api/translation-sheet/preview',
        undefined,
        answers(200, {
          match: {
            data: {
              languages: [
                { language: 'ger', customCode: 'de', new: 1, changed: 0, unchanged: 0, invalid: 1 },
                { language: 'fre', customCode: 'fr', new: 0, changed: 0, unchanged: 0, invalid: 0 },
              ],
            },
          },
        }),
        { upload: upload(pageSheet) },
      ),
      beta.post(
        '/api/translation-sheet/preview',
        undefined,
        answers(200, {
          match: {
            data: {
              languages: [
                { language: 'ger', new: 0, invalid: 2 },
                { language: 'fre', new: 0, invalid: 0 },
              ],
            },
          },
        }),
        { upload: upload(pageSheet) },
      ),
      admin.post(
        '/api/translation-sheet/import',
        undefined,
        answers(200, { message: translationSheetMessages.imported(1) }),
        { upload: upload(pageSheet, { mode: 'fill-empty' }) },
      ),
      admin.get(
        '/api/translations/{saved:page}/ger',
        answers(200, { match: { data: [{ target: 'Willkommen' }, { target: '' }] } }),
      ),
    ],
  },
  {
    name: 'translation sheet: one page of listed cells at a time, invalid first; no more rows than segments allow',
    fixture: twoCompanies,
    steps: [
      admin.post('/api/defaults', { name: 'Welcome', description: '', type: 'page' }, answers(201), {
        save: { page: 'data._id' },
      }),
      admin.put(
        '/api/defaults/default/{saved:page}',
        { name: 'Welcome', description: '', status: 'draft', html: HTML, slug: 'welcome-sheet' },
        answers(200),
      ),
      admin.post(
        '/api/translation-sheet/preview?limit=1',
        undefined,
        answers(200, {
          match: { data: { total: 2, offset: 0, limit: 1, rows: [{ status: 'invalid', row: 3 }] } },
        }),
        { upload: upload(pageSheet) },
      ),
      admin.post(
        '/api/translation-sheet/preview?offset=1&limit=1',
        undefined,
        answers(200, { match: { data: { total: 2, offset: 1, rows: [{ status: 'new', row: 2 }] } } }),
        { upload: upload(pageSheet) },
      ),
      admin.post(
        '/api/translation-sheet/preview?limit=500',
        undefined,
        refused(400, requestMessages.fieldInvalid('limit', 'must be <= 200', 'querystring')),
        { upload: upload(pageSheet) },
      ),
      // Two segments: a sheet may hold 2 + 100 rows, header included.
      admin.post(
        '/api/translation-sheet/preview',
        undefined,
        refused(413, translationSheetMessages.tooManyRows(sheetRowLimit(2))),
        {
          upload: upload(() =>
            sheetFor(Array.from({ length: 102 }, (_, n) => [`row ${n}`, '', '', '', '', 'x'])),
          ),
        },
      ),
    ],
  },
];
