import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { settingsCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { CommunicationPage } from './CommunicationPage';

const t = settingsCopy.communication;

/** Mail and SMS integrations from the fake API. */
const meta = {
  title: 'Pages/Communication',
  component: CommunicationPage,
  decorators: [withConsole],
  parameters: {
    layout: 'fullscreen',
    console: { path: '/company-settings/communication', session: 'admin' },
  },
} satisfies Meta<typeof CommunicationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two integrations, each with its API key shown only as set. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('cell', { name: 'Transactional mail' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getAllByText(t.apiKeySet)).toHaveLength(2);
    await expect(canvasElement.textContent).not.toContain('fixture-key');
  },
};

/** 'Add New Integration' saves it; the key never comes back. */
export const AddIntegration: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t.add }, { timeout: 10_000 }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: t.add }));
    await userEvent.type(dialog.getByRole('textbox', { name: new RegExp(`^${t.name}`) }), 'Newsletter mail');
    await userEvent.type(dialog.getByLabelText(new RegExp(`^${t.apiKey}`)), 'sl-secret-value');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('cell', { name: 'Newsletter mail' })).toBeVisible();
    await expect(document.body.textContent).not.toContain('sl-secret-value');
  },
};

/** No integrations yet. */
export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.empty, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** While the integrations load. */
export const Loading: Story = { parameters: { scenario: 'slow' } };

/** The integrations call fails. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 })).toBeVisible();
  },
};
