import { secondFactorMessages } from '@qone/domain/messages';
import { totpCode } from '@qone/domain/totp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
// The kit's words from its catalogue file alone: this runs in Node, without the kit's React entry point.
import { uiCopy } from '../../../packages/ui/src/copy/en';
import { authCopy, frameCopy, homeCopy, peopleCopy, securityCopy, settingsCopy } from '../src/copy';
import { paths } from '../src/routes';
import { CSRF, labelled } from './admin';
import { linkFromMail, newPage } from './harness';
import { serverAndBrowser } from './setup';

/**
 * End to end (issue 24): a user sets up an authenticator app with a code computed here, signs out, signs in with a
 * code, with a recovery code, and fails with a code used before; an administrator resets the user's factors; the
 * company's policy takes a user without a factor to enrolment, where nothing else works.
 */
const run = serverAndBrowser();
const PASSWORD = 'a long passphrase of my own choosing';
const field = (page: Page, name: string) => page.getByLabel(labelled(name));

async function open(): Promise<Page> {
  const page = await newPage(run.browser, run.server);
  page.setDefaultTimeout(15_000);
  return page;
}

async function password(page: Page, email: string, secret = PASSWORD) {
  await page.goto(paths.login);
  await field(page, authCopy.fields.email).fill(email);
  await field(page, authCopy.fields.password).fill(secret);
  await page.getByRole('button', { name: authCopy.login.submit }).click();
}

async function home(page: Page) {
  await page.waitForURL('**/home');
  await page.getByRole('heading', { level: 1, name: homeCopy.title }).waitFor();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: uiCopy.layout.profileMenu }).click();
  await page.getByRole('menuitem', { name: frameCopy.accountMenu.logout }).click();
  await page.waitForURL('**/login');
}

/** A user of the demo company made through the API (invitation, then the mailed register link), in `group`. */
async function newUser(admin: Page, email: string, group: string) {
  const groups = (await (await admin.request.get('/api/permission-groups')).json()) as {
    data: { _id: string; name: string }[];
  };
  const mailed = run.server.outbox().length;
  const invite = await admin.request.post('/api/users', {
    headers: CSRF,
    data: { name: 'Tess Tester', email, permissionGroupId: groups.data.find((g) => g.name === group)?._id },
  });
  expect(invite.status()).toBe(201);
  const link = await linkFromMail(run.server, '/register/', email, mailed);
  const registerToken = link.pathname.split('/').at(-1);
  const registered = await admin.request.post('/api/users/register', {
    headers: CSRF,
    data: { registerToken, name: 'Tess Tester', password: PASSWORD },
  });
  expect(registered.status()).toBe(200);
}

/** Sets up the authenticator app in the open enrolment dialog: answers its key and the recovery codes shown. */
async function enrolInDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: uiCopy.totpEnrolment.title });
  await dialog.getByRole('img', { name: uiCopy.totpEnrolment.qrCode }).waitFor();
  const secret = (
    await dialog.getByLabel(uiCopy.totpEnrolment.secret, { exact: true }).textContent()
  )?.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await dialog.getByLabel(labelled(uiCopy.totpEnrolment.code)).fill(totpCode(secret ?? '', Date.now()));
  await dialog.getByRole('button', { name: uiCopy.totpEnrolment.submit }).click();
  const list = dialog.getByRole('list', { name: uiCopy.recoveryCodes.list });
  await list.waitFor();
  const codes = await list.getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await dialog.getByRole('checkbox', { name: uiCopy.recoveryCodes.saved }).click();
  await dialog.getByRole('button', { name: uiCopy.recoveryCodes.done }).click();
  await dialog.waitFor({ state: 'hidden' });
  return { secret: secret ?? '', codes };
}

