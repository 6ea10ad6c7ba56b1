import type { CDPSession, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
// The kit's words from its catalogue file alone: this runs in Node, without the kit's React entry point.
import { uiCopy } from '../../../packages/ui/src/copy/en';
import { authCopy, frameCopy, homeCopy, securityCopy } from '../src/copy';
import { secondStepCopy } from '../src/copy/en/secondStep';
import { paths } from '../src/routes';
import { adminPage, CSRF, labelled } from './admin';
import { serverAndBrowser } from './setup';

/**
 * End to end (issue 24 point 2): passkeys against the real server in Chromium, with the DevTools WebAuthn domain's
 * virtual authenticators. The console is opened at http://localhost:<port> with PUBLIC_URL saying so — the relying
 * party is PUBLIC_URL's host name, and WebAuthn refuses an IP address. A passkey registered on Sign-in & security
 * signs in alone and is removed; a security key is the second step after the password.
 */
const run = serverAndBrowser({ localhost: true });
const p = securityCopy.passkeys;
const violations: string[] = [];

afterAll(() => {
  // The console's CSP allows everything the passkey flows load (their lazy chunks included).
  expect(violations).toEqual([]);
});

/** A virtual authenticator on the page's target: a platform passkey, or a security key that verifies nobody. */
async function authenticator(page: Page, kind: 'passkey' | 'security-key'): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options:
      kind === 'passkey'
        ? {
            protocol: 'ctap2',
            transport: 'internal',
            hasResidentKey: true,
            hasUserVerification: true,
            isUserVerified: true,
          }
        : {
            protocol: 'ctap2',
            transport: 'usb',
            hasResidentKey: false,
            hasUserVerification: false,
            isUserVerified: false,
          },
  });
  return cdp;
}

async function signedInAdmin(): Promise<Page> {
  const { page, violations: seen } = await adminPage(run.browser, run.server);
  page.on('close', () => violations.push(...seen));
  return page;
}

/** Adds a passkey named `name` from Sign-in & security; a first factor's recovery codes are saved and dismissed. */
async function addPasskey(page: Page, name: string) {
  await page.goto(paths.accountSecurity);
  await page.getByRole('button', { name: p.add }).click();
  const dialog = page.getByRole('dialog', { name: p.addTitle });
  const field = dialog.getByLabel(labelled(p.nameLabel));
  // Offered from this browser's session: "Chrome 150 on Linux" or the like.
  await expect.poll(() => field.inputValue()).toMatch(/\S/);
  await field.fill(name);
  await dialog.getByRole('button', { name: p.continue }).click();
  await dialog.waitFor({ state: 'hidden' });
  const codes = page.getByRole('list', { name: uiCopy.recoveryCodes.list });
  const row = page.getByRole('table', { name: p.table }).getByRole('row').filter({ hasText: name });
  await codes.or(row).waitFor();
  if (await codes.isVisible()) {
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await page.getByRole('checkbox', { name: uiCopy.recoveryCodes.saved }).click();
    await page.getByRole('button', { name: uiCopy.recoveryCodes.done }).click();
  }
  await row.waitFor();
  return row;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: uiCopy.layout.profileMenu }).click();
  await page.getByRole('menuitem', { name: frameCopy.accountMenu.logout }).click();
  await page.waitForURL('**/login');
}

async function home(page: Page) {
  await page.waitForURL('**/home');
  await page.getByRole('heading', { level: 1, name: homeCopy.title }).waitFor();
}

/** How this session signed in, as Sign-in & security's list says (the contract's `Session.method`). */
async function method(page: Page) {
  const sessions = (await (await page.request.get('/api/users/me/sessions', { headers: CSRF })).json()) as {
    data: { current: boolean; method: string }[];
  };
  return sessions.data.find((session) => session.current)?.method;
}

describe('passkeys in the browser', () => {
  it('registers a passkey, signs in with it alone (no email typed), and removes it', async () => {
    const page = await signedInAdmin();
    await authenticator(page, 'passkey');
    const row = await addPasskey(page, 'E2E laptop');
    await expect(row.getByText(p.passkey, { exact: true }).isVisible()).resolves.toBe(true);
    await page.getByText(securityCopy.page.recoveryCodesLeft(10)).waitFor();
    await logOut(page);

    await page.getByRole('button', { name: authCopy.login.passkey }).click();
    await home(page);
    expect(await method(page)).toBe('passkey');

    await page.goto(paths.accountSecurity);
    await row.getByRole('button', { name: `${p.remove} E2E laptop` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: p.remove }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByText(p.empty).waitFor();
    await logOut(page);

    // Gone from the server too: the same authenticator's passkey no longer signs in.
    await page.getByRole('button', { name: authCopy.login.passkey }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /passkey/i })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe(paths.login);
    await page.close();
  });

  it('takes a security key as the second step after the password', async () => {
    const page = await signedInAdmin();
    await authenticator(page, 'security-key');
    const row = await addPasskey(page, 'E2E key');
    await expect(row.getByText(p.securityKey, { exact: true }).isVisible()).resolves.toBe(true);
    await logOut(page);

    await page.getByLabel(labelled(authCopy.fields.email)).fill(run.server.adminEmail);
    await page.getByLabel(labelled(authCopy.fields.password)).fill(run.server.adminPassword);
    await page.getByRole('button', { name: authCopy.login.submit }).click();
    await page.getByText(secondStepCopy.introSecurityKey).waitFor();
    await page.getByRole('button', { name: secondStepCopy.useSecurityKey }).click();
    await home(page);
    expect(await method(page)).toBe('password+security-key');
    await page.close();
  });
});
