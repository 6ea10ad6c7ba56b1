import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { settingsCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { SettingsAndDefaultsPage } from './SettingsAndDefaultsPage';

const t = settingsCopy.dashboard;

/** The settings dashboard with the fake API's figures. */
const meta = {
  title: 'Pages/Settings & Defaults',
  component: SettingsAndDefaultsPage,
  decorators: [withConsole],
  parameters: {
    layout: 'fullscreen',
    console: { path: '/company-settings/settings-and-defaults', session: 'admin' },
  },
} satisfies Meta<typeof SettingsAndDefaultsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every card with its real figures; the DPA is not signed yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(async () =>
      expect(await canvas.findByText('Acme Research GmbH', {}, { timeout: 10_000 })).toBeVisible(),
    );
    await waitFor(() => expect(canvas.getByText(t.dpaNotSigned)).toBeVisible());
    await waitFor(() => expect(canvas.getByText('Europe/Berlin')).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('link', { name: t.editCompanySettings })).toBeVisible());
  },
};

/** The same page in the Defaults area. */
export const DefaultsArea: Story = {
  parameters: { console: { path: '/settings-and-defaults', session: 'admin' } },
};

/** While the figures load. */
export const Loading: Story = { parameters: { scenario: 'slow' } };

/** The dashboard call fails. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(
        (await within(canvasElement).findAllByText(settingsCopy.loadError, {}, { timeout: 10_000 }))[0],
      ).toBeVisible(),
    );
  },
};

/** An empty company: no users, no zones, no invoices — unknown figures show as such. */
export const Empty: Story = { parameters: { scenario: 'empty' } };
