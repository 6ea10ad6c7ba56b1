import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { autoTranslateMessages } from '@qone/domain/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentCopy, languagesCopy } from '../src/copy';
import { adminPage, createTemplate, labelled } from './admin';
import { launchBrowser, type RunningServer, startServer } from './harness';

/**
 * End to end against the real server started with LIBRETRANSLATE_URL pointing at a LibreTranslate-compatible
 * server on loopback (a small dictionary; everything else, the placeholders' stand-ins included, left as sent):
 * a template auto-translated into French from the translation editor, its merge tag and markup intact, the
 * translation saved (after a reload too) and counted in the translations list; the templates list badging the
 * language still missing; a preview mail sent in French; the platform settings naming the provider. Every page fails its test on any Content-Security-Policy violation.
 */
let server: RunningServer;
let provider: Server;
const sent: string[][] = [];
let browser: Browser;
let page: Page;
let violations: string[] = [];
const t = languagesCopy;

const FRENCH: Record<string, string> = {
  Hello: 'Bonjour',
  Welcome: 'Bienvenue',
  'thanks for joining.': 'merci de votre participation.',
};

/** POST /translate as LibreTranslate answers it: `translatedText`, one per `q`. */
async function startProvider(): Promise<string> {
  provider = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as { q: string[]; source: string; target: string; format: string };
      sent.push(body.q);
      const translatedText = body.q.map((text) =>
        Object.entries(FRENCH).reduce((out, [en, fr]) => out.replace(en, fr), text),
      );
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ translatedText }));
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const url = await startProvider();
  [server, browser] = await Promise.all([startServer({ LIBRETRANSLATE_URL: url }), launchBrowser()]);
  ({ page, violations } = await adminPage(browser, server));
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  provider?.closeAllConnections();
  await new Promise((resolve) => provider?.close(resolve));
  expect(violations).toEqual([]);
});

let templateId = '';

describe('auto-translate', () => {
  it('translates a template into French from the editor with its placeholders intact, saved and counted', async () => {
    const id = await createTemplate(
      page,
      { name: 'E2E welcome', description: 'For the auto-translate test', type: 'email' },
      {
        status: 'draft',
        subject: 'Hello {{firstName}}',
        html: '<p>Welcome <b>{{firstName}}</b>, thanks for joining.</p>',
      },
    );
    templateId = id;

    await page.goto(`/translations-editor/email-${id}?target=fre`);
    const fields = page.getByRole('textbox', { name: t.editor.target('French') });
    await fields.first().waitFor();
    await page.getByRole('button', { name: t.autoTranslate.button }).click();
    await page.getByText(autoTranslateMessages.done(2, 0)).first().waitFor();
    expect(await fields.nth(0).inputValue()).toBe('Bonjour {{firstName}}');
    expect(await fields.nth(1).inputValue()).toBe(
      'Bienvenue <b>{{firstName}}</b>, merci de votre participation.',
    );
    // The provider saw stand-ins, never the merge tag or the template's markup.
    expect(sent.flat().join('\n')).not.toMatch(/\{\{firstName\}\}|<b>/);
    // The placeholders are whole: nothing marked missing, nothing to review, nothing left unsaved.
    expect(await page.getByText(t.editor.fixFirst(1)).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: t.editor.needsReview, checked: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: t.editor.save }).isDisabled()).toBe(true);

    await page.reload();
    await fields.first().waitFor();
    expect(await fields.nth(1).inputValue()).toBe(
      'Bienvenue <b>{{firstName}}</b>, merci de votre participation.',
    );
    await page.goto('/languages-and-translations?target=fre');
    await page.getByRole('progressbar', { name: t.progress.progress(2, 2) }).waitFor();
  });

  it('badges the templates still missing a language, then mails a preview in French', async () => {
    // Into French only: German is still missing everywhere, French no more for this template.
    const m = t.missingTranslation;
    await page.goto('/default-content');
    const row = page.getByRole('row').filter({ hasText: 'E2E welcome' });
    await row.getByTitle(m.description(['German'])).waitFor();

    const c = contentCopy.previewEmail;
    await page.goto(`/edit-content-email/${templateId}`);
    await page.getByRole('button', { name: c.button }).click();
    const dialog = page.getByRole('dialog', { name: c.title });
    await dialog.getByRole('combobox', { name: new RegExp(`^${t.previewMail.language}`) }).click();
    await page.getByRole('option', { name: 'French' }).click();
    // Previews go only to people the company vouches for: the admin is one of its active users.
    await dialog.getByLabel(labelled(c.email)).fill(server.adminEmail);
    const before = server.outbox().length;
    await dialog.getByRole('button', { name: c.send }).click();
    await expect.poll(() => server.outbox().length).toBe(before + 1);
    const mail = (server.outbox().at(-1) ?? '').replace(/=\r?\n/g, '');
    expect(mail).toMatch(/^Subject: .*Bonjour/m);
    expect(mail).toContain('Bienvenue');
  });

  it('names the provider on the platform settings', async () => {
    await page.goto('/company-settings/edit');
    await page.getByRole('heading', { name: t.autoTranslate.card.title }).waitFor();
    await page.getByText(t.autoTranslate.card.names.libretranslate, { exact: true }).waitFor();
  });
});
