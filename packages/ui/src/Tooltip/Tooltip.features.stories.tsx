import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const Stage = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.space800};
`;

const meta = {
  title: 'Components/Tooltip/Features',
  component: Tooltip,
  args: { content: 'Sends the invitation email again', children: <Button>Reinvite User</Button> },
  decorators: [
    (Story) => (
      <Stage>
        <Story />
      </Stage>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows the tip at once; Escape hides it again. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Sends the invitation email again');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

/** Hovering the trigger shows the tip after a short delay. */
export const Hover: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button'));
    await expect(await within(document.body).findByRole('tooltip')).toBeInTheDocument();
  },
};

/** A tip to the right of its trigger. */
export const SideRight: Story = { args: { side: 'right', defaultOpen: true } };

/** A long tip wraps within the tooltip's maximum width. */
export const WithLongText: Story = {
  args: {
    defaultOpen: true,
    side: 'bottom',
    content:
      'Creates a new invite with the same email and permission group, then deletes the old invitation record',
  },
};
