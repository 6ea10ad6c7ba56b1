import { describe, expect, it } from 'vitest';
import { budgets } from '../budgets';
import { authCopy, frameCopy } from '../src/copy';
import { newPage } from './harness';
import { serverAndBrowser } from './setup';
import { bytesOf, coldLoad } from './wire';

/**
 * The production build as the real server sends it to Chromium: bytes only (never time). The same measurement,
 * with Lighthouse, is `npm run bench:web`.
 */
const running = serverAndBrowser();

describe('a first visit of /login', () => {
  it('transfers no more JavaScript than its budget, every script brotli-compressed and cached for a year', async () => {
    const { server, browser } = running;
    const page = await newPage(browser, server);
    const responses = await coldLoad(page, `${server.url}/login`, (p) =>
      p.getByRole('button', { name: authCopy.login.submit }).waitFor(),
    );
    const scripts = responses.filter((response) => response.type === 'Script');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.status, script.url).toBe(200);
      // The smallest chunks gain nothing from compression and come as they are.
      if (script.bodyBytes > 1024) expect(script.encoding, script.url).toBe('br');
      expect(script.cacheControl, script.url).toBe('public, max-age=31536000, immutable');
    }
    const js = bytesOf(responses, 'Script');
    const budget = budgets.firstLoad['/login']?.brotli ?? 0;
    expect(js.bodyBytes).toBeLessThanOrEqual(budget);

    const document = responses.find((response) => response.type === 'Document');
    expect(document?.encoding).toBe('br');
    expect(document?.cacheControl).toBe('no-cache');
    expect(responses.filter((response) => response.status >= 400)).toEqual([]);
    expect(responses.some((response) => response.url.endsWith('.map'))).toBe(false);
    await page.context().close();
  });

  it('names the page in the title and describes the console', async () => {
    const { server, browser } = running;
    const page = await newPage(browser, server);
    await page.goto('/login');
    await page.getByRole('button', { name: authCopy.login.submit }).waitFor();
    await expect.poll(() => page.title()).toBe(`${authCopy.login.title} · ${frameCopy.brand.logoText}`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    await page.context().close();
  });
});
