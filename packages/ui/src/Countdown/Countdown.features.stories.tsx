import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { uiCopy } from '../copy';
import { Spinner } from '../Spinner';
import { Countdown } from './Countdown';

const Message = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize200};
`;

const meta = {
  title: 'Components/Countdown/Features',
  component: Countdown,
  args: { onComplete: fn() },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A running countdown: it ticks down and calls onComplete once at zero (the screenshot shows the end state). */
export const RunsToCompletion: Story = {
  args: { seconds: 2 },
  play: async ({ args, canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent(uiCopy.countdown.seconds(2));
    await waitFor(() => expect(timer).toHaveTextContent(uiCopy.countdown.seconds(1)), { timeout: 2500 });
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1), { timeout: 2500 });
    await expect(timer).toHaveTextContent(uiCopy.countdown.seconds(0));
  },
};

/** As on the /401 page: “Unauthorized... redirecting” with the five-second countdown (held still). */
export const UnauthorizedRedirect: Story = {
  args: { seconds: 5, paused: true },
  render: (args) => (
    <Message>
      <Spinner size="small" srText={null} />
      {'Unauthorized... redirecting'} <Countdown {...args} />
    </Message>
  ),
};

/** A custom format showing only the number. */
export const CustomFormat: Story = {
  args: { seconds: 30, paused: true, format: (remaining) => `${remaining}s` },
};
