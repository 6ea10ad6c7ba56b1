import type { MockDb } from '@qone/api-client/mocks';
import { mailDeliveryMessages, mailLimitMessages } from '@qone/domain/messages';
import { uiCopy } from '@qone/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commonCopy, settingsCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { MailersPage } from './MailersPage';

const t = settingsCopy.mailers;

/** Mailers on the fake API. */
const meta = {
  title: 'Pages/Mailers',
  component: MailersPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: '/company-settings/edit/mailer', session: 'admin' } },
} satisfies Meta<typeof MailersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two mailers with their type and domain. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () =>
      expect(await canvas.findByText('Acme Newsletter', {}, { timeout: 10_000 })).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByText('SocketLabs')).toBeVisible());
  },
};

/** Only active domains are offered: the inactive legacy domain is not in the list. */
export const ActiveDomainsOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.add }, { timeout: 10_000 }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('combobox', { name: new RegExp(`^${t.domain}`) }));
    await waitFor(async () =>
      expect(await body.findByRole('option', { name: 'mail.acme.example.com' })).toBeVisible(),
    );
    await expect(body.queryByRole('option', { name: 'legacy.acme.example.com' })).toBeNull();
  },
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
};

/** The form's rules: name of 3 or more, alias, type and domain. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.add }, { timeout: 10_000 }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: t.addTitle }));
    await userEvent.type(dialog.getByRole('textbox', { name: new RegExp(`^${t.mailer}`) }), 'ab');
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await waitFor(() => expect(dialog.getByText(t.mailerTooShort)).toBeVisible());
    await waitFor(() => expect(dialog.getByText(t.aliasRequired)).toBeVisible());
    await waitFor(() => expect(dialog.getByText(t.typeRequired)).toBeVisible());
  },
};

/**
 * What goes where: each field's hint says it, and the sender address the fields make shows live under them, as
 * recipients will see it.
 */
export const SenderAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: t.add }, { timeout: 10_000 }));
    const dialog = within(await body.findByRole('dialog', { name: t.addTitle }));
    // The dialog fades in: visible once its opacity has risen.
    await waitFor(() => expect(dialog.getByText(t.senderIncomplete)).toBeVisible());
    const mailer = dialog.getByRole('textbox', { name: new RegExp(`^${t.mailer}`) });
    await expect(mailer).toHaveAccessibleDescription(t.mailerHint);
    await userEvent.type(mailer, 'news');
    await userEvent.type(dialog.getByRole('textbox', { name: new RegExp(`^${t.alias}`) }), 'Acme Newsletter');
    await userEvent.click(dialog.getByRole('combobox', { name: new RegExp(`^${t.domain}`) }));
    await userEvent.click(await body.findByRole('option', { name: 'mail.acme.example.com' }));
    await waitFor(() =>
      expect(dialog.getByRole('status', { name: t.sender })).toHaveTextContent(
        'Acme Newsletter <news@mail.acme.example.com>',
      ),
    );
  },
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
};

/** Delete asks first, naming the mailer's address; the mailer goes. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: `${t.delete} notifications` }, { timeout: 10_000 }),
    );
    const dialog = within(
      await body.findByRole('alertdialog', { name: t.deleteTitle('notifications@news.acme.example.com') }),
    );
    // The dialog fades in: visible once its opacity has risen.
    await waitFor(() => expect(dialog.getByText(commonCopy.deleteItemConfirm)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: t.delete }));
    await expect(await body.findByText(t.deleted('notifications@news.acme.example.com'))).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('cell', { name: 'notifications' })).toBeNull());
    await expect(body.queryByRole('button', { name: uiCopy.common.cancel })).toBeNull();
  },
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
};

/** A test send through a mailer whose domain is not verified is refused, with the reason. */
export const TestRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: `${t.test} notifications` }, { timeout: 10_000 }),
    );
    const dialog = within(await within(document.body).findByRole('dialog', { name: t.testTitle }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: new RegExp(`^${t.testEmail}`) }),
      'ops@mail.acme.example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: t.send }));
    await waitFor(async () => expect(await dialog.findByText(/is not verified/)).toBeVisible());
  },
};

/** Opens the test dialog of a mailer and sends a test to ops@mail.acme.example.com (a verified domain); answers the dialog. */
async function sendTest(canvasElement: HTMLElement, mailer: string) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: `${t.test} ${mailer}` }, { timeout: 10_000 }),
  );
  const dialog = within(await within(document.body).findByRole('dialog', { name: t.testTitle }));
  await userEvent.type(
    dialog.getByRole('textbox', { name: new RegExp(`^${t.testEmail}`) }),
    'ops@mail.acme.example.com',
  );
  await userEvent.click(dialog.getByRole('button', { name: t.send }));
  return dialog;
}

/**
 * A test send to someone the company cannot vouch for (no user of it, not on a verified domain) is refused: the
 * dialog says why and who may receive test emails.
 */
export const TestToStranger: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: `${t.test} newsletter` }, { timeout: 10_000 }),
    );
    const dialog = within(await within(document.body).findByRole('dialog', { name: t.testTitle }));
    await waitFor(() => expect(dialog.getByText(t.testRecipients)).toBeVisible());
    await userEvent.type(
      dialog.getByRole('textbox', { name: new RegExp(`^${t.testEmail}`) }),
      'victim@example.net',
    );
    await userEvent.click(dialog.getByRole('button', { name: t.send }));
    await waitFor(async () =>
      expect(await dialog.findByText(mailLimitMessages.previewRecipient('victim@example.net'))).toBeVisible(),
    );
  },
};

/** A test send through a verified mailer is queued; the dialog follows it until the mail server took it. */
export const TestDelivered: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await sendTest(canvasElement, 'newsletter');
    await waitFor(async () =>
      expect(
        await dialog.findByText(t.testDelivered('ops@mail.acme.example.com'), {}, { timeout: 10_000 }),
      ).toBeVisible(),
    );
  },
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
};

/** The mail server refused the test mail: the dialog says why, in the server's words. */
export const TestFailed: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await sendTest(canvasElement, 'newsletter');
    await waitFor(async () =>
      expect(
        await dialog.findByText(t.testFailed(mailDeliveryMessages.refused(550)), {}, { timeout: 10_000 }),
      ).toBeVisible(),
    );
  },
  parameters: {
    arrange: (db: MockDb) =>
      db.mailFailures.set('ops@mail.acme.example.com', mailDeliveryMessages.refused(550)),
    visual: { disable: true, reason: 'the toast is timed' },
  },
};

/** No mailers yet: the product's empty text. */
export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(await within(canvasElement).findByText(t.empty, {}, { timeout: 10_000 })).toBeVisible(),
    );
  },
};

/** While the mailers load. */
export const Loading: Story = { parameters: { scenario: 'slow' } };

/** The mailers call fails. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeVisible(),
    );
  },
};
