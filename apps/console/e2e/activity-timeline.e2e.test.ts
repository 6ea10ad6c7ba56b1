import { uiCopy } from '@qone/ui';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityCopy, settingsCopy } from '../src/copy';
import { adminPage, CSRF, labelled } from './admin';
import { launchBrowser, type RunningServer, startServer } from './harness';

/**
 * End to end against the real server: changes in three areas (a permission group renamed, the company's settings
 * saved with a two-line address, a user invited) found on Account Settings → Activity by area, by action and by
 * text; each entry opened to its before → after; the filters kept in the address through a reload and the back
 * button.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;
const violations: string[] = [];

const t = activityCopy;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = await adminPage(browser, server);
  page = admin.page;
  violations.push(...admin.violations);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The changes of three areas: a group renamed (API), the company's settings (the form), a user invited (API). */
async function makeChanges() {
  const created = await page.request.post('/api/permission-groups', {
    headers: CSRF,
    data: { name: 'Audit crew', description: 'Checks the books of the company every quarter.' },
  });
  expect(created.status()).toBe(201);
  const group = ((await created.json()) as { data: { _id: string } }).data;
  const renamed = await page.request.put(`/api/permission-groups/${group._id}`, {
    headers: CSRF,
    data: {
      target: 'details',
      name: 'Audit team',
      description: 'Checks the books of the company every quarter.',
      baseVersion: 1,
    },
  });
  expect(renamed.status()).toBe(200);

  await page.goto('/company-settings/my-company');
  const c = settingsCopy.company;
  await page.getByLabel(labelled(c.organizationName)).fill('Timeline Test GmbH');
  await page.getByLabel(labelled(c.invoiceAddress)).fill('Hafenstraße 5\n20457 Hamburg');
  await page.getByRole('button', { name: c.save }).click();
  await page.getByText('Company settings saved').first().waitFor();

  const invited = await page.request.post('/api/users', {
    headers: CSRF,
    data: { name: 'Nora New', email: 'nora.new@example.com', permissionGroupId: group._id },
  });
  expect(invited.status()).toBe(201);
}

const timeline = () => page.getByRole('list', { name: t.list });
const entry = (name: RegExp) => timeline().getByRole('button', { name });
const combobox = (name: string) => page.getByRole('combobox', { name });

/** Opens an entry and answers its changes' region. */
async function open(button: Locator): Promise<Locator> {
  await button.click();
  expect(await button.getAttribute('aria-expanded')).toBe('true');
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

const query = () => new URL(page.url()).searchParams;

describe('Account Settings → Activity', () => {
  it('finds changes of three areas by area, action and text, shows their before → after, and keeps the filters in the address', async () => {
    await makeChanges();
    await page.goto('/company-settings/activity');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await entry(/invited nora\.new@example\.com/).waitFor();

    // By area, then action: the rename, its names before → after.
    await combobox(t.filters.area).selectOption({ label: t.areas['permission-groups'] });
    await expect.poll(() => query().get('area')).toBe('permission-groups');
    await expect.poll(() => entry(/invited/).count()).toBe(0);
    await combobox(t.filters.action).selectOption({ label: t.actions['permission-group.updated'].name });
    await expect.poll(() => query().get('action')).toBe('permission-group.updated');
    await expect.poll(() => entry(/created the permission group/).count()).toBe(0);
    const rename = await open(entry(/changed the permission group Audit team/));
    expect(await rename.locator('del').first().textContent()).toBe('Audit crew');
    expect(await rename.locator('ins').first().textContent()).toBe('Audit team');

    // A reload of the address shows the same filtered list.
    const filtered = page.url();
    await page.reload();
    await entry(/changed the permission group Audit team/).waitFor();
    expect(await combobox(t.filters.area).inputValue()).toBe('permission-groups');
    expect(await combobox(t.filters.action).inputValue()).toBe('permission-group.updated');
    expect(await timeline().getByRole('listitem').count()).toBe(1);

    // By text over the target's name: the company's settings, the two-line address as a line diff.
    await page.getByRole('button', { name: t.filters.clear }).first().click();
    await expect.poll(() => page.url()).toMatch(/\/company-settings\/activity$/);
    await page.getByRole('searchbox', { name: t.filters.search }).fill('timeline test');
    await expect.poll(() => query().get('q')).toBe('timeline test');
    await expect.poll(() => timeline().getByRole('listitem').count()).toBe(1);
    const company = await open(entry(/changed the settings of Timeline Test GmbH/));
    await expect.poll(() => company.locator('ins').count()).toBeGreaterThanOrEqual(2);
    const added = await company.locator('ins').allTextContents();
    expect(added.join('\n')).toContain(`${uiCopy.changeDiff.addedLine} + Hafenstraße 5`);
    expect(added.join('\n')).toContain('20457 Hamburg');

    // By area and action in People: the invitation, from nothing to the group.
    await page.getByRole('searchbox', { name: t.filters.search }).fill('');
    await expect.poll(() => query().get('q')).toBeNull();
    await combobox(t.filters.area).selectOption({ label: t.areas.users });
    await combobox(t.filters.action).selectOption({ label: t.actions['user.invited'].name });
    await expect.poll(() => query().get('action')).toBe('user.invited');
    const invitation = await open(entry(/invited nora\.new@example\.com/));
    expect(await invitation.textContent()).toContain('Audit team');
    expect(await invitation.textContent()).toContain(uiCopy.changeDiff.none);

    // Back: the text search again, as the address had it.
    await page.goBack();
    await page.goBack();
    await page.goBack();
    await expect.poll(() => query().get('q')).toBe('timeline test');
    await entry(/changed the settings of Timeline Test GmbH/).waitFor();
    expect(await page.getByRole('searchbox', { name: t.filters.search }).inputValue()).toBe('timeline test');

    // The shared address of the rename, opened again.
    await page.goto(filtered);
    await entry(/changed the permission group Audit team/).waitFor();
    expect(violations).toEqual([]);
  });
});
