import type { MockDb } from '@qone/api-client/mocks';
import { activity } from '@qone/domain/activity';
import { mailDeliveryMessages, mailLimitMessages, sessionMessages } from '@qone/domain/messages';
import { uiCopy } from '@qone/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { peopleCopy, validationCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { withFixedNow } from '../../stories/withFixedNow';
import { UserManagementPage } from './UserManagementPage';

const t = peopleCopy.userManagement;

/** /company-settings/user-management-dashboard: the whole console in the Account area, against the fake API. */
const meta = {
  title: 'Pages/User management',
  component: UserManagementPage,
  decorators: [withConsole, withFixedNow],
  parameters: {
    layout: 'fullscreen',
    console: { path: '/company-settings/user-management-dashboard', session: 'admin' },
  },
} satisfies Meta<typeof UserManagementPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function page(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: t.title }, { timeout: 10_000 });
  return canvas;
}

const grid = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('list', { name: t.gridLabel }, { timeout: 10_000 });
const card = async (canvas: ReturnType<typeof within>, name: string) =>
  (await within(await grid(canvas)).findByRole('heading', { name })).closest(
    '[role="listitem"]',
  ) as HTMLElement;
const body = () => within(document.body);
/** Waits for what a change shows once the grid has reloaded (slow on a busy machine). */
const eventually = (check: () => unknown) => waitFor(check, { timeout: 10_000 });
/** The card of `name` now, found without waiting (inside `eventually`). */
const cardNow = (canvas: ReturnType<typeof within>, name: string) => {
  const heading = within(canvas.getByRole('list', { name: t.gridLabel })).getByRole('heading', { name });
  return within(heading.closest('[role="listitem"]') as HTMLElement);
};

/**
 * The default company: breadcrumb Home > Setting > User management, the two buttons, the total, and a card per
 * user in every state — Verified, Invited with its expiry, Expired, Deleted — with the spec's fallback group.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const crumbs = canvas.getByRole('navigation', { name: uiCopy.breadcrumbs.label });
    await expect(crumbs).toHaveTextContent(/Home.*Setting.*User management/);
    await waitFor(() => expect(canvas.getByRole('button', { name: t.invite })).toBeVisible());
    await expect(canvas.getByRole('link', { name: t.manageRoles })).toHaveAttribute(
      'href',
      '/company-settings/user-management-dashboard/roles',
    );
    await waitFor(async () => expect(await canvas.findByText(t.total(12))).toBeVisible());
    const list = await grid(canvas);
    await expect(within(list).getAllByText(t.statuses.verified).length).toBeGreaterThan(0);
    await expect(within(list).getAllByText(t.statuses.deleted).length).toBe(2);
    await waitFor(() => expect(within(list).getByText(/^expires in/)).toBeVisible());
    await expect(within(list).getAllByText(/^expired/).length).toBe(2);
    // How each invitation mail did: one was refused by the mail server, with the reason.
    await expect(within(list).getAllByText(t.mailStates.sent).length).toBe(2);
    await waitFor(() => expect(within(list).getByText(t.mailStates.failed)).toBeVisible());
    await waitFor(() => expect(within(list).getByText(mailDeliveryMessages.refused(550))).toBeVisible());
    // User 9 has no group: the spec's fallback.
    await expect(within(list).getAllByText(t.fallbackGroup).length).toBeGreaterThan(0);
  },
};

/** Search goes to the server: typing narrows the cards and the total; clearing brings every user back. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await canvas.findByText(t.total(12));
    await userEvent.type(canvas.getByRole('searchbox', { name: t.searchLabel }), 'schmidt');
    await waitFor(async () => expect(await canvas.findByText(t.total(1))).toBeVisible());
    await expect(within(await grid(canvas)).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.clear(canvas.getByRole('searchbox', { name: t.searchLabel }));
    await waitFor(async () => expect(await canvas.findByText(t.total(12))).toBeVisible());
  },
};

/** A search without results: its own empty state, with a way back. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: t.searchLabel }), 'nobody by this name');
    await waitFor(async () =>
      expect(await canvas.findByRole('heading', { name: t.noMatchTitle })).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole('button', { name: t.clearSearch }));
    await waitFor(async () => expect(await canvas.findByText(t.total(12))).toBeVisible());
  },
};

/** The actions of each state, from each card's menu. */
export const ActionsPerState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const expectMenu = async (cardName: string, items: string[]) => {
      const target = await card(canvas, cardName);
      await userEvent.click(within(target).getByRole('button', { name: /Actions for/ }));
      const menu = await body().findByRole('menu');
      await expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(items);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body().queryByRole('menu')).toBeNull());
    };
    const a = t.actions;
    await expectMenu('Clara Vogel', [
      a.permissionGroup,
      a.resetPassword,
      a.signOutEverywhere,
      a.activity,
      a.deleteUser,
    ]);
    await expectMenu('Ben Keller', [a.reinvite, a.activity, a.deleteInvited]);
    await expectMenu('Farid Haddad', [a.view]);
  },
};

