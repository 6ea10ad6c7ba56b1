import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PasskeyList } from './PasskeyList';
import { examplePasskeyLabels, examplePasskeys, longNamedPasskey } from './PasskeyList.fixtures';

const meta = {
  title: 'Components/PasskeyList/Features',
  component: PasskeyList,
  args: { rows: examplePasskeys, labels: examplePasskeyLabels, onRename: fn(), onRemove: fn() },
} satisfies Meta<typeof PasskeyList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** None yet: the app's empty text, no buttons. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No passkeys yet.')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** One passkey. */
export const One: Story = {
  args: { rows: examplePasskeys.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The name shows once in its cell (and again, hidden, in each button's name for screen readers).
    await expect(canvas.getAllByText('Work laptop')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove Work laptop' })).toBeVisible();
  },
};

/** A long name wraps inside its cell; its buttons stay in reach. */
export const LongName: Story = {
  args: { rows: [...examplePasskeys.slice(0, 1), longNamedPasskey] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(longNamedPasskey.name)[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Rename ${longNamedPasskey.name}` })).toBeVisible();
  },
};

/**
 * On a 390×844 phone each passkey stacks as a card: the long name wraps, nothing scrolls sideways, and every row's
 * buttons are in view.
 */
export const AtPhoneWidth: Story = {
  args: { rows: [...examplePasskeys, longNamedPasskey] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const removes = canvas.getAllByRole('button', { name: /^Remove / });
    await expect(removes).toHaveLength(examplePasskeys.length + 1);
    const frame = canvas.getByRole('table').parentElement;
    await expect(frame?.scrollWidth).toBe(frame?.clientWidth);
    for (const remove of removes) {
      await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      );
    }
  },
};
