import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TrackingCodeList } from './TrackingCodeList';
import { exampleCodes, exampleLabels } from './TrackingCodeList.fixtures';

const meta = {
  title: 'Components/TrackingCodeList',
  component: TrackingCodeList,
  args: { codes: exampleCodes, labels: exampleLabels, onAdd: fn(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof TrackingCodeList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list driven by args. */
export const Playground: Story = {};

/** Two codes, one in the head and one in the body; their snippets are shown as text. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Tracking codes' })).toBeVisible();
    await expect(canvas.getByText(exampleCodes[0]?.code ?? '')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Conversion pixel' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'pixel' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add Tracking Code' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};
