import type { Meta, StoryObj } from '@storybook/react-vite';
import { TranslationProgress } from './TranslationProgress';
import { exampleProgressLabels } from './TranslationProgress.fixtures';

const meta = {
  title: 'Components/TranslationProgress',
  component: TranslationProgress,
  args: { translated: 3, total: 5, needsReview: 1, labels: exampleProgressLabels },
} satisfies Meta<typeof TranslationProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the counts. */
export const Playground: Story = {};

/** Three of five segments translated, one of them to be checked. */
export const Default: Story = {};
