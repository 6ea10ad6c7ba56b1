import { describe, expect, it } from 'vitest';
import { newPage } from './harness';
import { serverAndBrowser } from './setup';

const running = serverAndBrowser();

describe('the console served by the real server', () => {
  it('serves the app shell with security headers', async () => {
    const res = await fetch(`${running.server.url}/login`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await res.text()).toContain('<div id="root">');
  });

  it('sends a visitor without a session from a protected page to /login', async () => {
    const page = await newPage(running.browser, running.server);
    await page.goto('/company-settings/user-management-dashboard');
    await page.waitForURL('**/login');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });

  it('answers API calls without a session with 401 { error }', async () => {
    const res = await fetch(`${running.server.url}/api/users/all`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });
});
