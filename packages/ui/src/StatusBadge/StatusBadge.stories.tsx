import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { tone: 'success', children: 'Verified' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'attention', 'danger', 'neutral'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try every tone, label and size. */
export const Playground: Story = { args: { tone: 'attention', children: 'Invited', size: 'medium' } };

/** A status that means done or active. */
export const Default: Story = {};
