import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@qone/api-client';
import { fixtureId } from '@qone/api-client/mocks';
import { uiCopy } from '@qone/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commonCopy, peopleCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { RolesPage } from './RolesPage';

const t = peopleCopy.roles;

/** /company-settings/user-management-dashboard/roles: the whole console, against the fake API. */
const meta = {
  title: 'Pages/Roles',
  component: RolesPage,
  decorators: [withConsole],
  parameters: {
    layout: 'fullscreen',
    console: { path: '/company-settings/user-management-dashboard/roles', session: 'admin' },
  },
} satisfies Meta<typeof RolesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function page(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: t.title }, { timeout: 10_000 });
  return canvas;
}
const body = () => within(document.body);
const eventually = (check: () => unknown) => waitFor(check, { timeout: 10_000 });

/** The table of roles, the breadcrumb Home > Settings > User Management > Roles and the add button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(canvas.getByRole('navigation', { name: uiCopy.breadcrumbs.label })).toHaveTextContent(
      /Home.*Settings.*User Management.*Roles/,
    );
    const table = await canvas.findByRole('table', { name: t.table });
    await waitFor(async () => expect(await within(table).findByText('Project lead')).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('button', { name: t.add })).toBeVisible());
  },
};

/** Create: the 'Create New' dialog, Create only with a name, then the new row. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.add }));
    const dialog = within(await body().findByRole('dialog', { name: t.modal.title }));
    const create = dialog.getByRole('button', { name: t.modal.create });
    await expect(create).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Auditor');
    await userEvent.type(dialog.getByRole('textbox', { name: /Description/ }), 'Checks the books');
    await userEvent.click(create);
    await eventually(() => expect(within(canvas.getByRole('table')).getByText('Auditor')).toBeVisible());
  },
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
};

/** Edit: the role's values and an Update button; a taken name is refused with the server's text. */
export const EditTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.actionsFor('Panel manager') }));
    await userEvent.click(await body().findByRole('menuitem', { name: t.edit }));
    const dialog = within(await body().findByRole('dialog', { name: t.modal.title }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await expect(name).toHaveValue('Panel manager');
    await userEvent.clear(name);
    await userEvent.type(name, 'Project lead');
    await userEvent.click(dialog.getByRole('button', { name: t.modal.update }));
    await waitFor(async () =>
      expect(await dialog.findByText('A role with this name already exists')).toBeVisible(),
    );
  },
};

/** Another admin saves the role (through the same fake API) while this dialog is open. */
const saveMeanwhile = (role: string) =>
  fetch(`/api/user-roles/${fixtureId('role', 1)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ role, description: 'Looks after panel members and their data.', baseVersion: 1 }),
  });

/** Opens the edit dialog of 'Panel manager', types a new name, and has another admin rename the role meanwhile. */
async function editWhileSomeoneSaves(canvasElement: HTMLElement) {
  const canvas = await page(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: t.actionsFor('Panel manager') }));
  await userEvent.click(await body().findByRole('menuitem', { name: t.edit }));
  const dialog = within(await body().findByRole('dialog', { name: t.modal.title }));
  const name = dialog.getByRole('textbox', { name: /Name/ });
  await userEvent.clear(name);
  await userEvent.type(name, 'Panel steward');
  await expect((await saveMeanwhile('Panel lead')).status).toBe(200);
  await userEvent.click(dialog.getByRole('button', { name: t.modal.update }));
  await waitFor(async () => expect(await dialog.findByText(commonCopy.conflict.title)).toBeVisible());
  return { canvas, dialog, name };
}

/** Someone else saved the role after the dialog opened: nothing is saved, the notice says what they changed. */
export const ChangedMeanwhile: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await editWhileSomeoneSaves(canvasElement);
    const notice = within(dialog.getByRole('alert'));
    await waitFor(() => expect(notice.getByText(commonCopy.conflict.changes)).toBeVisible());
    await expect(notice.getByRole('definition')).toHaveTextContent('Panel lead');
    await waitFor(() =>
      expect(notice.getByRole('button', { name: commonCopy.conflict.reload })).toBeVisible(),
    );
    await waitFor(() =>
      expect(notice.getByRole('button', { name: commonCopy.conflict.overwrite })).toBeVisible(),
    );
  },
};

/** Reload takes the other admin's version into the form; a save from there goes through. */
export const ChangedMeanwhileReload: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, dialog, name } = await editWhileSomeoneSaves(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: commonCopy.conflict.reload }));
    await eventually(() => expect(name).toHaveValue('Panel lead'));
    await expect(dialog.queryByText(commonCopy.conflict.title)).toBeNull();
    await userEvent.clear(name);
    await userEvent.type(name, 'Panel steward');
    await userEvent.click(dialog.getByRole('button', { name: t.modal.update }));
    await eventually(() =>
      expect(within(canvas.getByRole('table')).getByText('Panel steward')).toBeVisible(),
    );
  },
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
};

/** Overwrite saves this dialog's edits over the other admin's. */
export const ChangedMeanwhileOverwrite: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, dialog } = await editWhileSomeoneSaves(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: commonCopy.conflict.overwrite }));
    await eventually(() => expect(body().queryByRole('dialog')).toBeNull());
    await eventually(() =>
      expect(within(canvas.getByRole('table')).getByText('Panel steward')).toBeVisible(),
    );
    await expect(within(canvas.getByRole('table')).queryByText('Panel lead')).toBeNull();
  },
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
};

/** Delete: the generic confirmation, then the row is gone. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.actionsFor('Panel manager') }));
    await userEvent.click(await body().findByRole('menuitem', { name: t.delete }));
    const confirm = within(await body().findByRole('alertdialog'));
    await waitFor(() => expect(confirm.getByText(commonCopy.deleteItemConfirm)).toBeVisible());
    await userEvent.click(confirm.getByRole('button', { name: uiCopy.common.delete }));
    await eventually(() => expect(within(canvas.getByRole('table')).queryByText('Panel manager')).toBeNull());
  },
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
};

/** No roles yet. */
export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await waitFor(async () => expect(await canvas.findByText(t.empty)).toBeVisible());
  },
};

/** Loading (1.5 s per answer). */
export const Loading: Story = {
  parameters: { scenario: 'slow', visual: { disable: true, reason: 'the skeleton shimmer is animated' } },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The roles could not be read. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await waitFor(async () =>
      expect(await canvas.findByRole('heading', { name: t.loadError })).toBeVisible(),
    );
  },
};
