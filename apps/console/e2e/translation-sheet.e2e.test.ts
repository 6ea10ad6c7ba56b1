import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languagesCopy } from '../src/copy';
import { adminPage, CSRF, createTemplate } from './admin';
import { launchBrowser, newPage, type RunningServer, startServer } from './harness';

/**
 * End to end against the real server: the translation sheet's round trip. The admin downloads the company's sheet
 * from 'Upload Translation Sheet', changes one German cell of a page in it (exceljs, as a spreadsheet program
 * would), uploads it through the modal, sees a preview with exactly that change, applies it, and finds the text in
 * the translation editor and on the public page with `?lang=de`. Any Content-Security-Policy violation fails it.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;
let violations: string[] = [];
const t = languagesCopy;
const s = languagesCopy.sheet;
const SOURCE = 'Welcome to the sheet';
const GERMAN = 'Willkommen im Blatt';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ page, violations } = await adminPage(browser, server));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  expect(violations).toEqual([]);
});

/** German is enabled for a new company (en, de, fr); enable it if a change of the seed ever drops it. */
async function ensureGerman() {
  const answer = await page.request.get('/api/languages');
  const { data } = (await answer.json()) as { data: { code: string; enabled: boolean }[] };
  if (data.find((language) => language.code === 'ger')?.enabled) return;
  const saved = await page.request.put('/api/languages', {
    data: { languages: [{ code: 'ger', customCode: 'de', enabled: true, default: false }] },
    headers: CSRF,
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

describe('translation sheet', () => {
  it('downloads the sheet, uploads one changed German cell, previews exactly it, applies and serves it', async () => {
    await ensureGerman();
    const id = await createTemplate(
      page,
      { name: 'E2E sheet page', description: 'For the sheet test', type: 'page' },
      { status: 'live', slug: 'e2e-sheet', html: `<h1>${SOURCE}</h1><p>See you soon.</p>` },
    );

    // The page's progress into German, before: nothing translated of its two texts.
    await page.goto('/languages-and-translations?target=ger');
    await page.getByRole('tab', { name: t.tabs.page }).click();
    const progress = page.getByRole('row', { name: /E2E sheet page/ }).getByRole('progressbar');
    expect(await progress.getAttribute('aria-label')).toBe(t.progress.progress(0, 2));
    await page.getByRole('button', { name: s.open }).click();
    const dialog = page.locator('#upload-language-modal');
    await dialog.getByText(s.text).waitFor();
    expect(await dialog.getAttribute('role')).toBe('dialog');

    // Download Current: a real .xlsx, read back as a spreadsheet program would.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: s.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(s.fileName);
    const workbook = new ExcelJS.Workbook();
    // A copy of the bytes as the ArrayBuffer exceljs's types ask for.
    await workbook.xlsx.load(new Uint8Array(await readFile(await download.path())).buffer);
    const sheet = workbook.getWorksheet('Page');
    if (!sheet) throw new Error('no Page worksheet');
    const header = sheet.getRow(1).values as unknown[];
    expect(header.slice(1, 5)).toEqual(['key', 'description', 'context', 'max_length']);
    const english = header.indexOf('en');
    const german = header.indexOf('de');
    expect(english).toBeGreaterThan(4);
    expect(german).toBeGreaterThan(4);
    let edited: ExcelJS.Row | undefined;
    let editedRow = 0;
    sheet.eachRow((row, number) => {
      if (
        number > 1 &&
        String(row.getCell(1).value).startsWith(`${id}:`) &&
        row.getCell(english).text === SOURCE
      ) {
        edited = row;
        editedRow = number;
      }
    });
    if (!edited) throw new Error(`no row of ${id} with "${SOURCE}"`);
    expect(edited.getCell(german).text).toBe('');
    edited.getCell(german).value = GERMAN;
    const changed = Buffer.from(await workbook.xlsx.writeBuffer());

    // '+ Select File' opens the system's file dialog; the edited workbook is chosen there.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      dialog.getByRole('button', { name: new RegExp(`^\\${s.selectFile}`) }).click(),
    ]);
    await chooser.setFiles({
      name: 'translations-de.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: changed,
    });
    await dialog.getByText('translations-de.xlsx').waitFor();
    await dialog.getByRole('button', { name: s.upload }).click();

    // The preview: exactly the one German cell, new; German's counts say so.
    const cells = dialog.getByRole('table', { name: s.preview.rows });
    await cells.waitFor();
    const rows = cells.getByRole('row');
    expect(await rows.count()).toBe(2);
    const row = rows.nth(1);
    expect(await row.textContent()).toContain(s.preview.place('Page', editedRow));
    expect(await row.textContent()).toContain(GERMAN);
    expect(await row.textContent()).toContain(s.preview.statuses.new);
    const counts = dialog.getByRole('table', { name: s.preview.counts }).getByRole('row', { name: /German/ });
    expect((await counts.getByRole('cell').allTextContents()).slice(1)).toEqual(['1', '0', '0', '0']);

    await dialog.getByRole('button', { name: s.apply }).click();
    await page.getByText('1 translation imported').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The list's progress follows without a reload.
    await page
      .getByRole('row', { name: /E2E sheet page/ })
      .getByRole('progressbar', { name: t.progress.progress(1, 2) })
      .waitFor();

    // The translation editor shows it as the stored German text.
    await page.goto(`/company-settings/translations-editor/page-${id}?target=ger`);
    const fields = page.getByRole('textbox', { name: t.editor.target('German') });
    await fields.first().waitFor();
    const values = await Promise.all(
      Array.from({ length: await fields.count() }, (_, index) => fields.nth(index).inputValue()),
    );
    expect(values).toContain(GERMAN);

    // The public page in German, as a visitor opens it.
    const visitor = await newPage(browser, server);
    await visitor.goto('/api/defaults/slug/e2e-sheet/page?lang=de');
    expect(await visitor.locator('h1').textContent()).toBe(GERMAN);
    await visitor.goto('/api/defaults/slug/e2e-sheet/page');
    expect(await visitor.locator('h1').textContent()).toBe(SOURCE);
    await visitor.context().close();
  });
});
