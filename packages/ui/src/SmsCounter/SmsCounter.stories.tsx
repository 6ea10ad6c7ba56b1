import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SmsCounter } from './SmsCounter';
import { exampleLabels } from './SmsCounter.fixtures';

const text = 'Hi Anna, a reminder of your appointment tomorrow. Reply STOP to opt out.';

const meta = {
  title: 'Components/SmsCounter',
  component: SmsCounter,
  args: {
    text,
    characters: text.length,
    limit: 160,
    encoding: 'GSM-7',
    segments: 1,
    ucs2Characters: [],
    labels: exampleLabels,
  },
} satisfies Meta<typeof SmsCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The counter driven by args. */
export const Playground: Story = {};

/** A plain GSM-7 text: its count against 160, one message. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${text.length}/160`)).toBeVisible();
    await expect(canvas.getByText('GSM-7 · 1 message')).toBeVisible();
  },
};
