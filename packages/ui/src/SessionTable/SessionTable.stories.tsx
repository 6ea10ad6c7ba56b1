import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionTable } from './SessionTable';
import { exampleSessionLabels, exampleSessions } from './SessionTable.fixtures';

const meta = {
  title: 'Components/SessionTable',
  component: SessionTable,
  args: { rows: exampleSessions, labels: exampleSessionLabels, onEnd: fn() },
} satisfies Meta<typeof SessionTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Driven by args. */
export const Playground: Story = {};

/** The current session is marked and has no End; every other row's End names its session and asks the caller. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row');
    await expect(within(rows[1] as HTMLElement).getByText(exampleSessionLabels.current)).toBeVisible();
    await expect(within(rows[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'End Safari 18 · iOS 18.0' }));
    await expect(args.onEnd).toHaveBeenCalledWith('s2');
    await userEvent.click(canvas.getByRole('button', { name: 'End Unknown browser' }));
    await expect(args.onEnd).toHaveBeenCalledWith('s3');
  },
};
