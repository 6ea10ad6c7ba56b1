import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Send email', onCheckedChange: fn() },
  argTypes: {
    checked: { control: 'inline-radio', options: [false, true, 'indeterminate'] },
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the label, hint, error, state and disabled. */
export const Playground: Story = { args: { hint: 'Notify the contact by email', defaultChecked: true } };

/** An unchecked checkbox with its label. */
export const Default: Story = {};
