import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { commonCopy, peopleCopy } from '../src/copy';
import { paths } from '../src/routes';
import { adminPage, CSRF, labelled } from './admin';
import { serverAndBrowser } from './setup';

/**
 * End to end, two administrators editing the same role at once, each in their own browser session against the real
 * server: the second save is refused and says the role was changed meanwhile, with what changed; Overwrite saves the
 * second admin's edits over the first's, Reload puts the first admin's change into the form.
 */
const started = serverAndBrowser();
const r = peopleCopy.roles;
const c = commonCopy.conflict;

async function rolesPage(page: Page) {
  await page.goto(paths.roles);
  await page.getByRole('table', { name: r.table }).waitFor();
}

/** Opens the edit dialog of the role named `role` and answers the dialog. */
async function editRole(page: Page, role: string): Promise<Locator> {
  await page.getByRole('button', { name: r.actionsFor(role) }).click();
  await page.getByRole('menuitem', { name: r.edit }).click();
  const dialog = page.getByRole('dialog', { name: r.modal.title });
  await dialog.waitFor();
  return dialog;
}

const nameField = (dialog: Locator) => dialog.getByLabel(labelled(r.modal.role));
const descriptionField = (dialog: Locator) => dialog.getByLabel(labelled(r.modal.description));

async function roleOf(page: Page, id: string) {
  const res = await page.request.get(`/api/user-roles/${id}`);
  return (await res.json()).data as { role: string; description: string; version: number };
}

describe('two administrators edit the same role', () => {
  it('the second save shows the notice; Overwrite saves it over the first, Reload takes the first in', async () => {
    // Two browser contexts, two sign-ins: two sessions of the same company's administrators.
    const [{ page: anna, violations }, { page: ben }] = await Promise.all([
      adminPage(started.browser, started.server),
      adminPage(started.browser, started.server),
    ]);
    const created = await anna.request.post('/api/user-roles', {
      data: { role: 'Panel lead', description: 'Runs the panels.' },
      headers: CSRF,
    });
    expect(created.status()).toBe(201);
    const id = (await created.json()).data._id as string;

    // Both open the role; Anna renames it and saves first.
    await Promise.all([rolesPage(anna), rolesPage(ben)]);
    const annaDialog = await editRole(anna, 'Panel lead');
    const benDialog = await editRole(ben, 'Panel lead');
    await nameField(annaDialog).fill('Panel owner');
    await annaDialog.getByRole('button', { name: r.modal.update }).click();
    await annaDialog.waitFor({ state: 'detached' });

    // Ben's save is based on the role as he opened it: refused, and nothing of it saved.
    await descriptionField(benDialog).fill('Runs the panels and their budgets.');
    await benDialog.getByRole('button', { name: r.modal.update }).click();
    const notice = benDialog.getByRole('alert').filter({ hasText: c.title });
    await notice.waitFor();
    expect(await notice.getByRole('definition').first().textContent()).toBe('Panel owner');
    expect(await roleOf(anna, id)).toMatchObject({
      role: 'Panel owner',
      description: 'Runs the panels.',
      version: 2,
    });

    // Overwrite: Ben's edits saved over Anna's, on the version the notice showed.
    await notice.getByRole('button', { name: c.overwrite }).click();
    await benDialog.waitFor({ state: 'detached' });
    expect(await roleOf(ben, id)).toMatchObject({
      role: 'Panel lead',
      description: 'Runs the panels and their budgets.',
      version: 3,
    });
    await ben.getByRole('table', { name: r.table }).getByText('Runs the panels and their budgets.').waitFor();

    // Anna opens the role as it is now (version 3) while Ben renames it again: Reload shows Ben's change.
    await rolesPage(anna);
    const again = await editRole(anna, 'Panel lead');
    const benAgain = await editRole(ben, 'Panel lead');
    await nameField(benAgain).fill('Panel chief');
    await benAgain.getByRole('button', { name: r.modal.update }).click();
    await benAgain.waitFor({ state: 'detached' });
    await nameField(again).fill('Panel captain');
    await again.getByRole('button', { name: r.modal.update }).click();
    const second = again.getByRole('alert').filter({ hasText: c.title });
    await second.waitFor();
    await second.getByRole('button', { name: c.reload }).click();
    await second.waitFor({ state: 'detached' });
    expect(await nameField(again).inputValue()).toBe('Panel chief');
    expect(await descriptionField(again).inputValue()).toBe('Runs the panels and their budgets.');
    expect(await roleOf(anna, id)).toMatchObject({ role: 'Panel chief', version: 4 });

    // From the reloaded role a save goes through.
    await descriptionField(again).fill('Runs every panel.');
    await again.getByRole('button', { name: r.modal.update }).click();
    await again.waitFor({ state: 'detached' });
    expect(await roleOf(anna, id)).toMatchObject({
      role: 'Panel chief',
      description: 'Runs every panel.',
      version: 5,
    });
    expect(violations).toEqual([]);
  });
});
