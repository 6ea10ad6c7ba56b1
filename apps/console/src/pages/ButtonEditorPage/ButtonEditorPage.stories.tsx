import { fixtureId } from '@qone/api-client/mocks';
import { templateMessages } from '@qone/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { commonCopy, contentCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { ButtonEditorPage } from './ButtonEditorPage';

const id = fixtureId('template', 3);

/** /edit-content-button/{id}: a button's settings against the fake API (the "Join now" fixture). */
const meta = {
  title: 'Pages/Button editor',
  component: ButtonEditorPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: `/edit-content-button/${id}`, session: 'admin' } },
} satisfies Meta<typeof ButtonEditorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const b = contentCopy.button;
const body = () => within(document.body);

/** Picks `option` in a select, or its first template when none is named. */
async function pick(canvas: ReturnType<typeof within>, select: string, option?: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: select }));
  const options = await body().findAllByRole('option');
  const wanted = options.find((item) => (option ? item.textContent === option : item.textContent !== b.none));
  if (!wanted) throw new Error(`${select} offers no ${option ?? 'template'}`);
  await userEvent.click(wanted);
}

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Join now' }, { timeout: 10_000 });
  return canvas;
}

/** Every setting of the spec, email on and SMS off by default, the template selects listing live templates. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await expect(canvas.getByRole('textbox', { name: new RegExp(`^${b.text}`) })).toHaveValue('Join now');
    await expect(canvas.getByRole('switch', { name: b.sendEmail })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: b.sendSms })).not.toBeChecked();
    for (const name of [b.linkedModule, b.updateStatusTo, b.onClickAction, b.openInWindow, b.emailTemplate]) {
      await expect(canvas.getByRole('combobox', { name })).toBeVisible();
    }
  },
};

/** Publish saves the settings and the status, with the server's message. */
export const Publish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await pick(canvas, b.emailTemplate, 'Welcome email');
    await userEvent.click(canvas.getByRole('switch', { name: b.sendSms }));
    await pick(canvas, b.smsTemplate);
    await userEvent.click(canvas.getByRole('button', { name: contentCopy.editor.publish }));
    await expect(await body().findByText('Template published')).toBeVisible();
  },
};

/**
 * Publish with Send Email on and no email template: the form says so under the select before anything is sent (in
 * the server's words), and nothing is sent. A draft may lack it.
 */
export const PublishNeedsEmailTemplate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    const required = templateMessages.buttonTemplateRequired('email');
    await userEvent.click(canvas.getByRole('button', { name: contentCopy.editor.saveAsDraft }));
    await expect(await body().findByText('Template saved as draft')).toBeVisible();
    await expect(canvas.queryByText(required)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: contentCopy.editor.publish }));
    await expect(await canvas.findByText(required)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: b.emailTemplate })).toHaveAccessibleDescription(
      new RegExp(required),
    );
    // Nothing was sent: the template stays a draft (the Publish story picks a template and publishes).
    await expect(body().queryByText('Template published')).toBeNull();
    await expect(canvas.getByText(commonCopy.statuses.draft)).toBeVisible();
  },
};

/** A button needs a text. */
export const TextRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await form(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: new RegExp(`^${b.text}`) }));
    await userEvent.click(canvas.getByRole('button', { name: contentCopy.editor.saveAsDraft }));
    await expect(await canvas.findByText(b.textRequired)).toBeVisible();
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
