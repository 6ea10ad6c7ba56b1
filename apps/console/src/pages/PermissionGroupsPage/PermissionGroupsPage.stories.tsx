import { groupId, type MockDb, makeAccessFlags } from '@qone/api-client/mocks';
import { uiCopy } from '@qone/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commonCopy, peopleCopy, validationCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { PermissionGroupsPage } from './PermissionGroupsPage';

const t = peopleCopy.groups;

/** /company-settings/permission-group: the whole console, against the fake API. */
const meta = {
  title: 'Pages/Permission groups',
  component: PermissionGroupsPage,
  decorators: [withConsole],
  parameters: {
    layout: 'fullscreen',
    console: { path: '/company-settings/permission-group', session: 'admin' },
  },
} satisfies Meta<typeof PermissionGroupsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function page(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: t.title }, { timeout: 10_000 });
  return canvas;
}
const body = () => within(document.body);
const eventually = (check: () => unknown) => waitFor(check, { timeout: 10_000 });

/** The table: Group Name, Member, Description, Access To (in words), Action. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const table = await canvas.findByRole('table', { name: t.table });
    for (const header of [t.name, t.member, t.descriptionColumn, t.accessTo, t.action]) {
      await waitFor(() =>
        expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeVisible(),
      );
    }
    await waitFor(async () =>
      expect(await within(table).findByText(/Projects \(General settings\)/)).toBeVisible(),
    );
    await waitFor(() => expect(within(table).getByText(t.noAccess)).toBeVisible());
  },
};

/** Create: the product's messages, Save only when changed and valid; the new group in the table. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.add }));
    const dialog = within(await body().findByRole('dialog', { name: t.createTitle }));
    const name = dialog.getByRole('textbox', { name: /Name/ });
    const description = dialog.getByRole('textbox', { name: /Description/ });
    await userEvent.click(name);
    await userEvent.click(description);
    await waitFor(async () =>
      expect(await dialog.findByText(validationCopy.groupNameRequired)).toBeVisible(),
    );
    await userEvent.type(description, 'Too short');
    await waitFor(async () =>
      expect(await dialog.findByText(validationCopy.descriptionTooShortNew)).toBeVisible(),
    );
    await userEvent.clear(description);
    await waitFor(async () =>
      expect(await dialog.findByText(validationCopy.descriptionRequired)).toBeVisible(),
    );
    await expect(dialog.getByRole('button', { name: t.save })).toBeDisabled();
    await userEvent.type(name, 'Auditors');
    await userEvent.type(description, 'Reads the books of every project and panel.');
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await eventually(() => expect(within(canvas.getByRole('table')).getByText('Auditors')).toBeVisible());
  },
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
};

/** Edit: 'Description too short' under 20 characters; a taken name refused with the server's text. */
export const EditTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.actionsFor('Viewers') }));
    await userEvent.click(await body().findByRole('menuitem', { name: t.edit }));
    const dialog = within(await body().findByRole('dialog', { name: t.editTitle }));
    const description = dialog.getByRole('textbox', { name: /Description/ });
    await userEvent.clear(description);
    await userEvent.type(description, 'Read only');
    await waitFor(async () =>
      expect(await dialog.findByText(validationCopy.descriptionTooShortEdit)).toBeVisible(),
    );
    await userEvent.type(description, ' accounts of the company');
    const name = dialog.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Administration');
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await waitFor(async () =>
      expect(await dialog.findByText('A permission group with this name already exists')).toBeVisible(),
    );
  },
};

/**
 * A user manager (only `settings`) is offered no Edit for a group giving more than that — its name is what a full
 * administrator picks it by — but still edits their own group and one giving less.
 */
export const EditOnlyWithinOwnAccess: Story = {
  parameters: {
    arrange: (db: MockDb) => {
      const own = db.findGroup(groupId(0));
      if (own) own.access = makeAccessFlags(false, { settings: true });
    },
    visual: { disable: true, reason: 'the menus are what it checks; Default has the table' },
  },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const items = async (group: string) => {
      await userEvent.click(await canvas.findByRole('button', { name: t.actionsFor(group) }));
      const menu = within(await body().findByRole('menu'));
      const names = menu.getAllByRole('menuitem').map((item) => item.textContent);
      await userEvent.keyboard('{Escape}');
      await eventually(() => expect(body().queryByRole('menu')).toBeNull());
      return names;
    };
    await eventually(async () => expect(await items('Content editors')).not.toContain(t.edit));
    await expect(await items('Project managers')).not.toContain(t.edit);
    await expect(await items('Viewers')).toContain(t.edit);
    await expect(await items('Administration')).toContain(t.edit);
  },
};

/** A group with members cannot be deleted: the dialog says so and Delete is disabled. */
export const DeleteWithMembers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.actionsFor('Viewers') }));
    await userEvent.click(await body().findByRole('menuitem', { name: t.delete }));
    const confirm = within(await body().findByRole('alertdialog'));
    await waitFor(() => expect(confirm.getByText(t.hasMembers('Viewers', 1))).toBeVisible());
    await expect(confirm.getByRole('button', { name: uiCopy.common.delete })).toBeDisabled();
  },
};

/** An empty group is deleted after the generic confirmation. */
export const DeleteEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.add }));
    const dialog = within(await body().findByRole('dialog', { name: t.createTitle }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Temporary');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Description/ }),
      'Made to be deleted right away.',
    );
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await userEvent.click(
      await canvas.findByRole('button', { name: t.actionsFor('Temporary') }, { timeout: 10_000 }),
    );
    await userEvent.click(await body().findByRole('menuitem', { name: t.delete }));
    const confirm = within(await body().findByRole('alertdialog'));
    await waitFor(() => expect(confirm.getByText(commonCopy.deleteItemConfirm)).toBeVisible());
    await userEvent.click(confirm.getByRole('button', { name: uiCopy.common.delete }));
    await eventually(() => expect(within(canvas.getByRole('table')).queryByText('Temporary')).toBeNull());
  },
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
};

/** No groups yet. */
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

/** The groups could not be read. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await waitFor(async () =>
      expect(await canvas.findByRole('heading', { name: t.loadError })).toBeVisible(),
    );
  },
};
