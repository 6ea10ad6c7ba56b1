import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
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

/**
 * At 390 px each session stacks as a card (browser, sign-in, last activity, End one under the other): nothing scrolls
 * sideways, End is in view, and the dates say what they are.
 */
export const AtPhoneWidth: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: exampleSessionLabels.table });
    const frame = table.parentElement;
    await expect(frame?.scrollWidth).toBe(frame?.clientWidth);
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    await expect(frame?.scrollHeight).toBe(frame?.clientHeight);
    const ends = canvas.getAllByRole('button', { name: new RegExp(`^${exampleSessionLabels.end}`) });
    await expect(ends).toHaveLength(2);
    const [end] = ends;
    const box = end?.getBoundingClientRect();
    await expect(box && box.right <= document.documentElement.clientWidth).toBe(true);
    // The header row is hidden; each card names its dates.
    await expect(canvas.getAllByText(exampleSessionLabels.lastActive).at(-1)).toBeVisible();
    if (end) await userEvent.click(end);
    await expect(args.onEnd).toHaveBeenCalledOnce();
  },
};
