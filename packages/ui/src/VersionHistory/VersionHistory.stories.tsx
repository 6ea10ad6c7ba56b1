import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VersionHistory } from './VersionHistory';
import { exampleDiff, exampleLabels, exampleVersions } from './VersionHistory.fixtures';

const meta = {
  title: 'Components/VersionHistory',
  component: VersionHistory,
  args: {
    versions: exampleVersions,
    selectedId: 'v2',
    onSelect: fn(),
    diff: exampleDiff,
    onRestore: fn(),
    labels: exampleLabels,
  },
} satisfies Meta<typeof VersionHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The history driven by args. */
export const Playground: Story = {};

/** Version 2 compared with the current content: changes marked, the unchanged middle folded; Restore asks the caller. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Version 2 → current' })).toBeVisible();
    await expect(canvas.getByText('… 6 unchanged lines')).toBeVisible();
    await expect(canvasElement.querySelectorAll('ins')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore version 2' }));
    await expect(args.onRestore).toHaveBeenCalledWith('v2');
    await userEvent.click(canvas.getByRole('button', { name: /Version 1/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('v1');
  },
};
