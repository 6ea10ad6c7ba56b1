import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { Button } from '../Button';
import { uiCopy } from '../copy';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { Modal } from './Modal';

const groups = [
  { value: 'admin', label: 'Administration' },
  { value: 'editors', label: 'Editors' },
];

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.space200};
`;

const inviteForm = (
  <Stack>
    <TextField label="Name" name="name" />
    <TextField label="Email" name="email" type="email" />
    <Select label="Assign Permission Group" options={groups} placeholder="Select" />
  </Stack>
);

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    title: 'Create New',
    size: 'large',
    onOpenChange: fn(),
    trigger: <Button>+ Invite new user</Button>,
    children: inviteForm,
    footer: (
      <>
        <Modal.Close>
          <Button>{uiCopy.common.close}</Button>
        </Modal.Close>
        <Button variant="primary">Create</Button>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large', 'xlarge'] } },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A large (750px) form dialog opened from its button, driven by args. */
export const Playground: Story = {};

/**
 * Keyboard use: Enter on the trigger opens the dialog with focus on the first field, Tab stays inside,
 * Escape closes and focus returns to the trigger.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const trigger = canvas.getByRole('button', { name: '+ Invite new user' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Create New' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    // Shift+Tab from the first field wraps to the last focusable element: focus is trapped.
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
