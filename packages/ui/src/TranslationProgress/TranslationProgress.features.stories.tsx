import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TranslationProgress } from './TranslationProgress';
import { exampleProgressLabels } from './TranslationProgress.fixtures';

const meta = {
  title: 'Components/TranslationProgress/Features',
  component: TranslationProgress,
  args: { translated: 3, total: 5, needsReview: 1, labels: exampleProgressLabels },
} satisfies Meta<typeof TranslationProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing translated yet. */
export const NotStarted: Story = {
  args: { translated: 0, total: 7, needsReview: 0 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '0 of 7 translated' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(within(canvasElement).queryByText(/need review/)).toBeNull();
  },
};

/** Complete, in the success colour. */
export const Complete: Story = {
  args: { translated: 7, total: 7, needsReview: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuemax', '7');
    await expect(within(canvasElement).getByText('7 / 7')).toBeVisible();
  },
};

/** Segments to check are counted in a badge. */
export const NeedsReview: Story = {
  args: { translated: 5, total: 7, needsReview: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 need review')).toBeVisible();
  },
};

/** A template without any text to translate. */
export const NothingToTranslate: Story = {
  args: { translated: 0, total: 0, needsReview: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
    await expect(within(canvasElement).getByText('Nothing to translate')).toBeVisible();
  },
};
