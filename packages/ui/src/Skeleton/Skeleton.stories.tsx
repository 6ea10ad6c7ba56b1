import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'rectangle', 'circle'] } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the shape, size, line count and status label. */
export const Playground: Story = { args: { label: 'Loading users' } };

/** Three lines of placeholder text, hidden from screen readers. */
export const Default: Story = {};
