import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Combobox } from './Combobox';
import { comboboxMeta } from './Combobox.fixtures';

const meta = {
  title: 'Components/Combobox',
  ...comboboxMeta,
} satisfies Meta<typeof Combobox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the label, the "any" choice and the options. */
export const Playground: Story = {};

/** A choice made: the box shows its label. */
export const Default: Story = { args: { value: 'user-7' } };
