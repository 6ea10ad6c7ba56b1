import type { Domain } from '@qone/api-client';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The loopback DNS server of the server's own tests: one zone the test controls.
import { type DnsZone, publish, startDnsZone } from '../../server/test/fixtures/dns-zone';
import { authCopy, homeCopy, settingsCopy } from '../src/copy';
import { launchBrowser, newPage, type RunningServer, startServer } from './harness';

/**
 * End to end against the real server: company settings and logo, a legal text published, a time zone made the
 * default (the dashboard follows), an integration whose key never comes back, a domain verified against a real
 * DNS server on loopback, and a mailer on active domains only.
 */
let server: RunningServer;
let browser: Browser;
let zone: DnsZone;
let page: Page;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label, which may end in the required marker. */
const field = (scope: Page | Locator, name: string) =>
  scope.getByLabel(new RegExp(`^${escapeRegExp(name)}\\*?$`));

const PNG_1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mNkYPhfz8DAwMAAAA0eAf9mK7nZAAAAAElFTkSuQmCC',
  'base64',
);

beforeAll(async () => {
  zone = await startDnsZone();
  [server, browser] = await Promise.all([startServer({ DNS_SERVERS: zone.address }), launchBrowser()]);
  page = await newPage(browser, server);
  page.setDefaultTimeout(15_000);
  await page.goto('/login');
  await field(page, authCopy.fields.email).fill(server.adminEmail);
  await field(page, authCopy.fields.password).fill(server.adminPassword);
  await page.getByRole('button', { name: authCopy.login.submit }).click();
  await page.getByRole('heading', { level: 1, name: homeCopy.title }).waitFor();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await zone?.close();
});

const c = settingsCopy;

async function openCompanySettings() {
  await page.goto('/company-settings/my-company');
  await field(page, c.company.organizationName).waitFor();
}

async function saveCompany() {
  await page.getByRole('button', { name: c.company.save }).click();
  await page.getByText('Company settings saved').first().waitFor();
}

describe('company settings', () => {
  it('saves the form and shows it after a reload', async () => {
    await openCompanySettings();
    await field(page, c.company.organizationName).fill('Demo Research GmbH');
    await field(page, c.company.vatNumber).fill('DE111222333');
    await field(page, c.company.invoiceAddress).fill('Hafenstraße 5\n20457 Hamburg');
    await saveCompany();
    await page.reload();
    await field(page, c.company.organizationName).waitFor();
    expect(await field(page, c.company.organizationName).inputValue()).toBe('Demo Research GmbH');
    expect(await field(page, c.company.vatNumber).inputValue()).toBe('DE111222333');
    expect(await field(page, c.company.invoiceAddress).inputValue()).toBe('Hafenstraße 5\n20457 Hamburg');
  });

  it('uploads a logo (previewed before saving), replaces it, and deletes it', async () => {
    await openCompanySettings();
    const input = page.locator('input[type="file"]');
    const preview = page.getByRole('img', { name: c.company.logoPreview });
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1 });
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    await saveCompany();
    await page.reload();
    const first = await preview.getAttribute('src');
    expect(first).toMatch(/^\/company_logos\/.+\.png$/);
    expect((await page.request.get(first ?? '')).status()).toBe(200);

    await input.setInputFiles({ name: 'other.png', mimeType: 'image/png', buffer: PNG_2 });
    await saveCompany();
    await page.reload();
    const second = await preview.getAttribute('src');
    expect(second).toMatch(/^\/company_logos\/.+\.png$/);
    expect(second).not.toBe(first);

    await page.getByRole('button', { name: c.company.delete }).click();
    await page.getByText(c.company.logoRemoved).waitFor();
    await saveCompany();
    await page.reload();
    await page.getByText(c.company.noLogo).waitFor();
    expect(await preview.count()).toBe(0);
  });

  it('explains a refused file in the form', async () => {
    await openCompanySettings();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await page.getByRole('button', { name: c.company.save }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Only PNG, JPEG and WebP images are accepted' })
      .waitFor();
  });
});

