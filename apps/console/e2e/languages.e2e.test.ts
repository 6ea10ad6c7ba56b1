import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languagesCopy } from '../src/copy';
import { adminPage, createTemplate } from './admin';
import { launchBrowser, type RunningServer, startServer } from './harness';

/**
 * End to end against the real server: German made the default language in the 'Default languages' modal (still
 * so after a reload), and a template translated in the editor — a translation that drops a placeholder is held
 * back, a correct one is saved and counted in the list's progress; a translated page served on its public URL with
 * `?lang=`, and through the console's public address with `?lang=`. Every page fails its test on any Content-Security-Policy violation.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;
let violations: string[] = [];
const t = languagesCopy;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ page, violations } = await adminPage(browser, server));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  expect(violations).toEqual([]);
});

describe('languages', () => {
  it('makes German the default language, and it stays so after a reload', async () => {
    await page.goto('/languages-and-translations');
    await page.getByRole('button', { name: t.defaultLanguages }).click();
    const dialog = page.getByRole('dialog', { name: t.modal.title });
    await dialog.getByText(t.modal.summary(3, 'English')).waitFor();
    await dialog.getByRole('searchbox', { name: t.modal.search }).fill('german');
    await dialog.getByRole('radio', { name: t.modal.defaultLanguage('German'), exact: true }).check();
    await dialog.getByRole('button', { name: t.modal.save }).click();
    await page.getByText('Languages saved').first().waitFor();
    await page.reload();
    await page.getByRole('button', { name: t.defaultLanguages }).click();
    await page.getByRole('dialog', { name: t.modal.title }).getByText(t.modal.summary(3, 'German')).waitFor();
    await page.keyboard.press('Escape');
  });
});

describe('translation editor', () => {
  it('holds back a translation without its placeholder, saves a correct one and counts it', async () => {
    const id = await createTemplate(
      page,
      { name: 'E2E greeting', description: 'For the translation test', type: 'email' },
      { status: 'draft', subject: 'Hello {{firstName}}', html: '<p>Thanks for joining.</p>' },
    );

    // German is the default now (previous test): translate into French.
    await page.goto(`/translations-editor/email-${id}?target=fre`);
    const fields = page.getByRole('textbox', { name: t.editor.target('French') });
    await fields.first().waitFor();
    await expect(fields.count()).resolves.toBe(2);
    await fields.nth(0).fill('Bonjour');
    await page.getByText(t.editor.fixFirst(1)).waitFor();
    expect(await page.getByRole('button', { name: t.editor.save }).isDisabled()).toBe(true);
    await fields.nth(0).fill('Bonjour {{firstName}}');
    await fields.nth(1).fill('Merci de votre participation.');
    await page.getByRole('button', { name: t.editor.save }).click();
    await page.getByText('Translations saved').first().waitFor();

    await page.reload();
    await page
      .getByRole('textbox', { name: t.editor.target('French') })
      .first()
      .waitFor();
    expect(
      await page
        .getByRole('textbox', { name: t.editor.target('French') })
        .nth(0)
        .inputValue(),
    ).toBe('Bonjour {{firstName}}');
    await page.goto('/languages-and-translations?target=fre');
    await page.getByRole('progressbar', { name: t.progress.progress(2, 2) }).waitFor();
  });

  it('shows a translated page on its public URL with ?lang= (the custom code), its own text otherwise', async () => {
    const id = await createTemplate(
      page,
      { name: 'E2E landing', description: '', type: 'page' },
      { status: 'live', slug: 'e2e-landing', html: '<h1>Welcome aboard</h1><p>See you soon.</p>' },
    );
    await page.goto(`/company-settings/translations-editor/page-${id}?target=fre`);
    const fields = page.getByRole('textbox', { name: t.editor.target('French') });
    await fields.first().waitFor();
    await fields.nth(0).fill('Bienvenue à bord');
    await page.getByRole('button', { name: t.editor.save }).click();
    await page.getByText('Translations saved').first().waitFor();
    const visit = async (lang: string) =>
      (await page.request.get(`/api/defaults/slug/e2e-landing/page?lang=${lang}`)).text();
    expect(await visit('fr')).toContain('<h1>Bienvenue à bord</h1><p>See you soon.</p>');
    expect(await visit('it')).toContain('<h1>Welcome aboard</h1>');

    // The console's public address passes the language on to the frame it shows the page in.
    const visitor = await browser.newPage();
    await visitor.goto(`${server.url}/preview-web-page/e2e-landing?lang=fr`);
    const frame = visitor.frameLocator('iframe[title="Page e2e-landing"]');
    await frame.getByRole('heading', { name: 'Bienvenue à bord' }).waitFor();
    await visitor.close();
  });
});
