import { emailChangeMessages } from '@qone/domain/messages';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The kit's words from its catalogue file alone: this runs in Node, without the kit's React entry point.
import { uiCopy } from '../../../packages/ui/src/copy/en';
import { authCopy, commonCopy, frameCopy, homeCopy, peopleCopy } from '../src/copy';
import { launchBrowser, linkFromMail, newPage, type RunningServer, startServer } from './harness';

/**
 * End to end: sign-in, the home cards by flag, the 401 countdown, personal settings, log out, registering
 * from an invitation mail and resetting a forgotten password — in Debian's Chromium against the real server.
 */
let server: RunningServer;
let browser: Browser;

const SESSION_COOKIE = 'qone_session';
const CSRF = { 'X-Requested-With': 'qone-console' };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const path = (page: Page) => new URL(page.url()).pathname;

/** A field by its label, whose text ends in the required marker (`Email*`): not "Show password" or "Confirm Password". */
const labelled = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
const field = (page: Page | Locator, name: string) => page.getByLabel(labelled(name));

/** A fresh browser context; waits fail after 10 s instead of Playwright's 30 s. */
async function open(): Promise<Page> {
  const page = await newPage(browser, server);
  page.setDefaultTimeout(10_000);
  return page;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, authCopy.fields.email).fill(email);
  await field(page, authCopy.fields.password).fill(password);
  await page.getByRole('button', { name: authCopy.login.submit }).click();
  await page.waitForURL('**/home');
  await page.getByRole('heading', { level: 1, name: homeCopy.title }).waitFor();
}

async function cardTitles(page: Page): Promise<string[]> {
  const cards = page.getByRole('list', { name: homeCopy.modulesLabel });
  await cards.waitFor();
  return cards.getByRole('heading').allTextContents();
}