describe('legal texts', () => {
  it('edits and publishes a new version of a policy', async () => {
    await page.goto('/legalsecurity/data-breach-notification-procedure');
    await page
      .getByText(/within 72 hours/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: c.legal.newDraft }).click();
    await field(page, c.legal.draftText).fill(
      'We notify affected clients within 72 hours.\n\nVersion two of this procedure.',
    );
    await page.getByRole('button', { name: c.legal.saveDraft }).click();
    await page.getByRole('button', { name: c.legal.publish }).click();
    await page.getByText('Version two of this procedure.').waitFor();
    await page.reload();
    await page.getByText('Version two of this procedure.').waitFor();
    await page.getByText(/^Version 2 · in force since/).waitFor();
    const history = page.getByRole('table', { name: c.legal.history });
    // The history table refreshes after the version line: wait for its rows rather than count them at once.
    await expect.poll(() => history.getByRole('row').count(), { timeout: 15_000 }).toBe(3);
  });
});

describe('time zones', () => {
  it('enables a zone, makes it the default, and the dashboard card follows', async () => {
    await page.goto('/tzn');
    await page.getByRole('searchbox', { name: c.timeZones.search }).fill('Tokyo');
    await page.getByRole('radio', { name: c.timeZones.defaultZone('Asia/Tokyo') }).check();
    await page.getByRole('button', { name: c.timeZones.save }).click();
    await page.getByText('Time zones saved').first().waitFor();
    await page.goto('/company-settings/settings-and-defaults');
    const card = page
      .locator('li')
      .filter({ has: page.getByRole('heading', { name: c.dashboard.timeZones }) });
    await card.getByText('Asia/Tokyo').waitFor();
    expect(await card.textContent()).toContain('4');
  });
});

describe('communication', () => {
  it('adds an integration whose API key never comes back', async () => {
    const secret = 'sl-live-e2e-3f9a7c1d5e';
    await page.goto('/company-settings/communication');
    await page.getByRole('button', { name: c.communication.add }).click();
    const dialog = page.getByRole('dialog', { name: c.communication.add });
    await field(dialog, c.communication.name).fill('Transactional mail');
    await field(dialog, c.communication.sender).fill('news@demo-company.example');
    await field(dialog, c.communication.apiKey).fill(secret);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Transactional mail' });
    await row.waitFor();
    expect(await row.textContent()).toContain(c.communication.apiKeySet);
    await page.reload();
    await row.waitFor();
    expect(await page.content()).not.toContain(secret);
    const answers = [
      await page.request.get('/api/communication-integrations'),
      await page.request.get('/api/activity?area=integrations'),
    ];
    for (const answer of answers) expect(await answer.text()).not.toContain(secret);
    await row.getByRole('button', { name: /^Edit/ }).click();
    await page
      .getByRole('dialog', { name: c.communication.editTitle })
      .getByText(c.communication.apiKeySet)
      .waitFor();
  });
});

