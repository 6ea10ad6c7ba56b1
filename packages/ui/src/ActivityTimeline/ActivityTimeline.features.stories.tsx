import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { ActivityTimeline } from './ActivityTimeline';
import { exampleTimeline, manyEvents } from './ActivityTimeline.fixtures';

const meta = {
  title: 'Components/ActivityTimeline/Features',
  component: ActivityTimeline,
  args: {
    items: exampleTimeline,
    labels: { list: 'Activity' },
    empty: (
      <EmptyState
        title="No activity matches these filters"
        action={<Button onClick={fn()}>Clear filters</Button>}
      />
    ),
    onLoadMore: fn(),
  },
} satisfies Meta<typeof ActivityTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

const entry = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('button', { name });
const panelOf = (button: HTMLElement) =>
  within(document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement);

/** An entry opens and closes by keyboard; its disclosure says whether it is open. */
export const OpenByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const button = entry(canvasElement, /changed the settings of Acme/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = panelOf(button);
    await expect(panel.getByText('billing@example.com').closest('del')).not.toBeNull();
    await expect(panel.getByText('invoices@example.com').closest('ins')).not.toBeNull();
    await expect(panel.getByText(uiCopy.changeDiff.none)).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A long text as a line diff: removed and added lines marked − and + and named for screen readers. */
export const LongDiff: Story = {
  play: async ({ canvasElement }) => {
    const button = entry(canvasElement, /saved a draft/);
    await userEvent.click(button);
    const panel = panelOf(button);
    await expect(panel.getByText('Backups are kept for 30 days.').closest('del')).toHaveTextContent(
      `${uiCopy.changeDiff.removedLine} − Backups are kept for 30 days.`,
    );
    await expect(
      panel.getByText('Deleted accounts are erased within 14 days.').closest('ins'),
    ).toHaveTextContent(`${uiCopy.changeDiff.addedLine} + Deleted accounts are erased within 14 days.`);
  },
};

/** Access switches as the flags granted and those removed. */
export const AccessDiff: Story = {
  play: async ({ canvasElement }) => {
    const button = entry(canvasElement, /changed the access/);
    await userEvent.click(button);
    const panel = panelOf(button);
    const granted = panel.getByRole('list', { name: uiCopy.changeDiff.granted });
    await expect(
      within(granted)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['+ Contacts', '+ Spring panel: Export']);
    await expect(panel.getByRole('list', { name: uiCopy.changeDiff.revoked })).toHaveTextContent('Settings');
  },
};

/** A list as the items added and removed. */
export const ListDiff: Story = {
  play: async ({ canvasElement }) => {
    const button = entry(canvasElement, /changed Welcome mail/);
    await userEvent.click(button);
    const panel = panelOf(button);
    await expect(panel.getByRole('list', { name: uiCopy.changeDiff.added })).toHaveTextContent('welcome');
    await expect(panel.getByRole('list', { name: uiCopy.changeDiff.removed })).toHaveTextContent('mail');
  },
};

/** An event that recorded no field says so when opened. */
export const NoFieldChanges: Story = {
  play: async ({ canvasElement }) => {
    const button = entry(canvasElement, /signed out of their other sessions/);
    await userEvent.click(button);
    await expect(panelOf(button).getByText(uiCopy.activityTimeline.noChanges)).toBeVisible();
  },
};

/**
 * Hundreds of events: the end of the list scrolling into view asks for older ones (infinite scroll); the Load older
 * button does the same by keyboard.
 */
export const Many: Story = {
  args: { items: manyEvents(300), hasMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(300);
    const more = canvas.getByRole('button', { name: uiCopy.activityTimeline.loadOlder });
    more.scrollIntoView();
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
    const calls = (args.onLoadMore as ReturnType<typeof fn>).mock.calls.length;
    more.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(calls + 1);
  },
  parameters: { visual: { disable: true, reason: 'three hundred rows: the first screen is Default' } },
};

/** Older events loading. */
export const LoadingMore: Story = {
  args: { hasMore: true, loadingMore: true },
  parameters: { visual: { disable: true, reason: 'the spinner is animated' } },
};

/** The first page is loading. */
export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Activity');
  },
  parameters: { visual: { disable: true, reason: 'the skeleton shimmer is animated' } },
};

/** Nothing matches: the caller's empty state, with its way out. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No activity matches these filters')).toBeVisible();
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** The record could not be read: the caller's error. */
export const ErrorLoading: Story = {
  args: {
    items: [],
    error: <ErrorState compact message="The activity could not be loaded." onRetry={fn()} />,
  },
};

/** A record's own short history: every entry's changes shown at once (no disclosure). */
export const Open: Story = {
  args: { collapsible: false, items: exampleTimeline.slice(1, 4) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button', { expanded: false })).toHaveLength(0);
    await expect(canvas.getByText('invoices@example.com')).toBeVisible();
  },
};

/** At 390 px: sentences wrap, a change's field sits above its values, the line diff wraps inside the page. */
export const AtPhoneWidth: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(entry(canvasElement, /saved a draft/));
    await userEvent.click(entry(canvasElement, /changed the access/));
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};
