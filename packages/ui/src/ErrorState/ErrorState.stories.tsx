import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: { onRetry: fn(), message: 'The list could not be loaded.' },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Try the title, message, retrying state and compact spacing. */
export const Playground: Story = { args: { message: 'Request failed with status 500', retrying: false } };

/** What failed, with a “Try again” button. */
export const Default: Story = {};
