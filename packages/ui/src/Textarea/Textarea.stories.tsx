import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { label: 'Description', onChange: fn() },
  argTypes: { resize: { control: 'inline-radio', options: ['vertical', 'none', 'both'] } },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the label, hint, error, rows, character limit and disabled. */
export const Playground: Story = {
  args: {
    hint: 'At least 20 characters',
    characterLimit: 160,
    defaultValue: 'Panel operators of the DACH region',
  },
};

/** An empty, labelled textarea. */
export const Default: Story = {};