async function openProfileMenuItem(page: Page, item: string) {
  await page.getByRole('button', { name: uiCopy.layout.profileMenu }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

describe('sign-in and the console shell', () => {
  it('shows the server’s text for wrong credentials, in the page', async () => {
    const page = await open();
    let dialogs = 0;
    page.on('dialog', () => {
      dialogs += 1;
    });
    await page.goto('/login');
    const submit = page.getByRole('button', { name: authCopy.login.submit });
    expect(await submit.isDisabled()).toBe(true);
    await field(page, authCopy.fields.email).fill(server.adminEmail);
    await field(page, authCopy.fields.password).fill('not the admin password');
    await submit.click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Invalid email or password');
    expect(path(page)).toBe('/login');
    expect(dialogs).toBe(0);
    await page.context().close();
  });

  it('logs the admin in: /home with every card, the session in an HttpOnly cookie and no token stored', async () => {
    const page = await open();
    await logIn(page, server.adminEmail, server.adminPassword);
    expect(await cardTitles(page)).toEqual([homeCopy.projects, homeCopy.surveyDesigner, homeCopy.panels]);

    const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.httpOnly).toBe(true);
    const stored = await page.evaluate(() => ({ ...window.localStorage }));
    expect(Object.keys(stored).sort()).toEqual(['permissions', 'user', 'userEmail']);
    expect(stored.userEmail).toBe(server.adminEmail);
    expect(stored.user).not.toContain('password');
    expect(Object.values(stored).join(' ')).not.toContain(cookie?.value ?? '<none>');

    // This server sets no module addresses (PANELS_URL …): each card says so and offers no 'Go'.
    await page.getByText(frameCopy.modules.notSetUp).first().waitFor();
    expect(await page.getByRole('link', { name: `${uiCopy.common.go} ${homeCopy.panels}` }).count()).toBe(0);
    await page.context().close();
  });

  it('saves personal settings, which a reload shows again', async () => {
    const page = await open();
    await logIn(page, server.adminEmail, server.adminPassword);
    await openProfileMenuItem(page, frameCopy.accountMenu.personalSettings);
    const dialog = page.getByRole('dialog', { name: peopleCopy.personalSettings.title });
    const name = field(dialog, peopleCopy.personalSettings.yourName);
    await name.waitFor();
    const save = dialog.getByRole('button', { name: commonCopy.save });
    expect(await save.isDisabled()).toBe(true);
    await name.fill('Dana Admin');
    await field(dialog, peopleCopy.personalSettings.yourMobile).fill('+49 30 5550100');
    await save.click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').name)).toBe(
      'Dana Admin',
    );

    await page.reload();
    await page.getByRole('heading', { level: 1, name: homeCopy.title }).waitFor();
    await openProfileMenuItem(page, frameCopy.accountMenu.personalSettings);
    const reopened = page.getByRole('dialog', { name: peopleCopy.personalSettings.title });
    const reloadedName = field(reopened, peopleCopy.personalSettings.yourName);
    await reloadedName.waitFor();
    expect(await reloadedName.inputValue()).toBe('Dana Admin');
    expect(await field(reopened, peopleCopy.personalSettings.yourMobile).inputValue()).toBe('+49 30 5550100');
    await page.context().close();
  });

  it('goes to /401 when the server no longer knows the session, counts down 5 seconds, then leaves for /', async () => {
    const page = await open();
    await logIn(page, server.adminEmail, server.adminPassword);
    await page.context().clearCookies();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: authCopy.unauthorized.title }).waitFor();
    const arrived = Date.now();
    expect(path(page)).toBe('/401');
    expect(await page.getByRole('timer').textContent()).toMatch(/[1-5] seconds?/);

    // Without a session, / asks for a sign-in.
    await page.waitForURL('**/login', { timeout: 15_000 });
    expect(Date.now() - arrived).toBeGreaterThanOrEqual(4_000);
    expect(visited).toContain('/');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.context().close();
  });

  it('logs out: the cookie is gone, the old session is revoked and protected pages lead to /login', async () => {
    const page = await open();
    await logIn(page, server.adminEmail, server.adminPassword);
    const before = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(before).toBeDefined();

    await openProfileMenuItem(page, frameCopy.accountMenu.logout);
    await page.waitForURL('**/login');
    expect((await page.context().cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    const replay = await fetch(`${server.url}/api/permissions`, {
      headers: { cookie: `${SESSION_COOKIE}=${before?.value ?? ''}` },
    });
    expect(replay.status).toBe(401);

    await page.goto('/company-settings/user-management-dashboard');
    await page.waitForURL('**/login');
    await page.context().close();
  });

  it('registers an invited user from the mailed link; they see only the cards of their flags', async () => {
    const admin = await open();
    await logIn(admin, server.adminEmail, server.adminPassword);
    const groups = await admin.request.get('/api/permission-groups');
    expect(groups.status()).toBe(200);
    const { data } = (await groups.json()) as { data: { _id: string; name: string }[] };
    const panelOperators = data.find((group) => group.name === 'Panel Operators');
    expect(panelOperators).toBeDefined();
    const mailed = server.outbox().length;
    const invite = await admin.request.post('/api/users', {
      headers: CSRF,
      data: {
        name: 'Erik Invitee',
        email: 'erik.invitee@example.com',
        permissionGroupId: panelOperators?._id,
      },
    });
    expect(invite.status()).toBe(201);
    await admin.context().close();

    const link = await linkFromMail(server, '/register/', undefined, mailed);
    const page = await open();
    await page.goto(link.pathname);
    await page
      .getByText(authCopy.register.invited('erik.invitee@example.com', 'Demo Company'), { exact: false })
      .waitFor();
    expect(await field(page, authCopy.fields.name).inputValue()).toBe('Erik Invitee');
    const password = 'a long passphrase of my own choosing';
    await field(page, authCopy.fields.password).fill(password);
    await field(page, authCopy.fields.confirmPassword).fill(password);
    await page.getByRole('button', { name: authCopy.register.submit }).click();
    await page.waitForURL('**/login');
    await page.getByRole('status').filter({ hasText: /./ }).first().waitFor();

    await logIn(page, 'erik.invitee@example.com', password);
    expect(await cardTitles(page)).toEqual([homeCopy.panels]);

    // The link works once.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(link.pathname);
    await page.getByRole('heading', { level: 1, name: authCopy.register.expiredTitle }).waitFor();
    await page.context().close();
  });

  it('resets a forgotten password from the mailed link, then logs in with the new one', async () => {
    const page = await open();
    await page.goto('/login');
    await page.getByRole('link', { name: authCopy.login.forgotPassword }).click();
    await page.waitForURL('**/forgot-password');
    // The address changes before the page's module has loaded, while the log-in form (with its own Email) shows.
    await page.getByRole('heading', { level: 1, name: authCopy.forgotPassword.title }).waitFor();
    await field(page, authCopy.fields.email).fill(server.adminEmail);
    const mailed = server.outbox().length;
    await page.getByRole('button', { name: authCopy.forgotPassword.submit }).click();
    await page.getByText(authCopy.forgotPassword.sent(server.adminEmail)).waitFor();

    const link = await linkFromMail(server, '/password', undefined, mailed);
    expect(link.searchParams.get('utoken')).toBeTruthy();
    await page.goto(`${link.pathname}${link.search}`);
    const password = 'a brand new chosen passphrase';
    await field(page, authCopy.fields.newPassword).fill(password);
    await field(page, authCopy.fields.confirmPassword).fill(password);
    await page.getByRole('button', { name: authCopy.setPassword.submit }).click();
    await page.waitForURL('**/login');

    // The old password no longer works; the new one does.
    await field(page, authCopy.fields.email).fill(server.adminEmail);
    await field(page, authCopy.fields.password).fill(server.adminPassword);
    await page.getByRole('button', { name: authCopy.login.submit }).click();
    await page.getByRole('alert').waitFor();
    await logIn(page, server.adminEmail, password);
    expect(await cardTitles(page)).toHaveLength(3);

    // The link works once: a second use is refused with the way to a new one.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${link.pathname}${link.search}`);
    await field(page, authCopy.fields.newPassword).fill('yet another long passphrase');
    await field(page, authCopy.fields.confirmPassword).fill('yet another long passphrase');
    await page.getByRole('button', { name: authCopy.setPassword.submit }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.getByRole('link', { name: authCopy.links.requestNewLink }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    await page.context().close();
  });
});

describe('changing one’s email address', () => {
  it('asks for the current password, mails a link to the new address, and changes the address when it is confirmed', async () => {
    // The previous test chose this password for the admin.
    const password = 'a brand new chosen passphrase';
    const newEmail = 'dana.admin@example.com';
    const page = await open();
    await logIn(page, server.adminEmail, password);
    await openProfileMenuItem(page, frameCopy.accountMenu.personalSettings);
    const dialog = page.getByRole('dialog', { name: peopleCopy.personalSettings.title });
    await field(dialog, peopleCopy.personalSettings.yourEmail).fill(newEmail);
    await field(dialog, peopleCopy.personalSettings.currentPassword).fill(password);
    const mailed = server.outbox().length;
    await dialog.getByRole('button', { name: commonCopy.save }).click();
    await page.getByText(emailChangeMessages.confirmationSent).first().waitFor();
    // Not yet: the old address still signs in, the new one does not.
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe(server.adminEmail);

    const link = await linkFromMail(server, '/confirm-email', newEmail, mailed);
    await expect
      .poll(() =>
        server
          .outbox()
          // Quoted-printable: a soft line break may fall inside the address.
          .map((mail) => mail.replace(/=\r?\n/g, ''))
          .some((mail) => mail.includes(`To: ${server.adminEmail}`) && mail.includes(newEmail)),
      )
      .toBe(true);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: authCopy.confirmEmail.submit }).click();
    await page.getByRole('heading', { level: 1, name: authCopy.confirmEmail.doneTitle }).waitFor();

    await page.getByRole('link', { name: authCopy.links.goToLogin }).click();
    await logIn(page, newEmail, password);
    expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe(newEmail);
    await page.context().close();
  });
});
