import { requestMessages, translationSheetMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { insertDefaultLanguages } from '../../../src/repositories/languages.js';
import { signedInAdmin } from '../../fixtures/records.js';
import { activity, call } from '../../fixtures/settings.js';
import {
  columnOf,
  downloadSheet,
  rowOf,
  uploadSheet,
  workbookBytes,
  workbookShell,
  XLSX,
  zipOf,
} from '../../fixtures/sheets.js';
import { createTemplate } from '../../fixtures/templates.js';
import { png } from '../../fixtures/uploads.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

const HTML =
  '<h1>Welcome</h1><p>Hello <b>{{firstName}}</b>, thanks for joining.</p><p>=SUM(A1) is not a formula</p>';

async function setUp() {
  t = await build();
  const admin = await signedInAdmin(t);
  await insertDefaultLanguages(t.db, admin.company.id);
  const email = await createTemplate(t, admin.company.id, { html: HTML, subject: 'Hi {{firstName}}' });
  const sms = await createTemplate(t, admin.company.id, {
    type: 'sms',
    name: 'Reminder',
    html: 'See you soon',
  });
  const entries = (templateId: string, language = 'ger') =>
    call(t, admin.bearer, 'GET', `/api/translations/${templateId}/${language}`).then(
      (res) => res.json().data as { key: string; source: string; target: string }[],
    );
  return { admin, email, sms, entries };
}

describe('translation sheet (exportTranslationSheet, previewTranslationSheet, importTranslationSheet)', () => {
  it('downloads one worksheet per template type, a row per segment and a text column per enabled language', async () => {
    const { admin, email, sms } = await setUp();
    const { res, workbook } = await downloadSheet(t, admin.bearer);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toBe('attachment; filename="translations.xlsx"');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Email', 'SMS']);
    const emails = workbook.getWorksheet('Email');
    expect(emails?.getRow(1).values).toEqual([
      undefined,
      'key',
      'description',
      'context',
      'max_length',
      'en',
      'de',
      'fr',
    ]);
    expect(emails?.rowCount).toBe(5);
    const subject = emails && rowOf(emails, (key) => key.startsWith(`${email.id}:subject.`));
    expect(subject?.values).toEqual([
      undefined,
      expect.stringMatching(new RegExp(`^${email.id}:subject\\.[0-9a-f]{16}$`)),
      'Welcome email',
      'subject; keep {{firstName}}',
      '500',
      'Hi {{firstName}}',
      '',
      '',
    ]);
    // A text that looks like a formula is a text cell, never a formula.
    const lookalike = emails && rowOf(emails, (key) => key.startsWith(`${email.id}:html.`) && true);
    expect(lookalike).toBeDefined();
    const formulaLike = emails?.getRow(5).getCell(5);
    expect(formulaLike?.value).toBe('=SUM(A1) is not a formula');
    expect(formulaLike?.type).toBe(3 /* ValueType.String */);
    const smsSheet = workbook.getWorksheet('SMS');
    expect(smsSheet?.getRow(2).getCell(1).value).toMatch(new RegExp(`^${sms.id}:sms\\.`));
    expect(smsSheet?.getRow(2).getCell(4).value).toBe('160');
  });

  it('round-trips: unchanged upload changes nothing, two edited cells are exactly two changes, import applies them', async () => {
    const { admin, email, sms, entries } = await setUp();
    const { workbook } = await downloadSheet(t, admin.bearer);
    const unchanged = await uploadSheet(t, admin.bearer, 'preview', await workbookBytes(workbook));
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().data).toEqual({
      languages: [
        { language: 'ger', customCode: 'de', new: 0, changed: 0, unchanged: 0, invalid: 0 },
        { language: 'fre', customCode: 'fr', new: 0, changed: 0, unchanged: 0, invalid: 0 },
      ],
      rows: [],
      total: 0,
      offset: 0,
      limit: 50,
    });

    const emails = workbook.getWorksheet('Email');
    const smsSheet = workbook.getWorksheet('SMS');
    if (!emails || !smsSheet) throw new Error('sheets missing');
    const de = columnOf(emails, 'de');
    rowOf(emails, (key) => key.includes(':subject.')).getCell(de).value = 'Hallo {{firstName}}';
    smsSheet.getRow(2).getCell(columnOf(smsSheet, 'de')).value = 'Bis bald';
    const edited = await workbookBytes(workbook);
    const preview = await uploadSheet(t, admin.bearer, 'preview', edited);
    expect(preview.json().data.languages[0]).toEqual({
      language: 'ger',
      customCode: 'de',
      new: 2,
      changed: 0,
      unchanged: 0,
      invalid: 0,
    });
    expect(
      preview
        .json()
        .data.rows.map((row: Record<string, unknown>) => [row.templateId, row.status, row.before, row.after]),
    ).toEqual([
      [email.id, 'new', '', 'Hallo {{firstName}}'],
      [sms.id, 'new', '', 'Bis bald'],
    ]);
    expect((await entries(email.id))[0]?.target).toBe('');

    const applied = await uploadSheet(t, admin.bearer, 'import', edited, { mode: 'overwrite' });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().message).toBe(translationSheetMessages.imported(2));
    expect((await entries(email.id))[0]?.target).toBe('Hallo {{firstName}}');
    expect((await entries(sms.id))[0]?.target).toBe('Bis bald');
    const events = await activity(t, admin.bearer, 'translations');
    expect(events.map((event) => event.action)).toEqual(['translation.imported', 'translation.imported']);

    const again = await uploadSheet(t, admin.bearer, 'preview', edited);
    expect(again.json().data.languages[0]).toMatchObject({ new: 0, changed: 0, unchanged: 2 });
  });

  it('fill-empty writes only untranslated segments; overwrite also replaces stored ones', async () => {
    const { admin, email, entries } = await setUp();
    const [subject, heading] = await entries(email.id);
    await call(t, admin.bearer, 'PUT', `/api/translations/${email.id}/ger`, {
      entries: [{ key: subject?.key, target: 'Hallo {{firstName}}' }],
    });
    const { workbook } = await downloadSheet(t, admin.bearer);
    const emails = workbook.getWorksheet('Email');
    if (!emails) throw new Error('sheet missing');
    const de = columnOf(emails, 'de');
    expect(rowOf(emails, (key) => key.includes(':subject.')).getCell(de).value).toBe('Hallo {{firstName}}');
    rowOf(emails, (key) => key.includes(':subject.')).getCell(de).value = 'Guten Tag {{firstName}}';
    rowOf(emails, (key) => key.endsWith(heading?.key ?? '-')).getCell(de).value = 'Willkommen';
    const bytes = await workbookBytes(workbook);
    const fill = await uploadSheet(t, admin.bearer, 'import', bytes, { mode: 'fill-empty' });
    expect(fill.json().data.languages[0]).toEqual({
      language: 'ger',
      customCode: 'de',
      written: 1,
      skipped: 1,
      invalid: 0,
    });
    expect((await entries(email.id)).map((entry) => entry.target).slice(0, 2)).toEqual([
      'Hallo {{firstName}}',
      'Willkommen',
    ]);
    const overwrite = await uploadSheet(t, admin.bearer, 'import', bytes, { mode: 'overwrite' });
    expect(overwrite.json().data.languages[0]).toMatchObject({ written: 1, skipped: 0 });
    expect((await entries(email.id))[0]?.target).toBe('Guten Tag {{firstName}}');
  });

  it('marks formula cells, dropped placeholders, over-long texts and other companies’ keys invalid, and skips them', async () => {
    const { admin, email, entries } = await setUp();
    const other = await signedInAdmin(t);
    const foreign = await createTemplate(t, other.company.id, { subject: 'Secret' });
    const { workbook } = await downloadSheet(t, admin.bearer);
    const emails = workbook.getWorksheet('Email');
    const smsSheet = workbook.getWorksheet('SMS');
    if (!emails || !smsSheet) throw new Error('sheets missing');
    const de = columnOf(emails, 'de');
    const fr = columnOf(emails, 'fr');
    const subject = rowOf(emails, (key) => key.includes(':subject.'));
    subject.getCell(de).value = { formula: 'HYPERLINK("http://evil.test","x")', result: 'x' } as never;
    subject.getCell(fr).value = 'Bonjour';
    smsSheet.getRow(2).getCell(columnOf(smsSheet, 'de')).value = 'x'.repeat(161);
    const foreignKey = `${foreign.id}:subject.0123456789abcdef`;
    emails.addRow([foreignKey, '', '', '', '', 'Geheim', '']);
    const preview = await uploadSheet(t, admin.bearer, 'preview', await workbookBytes(workbook));
    expect(preview.statusCode).toBe(200);
    const rows = preview.json().data.rows as Record<string, unknown>[];
    expect(rows.map((row) => [row.language, row.status, row.reason])).toEqual([
      ['ger', 'invalid', 'formula'],
      ['fre', 'invalid', 'placeholder-mismatch'],
      ['ger', 'invalid', 'unknown-key'],
      ['ger', 'invalid', 'too-long'],
    ]);
    expect(rows[1]?.detail).toBe('Placeholders differ from the source; missing {{firstName}}');
    expect(rows[2]).not.toHaveProperty('templateName');
    const applied = await uploadSheet(t, admin.bearer, 'import', await workbookBytes(workbook));
    expect(applied.json().data.languages).toEqual([
      { language: 'ger', customCode: 'de', written: 0, skipped: 0, invalid: 3 },
      { language: 'fre', customCode: 'fr', written: 0, skipped: 0, invalid: 1 },
    ]);
    expect((await entries(email.id)).every((entry) => entry.target === '')).toBe(true);
    expect((await activity(t, admin.bearer, 'translations')).length).toBe(0);
  });

  it('refuses renamed files, zip bombs, lying headers and oversize files before reading them', async () => {
    const { admin } = await setUp();
    const refusal = async (data: Buffer) => {
      const res = await uploadSheet(t, admin.bearer, 'preview', data);
      return [res.statusCode, res.json().error];
    };
    expect(await refusal(png)).toEqual([415, translationSheetMessages.notXlsx]);
    expect(await refusal(zipOf([{ name: 'notes.txt', data: Buffer.from('hello') }]))).toEqual([
      415,
      translationSheetMessages.notXlsx,
    ]);
    const zeros = Buffer.alloc(40 * 1024 * 1024);
    expect(
      await refusal(zipOf([...workbookShell, { name: 'xl/worksheets/sheet1.xml', data: zeros }])),
    ).toEqual([413, translationSheetMessages.compressionRatio]);
    const lying = zipOf([
      ...workbookShell,
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(2 * 1024 * 1024), declaredSize: 1000 },
    ]);
    expect(await refusal(lying)).toEqual([415, translationSheetMessages.damaged]);
    expect(await refusal(zipOf([...workbookShell]))).toEqual([400, translationSheetMessages.noSheet]);
    const huge = Buffer.concat([zipOf(workbookShell), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await uploadSheet(t, admin.bearer, 'preview', huge);
    expect(tooBig.statusCode).toBe(413);
    expect([requestMessages.tooLarge, requestMessages.fileTooLarge(5)]).toContain(tooBig.json().error);
  });

  it('is behind the defaults flag', async () => {
    t = await build();
    const settingsOnly = await signedInAdmin(t, { settings: true });
    const res = await call(t, settingsOnly.bearer, 'GET', '/api/translation-sheet');
    expect(res.statusCode).toBe(403);
    expect((await uploadSheet(t, settingsOnly.bearer, 'preview', png)).statusCode).toBe(403);
    expect((await uploadSheet(t, settingsOnly.bearer, 'import', png)).statusCode).toBe(403);
  });
});
