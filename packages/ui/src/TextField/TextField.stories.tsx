import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'name@company.com', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    leadingVisual: { control: false },
    trailingAction: { control: false },
  },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try label, hint, error, required, size and disabled. */
export const Playground: Story = {
  args: { hint: 'We send the invitation to this address', required: true, size: 'medium', disabled: false },
};

/** A labelled email input. */
export const Default: Story = {};
