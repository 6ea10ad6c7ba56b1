import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { type ToastOptions, ToastProvider, useToast } from './Toast';

/** A button that shows a toast, standing in for any component that calls `useToast()`. */
function ShowToast(options: ToastOptions) {
  const { toast } = useToast();
  return <Button onClick={() => toast(options)}>Show toast</Button>;
}

const meta = {
  title: 'Components/Toast',
  component: ToastProvider,
  args: {
    children: (
      <ShowToast title="Template published" description="“Welcome email” is now live." variant="success" />
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Press the button to show a success toast in the bottom-right region. */
export const Playground: Story = {
  // An hour, so a slow machine never takes the screenshot after the toast has closed by itself.
  args: { duration: 3_600_000 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect((await within(document.body).findAllByText('Template published')).length).toBeGreaterThan(0);
  },
};

/** The provider with its trigger; no toast is open yet. */
export const Default: Story = {};
