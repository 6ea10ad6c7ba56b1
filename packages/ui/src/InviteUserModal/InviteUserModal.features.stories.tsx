import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { exampleGroups } from '../internal/people.fixtures';
import { type InviteRowResult, InviteUserModal } from './InviteUserModal';
import { inviteLabels, inviteRows, validateInvite } from './InviteUserModal.fixtures';
import type { PersonRow } from './parsePeopleList';

const meta = {
  title: 'Components/InviteUserModal/Features',
  component: InviteUserModal,
  args: {
    open: true,
    onOpenChange: fn(),
    groups: exampleGroups,
    labels: inviteLabels,
    validate: validateInvite,
    onInvite: fn(async () => undefined),
    onInviteMany: fn(inviteRows),
  },
  parameters: {
    // Radix hides the page behind an open select list; its trigger there cannot be reached (see Select's stories).
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
} satisfies Meta<typeof InviteUserModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog');

async function chooseGroup(modal: ReturnType<typeof within>, group: string) {
  await userEvent.click(modal.getByRole('combobox', { name: /Assign Permission Group/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: group }));
}

/** One person: the rules' messages, then Create sends name, email and group and the dialog closes. */
export const InviteOne: Story = {
  play: async ({ args }) => {
    const modal = within(await dialog());
    const create = modal.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await userEvent.type(modal.getByRole('textbox', { name: /Name/ }), 'Grace Hopper');
    await userEvent.type(modal.getByRole('textbox', { name: /Email/ }), 'grace@example');
    await userEvent.tab();
    await waitFor(async () => expect(await modal.findByText('Invalid Email')).toBeVisible());
    await userEvent.type(modal.getByRole('textbox', { name: /Email/ }), '.com');
    await chooseGroup(modal, 'Project managers');
    await expect(create).toBeEnabled();
    await userEvent.click(create);
    await waitFor(() =>
      expect(args.onInvite).toHaveBeenCalledWith({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        permissionGroupId: 'group-pm',
      }),
    );
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
  parameters: { visual: { disable: true, reason: 'the dialog closes at the end of its play function' } },
};

/**
 * Several people pasted at once: each row is read as typed (one marked invalid and an existing user flagged before
 * sending; the submit counts only the rows that will be invited), and after sending every row shows its outcome;
 * the rows not invited can be taken back to fix.
 */
export const InviteMany: Story = {
  args: { isExistingUser: (email: string) => email.toLowerCase() === 'ada@example.com' },
  play: async ({ args }) => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('tab', { name: 'Several people' }));
    const people = await modal.findByRole('textbox', { name: /People/ });
    await userEvent.click(people);
    await userEvent.paste(
      'Grace Hopper <grace@example.com>\nname,email\nAlan Turing,alan@example.com\nAda Lovelace <ada@example.com>\nNo Address',
    );
    const preview = await modal.findByRole('region', { name: 'People to invite' });
    await expect(within(preview).getAllByRole('row')).toHaveLength(5);
    await waitFor(() => expect(within(preview).getByText('Email is required')).toBeVisible());
    await expect(within(preview).getByText('Already a user')).toBeVisible();
    await chooseGroup(modal, 'Viewers');
    await userEvent.click(modal.getByRole('button', { name: 'Invite 2' }));
    await waitFor(() => expect(args.onInviteMany).toHaveBeenCalledWith('group-viewers', expect.any(Array)));
    await expect(await modal.findByRole('status')).toHaveTextContent('2 of 4 invited');
    const results = modal.getByRole('region', { name: 'Invitation results' });
    await waitFor(() => expect(within(results).getByText('Already a user')).toBeVisible());
    await waitFor(() => expect(within(results).getByText('Invalid')).toBeVisible());
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(modal.getByRole('button', { name: 'Fix the others' }));
    await expect(modal.getByRole('textbox', { name: /People/ })).toHaveValue(
      'Ada Lovelace <ada@example.com>\nNo Address',
    );
  },
};

/** The results of a larger list, every outcome at least once. */
export const Results: Story = {
  args: {
    onInviteMany: fn(
      async (_group: string, _rows: PersonRow[]): Promise<InviteRowResult[]> => [
        {
          row: 0,
          name: 'Grace Hopper',
          email: 'grace@example.com',
          outcome: 'invited',
          message: 'Invitation sent',
        },
        {
          row: 1,
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          outcome: 'alreadyUser',
          message: 'A user with this email already exists',
        },
        { row: 2, name: 'Alan', email: 'alan@example', outcome: 'invalid', message: 'Invalid Email' },
        {
          row: 3,
          name: 'Edsger Dijkstra',
          email: 'edsger@example.com',
          outcome: 'failed',
          message:
            'The invitation mail could not be sent, so this person was not invited. Please try again later',
        },
      ],
    ),
  },
  play: async () => {
    const modal = within(await dialog());
    await userEvent.click(modal.getByRole('tab', { name: 'Several people' }));
    await userEvent.click(await modal.findByRole('textbox', { name: /People/ }));
    await userEvent.paste('a <a@example.com>\nb <b@example.com>\nc <c@example.com>\nd <d@example.com>');
    await chooseGroup(modal, 'Viewers');
    await userEvent.click(modal.getByRole('button', { name: 'Invite 4' }));
    await expect(await modal.findByRole('status')).toHaveTextContent('1 of 4 invited');
    await waitFor(() => expect(modal.getByText('Not sent')).toBeVisible());
  },
};

/** The server refused the whole request (e.g. a group with more access than the caller): its text on top. */
export const Refused: Story = { args: { error: 'You cannot grant access you do not have yourself' } };
