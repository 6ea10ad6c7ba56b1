import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  // The message the console shows for a failed request.
  args: { onRetry: fn(), message: 'An error occured while fetching' },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the title, message, retrying state and compact spacing. */
export const Playground: Story = { args: { message: 'Request failed with status 500', retrying: false } };

/** A failed request's message with a “Try again” button. */
export const Default: Story = {};
