import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The kit's words from its catalogue file alone: this runs in Node, without the kit's React entry point.
import { uiCopy } from '../../../packages/ui/src/copy/en';
import { authCopy, commonCopy, frameCopy, homeCopy, peopleCopy, validationCopy } from '../src/copy';
import { launchBrowser, linkFromMail, newPage, type RunningServer, startServer } from './harness';

/**
 * End to end, people and permissions in Debian's Chromium against the real server: inviting (one person, then a list
 * with a bad row), registering from the mailed link, reinviting (the old link refused), deleting; roles and groups
 * with their dialogs; switching a group's access by keyboard, with Undo, until a member loses the settings menus and
 * gets 403 from the API; and the activity panels listing those changes.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const u = peopleCopy.userManagement;
const g = peopleCopy.groups;
const e = peopleCopy.editor;
const r = peopleCopy.roles;

const labelled = (name: string) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
const field = (scope: Page | Locator, name: string) => scope.getByLabel(labelled(name));

async function open(): Promise<Page> {
  const page = await newPage(browser, server);
  page.setDefaultTimeout(15_000);
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

async function asAdmin(): Promise<Page> {
  const page = await open();
  await logIn(page, server.adminEmail, server.adminPassword);
  return page;
}

async function userManagement(page: Page) {
  await page.goto('/company-settings/user-management-dashboard');
  await page.getByRole('list', { name: u.gridLabel }).waitFor();
}

/** The card of a user in the grid (searched for, so it is in view whatever the company's size). */
async function card(page: Page, email: string): Promise<Locator> {
  const search = page.getByRole('searchbox', { name: u.searchLabel });
  await search.fill(email);
  const found = page
    .getByRole('list', { name: u.gridLabel })
    .getByRole('listitem')
    .filter({ hasText: email });
  await found.waitFor();
  return found;
}

