import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TranslationSegment } from './TranslationSegment';
import { exampleSegmentLabels, exampleSource } from './TranslationSegment.fixtures';

const meta = {
  title: 'Components/TranslationSegment',
  component: TranslationSegment,
  args: {
    context: 'Text',
    source: exampleSource,
    value: '<b>{{firstName}}</b>, danke fürs Mitmachen.',
    onValueChange: fn(),
    needsReview: false,
    onNeedsReviewChange: fn(),
    labels: exampleSegmentLabels,
  },
} satisfies Meta<typeof TranslationSegment>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the source, translation and states. */
export const Playground: Story = {};

/** A sentence with bold markup and a merge tag, translated. */
export const Default: Story = {};
