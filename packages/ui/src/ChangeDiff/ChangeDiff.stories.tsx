import type { Meta, StoryObj } from '@storybook/react-vite';
import { valueChange } from '../ActivityTimeline/ActivityTimeline.fixtures';
import { ChangeDiff } from './ChangeDiff';

const meta = {
  title: 'Components/ChangeDiff',
  component: ChangeDiff,
  args: { change: valueChange },
  argTypes: { change: { control: 'object' } },
} satisfies Meta<typeof ChangeDiff>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try each kind of change. */
export const Playground: Story = {};

/** A short value: before struck out, after beside it. */
export const Default: Story = {};
