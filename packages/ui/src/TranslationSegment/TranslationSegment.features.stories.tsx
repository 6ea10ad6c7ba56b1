import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TranslationSegment, type TranslationSegmentProps } from './TranslationSegment';
import { exampleSegmentLabels, exampleSource } from './TranslationSegment.fixtures';

const meta = {
  title: 'Components/TranslationSegment/Features',
  component: TranslationSegment,
  args: {
    context: 'Text',
    source: exampleSource,
    value: '',
    onValueChange: fn(),
    needsReview: false,
    onNeedsReviewChange: fn(),
    labels: exampleSegmentLabels,
  },
} satisfies Meta<typeof TranslationSegment>;
export default meta;
type Story = StoryObj<typeof meta>;

const PLACEHOLDERS = ['<b>', '{{firstName}}', '</b>'];

/** The segment with its translation kept here; missing placeholders worked out as a page does. */
function Stateful(props: TranslationSegmentProps) {
  const [value, setValue] = useState(props.value);
  const [review, setReview] = useState(props.needsReview);
  return (
    <TranslationSegment
      {...props}
      value={value}
      onValueChange={setValue}
      needsReview={review}
      onNeedsReviewChange={setReview}
      missing={value === '' ? [] : PLACEHOLDERS.filter((p) => !value.includes(p))}
    />
  );
}

/** Untranslated: an empty textarea beside the source with its locked chips. */
export const Untranslated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Translation (German)' })).toHaveValue('');
    await expect(canvas.getByText('{{firstName}}', { selector: 'span' })).toBeVisible();
  },
};

/** Typing a translation, then inserting the placeholders it lacks with their buttons (keyboard only). */
export const InsertPlaceholders: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Translation (German)' });
    await userEvent.type(field, 'Hallo ');
    await expect(canvas.getByRole('button', { name: 'Insert {{firstName}} (missing)' })).toBeVisible();
    for (const placeholder of PLACEHOLDERS) {
      await userEvent.click(canvas.getByRole('button', { name: `Insert ${placeholder} (missing)` }));
    }
    await expect(field).toHaveValue('Hallo <b>{{firstName}}</b>');
    await expect(canvas.getByRole('button', { name: 'Insert {{firstName}}' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Needs review' }));
    await expect(canvas.getByRole('checkbox', { name: 'Needs review' })).toBeChecked();
  },
};

/** The caller refused the translation: the row is marked and says why. */
export const Invalid: Story = {
  args: {
    value: 'Hallo Anna, danke.',
    missing: PLACEHOLDERS,
    error: 'The translation must keep the placeholders of its source; missing <b> {{firstName}} </b>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Translation (German)' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A long text wraps in both columns. */
export const LongText: Story = {
  args: {
    source: [
      {
        kind: 'text',
        text: 'Thank you for being part of our panel. Your answers shape the products and services of tomorrow, and every survey you complete earns points you can redeem. '.repeat(
          3,
        ),
      },
    ],
    value: 'Danke, dass Sie Teil unseres Panels sind. '.repeat(6),
  },
};

/** Marked for review (an automatic translation whose placeholders did not survive). */
export const NeedsReview: Story = { args: { value: 'Hallo <b>{{firstName}}</b>', needsReview: true } };

/** Saving: editing disabled. */
export const Disabled: Story = { args: { value: 'Hallo <b>{{firstName}}</b>', disabled: true } };
