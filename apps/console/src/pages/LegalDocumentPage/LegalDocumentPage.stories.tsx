import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { settingsCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { LegalDocumentPage } from './LegalDocumentPage';

const t = settingsCopy.legal;

/** One policy's page, on the fake API. */
const meta = {
  title: 'Pages/Legal Document',
  component: LegalDocumentPage,
  decorators: [withConsole],
  parameters: {
    layout: 'fullscreen',
    console: { path: '/legalsecurity/data-breach-notification-procedure', session: 'admin' },
  },
} satisfies Meta<typeof LegalDocumentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text in force (version 1, the 72-hour rule) and its history. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/within 72 hours/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: t.history })).toBeVisible();
  },
};

/** Write a new version, save the draft and publish it from today: version 2 is in force. */
export const EditAndPublish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.newDraft }, { timeout: 10_000 }));
    const text = canvas.getByRole('textbox', { name: new RegExp(`^${t.draftText}`) });
    await userEvent.clear(text);
    await userEvent.type(text, 'We notify affected clients within 72 hours. Updated.');
    await userEvent.click(canvas.getByRole('button', { name: t.saveDraft }));
    await userEvent.click(await canvas.findByRole('button', { name: t.publish }));
    await expect(await canvas.findByText(/Updated\./)).toBeVisible();
    await expect(await canvas.findByText(/^Version 2/)).toBeVisible();
  },
};

/** The item with options: the option in effect shows on first view ('Active'); 'Do Not Active' is kept. */
export const Options: Story = {
  parameters: { console: { path: '/legalsecurity/acceptable-use-policy', session: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Active' }, { timeout: 10_000 })).toBeChecked();
    await userEvent.click(await canvas.findByRole('radio', { name: 'Do Not Active' }, { timeout: 10_000 }));
    await expect(await within(document.body).findByText('Choice saved')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Do Not Active' })).toBeChecked();
  },
};

/** The Data Processing Agreement: accept the version in force; who and when is shown. */
export const AcceptDpa: Story = {
  parameters: { console: { path: '/legalsecurity/terms-conditions', session: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.accept(1) }, { timeout: 10_000 }));
    await expect(await canvas.findByText(/Version 1 accepted by Anna Schmidt/)).toBeVisible();
  },
};

/** A reader without the settings flag reads, and edits nothing. */
export const Reader: Story = {
  parameters: { console: { path: '/legalsecurity/acceptable-use-policy', session: 'viewer' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/lawful research/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.newDraft })).toBeNull();
  },
};

/** An unknown policy path. */
export const NotFound: Story = {
  parameters: { console: { path: '/legalsecurity/no-such-policy', session: 'admin' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Legal document not found', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** While the policy loads. */
export const Loading: Story = { parameters: { scenario: 'slow' } };

/** The page's read fails: the one failed-read component, with Try again. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { name: settingsCopy.loadError },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};
