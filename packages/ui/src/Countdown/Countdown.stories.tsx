import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Countdown } from './Countdown';

const meta = {
  title: 'Components/Countdown',
  component: Countdown,
  args: { seconds: 5, onComplete: fn() },
  argTypes: { format: { control: false } },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the start value and un-pause it to watch it count (paused here so the screenshot is stable). */
export const Playground: Story = { args: { paused: true } };

/** The /401 page's five seconds, held still for the screenshot. */
export const Default: Story = { args: { paused: true } };
