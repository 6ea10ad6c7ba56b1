import { emailChangeMessages, sessionMessages } from '@qone/domain/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The kit's words from its catalogue file alone: this runs in Node, without the kit's React entry point.
import { uiCopy } from '../../../packages/ui/src/copy/en';
import { authCopy, commonCopy, frameCopy, homeCopy, peopleCopy, securityCopy } from '../src/copy';
import { launchBrowser, newPage, type RunningServer, startServer } from './harness';

/**
 * Sessions as rows (issue 24) in Chromium against the real server: a session ended in one browser is refused in
 * another at once, and a write that needs a fresh proof asks "Confirm it's you" in place, then completes (unless the
 * request carries the current password, which is the proof itself). The server
 * keeps a proof fresh for 2 seconds here (STEP_UP_SECONDS), so the tests need not wait 5 minutes.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ STEP_UP_SECONDS: '2' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const labelled = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
const t = securityCopy.sessions;
const s = frameCopy.stepUp;

/** A fresh browser context (its own cookies), signed in as the admin. */
async function signedIn(): Promise<Page> {
  const page = await newPage(browser, server);
  page.setDefaultTimeout(10_000);
  await page.goto('/login');
  await page.getByLabel(labelled(authCopy.fields.email)).fill(server.adminEmail);
  await page.getByLabel(labelled(authCopy.fields.password)).fill(server.adminPassword);
  await page.getByRole('button', { name: authCopy.login.submit }).click();
  await page.getByRole('heading', { level: 1, name: homeCopy.title }).waitFor();
  return page;
}

/** Past the fresh proof's 2 seconds. */
const proofGoesStale = () => new Promise((resolve) => setTimeout(resolve, 2_500));

/** "Confirm it's you": the admin's password, and the dialog goes. */
async function confirmItsMe(page: Page) {
  const dialog = page.getByRole('dialog', { name: s.title });
  await dialog.waitFor();
  await dialog.getByLabel(s.password, { exact: true }).fill(server.adminPassword);
  await dialog.getByRole('button', { name: s.confirm }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('sessions', () => {
  it('a session ended in one browser is refused in the other at once, after a step-up in place', async () => {
    const other = await signedIn();
    const here = await signedIn();
    await here.getByRole('button', { name: uiCopy.layout.profileMenu }).click();
    await here.getByRole('menuitem', { name: frameCopy.accountMenu.personalSettings }).click();
    await here
      .getByRole('dialog', { name: peopleCopy.personalSettings.title })
      .getByRole('link', { name: peopleCopy.personalSettings.signInAndSecurity })
      .click();
    const table = here.getByRole('table', { name: t.table });
    await table.getByText(t.current).waitFor();
    await here.setViewportSize({ width: 1440, height: 900 });
    await here.screenshot({ path: '/tmp/sessions-e2e-security-1440.png' });
    await proofGoesStale();

    await here.getByRole('button', { name: t.endAllOthers }).click();
    await here.getByRole('alertdialog').getByRole('button', { name: t.endAllOthers }).click();
    await confirmItsMe(here);
    await here.getByText(sessionMessages.endedOthers(1)).first().waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);

    // The other browser's next request is refused: the console goes to /401.
    await other.reload();
    await other.waitForURL('**/401');
    // This one goes on.
    await here.reload();
    await here.getByRole('table', { name: t.table }).getByText(t.current).waitFor();
    await other.context().close();
    await here.context().close();
  });

  it('a new email address long after signing in: the current password typed is the proof, no second ask', async () => {
    const page = await signedIn();
    await proofGoesStale();
    await page.getByRole('button', { name: uiCopy.layout.profileMenu }).click();
    await page.getByRole('menuitem', { name: frameCopy.accountMenu.personalSettings }).click();
    const settings = page.getByRole('dialog', { name: peopleCopy.personalSettings.title });
    await settings.getByLabel(labelled(peopleCopy.personalSettings.yourMobile)).fill('+49 30 5550100');
    await settings.getByLabel(labelled(peopleCopy.personalSettings.yourEmail)).fill('new.admin@example.com');
    await settings
      .getByLabel(labelled(peopleCopy.personalSettings.currentPassword))
      .fill(server.adminPassword);
    const mailed = server.outbox().length;
    await settings.getByRole('button', { name: commonCopy.save }).click();
    await page.getByText(emailChangeMessages.confirmationSent).first().waitFor();
    // The password in the form was the fresh proof: "Confirm it's you" never asked for it again.
    expect(await page.getByRole('dialog', { name: s.title }).count()).toBe(0);
    await expect.poll(() => server.outbox().length).toBeGreaterThan(mailed);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/account/security');
    await page.getByRole('table', { name: t.table }).waitFor();
    await page.screenshot({ path: '/tmp/sessions-e2e-security-390.png', fullPage: true });
    await page.context().close();
  });
});
