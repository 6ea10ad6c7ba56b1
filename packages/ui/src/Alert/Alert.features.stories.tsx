import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { Alert } from './Alert';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
  max-width: ${({ theme }) => theme.size.modalMedium};
`;

const meta = {
  title: 'Components/Alert/Features',
  component: Alert,
  args: { children: 'Not implemented yet' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four variants: info and success are statuses, warning and danger are alerts. */
export const Variants: Story = {
  render: () => (
    <Stack>
      <Alert variant="info">Not implemented yet</Alert>
      <Alert variant="success">The template was published.</Alert>
      <Alert variant="warning" title="Data Processing Agreement not signed">
        Sign it in the Privacy Center before inviting panel members.
      </Alert>
      <Alert variant="danger">The list could not be loaded.</Alert>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};

/** A dismissible alert: Tab to the close button and press Enter to remove it. */
export const Dismissible: Story = {
  args: { onDismiss: fn() },
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return open ? (
      <Alert
        {...args}
        variant="success"
        onDismiss={() => {
          args.onDismiss?.();
          setOpen(false);
        }}
      >
        Saved.
      </Alert>
    ) : (
      <p>Dismissed.</p>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: uiCopy.alert.dismiss })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** With a title, an action and a dismiss button. */
export const WithActions: Story = {
  args: {
    variant: 'danger',
    title: 'Could not save personal settings',
    children: 'phone is required',
    actions: <Button size="small">{uiCopy.common.retry}</Button>,
    onDismiss: fn(),
  },
  decorators: [
    (Story) => (
      <Stack>
        <Story />
      </Stack>
    ),
  ],
};

/** A long message wraps beside the icon. */
export const WithLongLabel: Story = {
  args: {
    variant: 'warning',
    children:
      'Deleted members are kept hashed and removed fully after 12 months, because financial and tax rules apply to their payment history and the client acts as data controller.',
  },
  decorators: [
    (Story) => (
      <Stack>
        <Story />
      </Stack>
    ),
  ],
};
