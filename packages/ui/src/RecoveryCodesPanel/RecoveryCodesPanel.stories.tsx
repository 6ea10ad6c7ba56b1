import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { uiCopy } from '../copy';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

const codes = [
  'K7Q2M-9XH4T',
  'P3VZ8-RW2NC',
  'H6JD1-QY7KE',
  'B9TXF-5MG3A',
  'N2WC4-ZR8PJ',
  'E5YH7-1KQ6V',
  'T8MB3-GX9DW',
  'A4RN6-CJ2ZF',
  'W1PK9-HV5QM',
  'G7ZE2-YB4TR',
];

const meta = {
  title: 'Components/RecoveryCodesPanel',
  component: RecoveryCodesPanel,
  args: { codes, onDone: fn(), writeClipboard: fn(async () => undefined) },
} satisfies Meta<typeof RecoveryCodesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ten codes, shown once: Done waits for "I have saved these codes". */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: uiCopy.recoveryCodes.list });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const done = canvas.getByRole('button', { name: uiCopy.recoveryCodes.done });
    await expect(done).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: uiCopy.recoveryCodes.saved }));
    await expect(done).toBeEnabled();
    await userEvent.click(done);
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** Copy puts every code on the clipboard, one a line, and says so. */
export const Copied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: uiCopy.recoveryCodes.copy }));
    await expect(args.writeClipboard).toHaveBeenCalledWith(`${codes.join('\n')}\n`);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: uiCopy.recoveryCodes.copied })).toBeVisible(),
    );
  },
};
