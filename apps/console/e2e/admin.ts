import type { Browser, Page } from 'playwright-core';
import { authCopy, homeCopy } from '../src/copy';
import { newPage, type RunningServer } from './harness';

/** A label as the form shows it: the exact text, with the required marker or without. */
export const labelled = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

/** The console's CSRF header, for API calls a test makes with the page's session. */
export const CSRF = { 'X-Requested-With': 'qone-console' };

/**
 * A page signed in as the server's admin through the login form, which records every Content-Security-Policy
 * violation of the pages it opens in `violations` (a test file asserts it stays empty).
 */
export async function adminPage(browser: Browser, server: RunningServer) {
  const violations: string[] = [];
  const page: Page = await newPage(browser, server);
  page.setDefaultTimeout(15_000);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation')) violations.push(message.text());
  });
  await page.goto('/login');
  await page.getByLabel(labelled(authCopy.fields.email)).fill(server.adminEmail);
  await page.getByLabel(labelled(authCopy.fields.password)).fill(server.adminPassword);
  await page.getByRole('button', { name: authCopy.login.submit }).click();
  await page.getByRole('heading', { level: 1, name: homeCopy.title }).waitFor();
  return { page, violations };
}

/**
 * A template made through the API with the page's session: created (name, description, type), then saved with
 * `fields` (status, subject, html, slug …). Answers its id; fails the test when the server refuses either call.
 */
export async function createTemplate(
  page: Page,
  template: { name: string; description: string; type: 'email' | 'page' },
  fields: Record<string, string>,
) {
  const created = await page.request.post('/api/defaults', { data: template, headers: CSRF });
  if (created.status() !== 201 && created.status() !== 200)
    throw new Error(`createDefault answered ${created.status()}: ${await created.text()}`);
  const { _id: id } = (await created.json()).data as { _id: string };
  const { name, description } = template;
  const saved = await page.request.put(`/api/defaults/default/${id}`, {
    data: { name, description, ...fields },
    headers: CSRF,
  });
  if (saved.status() !== 200)
    throw new Error(`updateDefault answered ${saved.status()}: ${await saved.text()}`);
  return id;
}
