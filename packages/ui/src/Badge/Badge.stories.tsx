import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Beta', variant: 'accent' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['neutral', 'accent', 'success', 'attention', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the text, colour, size and dot. */
export const Playground: Story = { args: { dot: true } };

/** A neutral badge. */
export const Default: Story = { args: { variant: 'neutral', children: '12 members' } };
