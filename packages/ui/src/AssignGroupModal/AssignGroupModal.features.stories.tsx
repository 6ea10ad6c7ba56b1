import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { exampleGroups } from '../internal/people.fixtures';
import { AssignGroupModal } from './AssignGroupModal';
import { assignLabels } from './AssignGroupModal.fixtures';

const meta = {
  title: 'Components/AssignGroupModal/Features',
  component: AssignGroupModal,
  args: {
    open: true,
    onOpenChange: fn(),
    groups: exampleGroups,
    labels: assignLabels,
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof AssignGroupModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

/** No group yet: Save does nothing until one is chosen (by keyboard here), then saves it and closes. */
export const NoGroupYet: Story = {
  args: { currentGroupId: null },
  play: async ({ args }) => {
    const modal = within(await dialog());
    const save = modal.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    modal.getByRole('combobox', { name: /Permission group/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Viewers' }));
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith('group-viewers'));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
  parameters: { visual: { disable: true, reason: 'the dialog closes at the end of its play function' } },
};

/** The current group chosen: nothing to save yet. */
export const CurrentGroup: Story = {
  args: { currentGroupId: 'group-admin' },
  play: async () => {
    const modal = within(await dialog());
    await expect(modal.getByRole('combobox')).toHaveTextContent('Administration');
    await expect(modal.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** Refused by the server (e.g. a group with more access than the caller's): its text, the dialog stays. */
export const Refused: Story = {
  args: { currentGroupId: 'group-pm', error: 'You cannot grant access you do not have yourself' },
};