/**
 * Sign out everywhere from a user's card: the confirmation names the user; their sessions end (the server ends them
 * on its next request, on every process).
 */
export const SignOutEverywhere: Story = {
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const target = await card(canvas, 'Clara Vogel');
    await userEvent.click(within(target).getByRole('button', { name: /Actions for/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: t.actions.signOutEverywhere }));
    const confirm = within(await body().findByRole('alertdialog', { name: t.actions.signOutEverywhere }));
    await waitFor(() => expect(confirm.getByText(/^Sign Clara Vogel \(/)).toBeVisible());
    await userEvent.click(confirm.getByRole('button', { name: t.actions.signOutEverywhere }));
    await waitFor(async () =>
      expect(await body().findByText(sessionMessages.signedOutEverywhere(0))).toBeVisible(),
    );
  },
};

/** Invite one person: the spec's rules in the 750px dialog, then the new card says Invited and when it expires. */
export const InviteOne: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.invite }));
    const dialog = within(await body().findByRole('dialog', { name: peopleCopy.inviteModal.title }));
    const create = dialog.getByRole('button', { name: peopleCopy.inviteModal.create });
    await expect(create).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'zoe@acme');
    await userEvent.tab();
    await waitFor(async () => expect(await dialog.findByText(validationCopy.invalidEmail)).toBeVisible());
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), '.example');
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Zoe Quinn');
    await userEvent.click(dialog.getByRole('combobox', { name: /Assign Permission Group/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Viewers' }));
    await userEvent.click(create);
    await waitFor(async () => expect(await body().findByText(t.invited('zoe@acme.example'))).toBeVisible());
    const created = await card(canvas, 'Zoe Quinn');
    await waitFor(() => expect(within(created).getByText(t.statuses.invited)).toBeVisible());
    await waitFor(() => expect(within(created).getByText('expires in 7 days')).toBeVisible());
  },
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
};

/**
 * Several people at once: the preview flags the existing user and the invalid row before sending, and the submit
 * counts only the row that will be invited; after sending, every row's outcome.
 */
export const InviteMany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.invite }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('tab', { name: peopleCopy.inviteModal.many }));
    await userEvent.click(await dialog.findByRole('textbox', { name: /People/ }));
    await userEvent.paste('Nora Lind <nora@lind.example>\nAnna Schmidt, admin@example.com\nBroken line');
    await userEvent.click(dialog.getByRole('combobox', { name: /Assign Permission Group/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Viewers' }));
    const preview = dialog.getByRole('region', { name: peopleCopy.inviteModal.preview });
    await waitFor(() =>
      expect(within(preview).getByText(peopleCopy.inviteModal.outcomes.alreadyUser)).toBeVisible(),
    );
    await expect(within(preview).getAllByText(peopleCopy.inviteModal.ready)).toHaveLength(1);
    await userEvent.click(dialog.getByRole('button', { name: peopleCopy.inviteModal.inviteMany(1) }));
    await waitFor(async () =>
      expect(await dialog.findByText(peopleCopy.inviteModal.summary(1, 3))).toBeVisible(),
    );
    const results = dialog.getByRole('region', { name: peopleCopy.inviteModal.results });
    await waitFor(() =>
      expect(within(results).getByText(peopleCopy.inviteModal.outcomes.alreadyUser)).toBeVisible(),
    );
    await waitFor(() =>
      expect(within(results).getByText(peopleCopy.inviteModal.outcomes.invalid)).toBeVisible(),
    );
  },
};

/**
 * A young company's list that does not fit into what is left of its daily quota of invitations: nobody is invited,
 * and the dialog says how many may still be sent (the server's 429).
 */
export const InviteManyOverQuota: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.invite }));
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('tab', { name: peopleCopy.inviteModal.many }));
    await userEvent.click(await dialog.findByRole('textbox', { name: /People/ }));
    await userEvent.paste(
      'Nora Lind <nora@lind.example>\nOle Berg <ole@berg.example>\nPia Roth <pia@roth.example>',
    );
    await userEvent.click(dialog.getByRole('combobox', { name: /Assign Permission Group/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Viewers' }));
    await userEvent.click(dialog.getByRole('button', { name: peopleCopy.inviteModal.inviteMany(3) }));
    await waitFor(async () =>
      expect(await dialog.findByText(mailLimitMessages.bulkOverQuota(3, 2, 50))).toBeVisible(),
    );
  },
  parameters: {
    // Made today, with 48 invitations sent in the last 24 hours.
    arrange: (db: MockDb) => {
      db.companyCreatedAt = db.currentTime();
      for (let i = 0; i < 48; i++)
        db.sendMail({ to: `p${i}@strangers.example`, kind: 'invite', token: null });
    },
  },
};

/** Delete a verified user: the spec's confirmation, then the card says Deleted. */
export const DeleteUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const target = await card(canvas, 'Clara Vogel');
    await userEvent.click(within(target).getByRole('button', { name: /Actions for/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: t.actions.deleteUser }));
    const confirm = within(await body().findByRole('alertdialog'));
    await waitFor(() =>
      expect(confirm.getByText(peopleCopy.deleteUserConfirm('clara.vogel@acme.example'))).toBeVisible(),
    );
    await userEvent.click(confirm.getByRole('button', { name: uiCopy.common.delete }));
    await eventually(() =>
      expect(cardNow(canvas, 'Clara Vogel').getByText(t.statuses.deleted)).toBeVisible(),
    );
  },
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
};

