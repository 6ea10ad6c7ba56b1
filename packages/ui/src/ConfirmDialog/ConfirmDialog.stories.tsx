import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    message: 'Are you sure you want to delete user ada@example.com ?',
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
    variant: 'danger',
    trigger: <Button variant="danger">Delete User</Button>,
  },
  argTypes: { variant: { control: 'inline-radio', options: ['danger', 'primary'] } },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The user-management delete confirmation, opened from its button, driven by args. */
export const Playground: Story = {};

/** Keyboard use: focus starts on Cancel, Tab reaches Delete, Escape cancels and focus returns to the trigger. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: 'Delete User' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: uiCopy.confirmDialog.title });
    await expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete user ada@example.com ?',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: uiCopy.common.cancel })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: uiCopy.common.delete })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Confirming with Enter calls onConfirm and closes.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('alertdialog');
    await waitFor(() => expect(body.getByRole('button', { name: uiCopy.common.cancel })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
