import { domainMessages } from '@qone/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commonCopy, settingsCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { DomainsPage } from './DomainsPage';

const t = settingsCopy.domains;

/** Sending domains and their DNS records, on the fake API (its own DNS zone). */
const meta = {
  title: 'Pages/Domains',
  component: DomainsPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: '/company-settings/edit/domain', session: 'admin' } },
} satisfies Meta<typeof DomainsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three domains: verified, partially verified, inactive. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('cell', { name: 'mail.acme.example.com' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText(t.states.partial)).toBeVisible();
  },
};

/** A domain's records: Verify finds the wrong return path and shows the value found. */
export const RecordsAndVerify: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: `${t.records} news.acme.example.com` }, { timeout: 10_000 }),
    );
    await expect(canvas.getByRole('table', { name: t.recordsOf('news.acme.example.com') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.verify }));
    await expect(
      await canvas.findByText('2 of 3 required records are published as they should be'),
    ).toBeVisible();
    await expect(canvas.getByText('bounce.old-provider.example')).toBeVisible();
  },
};

/**
 * Delete asks first; a domain a mailer still sends from is refused with the reason (which mailer, what to do), and
 * the confirmation stays open.
 */
export const DeleteInUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: `${t.delete} mail.acme.example.com` }, { timeout: 10_000 }),
    );
    const dialog = within(
      await within(document.body).findByRole('alertdialog', { name: t.deleteTitle('mail.acme.example.com') }),
    );
    // The dialog fades in: visible once its opacity has risen.
    await waitFor(() => expect(dialog.getByText(commonCopy.deleteItemConfirm)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: t.delete }));
    await expect(
      await dialog.findByText(domainMessages.inUse(['newsletter@mail.acme.example.com'])),
    ).toBeVisible();
  },
};

/** An unused domain goes after the confirmation. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: `${t.delete} legacy.acme.example.com` }, { timeout: 10_000 }),
    );
    const dialog = within(
      await body.findByRole('alertdialog', { name: t.deleteTitle('legacy.acme.example.com') }),
    );
    await userEvent.click(dialog.getByRole('button', { name: t.delete }));
    await expect(await body.findByText(t.deleted('legacy.acme.example.com'))).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('cell', { name: 'legacy.acme.example.com' })).toBeNull());
  },
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
};

/** The host-name rule in the form: invalid disables Save and marks the field. */
export const AddValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.add }, { timeout: 10_000 }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: t.addTitle }));
    const field = dialog.getByRole('textbox', { name: new RegExp(`^${t.domain}`) });
    await userEvent.type(field, 'not-a-host');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: t.save })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'promo.acme.example.com');
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(await canvas.findByRole('cell', { name: 'promo.acme.example.com' })).toBeVisible();
  },
};

/**
 * An internal name (no public suffix) is refused in the dialog with the server's words: Verify would read the
 * server's own DNS.
 */
export const InternalNameRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.add }, { timeout: 10_000 }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: t.addTitle }));
    const field = dialog.getByRole('textbox', { name: new RegExp(`^${t.domain}`) });
    await userEvent.type(field, 'intranet.corp.internal');
    await expect(await dialog.findByText(t.notPublic)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: t.save })).toBeDisabled();
    await userEvent.clear(field);
    await userEvent.type(field, 'mail.acme.co.uk');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: t.save })).toBeEnabled();
  },
};

/** A duplicate is refused with the server's message in the dialog. */
export const Duplicate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.add }, { timeout: 10_000 }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: t.addTitle }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: new RegExp(`^${t.domain}`) }),
      'mail.acme.example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: t.save }));
    await expect(await dialog.findByText('This domain already exists')).toBeVisible();
  },
};

/** No domains yet: the product's empty text. */
export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.empty, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** While the domains load. */
export const Loading: Story = { parameters: { scenario: 'slow' } };

/** The domains call fails. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
  },
};