/** Move a user to another group from the 'Permission Group' dialog. */
export const ChangeGroup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const target = await card(canvas, 'Clara Vogel');
    await userEvent.click(within(target).getByRole('button', { name: /Actions for/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: t.actions.permissionGroup }));
    const dialog = within(await body().findByRole('dialog', { name: peopleCopy.assignGroup.title }));
    await userEvent.click(dialog.getByRole('combobox'));
    await userEvent.click(await body().findByRole('option', { name: 'Viewers' }));
    await expect(dialog.getByRole('combobox')).toHaveTextContent('Viewers');
    const save = dialog.getByRole('button', { name: peopleCopy.assignGroup.save });
    await expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(async () =>
      expect(await body().findByText(t.groupChanged('Clara Vogel', 'Viewers'))).toBeVisible(),
    );
    await eventually(() => expect(cardNow(canvas, 'Clara Vogel').getByText('Viewers')).toBeVisible());
  },
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
};

/** Reinvite an expired invitation: a new link, and the card says Invited again. */
export const Reinvite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const target = await card(canvas, 'Emma Laurent');
    await waitFor(() => expect(within(target).getByText(t.statuses.expired)).toBeVisible());
    await userEvent.click(within(target).getByRole('button', { name: /Actions for/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: t.actions.reinvite }));
    await eventually(() =>
      expect(cardNow(canvas, 'Emma Laurent').getByText(t.statuses.invited)).toBeVisible(),
    );
  },
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
};