describe('domains and mailers', () => {
  it('adds a domain, shows its records, verifies them against the DNS server (one wrong → mismatch), deactivates and reactivates it', async () => {
    await page.goto('/company-settings/edit/domain');
    await page.getByText(c.domains.empty).waitFor();
    await page.getByRole('button', { name: c.domains.add }).click();
    const dialog = page.getByRole('dialog', { name: c.domains.addTitle });
    await field(dialog, c.domains.domain).fill('bad_host');
    expect(await dialog.getByRole('button', { name: c.domains.save }).isDisabled()).toBe(true);
    await field(dialog, c.domains.domain).fill('mail.demo-company.example.com');
    await dialog.getByRole('button', { name: c.domains.save }).click();
    await page.getByRole('cell', { name: 'mail.demo-company.example.com', exact: true }).waitFor();

    await page.getByRole('button', { name: `${c.domains.records} mail.demo-company.example.com` }).click();
    const records = page.getByRole('table', { name: c.domains.recordsOf('mail.demo-company.example.com') });
    await records.waitFor();
    expect(await records.getByText(c.domains.record.states.pending).count()).toBe(6);

    // Publish what the API says, the SocketLabs return path pointing elsewhere.
    const [domain]: Domain[] = (await (await page.request.get('/api/platform-settings/domains')).json()).data;
    publish(zone, domain?.records ?? [], (record) =>
      record.purpose === 'return-path' && record.provider === 'socketlabs'
        ? 'bounce.elsewhere.example'
        : record.value,
    );
    await page.getByRole('button', { name: c.domains.verify }).click();
    await page.getByText('4 of 5 required records are published as they should be').waitFor();
    const wrong = records.getByRole('row').filter({ hasText: 'sl-bounce.mail.demo-company.example.com' });
    expect(await wrong.textContent()).toContain(c.domains.record.states.mismatch);
    expect(await wrong.textContent()).toContain('bounce.elsewhere.example');
    expect(await records.getByText(c.domains.record.states.verified).count()).toBe(5);
    await page.getByRole('row').filter({ hasText: c.domains.states.partial }).waitFor();

    for (const active of [false, true]) {
      await page.getByRole('button', { name: `${c.domains.edit} mail.demo-company.example.com` }).click();
      const update = page.getByRole('dialog', { name: c.domains.updateTitle });
      await update.getByRole('switch', { name: c.domains.active }).click();
      await update.getByRole('button', { name: c.domains.save }).click();
      await update.waitFor({ state: 'detached' });
      const row = page.getByRole('row').filter({ hasText: 'mail.demo-company.example.com' }).first();
      await row.getByText(active ? c.domains.yes : c.domains.no, { exact: true }).waitFor();
    }
  });

  it('adds a mailer; an inactive domain is not offered', async () => {
    const add = async (name: string) => {
      await page.goto('/company-settings/edit/domain');
      await page.getByRole('button', { name: c.domains.add }).click();
      const dialog = page.getByRole('dialog', { name: c.domains.addTitle });
      await field(dialog, c.domains.domain).fill(name);
      await dialog.getByRole('button', { name: c.domains.save }).click();
      await page.getByRole('cell', { name, exact: true }).waitFor();
    };
    await add('old.demo-company.example.com');
    await page.getByRole('button', { name: `${c.domains.edit} old.demo-company.example.com` }).click();
    const update = page.getByRole('dialog', { name: c.domains.updateTitle });
    await update.getByRole('switch', { name: c.domains.active }).click();
    await update.getByRole('button', { name: c.domains.save }).click();
    await update.waitFor({ state: 'detached' });

    await page.goto('/company-settings/edit/mailer');
    await page.getByText(c.mailers.empty).waitFor();
    await page.getByRole('button', { name: c.mailers.add }).click();
    const dialog = page.getByRole('dialog', { name: c.mailers.addTitle });
    await field(dialog, c.mailers.mailer).fill('newsletter');
    await field(dialog, c.mailers.alias).fill('Demo Newsletter');
    // The list opens with an animation: choose with the keyboard (type-ahead, Enter), as a keyboard user does.
    const choose = async (select: string, option: string) => {
      await dialog.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(select)}`) }).click();
      await page.getByRole('option', { name: option }).waitFor();
      const offered = await page.getByRole('option').allTextContents();
      await page.keyboard.type(option);
      await page.keyboard.press('Enter');
      await page.getByRole('listbox').waitFor({ state: 'detached' });
      return offered;
    };
    await choose(c.mailers.type, 'SocketLabs');
    expect(await choose(c.mailers.domain, 'mail.demo-company.example.com')).toEqual([
      'mail.demo-company.example.com',
    ]);
    await dialog.getByRole('button', { name: c.mailers.save }).click();
    const row = page.getByRole('row').filter({ hasText: 'Demo Newsletter' });
    await row.waitFor();
    expect(await row.textContent()).toContain('SocketLabs');
    expect(await row.textContent()).toContain('mail.demo-company.example.com');
  });
});
