import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Active', onCheckedChange: fn() },
  argTypes: { labelPosition: { control: 'inline-radio', options: ['start', 'end'] } },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the label, hint, state, label position and disabled. */
export const Playground: Story = {
  args: { hint: 'Only active domains can send mail', defaultChecked: true },
};

/** A switch that is off. */
export const Default: Story = {};
