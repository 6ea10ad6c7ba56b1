import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConflictNotice } from './ConflictNotice';

const meta = {
  title: 'Components/ConflictNotice/Features',
  component: ConflictNotice,
  args: {
    labels: {
      title: 'Changed by someone else',
      reload: 'Reload',
      overwrite: 'Overwrite',
      changes: 'They changed:',
    },
    children: 'Someone else saved this record after you opened it. Your changes were not saved.',
    onReload: fn(),
    onOverwrite: fn(),
  },
} satisfies Meta<typeof ConflictNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as an alert; Tab reaches Reload, then Overwrite, and Enter calls each. */
export const ReloadOrOverwrite: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Changed by someone else');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Overwrite' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOverwrite).toHaveBeenCalledTimes(1);
  },
};

/** What the other person changed, field by field, with what each holds now (long text wraps). */
export const WithChanges: Story = {
  args: {
    changes: [
      { field: 'Role', value: 'Programme lead' },
      {
        field: 'Description',
        value: 'Owns programmes end to end, from the first brief to the last report sent to the client.',
      },
    ],
  },
};

/** While the overwrite is saved: Overwrite is busy and Reload waits. */
export const Overwriting: Story = {
  args: { overwriting: true, changes: [{ field: 'Alias', value: 'Acme News' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Overwrite/ })).toHaveAttribute('aria-busy', 'true');
  },
};