async function cardAction(page: Page, email: string, action: string) {
  const target = await card(page, email);
  await target.getByRole('button', { name: u.actionsFor(email) }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function chooseGroup(scope: Locator, page: Page, group: string) {
  await scope.getByRole('combobox', { name: labelled(peopleCopy.inviteModal.group) }).click();
  await page.getByRole('option', { name: group, exact: true }).click();
}

async function register(link: URL, name: string, password: string) {
  const page = await open();
  await page.goto(link.pathname);
  await field(page, authCopy.fields.name).fill(name);
  await field(page, authCopy.fields.password).fill(password);
  await field(page, authCopy.fields.confirmPassword).fill(password);
  await page.getByRole('button', { name: authCopy.register.submit }).click();
  await page.waitForURL('**/login');
  await page.context().close();
}

/** The history of a user, from their card. */
async function userActivity(page: Page, email: string): Promise<string> {
  await cardAction(page, email, u.actions.activity);
  const dialog = page.getByRole('dialog');
  const list = dialog.getByRole('list', { name: /^Activity of/ });
  await list.waitFor();
  const text = (await list.textContent()) ?? '';
  await page.keyboard.press('Escape');
  return text;
}

describe('user management', () => {
  it('invites a user (Invited, expiring in 7 days), who registers from the mailed link and is then Verified', async () => {
    const page = await asAdmin();
    await userManagement(page);
    await page.getByRole('button', { name: u.invite }).click();
    const dialog = page.getByRole('dialog', { name: peopleCopy.inviteModal.title });
    // The large modal size (its opening animation scales it up to its width).
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(750);
    const create = dialog.getByRole('button', { name: peopleCopy.inviteModal.create });
    expect(await create.isDisabled()).toBe(true);
    await field(dialog, peopleCopy.inviteModal.email).fill('nina.new@example.com');
    await field(dialog, peopleCopy.inviteModal.name).fill('Nina New');
    await chooseGroup(dialog, page, 'Read Only');
    const mailed = server.outbox().length;
    await create.click();
    await dialog.waitFor({ state: 'hidden' });

    const invited = await card(page, 'nina.new@example.com');
    await invited.getByText(u.statuses.invited, { exact: true }).waitFor();
    await invited.getByText(/^expires in 7 days$/).waitFor();

    await register(
      await linkFromMail(server, '/register/', 'nina.new@example.com', mailed),
      'Nina New',
      'violet tractor on a quiet harbour',
    );
    await page.reload();
    const verified = await card(page, 'nina.new@example.com');
    await verified.getByText(u.statuses.verified, { exact: true }).waitFor();
    expect(await verified.textContent()).toContain('Read Only');

    const history = await userActivity(page, 'nina.new@example.com');
    expect(history).toMatch(/invited/);
    expect(history).toMatch(/accepted the invitation/);
    // Her details say who invited her and on which day, from the record (the admin, as named then).
    await cardAction(page, 'nina.new@example.com', u.actions.activity);
    const details = page.getByRole('dialog');
    await details.getByText(u.invitedByLabel, { exact: true }).waitFor();
    expect(await details.locator('dl').textContent()).toMatch(
      new RegExp(`${u.invitedByLabel}\\S.* on \\d{1,2} \\w{3} \\d{4}`),
    );
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('invites a pasted list into one group: every row answered, the bad row invalid, nobody half-invited', async () => {
    const page = await asAdmin();
    await userManagement(page);
    const mailsBefore = server.outbox().length;
    await page.getByRole('button', { name: u.invite }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: peopleCopy.inviteModal.many }).click();
    await field(dialog, peopleCopy.inviteModal.people).fill(
      [
        'Olga One <olga.one@example.com>',
        'Paul Two, paul.two@example.com',
        'Quinn Broken <quinn@broken>',
      ].join('\n'),
    );
    await chooseGroup(dialog, page, 'Read Only');
    // The invalid row is not counted (it will not be invited) but is still sent, and answered as invalid.
    await dialog.getByRole('button', { name: peopleCopy.inviteModal.inviteMany(2) }).click();
    await dialog.getByText(peopleCopy.inviteModal.summary(2, 3)).waitFor();
    const results = dialog.getByRole('region', { name: peopleCopy.inviteModal.results });
    expect(await results.getByText(peopleCopy.inviteModal.outcomes.invalid, { exact: true }).count()).toBe(1);
    expect(await results.textContent()).toContain(validationCopy.invalidEmail);
    // The mails go out just after the answer (the server's outbox worker).
    await expect.poll(() => server.outbox().length - mailsBefore).toBe(2);
    await page.keyboard.press('Escape');

    await (await card(page, 'olga.one@example.com')).getByText(u.statuses.invited, { exact: true }).waitFor();
    await page.getByRole('searchbox', { name: u.searchLabel }).fill('quinn');
    await page.getByRole('heading', { name: u.noMatchTitle }).waitFor();
    await page.context().close();
  });

  it('reinvites: a new link works and the old one is refused', async () => {
    const page = await asAdmin();
    const invite = await page.request.get('/api/permission-groups');
    const group = ((await invite.json()) as { data: { _id: string; name: string }[] }).data.find(
      (candidate) => candidate.name === 'Read Only',
    );
    const invited = server.outbox().length;
    await page.request.post('/api/users', {
      headers: { 'X-Requested-With': 'qone-console' },
      data: { name: 'Rita Resend', email: 'rita.resend@example.com', permissionGroupId: group?._id },
    });
    const oldLink = await linkFromMail(server, '/register/', 'rita.resend@example.com', invited);
    const reinvited = server.outbox().length;
    await userManagement(page);
    await cardAction(page, 'rita.resend@example.com', u.actions.reinvite);
    // Toasts are announced through a live region too: the text is there twice.
    await page.getByText(u.reinvited('rita.resend@example.com')).first().waitFor();
    const newLink = await linkFromMail(server, '/register/', 'rita.resend@example.com', reinvited);
    expect(newLink.pathname).not.toBe(oldLink.pathname);

    const visitor = await open();
    await visitor.goto(oldLink.pathname);
    await visitor.getByRole('heading', { level: 1, name: authCopy.register.expiredTitle }).waitFor();
    await visitor.goto(newLink.pathname);
    await field(visitor, authCopy.fields.name).waitFor();
    await visitor.context().close();
    expect(await userActivity(page, 'rita.resend@example.com')).toMatch(/new invitation/);
    await page.context().close();
  });

  it('deletes a user after the spec’s confirmation: the card says Deleted and only offers a read-only view', async () => {
    const page = await asAdmin();
    await userManagement(page);
    const email = 'anna.schmidt@demo-company.example';
    await cardAction(page, email, u.actions.deleteUser);
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(peopleCopy.deleteUserConfirm(email)).waitFor();
    await confirm.getByRole('button', { name: uiCopy.common.delete }).click();
    const deleted = await card(page, email);
    await deleted.getByText(u.statuses.deleted, { exact: true }).waitFor();
    await deleted.getByRole('button', { name: u.actionsFor(email) }).click();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual([u.actions.view]);
    await page.keyboard.press('Escape');
    await cardAction(page, email, u.actions.view);
    expect(
      await page
        .getByRole('dialog')
        .getByRole('list', { name: /^Activity of/ })
        .textContent(),
    ).toMatch(/deleted/);
    await page.context().close();
  });
});

describe('roles', () => {
  it('creates, edits and deletes a role, each change in the table at once', async () => {
    const page = await asAdmin();
    await page.goto('/company-settings/user-management-dashboard/roles');
    const table = page.getByRole('table', { name: r.table });
    await table.getByText('Owner').waitFor();

    await page.getByRole('button', { name: r.add }).click();
    let dialog = page.getByRole('dialog', { name: r.modal.title });
    await field(dialog, r.modal.role).fill('Auditor');
    await field(dialog, r.modal.description).fill('Checks the books.');
    await dialog.getByRole('button', { name: r.modal.create }).click();
    await table.getByText('Auditor', { exact: true }).waitFor();

    await page.getByRole('button', { name: r.actionsFor('Auditor') }).click();
    await page.getByRole('menuitem', { name: r.edit }).click();
    dialog = page.getByRole('dialog', { name: r.modal.title });
    await field(dialog, r.modal.role).fill('Senior auditor');
    await dialog.getByRole('button', { name: r.modal.update }).click();
    await table.getByText('Senior auditor').waitFor();

    await page.getByRole('button', { name: r.actionsFor('Senior auditor') }).click();
    await page.getByRole('menuitem', { name: r.delete }).click();
    await page.getByRole('alertdialog').getByText(commonCopy.deleteItemConfirm).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: uiCopy.common.delete }).click();
    await table.getByText('Senior auditor').waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('permission groups and the access tree', () => {
  it('creates a group with the product’s validation, edits it, and refuses to delete it while it has members', async () => {
    const page = await asAdmin();
    await page.goto('/company-settings/permission-group');
    const table = page.getByRole('table', { name: g.table });
    await table.getByText('Administration').waitFor();

    await page.getByRole('button', { name: g.add }).click();
    const dialog = page.getByRole('dialog', { name: g.createTitle });
    const save = dialog.getByRole('button', { name: g.save });
    await field(dialog, g.nameField).fill('Auditors');
    await field(dialog, g.descriptionField).fill('Too short');
    await dialog.getByText(validationCopy.descriptionTooShortNew).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await field(dialog, g.descriptionField).fill('Reads the books of every project.');
    await save.click();
    await table.getByText('Auditors', { exact: true }).waitFor();

    await page.getByRole('button', { name: g.actionsFor('Auditors') }).click();
    await page.getByRole('menuitem', { name: g.edit }).click();
    const edit = page.getByRole('dialog', { name: g.editTitle });
    await field(edit, g.descriptionField).fill('Short');
    await edit.getByText(validationCopy.descriptionTooShortEdit).waitFor();
    await field(edit, g.descriptionField).fill('Reads the books of every project and panel.');
    await edit.getByRole('button', { name: g.save }).click();
    await table.getByText('Reads the books of every project and panel.').waitFor();

    await page.getByRole('button', { name: g.actionsFor('Read Only') }).click();
    await page.getByRole('menuitem', { name: g.delete }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/still has/).waitFor();
    expect(await confirm.getByRole('button', { name: uiCopy.common.delete }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: g.actionsFor('Auditors') }).click();
    await page.getByRole('menuitem', { name: g.delete }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: uiCopy.common.delete }).click();
    await table.getByText('Auditors', { exact: true }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('switches access by keyboard (saved, kept after a reload, one undone); a member who loses settings loses its menus and gets 403', async () => {
    const admin = await asAdmin();
    const headers = { 'X-Requested-With': 'qone-console' };
    // A group with settings and a member who signs in.
    const created = await admin.request.post('/api/permission-groups', {
      headers,
      data: { name: 'Office team', description: 'Runs the office and the people of the company.' },
    });
    const group = ((await created.json()) as { data: { _id: string } }).data;
    await admin.request.put(`/api/permission-groups/${group._id}`, {
      headers,
      data: { target: 'settings', id: group._id, value: true, baseVersion: 1 },
    });
    const mailed = server.outbox().length;
    await admin.request.post('/api/users', {
      headers,
      data: { name: 'Mo Member', email: 'mo.member@example.com', permissionGroupId: group._id },
    });
    await register(
      await linkFromMail(server, '/register/', 'mo.member@example.com', mailed),
      'Mo Member',
      'amber kite over a silent valley',
    );
    const member = await open();
    await logIn(member, 'mo.member@example.com', 'amber kite over a silent valley');
    await member.getByRole('link', { name: frameCopy.accountMenu.userManagement }).waitFor();
    expect((await member.request.get('/api/users/all')).status()).toBe(200);

    await admin.goto(`/company-settings/permission-group/permission/${group._id}`);
    const tree = admin.getByRole('tree', { name: e.treeLabel('Office team') });
    await tree.waitFor();
    const row = (name: string) => tree.getByRole('treeitem', { name: new RegExp(`^${name}`) });
    // Keyboard: into the tree, type-ahead to Contacts, Space (on), then Undo from its toast.
    await row(e.flags.projects).focus();
    await admin.keyboard.type('con');
    await expect
      .poll(() => admin.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/^Contacts/);
    await admin.keyboard.press('Space');
    await expect.poll(() => row(e.flags.contacts).getAttribute('aria-checked')).toBe('true');
    const undo = admin.getByRole('button', { name: e.undo }).first();
    await undo.focus();
    await admin.keyboard.press('Enter');
    await expect.poll(() => row(e.flags.contacts).getAttribute('aria-checked')).toBe('false');
    // End to Settings, Space switches it off.
    await row(e.flags.projects).focus();
    await admin.keyboard.press('End');
    await expect
      .poll(() => admin.evaluate(() => document.activeElement?.textContent ?? ''))
      .toMatch(/^Settings/);
    await admin.keyboard.press('Space');
    await expect.poll(() => row(e.flags.settings).getAttribute('aria-checked')).toBe('false');
    await admin.getByText(e.turnedOff(e.flags.settings)).first().waitFor();

    // Kept after a reload.
    await admin.reload();
    await tree.waitFor();
    expect(await row(e.flags.settings).getAttribute('aria-checked')).toBe('false');
    expect(await row(e.flags.contacts).getAttribute('aria-checked')).toBe('false');

    // The member: no Account Settings menus, and 403 from the API.
    await member.goto('/home');
    await member.getByRole('heading', { level: 1, name: homeCopy.title }).waitFor();
    await expect
      .poll(() => member.getByRole('link', { name: frameCopy.accountMenu.userManagement }).count())
      .toBe(0);
    expect((await member.request.get('/api/users/all')).status()).toBe(403);

    // The group's history: both Contacts switches and Settings off.
    const history = admin.getByRole('list', { name: peopleCopy.activity.listLabel('Office team') });
    await history.waitFor();
    expect(await history.getByText(/changed the access of Office team/).count()).toBeGreaterThanOrEqual(3);
    await member.context().close();
    await admin.context().close();
  });
});
