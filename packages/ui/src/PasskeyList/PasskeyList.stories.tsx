import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasskeyList } from './PasskeyList';
import { examplePasskeyLabels, examplePasskeys } from './PasskeyList.fixtures';

const meta = {
  title: 'Components/PasskeyList',
  component: PasskeyList,
  args: { rows: examplePasskeys, labels: examplePasskeyLabels, onRename: fn(), onRemove: fn() },
} satisfies Meta<typeof PasskeyList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by args. */
export const Playground: Story = {};

/** Several: each row names its kind and dates (“Never” when unused); Rename and Remove name their passkey. */
export const Many: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(examplePasskeys.length + 1);
    await expect(canvas.getByText('Security key')).toBeVisible();
    await expect(canvas.getByText('Never')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Phone' }));
    await expect(args.onRename).toHaveBeenCalledWith('p3');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove YubiKey 5C' }));
    await expect(args.onRemove).toHaveBeenCalledWith('p2');
  },
};
