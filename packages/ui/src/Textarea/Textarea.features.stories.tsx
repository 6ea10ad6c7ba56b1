import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { uiCopy } from '../copy';
import { Textarea } from './Textarea';

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.modalMedium};
`;

const sms = 'Your survey is waiting: answer 10 questions and earn 50 points. Reply STOP to opt out.';

const meta = {
  title: 'Components/Textarea/Features',
  component: Textarea,
  args: { label: 'SMS text', onChange: fn() },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An SMS counter “n/160” that counts as you type and describes the textarea. */
export const WithCharacterCounter: Story = {
  args: { characterLimit: 160, defaultValue: sms },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'SMS text' });
    await expect(area).toHaveAccessibleDescription(`${sms.length}/160 ${uiCopy.textarea.characters}`);
    await userEvent.click(area);
    await userEvent.keyboard('!!');
    await expect(within(canvasElement).getByText(`${sms.length + 2}/160`)).toBeInTheDocument();
  },
};

/** Above the limit the counter turns red and the textarea is marked invalid. */
export const OverLimit: Story = {
  args: { characterLimit: 160, defaultValue: `${sms} ${sms}` },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox');
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(expect.stringContaining(uiCopy.textarea.overLimit));
  },
};

/** A validation message with a hint. */
export const WithError: Story = {
  args: {
    label: 'Description',
    required: true,
    defaultValue: 'Too short',
    error: 'Description too short please write some many word',
    hint: 'At least 20 characters',
  },
};

/** A disabled textarea. */
export const Disabled: Story = { args: { disabled: true, defaultValue: sms } };

/** A long label wraps above the textarea. */
export const WithLongLabel: Story = {
  args: {
    label:
      'Download the current translations for this event in .xlxs format. Then translate the file and paste notes here',
    rows: 2,
  },
};
