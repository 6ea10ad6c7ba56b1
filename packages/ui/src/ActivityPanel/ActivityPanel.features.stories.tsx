import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '../ErrorState';
import { ActivityPanel } from './ActivityPanel';
import { activityLabels, exampleActivity } from './ActivityPanel.fixtures';

const meta = {
  title: 'Components/ActivityPanel/Features',
  component: ActivityPanel,
  args: { items: exampleActivity, labels: activityLabels, onLoadMore: fn() },
} satisfies Meta<typeof ActivityPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first; each change read out as a sentence; older events by keyboard. */
export const History: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Activity of Ben Keller' })).getAllByRole(
      'listitem',
      {
        name: (_name, element) => element.parentElement?.tagName === 'OL',
      },
    );
    await expect(items[0]).toHaveTextContent(/moved Ben Keller/);
    await expect(
      canvas.getByLabelText('Permission group changed from Viewers to Project managers'),
    ).toBeVisible();
    canvas.getByRole('button', { name: 'Show older' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** Older events loading. */
export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  parameters: { visual: { disable: true, reason: 'the spinner is animated' } },
};

/** Nothing has happened yet. */
export const Empty: Story = { args: { items: [] } };

/** The first page is loading. */
export const Loading: Story = {
  args: { items: [], loading: true },
  parameters: { visual: { disable: true, reason: 'the skeleton shimmer is animated' } },
};

/** The history could not be read. */
export const ErrorLoading: Story = {
  args: { items: [], error: <ErrorState compact message="An error occured while fetching" onRetry={fn()} /> },
};

/** Long values (a description, a long address) wrap. */
export const LongText: Story = {
  args: {
    items: [
      {
        id: 'long',
        summary:
          'Anna Maria Schmidt-Leutheusser von Hohenberg changed the description of Regional project managers',
        at: '15 Jun 2025, 11:02',
        dateTime: '2025-06-15T11:02:00Z',
        changes: [
          {
            field: 'Description',
            before: 'Runs projects and surveys, no access to company settings.',
            after:
              'Runs the projects of one region with the panels of that region and nothing else, reporting monthly.',
          },
        ],
      },
    ],
  },
};
