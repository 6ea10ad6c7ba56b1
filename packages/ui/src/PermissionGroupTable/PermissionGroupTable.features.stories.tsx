import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ErrorState } from '../ErrorState';
import { PermissionGroupTable } from './PermissionGroupTable';
import { exampleGroupRows, groupTableLabels } from './PermissionGroupTable.fixtures';

const meta = {
  title: 'Components/PermissionGroupTable/Features',
  component: PermissionGroupTable,
  args: {
    groups: exampleGroupRows,
    labels: groupTableLabels,
    onEdit: fn(),
    onDelete: fn(),
    permissionsHref: (group) => `#/permissions/${group._id}`,
  },
} satisfies Meta<typeof PermissionGroupTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A row's menu: Edit, Permissions (a link to the access editor) and Delete. */
export const Actions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Actions for Viewers' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await within(document.body).findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Permissions' })).toHaveAttribute(
      'href',
      '#/permissions/g-viewers',
    );
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(exampleGroupRows[2]);
  },
};

/** A row the viewer may not edit (its group gives more than they hold) offers no Edit; the others still do. */
export const EditOnlyWithinAccess: Story = {
  args: { canEdit: (group) => group._id !== 'g-admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Actions for Administration' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await within(document.body).findByRole('menu'));
    await expect(menu.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Permissions' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    canvas.getByRole('button', { name: 'Actions for Viewers' }).focus();
    await userEvent.keyboard('{Enter}');
    const other = within(await within(document.body).findByRole('menu'));
    await waitFor(() => expect(other.getByRole('menuitem', { name: 'Edit' })).toBeVisible());
  },
};

/** Sorted by member count from the column header. */
export const SortByMembers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Member/ }));
    const names = canvas
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    await expect(names).toEqual(['Viewers', 'Administration', 'Project managers']);
  },
};

/** No groups yet. */
export const Empty: Story = { args: { groups: [] } };

/** Loading. */
export const Loading: Story = {
  args: { groups: [], loading: true },
  parameters: { visual: { disable: true, reason: 'the skeleton shimmer is animated' } },
};

/** The list could not be read. */
export const ErrorLoading: Story = {
  args: {
    groups: [],
    error: <ErrorState compact message="An error occured while fetching" onRetry={fn()} />,
  },
};

/** Many groups with long names, descriptions and access lists cut to one line. */
export const Many: Story = {
  args: {
    groups: Array.from({ length: 40 }, (_, n) => ({
      _id: `g-${n}`,
      name: n % 5 === 0 ? `Regional project managers for the consumer panels ${n}` : `Group ${n}`,
      member: (n * 37) % 500,
      description:
        'Runs the projects of one region, with the panels of that region and nothing else. '.repeat(2),
      accessTo:
        n % 3 === 0 ? [] : ['Projects', 'Surveys', 'Survey Designer', 'Panels (12 panels)', 'Contacts'],
    })),
  },
};
