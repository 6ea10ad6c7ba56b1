import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StepUpDialog } from './StepUpDialog';
import { stepUpLabels } from './StepUpDialog.fixtures';

const meta = {
  title: 'Components/StepUpDialog',
  component: StepUpDialog,
  args: {
    open: true,
    labels: stepUpLabels,
    onConfirm: fn(() => Promise.resolve()),
    onCancel: fn(),
  },
} satisfies Meta<typeof StepUpDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by args. */
export const Playground: Story = {};

/**
 * Focus starts in the password field, Confirm waits for a password; Escape cancels, Enter confirms.
 */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: stepUpLabels.title }));
    const field = dialog.getByLabelText(stepUpLabels.password, { selector: 'input' });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(dialog.getByRole('button', { name: stepUpLabels.confirm })).toBeDisabled();
    // Escape cancels (the app closes the dialog; here it stays open, as the story holds `open`).
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.type(field, 'correct horse battery staple{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('correct horse battery staple');
  },
};
