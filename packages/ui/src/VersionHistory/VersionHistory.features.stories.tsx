import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ErrorState } from '../ErrorState';
import { VersionHistory } from './VersionHistory';
import { exampleDiff, exampleLabels, exampleVersions } from './VersionHistory.fixtures';

const meta = {
  title: 'Components/VersionHistory/Features',
  component: VersionHistory,
  args: {
    versions: exampleVersions,
    selectedId: 'v1',
    onSelect: fn(),
    diff: exampleDiff,
    onRestore: fn(),
    labels: exampleLabels,
  },
} satisfies Meta<typeof VersionHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current version chosen: nothing to restore, nothing changed. */
export const CurrentVersion: Story = {
  args: { selectedId: 'v3', diff: [{ kind: 'same', text: '<p>Same</p>' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This version is the same as the current one.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Restore version 3' })).toBeNull();
  },
};

/** While the caller loads the chosen version. */
export const LoadingDiff: Story = {
  args: { diff: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the version…');
  },
};

/** A restore in progress. */
export const Restoring: Story = {
  args: { restoring: true },
  parameters: { visual: { disable: true, reason: 'the button spinner is animated' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Restore version 1/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A single version (a new template): only it, marked current. */
export const OneVersion: Story = {
  args: {
    versions: [exampleVersions[2] ?? exampleVersions[0]].flatMap((v) => (v ? [v] : [])),
    selectedId: null,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('current')).toBeVisible();
  },
};

/** The versions could not be loaded: the caller's error. */
export const WithError: Story = {
  args: { error: <ErrorState compact message="An error occured while fetching" />, selectedId: null },
};