describe('second factors in the browser', () => {
  it('enrols an authenticator app, then signs in with a code, with a recovery code, and not with a used code', async () => {
    const admin = await open();
    await password(admin, run.server.adminEmail, run.server.adminPassword);
    await home(admin);
    await newUser(admin, 'tess@example.com', 'Panel Operators');

    const page = await open();
    await password(page, 'tess@example.com');
    await home(page);
    await page.getByRole('button', { name: uiCopy.layout.profileMenu }).click();
    await page.getByRole('menuitem', { name: frameCopy.accountMenu.personalSettings }).click();
    await page
      .getByRole('dialog', { name: peopleCopy.personalSettings.title })
      .getByRole('link', { name: peopleCopy.personalSettings.signInAndSecurity })
      .click();
    await page.waitForURL(`**${paths.accountSecurity}`);
    await page.getByRole('button', { name: securityCopy.page.setUp }).click();
    const { secret, codes } = await enrolInDialog(page);
    await page.getByText(uiCopy.secondFactor.totp, { exact: true }).waitFor();
    await page.getByText(securityCopy.page.recoveryCodesLeft(10)).waitFor();
    await logOut(page);

    // The password alone no longer signs in: the second step follows on the same screen.
    await password(page, 'tess@example.com');
    const code = page.getByLabel(labelled(uiCopy.secondStep.code));
    await expect(code.getAttribute('autocomplete')).resolves.toBe('one-time-code');
    // The next step's code: the one the enrolment used is spent.
    const next = totpCode(secret, Date.now() + 30_000);
    await code.fill(next);
    await page.getByRole('button', { name: uiCopy.secondStep.submit }).click();
    await home(page);
    await logOut(page);

    await password(page, 'tess@example.com');
    await page.getByRole('button', { name: uiCopy.secondStep.useRecoveryCode }).click();
    await page.getByLabel(labelled(uiCopy.secondStep.recoveryCode)).fill(codes[0] ?? '');
    await page.getByRole('button', { name: uiCopy.secondStep.submit }).click();
    await home(page);
    await logOut(page);

    // A code used once is refused the second time, on the same screen.
    await password(page, 'tess@example.com');
    await page.getByLabel(labelled(uiCopy.secondStep.code)).fill(next);
    await page.getByRole('button', { name: uiCopy.secondStep.submit }).click();
    await page.getByText(secondFactorMessages.invalidCode).waitFor();
    expect(new URL(page.url()).pathname).toBe(paths.login);

    // An administrator resets Tess's factors from her card; the password alone signs her in again.
    await admin.goto(paths.userManagement);
    await admin
      .getByRole('button', { name: peopleCopy.userManagement.actionsFor('tess@example.com') })
      .click();
    await admin.getByRole('menuitem', { name: peopleCopy.userManagement.actions.resetSecondFactors }).click();
    await admin
      .getByRole('alertdialog')
      .getByRole('button', { name: peopleCopy.userManagement.actions.resetSecondFactors })
      .click();
    await admin.getByText(peopleCopy.userManagement.secondFactorsReset('tess@example.com')).first().waitFor();
    await password(page, 'tess@example.com');
    await home(page);
    await admin.context().close();
    await page.context().close();
  });

  it('policy on: a user without a factor is taken to enrolment, where nothing else works', async () => {
    const admin = await open();
    await password(admin, run.server.adminEmail, run.server.adminPassword);
    await home(admin);
    const company = (await (await admin.request.get('/api/companies/auth')).json()) as {
      data: { companyId: string };
    };
    await admin.goto(paths.companySettings.replace(':companyId', company.data.companyId));
    await admin
      .getByRole('radio', { name: settingsCopy.company.secondFactorPolicyEveryone, exact: true })
      .click();
    await admin.getByRole('button', { name: settingsCopy.company.save }).click();
    // The admin has no second factor either: the next request takes them to enrolment.
    await admin.goto(paths.home);
    await admin.waitForURL(`**${paths.enrolSecondFactor}`);
    await admin.getByRole('heading', { level: 1, name: securityCopy.enrol.title }).waitFor();
    const refused = await admin.request.get('/api/users/all');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({
      error: secondFactorMessages.enrolmentRequired,
      reason: 'second-factor-enrolment-required',
    });
    // Enrolment from there leads home, and everything answers again.
    await admin.getByRole('button', { name: securityCopy.enrol.start }).click();
    await enrolInDialog(admin);
    await home(admin);
    expect((await admin.request.get('/api/users/all')).status()).toBe(200);

    // Another user without a factor signs in with the password and lands on enrolment, with Log Out.
    const page = await open();
    await password(page, 'tess@example.com');
    await page.waitForURL(`**${paths.enrolSecondFactor}`);
    expect((await page.request.get('/api/permissions')).status()).toBe(403);
    await page.getByRole('button', { name: securityCopy.enrol.logOut }).click();
    await page.waitForURL('**/login');
    await admin.context().close();
    await page.context().close();
  });
});
