import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityCopy } from '../src/copy';
import { adminPage, CSRF } from './admin';
import { launchBrowser, type RunningServer, startServer } from './harness';

/**
 * End to end against the real server (issue 25 point 1): a wrong password of the admin's address, a sign-in and a
 * sign-out are found on Account Settings → Activity under the area "Signing in", each with its browser and address.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;
const violations: string[] = [];

const t = activityCopy;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const timeline = () => page.getByRole('list', { name: t.list });
const entry = (name: RegExp) => timeline().getByRole('button', { name });

async function open(button: Locator): Promise<Locator> {
  await button.click();
  expect(await button.getAttribute('aria-expanded')).toBe('true');
  return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
}

describe('sign-in events on Account Settings → Activity', () => {
  it('shows a failed sign-in of a known address, the sign-in and the sign-out, with the browser and address', async () => {
    const admin = await adminPage(browser, server);
    page = admin.page;
    violations.push(...admin.violations);
    // A wrong password for the admin's address, and one for an address nobody has: the same answer.
    for (const email of [server.adminEmail, 'nobody@example.com']) {
      const wrong = await page.request.post('/api/users/login', {
        headers: CSRF,
        data: { email, password: 'not the password, surely' },
      });
      expect(wrong.status()).toBe(401);
      expect(await wrong.json()).toEqual({ error: expect.any(String) });
    }
    // The console's Log Out sends this request: the cookie's session ends.
    const out = await page.request.post('/api/users/logout', { headers: CSRF });
    expect(out.status()).toBe(200);
    const again = await adminPage(browser, server);
    page = again.page;
    violations.push(...again.violations);

    await page.goto('/company-settings/activity');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await page.getByRole('combobox', { name: t.filters.area }).selectOption({ label: t.areas['sign-in'] });
    await expect.poll(() => new URL(page.url()).searchParams.get('area')).toBe('sign-in');
    const failed = await open(entry(new RegExp(`Someone failed to sign in as ${server.adminEmail}`)));
    const failure = (await failed.textContent()) ?? '';
    expect(failure).toContain(t.values.step?.password);
    expect(failure).toContain('Chrome');
    expect(failure).not.toContain('not the password');
    expect(
      await timeline()
        .getByText(/nobody@example\.com/)
        .count(),
    ).toBe(0);
    await entry(new RegExp(`${server.adminEmail} signed out`)).waitFor();
    // Two sign-ins: before the sign-out and after it.
    await expect.poll(() => entry(new RegExp(`${server.adminEmail} signed in`)).count()).toBe(2);
    const signedIn = await open(entry(new RegExp(`${server.adminEmail} signed in`)).first());
    expect(await signedIn.textContent()).toContain(t.values.method?.password);

    await page.getByRole('combobox', { name: t.filters.action }).selectOption({
      label: t.actions['user.sign-in-failed'].name,
    });
    await expect.poll(() => timeline().getByRole('listitem').count()).toBe(1);
    expect(violations).toEqual([]);
  });
});
