import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ErrorState } from '../ErrorState';
import { SessionTable } from './SessionTable';
import { exampleSessionLabels, exampleSessions } from './SessionTable.fixtures';

const meta = {
  title: 'Components/SessionTable/Features',
  component: SessionTable,
  args: { rows: exampleSessions, labels: exampleSessionLabels, onEnd: fn() },
} satisfies Meta<typeof SessionTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Only this session: nothing to end. */
export const OnlyThisSession: Story = {
  args: { rows: exampleSessions.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(exampleSessionLabels.current)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** No sessions (the caller's list came back empty): the app's empty text. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No other sessions.')).toBeVisible();
  },
};

/** The caller is fetching: skeleton rows, the table busy. */
export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The read failed: the caller's error in place of the rows. */
export const Failed: Story = {
  args: {
    rows: [],
    error: <ErrorState title="Your sessions could not be loaded" message="An error occured while fetching" />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your sessions could not be loaded')).toBeVisible();
  },
};
