import type { MockDb } from '@qone/api-client/mocks';
import { BYTES_PER_MB } from '@qone/domain/storage';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { languagesCopy, settingsCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { PlatformSettingsPage } from './PlatformSettingsPage';

const t = settingsCopy.platform;
const p = languagesCopy.autoTranslate.card;

/** /company-settings/edit: the cards Domain and Mailer. */
const meta = {
  title: 'Pages/Platform Settings',
  component: PlatformSettingsPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: '/company-settings/edit', session: 'admin' } },
} satisfies Meta<typeof PlatformSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cards: Domain and Mailer, each leading to its table, and the translation provider the server uses. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t.domainCard }, { timeout: 10_000 }),
    ).toBeVisible();
    const links = canvas.getAllByRole('link', { name: t.open });
    await expect(links[0]).toHaveAttribute('href', '/company-settings/edit/domain');
    await expect(links[1]).toHaveAttribute('href', '/company-settings/edit/mailer');
    await expect(await canvas.findByText(p.names.libretranslate)).toBeVisible();
    await expect(canvas.getByText(p.configured)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: t.storageCard })).toBeVisible();
    await expect(await canvas.findByText(/ of 200 MB$/)).toBeVisible();
  },
};

/** A company near its storage quota: the card shows the use against it, by kind. */
export const StorageNearlyFull: Story = {
  parameters: {
    arrange: (db: MockDb) => {
      db.storageQuotaBytes = 2 * BYTES_PER_MB;
      db.uploadedLogos.set('acme-logo.png', 1.5 * BYTES_PER_MB);
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^1\.\d MB of 2 MB$/, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('1.5 MB')).toBeVisible();
  },
};

/** No translation provider: the card says how an operator sets one up (environment variables). */
export const NoTranslationProvider: Story = {
  parameters: { scenario: 'noTranslationProvider' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: p.title }, { timeout: 10_000 })).toBeVisible();
    await expect(await canvas.findByText(p.none)).toBeVisible();
    await expect(canvas.getByText(p.howTo)).toBeVisible();
  },
};

/** While the figures load. */
export const Loading: Story = { parameters: { scenario: 'slow' } };

/** No domains or mailers yet. */
export const Empty: Story = { parameters: { scenario: 'empty' } };

/** The page's read fails: the one failed-read component, with Try again. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Every card says its figures could not be read.
    await waitFor(() => expect(canvas.getAllByText(settingsCopy.loadError)).toHaveLength(4), {
      timeout: 10_000,
    });
  },
};