/** An invitation whose mail failed: its card says why, and Reinvite queues a new mail that then goes out. */
export const ReinviteAfterFailedMail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const list = await grid(canvas);
    const failed = within(list).getByText(t.mailStates.failed).closest('[role="listitem"]') as HTMLElement;
    const name = within(failed).getByRole('heading').textContent ?? '';
    await waitFor(() => expect(within(failed).getByText(mailDeliveryMessages.refused(550))).toBeVisible());
    await userEvent.click(within(failed).getByRole('button', { name: /Actions for/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: t.actions.reinvite }));
    await eventually(() => expect(cardNow(canvas, name).getByText(t.mailStates.sent)).toBeVisible());
    await expect(cardNow(canvas, name).queryByText(t.mailStates.failed)).toBeNull();
  },
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
};

/** A user's details and history from the card. */
export const Activity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    const target = await card(canvas, 'Farid Haddad');
    await userEvent.click(within(target).getByRole('button', { name: /Actions for/ }));
    await userEvent.click(await body().findByRole('menuitem', { name: t.actions.view }));
    const dialog = within(await body().findByRole('dialog', { name: 'Farid Haddad' }));
    await waitFor(async () => expect(await dialog.findByText(peopleCopy.activity.empty)).toBeVisible());
    // Seeded, never invited through the console: no "Invited by".
    await expect(dialog.queryByText(t.invitedByLabel)).toBeNull();
  },
};

/** Opens the details of `name` from their card. */
async function details(canvasElement: HTMLElement, name: string) {
  const canvas = await page(canvasElement);
  const target = await card(canvas, name);
  await userEvent.click(within(target).getByRole('button', { name: /Actions for/ }));
  await userEvent.click(await body().findByRole('menuitem', { name: t.actions.view }));
  return within(await body().findByRole('dialog', { name }));
}

/**
 * A user whom someone invited: "Invited by" names the inviter as they were then (renamed since), and the day, from
 * the activity record. Farid (above) was seeded: no such line.
 */
export const InvitedBy: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await details(canvasElement, 'Farid Haddad');
    await waitFor(async () => expect(await dialog.findByText(t.invitedByLabel)).toBeVisible());
    await expect(dialog.getByText(/^Anna Schmidt-Berg on /)).toBeVisible();
  },
  parameters: {
    arrange: (db: MockDb) => {
      const farid = db.users.find((user) => user.name === 'Farid Haddad');
      if (!farid) return;
      db.recordActivity(
        activity.users({
          actor: { id: null, name: 'Anna Schmidt-Berg', email: 'anna.old@example.com' },
          action: 'user.invited',
          user: { id: farid._id, email: farid.email },
          before: null,
          after: { name: farid.name, email: farid.email, permissionGroup: 'Viewers', status: 'invited' },
        }),
      );
    },
  },
};

/** 10,000 users: the total, the first page in the grid, more as it scrolls. */
export const Many: Story = {
  parameters: { scenario: 'many' },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await waitFor(async () =>
      expect(await canvas.findByText(t.total(10_000), undefined, { timeout: 10_000 })).toBeVisible(),
    );
    const list = await grid(canvas);
    const items = within(list).getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-setsize', '10000');
    await expect(items.length).toBeLessThan(60);
  },
};

/** While the first page loads (1.5 s per answer): placeholders in a busy region. */
export const Loading: Story = {
  parameters: { scenario: 'slow', visual: { disable: true, reason: 'the skeleton shimmer is animated' } },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await expect(canvas.getByRole('region', { name: t.gridLabel })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The users could not be loaded: the server's text and 'Try again'. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await waitFor(async () =>
      expect(await canvas.findByRole('heading', { name: t.loadError }, { timeout: 10_000 })).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: uiCopy.common.retry })).toBeVisible());
  },
};

/** No users yet: a way to invite the first. */
export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = await page(canvasElement);
    await waitFor(async () =>
      expect(await canvas.findByRole('heading', { name: t.emptyTitle })).toBeVisible(),
    );
  },
};
