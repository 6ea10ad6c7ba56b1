import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/ConfirmDialog/Features',
  component: ConfirmDialog,
  args: {
    defaultOpen: true,
    message: 'Are you sure you want to delete this item?',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The templates list's confirmation, open. */
export const Open: Story = {};

/** The caller is deleting: the confirm button shows a spinner and Cancel waits. */
export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: uiCopy.common.cancel })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: uiCopy.common.delete })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A long e-mail address wraps instead of stretching the dialog. */
export const WithLongEmail: Story = {
  args: {
    message:
      'Are you sure you want to delete user maximiliane.alexandra.konstanze.von.hohenzollern-sigmaringen@a-very-long-company-domain.example.com ?',
  },
};

/** A non-destructive confirmation with a primary button and its own labels. */
export const PrimaryVariant: Story = {
  args: {
    variant: 'primary',
    title: 'Reinvite User',
    message: 'Send a new invitation to ada@example.com?',
    confirmLabel: 'Reinvite User',
  },
};

/** `onConfirm` returns a promise: the dialog stays busy until it resolves, then closes. */
export const AsyncConfirm: Story = {
  args: {
    defaultOpen: false,
    trigger: <Button variant="danger">{uiCopy.common.delete}</Button>,
    onConfirm: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 50))),
  },
  play: async ({ canvasElement, args }) => {
    const body = within(document.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: uiCopy.common.delete }));
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: uiCopy.common.delete }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The action cannot be taken now: the message says why, Delete is disabled and Cancel is the way out. */
export const ConfirmDisabled: Story = {
  args: {
    title: 'Delete Confirmation',
    message: 'Project managers still has 7 members. Move them to another group before deleting it.',
    confirmDisabled: true,
  },
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByRole('button', { name: uiCopy.common.delete })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: uiCopy.common.cancel })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
