import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ErrorState } from '../ErrorState';
import { RolesTable } from './RolesTable';
import { exampleRoles, rolesLabels } from './RolesTable.fixtures';

const meta = {
  title: 'Components/RolesTable/Features',
  component: RolesTable,
  args: { roles: exampleRoles, labels: rolesLabels, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof RolesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A row's menu by keyboard: Edit and Delete call back with the role. */
export const Actions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Actions for Editor' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(exampleRoles[1]);
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(exampleRoles[1]));
  },
};

/** No roles yet. */
export const Empty: Story = { args: { roles: [] } };

/** Loading. */
export const Loading: Story = {
  args: { roles: [], loading: true },
  parameters: { visual: { disable: true, reason: 'the skeleton shimmer is animated' } },
};

/** The list could not be read. */
export const ErrorLoading: Story = {
  args: { roles: [], error: <ErrorState compact message="An error occured while fetching" onRetry={fn()} /> },
};

/** Many roles, with long names and descriptions cut to one line. */
export const Many: Story = {
  args: {
    roles: Array.from({ length: 60 }, (_, n) => ({
      _id: `role-${n}`,
      role: n % 7 === 0 ? `Regional coordinator for consumer panels ${n}` : `Role ${n}`,
      description:
        'Coordinates the panel operators of a region and reports to the owner every month. '.repeat(2),
    })),
  },
};
