import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

/** Sample choices: where a tracking code goes in a page, head or body. */
const locations = [
  { value: 'head', label: 'Head', hint: 'Loaded before the page renders' },
  { value: 'body', label: 'Body', hint: 'Loaded at the end of the page' },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Location', options: locations, onValueChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    options: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the label, hint, error, orientation and disabled. */
export const Playground: Story = {
  args: { defaultValue: 'head', hint: 'Where the code is inserted', required: true },
};

/** A vertical group with the first option chosen. */
export const Default: Story = { args: { defaultValue: 'head' } };
