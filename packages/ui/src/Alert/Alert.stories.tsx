import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Alert } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { variant: 'info', children: 'Not implemented yet' },
  argTypes: { variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the variant, title, message and dismiss button. */
export const Playground: Story = { args: { title: 'Translations', onDismiss: fn() } };

/** An informational message (role status). */
export const Default: Story = {};
