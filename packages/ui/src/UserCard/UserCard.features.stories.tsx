import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { UserCard } from './UserCard';
import { exampleCards, exampleMails } from './UserCard.fixtures';

const Narrow = styled.div`
  max-width: ${({ theme }) => theme.size.columnXLarge};
`;

const meta = {
  title: 'Components/UserCard/Features',
  component: UserCard,
  args: exampleCards.verified,
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
} satisfies Meta<typeof UserCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Verified: the actions menu opens from the keyboard and lists Permission Group, Reset User Password, Delete User. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Verified')).toBeVisible());
    // Looked up afresh after focusing: that swaps the button for the menu's own trigger (ActionsMenu's doc).
    const trigger = () => canvas.getByRole('button', { name: 'Actions for ada@example.com' });
    trigger().focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(document.body).getByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Permission Group' })).toBeVisible(),
    );
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Delete User' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(trigger()).toHaveFocus();
  },
};

/** Invited: the badge and when the invitation link stops working. */
export const Invited: Story = {
  args: exampleCards.invited,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Invited')).toBeVisible());
    await waitFor(() => expect(canvas.getByText('expires in 6 days')).toBeVisible());
  },
};

/** The invitation mail waits to be delivered (again): the last attempt's reason beside it. */
export const InvitationMailQueued: Story = {
  args: { ...exampleCards.invited, mail: exampleMails.queued },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Mail queued')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByText('retrying: The mail server could not be reached')).toBeVisible(),
    );
  },
};

/** The invitation mail went out. */
export const InvitationMailSent: Story = {
  args: { ...exampleCards.invited, mail: exampleMails.sent },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('Mail sent')).toBeVisible());
  },
};

/** The invitation mail failed, with the reason (Reinvite sends a new one). */
export const InvitationMailFailed: Story = {
  args: { ...exampleCards.invited, mail: exampleMails.failed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Mail failed')).toBeVisible());
    const reason = canvas.getByText('The mail server refused the mail (SMTP 550)');
    await expect(reason).toHaveAttribute('title', 'The mail server refused the mail (SMTP 550)');
  },
};

/** Expired: the invitation's link no longer works; Reinvite is the way forward. */
export const Expired: Story = { args: exampleCards.expired };

/** Deleted: dimmed, and nothing to do but look at its history. */
export const Deleted: Story = { args: exampleCards.deleted };

/** Without any action (e.g. the signed-in user's own card offers none here). */
export const WithoutActions: Story = { args: { ...exampleCards.verified, actions: undefined } };

/** Long names, groups and addresses are cut with an ellipsis and kept whole in a tooltip. */
export const LongText: Story = {
  args: {
    ...exampleCards.verified,
    name: 'Anna Maria Schmidt-Leutheusser von Hohenberg und Waldstein',
    email: 'anna.maria.schmidt-leutheusser.von.hohenberg@very-long-subsidiary-name.example.com',
    group: 'Regional project managers for the German-speaking consumer panels',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading');
    await expect(heading).toHaveAttribute(
      'title',
      'Anna Maria Schmidt-Leutheusser von Hohenberg und Waldstein',
    );
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
  },
};
