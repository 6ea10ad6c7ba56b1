import { fixtureId } from '@qone/api-client/mocks';
import { MERGE_TAGS } from '@qone/domain/templates';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contentCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { SmsEditorPage } from './SmsEditorPage';

const id = fixtureId('template', 2);

/** /edit-content-sms/{id}: the SMS editor against the fake API (the "Appointment reminder" fixture). */
const meta = {
  title: 'Pages/SMS editor',
  component: SmsEditorPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: `/edit-content-sms/${id}`, session: 'admin' } },
} satisfies Meta<typeof SmsEditorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const e = contentCopy.editor;
const body = () => within(document.body);

async function text(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Appointment reminder' }, { timeout: 10_000 });
  return { canvas, field: canvas.getByRole('textbox', { name: contentCopy.sms.text }) };
}

/** The text with the merge tags it may use, its count against 160, GSM-7 in one message. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, field } = await text(canvasElement);
    const length = (field as HTMLTextAreaElement).value.length;
    await waitFor(() => expect(canvas.getByText(`${length}/160`)).toBeVisible());
    await waitFor(() => expect(canvas.getByText('GSM-7 · 1 message')).toBeVisible());
    const allowed = contentCopy.editor.allowedTags(MERGE_TAGS.map((tag) => `{{${tag.tag}}}`).join(', '));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(allowed)));
  },
};

/** 161 characters: the count says so, Save as Draft and Publish are disabled. */
export const OverLimit: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, field } = await text(canvasElement);
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(161));
    await waitFor(() => expect(canvas.getByText('161/160 — too long to save')).toBeVisible());
    await expect(canvas.getByRole('button', { name: e.saveAsDraft })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: e.publish })).toBeDisabled();
  },
};

/** An emoji switches the message to UCS-2 and is highlighted. */
export const Ucs2: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, field } = await text(canvasElement);
    await userEvent.click(field);
    await userEvent.paste(' 😀');
    await waitFor(async () => expect(await canvas.findByText(/^UCS-2 · \d messages?$/)).toBeVisible());
    await expect([...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['😀']);
  },
};

/** 'Send Preview SMS': who may receive it, a phone number (the admin's own), the server's message. */
export const SendPreviewSms: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await text(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: contentCopy.previewSms.button }));
    const dialog = await body().findByRole('dialog', { name: contentCopy.previewSms.title });
    await waitFor(() => expect(within(dialog).getByText(contentCopy.previewSms.recipients)).toBeVisible());
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(contentCopy.previewSms.phone) }),
      '+49 30 1234567',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: contentCopy.previewSms.send }));
    await waitFor(async () =>
      expect(await body().findByText('Preview SMS sent to +49 30 1234567')).toBeVisible(),
    );
  },
};

/** /edit-content-sms without an id: a new SMS, created by its first save. */
export const NewSms: Story = {
  parameters: { console: { path: '/edit-content-sms' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: contentCopy.sms.newTitle }, { timeout: 10_000 });
    await waitFor(() => expect(canvas.getByText('0/160')).toBeVisible());
    await expect(canvas.getByRole('button', { name: e.publish })).toBeDisabled();
  },
};

/** The page's read fails: the one failed-read component, with Try again. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: contentCopy.editor.loadError },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
