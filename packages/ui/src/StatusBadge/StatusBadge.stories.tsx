import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'verified' },
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['verified', 'invited', 'deleted', 'live', 'draft', 'disabled'],
    },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try every status and size. */
export const Playground: Story = { args: { status: 'invited', size: 'medium' } };

/** A verified user. */
export const Default: Story = {};
