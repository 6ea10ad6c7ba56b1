import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn(), onRevealedChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try label, hint, error, required and the initial reveal state. */
export const Playground: Story = { args: { required: true, defaultValue: 'secret', defaultRevealed: false } };

/** A password input with its show/hide toggle. */
export const Default: Story = {};
