import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiCopy } from '../copy';
import { StepUpDialog } from './StepUpDialog';
import { stepUpLabels } from './StepUpDialog.fixtures';

const meta = {
  title: 'Components/StepUpDialog/Features',
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

const dialogOf = async () =>
  within(await within(document.body).findByRole('dialog', { name: stepUpLabels.title }));

/** Nothing typed yet: the password field has focus and Confirm is disabled. */
export const Idle: Story = {
  play: async () => {
    const dialog = await dialogOf();
    await waitFor(() =>
      expect(dialog.getByLabelText(stepUpLabels.password, { selector: 'input' })).toHaveFocus(),
    );
    await expect(dialog.getByRole('button', { name: stepUpLabels.confirm })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: uiCopy.common.cancel })).toBeEnabled();
  },
};

/** The password was wrong: the server's words above the emptied field, the dialog still open for another try. */
export const WrongPassword: Story = {
  args: {
    error: 'The password is not correct',
    onConfirm: fn(() => Promise.reject(new Error('refused'))),
  },
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await expect(dialog.getByRole('alert')).toHaveTextContent('The password is not correct');
    const field = dialog.getByLabelText(stepUpLabels.password, { selector: 'input' });
    await userEvent.type(field, 'not my password{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('not my password');
    await waitFor(() => expect(field).toHaveValue(''));
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** Too many wrong passwords: the throttle's words; trying again waits, Cancel is the way out. */
export const Throttled: Story = {
  args: { error: 'Too many attempts. Please wait and try again.' },
  play: async ({ args }) => {
    const dialog = await dialogOf();
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait and try again.',
    );
    await userEvent.click(dialog.getByRole('button', { name: uiCopy.common.cancel }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** Confirming: the button is busy and Cancel waits until the proof is answered. */
export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  play: async () => {
    const dialog = await dialogOf();
    await userEvent.type(
      dialog.getByLabelText(stepUpLabels.password, { selector: 'input' }),
      'a password{Enter}',
    );
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: stepUpLabels.confirm })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(dialog.getByRole('button', { name: uiCopy.common.cancel })).toBeDisabled();
  },
};

/**
 * A user with a passkey or security key is offered it: the button runs the app's ceremony and shows it busy; when
 * the browser refuses, the app's words show and the dialog stays open for the password.
 */
export const WithKey: Story = {
  args: {
    onConfirmCode: fn(() => Promise.resolve()),
    onConfirmKey: fn(() => Promise.reject(new Error('cancelled'))),
    error: 'The passkey or security key was not accepted',
  },
  play: async ({ args }) => {
    const dialog = await dialogOf();
    const key = dialog.getByRole('button', { name: uiCopy.stepUp.useKey });
    await userEvent.click(key);
    await expect(args.onConfirmKey).toHaveBeenCalledOnce();
    await expect(dialog.getByRole('alert')).toHaveTextContent('The passkey or security key was not accepted');
    await waitFor(() => expect(key).not.toHaveAttribute('aria-busy', 'true'));
    await expect(dialog.getByLabelText(stepUpLabels.password, { selector: 'input' })).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
