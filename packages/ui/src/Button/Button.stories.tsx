import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Save', variant: 'secondary', size: 'medium', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'invisible', 'link'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    leadingVisual: { control: false },
    trailingVisual: { control: false },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try every variant, size and state. */
export const Playground: Story = {
  args: { variant: 'primary', loading: false, disabled: false, block: false },
};

/** A medium secondary button: the default for most actions. */
export const Default: Story = {};
