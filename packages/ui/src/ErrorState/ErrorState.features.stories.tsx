import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { uiCopy } from '../copy';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/ErrorState/Features',
  component: ErrorState,
  args: { onRetry: fn(), message: 'The list could not be loaded.' },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The alert is announced; Tab reaches “Try again” and Enter calls onRetry. */
export const Retry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: uiCopy.common.retry })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** While the retry runs the button shows a spinner and ignores further clicks. */
export const Retrying: Story = { args: { retrying: true } };

/** With the server's error text. */
export const WithServerMessage: Story = {
  args: { message: 'Mailer name must be at least 3 characters (err: VALIDATION_FAILED)' },
};

/** Without onRetry there is no button, e.g. when retrying cannot help. */
export const WithoutRetry: Story = { args: { onRetry: undefined, compact: true } };
