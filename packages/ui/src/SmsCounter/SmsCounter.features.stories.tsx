import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SmsCounter } from './SmsCounter';
import { exampleLabels } from './SmsCounter.fixtures';

const meta = {
  title: 'Components/SmsCounter/Features',
  component: SmsCounter,
  args: {
    text: '',
    characters: 0,
    limit: 160,
    encoding: 'GSM-7',
    segments: 0,
    ucs2Characters: [],
    labels: exampleLabels,
  },
} satisfies Meta<typeof SmsCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No text yet: 0/160. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0/160')).toBeVisible();
  },
};

/** An emoji switches the message to UCS-2; the character that did it is highlighted. */
export const Ucs2: Story = {
  args: {
    text: 'See you tomorrow 😀 Reply STOP to opt out.',
    characters: 41,
    encoding: 'UCS-2',
    segments: 1,
    ucs2Characters: ['😀'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('UCS-2 · 1 message')).toBeVisible();
    const marks = canvasElement.querySelectorAll('mark');
    await expect([...marks].map((mark) => mark.textContent)).toEqual(['😀']);
  },
};

/** Over 160 characters: the count is marked and says why saving is blocked. */
export const OverLimit: Story = {
  args: { text: 'x'.repeat(161), characters: 161, segments: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('161/160 — too long to save')).toBeVisible();
    await expect(canvas.getByText('GSM-7 · 2 messages')).toBeVisible();
  },
};

/** A long UCS-2 text with several forcing characters, each occurrence highlighted. */
export const ManyForcingCharacters: Story = {
  args: {
    text: 'Привет Anna — ваш опрос ждёт. «Ответьте» до завтра!',
    characters: 51,
    encoding: 'UCS-2',
    segments: 1,
    ucs2Characters: [
      'П',
      'р',
      'и',
      'в',
      'е',
      'т',
      '—',
      'а',
      'ш',
      'о',
      'п',
      'с',
      'ж',
      'д',
      'ё',
      '«',
      'О',
      'ь',
      '»',
      'з',
    ],
  },
};
