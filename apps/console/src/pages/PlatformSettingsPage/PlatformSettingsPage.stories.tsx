import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { settingsCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { PlatformSettingsPage } from './PlatformSettingsPage';

const t = settingsCopy.platform;

/** /company-settings/edit: the cards Domain and Mailer. */
const meta = {
  title: 'Pages/Platform Settings',
  component: PlatformSettingsPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: '/company-settings/edit', session: 'admin' } },
} satisfies Meta<typeof PlatformSettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both cards, each leading to its table. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t.domainCard }, { timeout: 10_000 }),
    ).toBeVisible();
    const links = canvas.getAllByRole('link', { name: t.open });
    await expect(links[0]).toHaveAttribute('href', '/company-settings/edit/domain');
    await expect(links[1]).toHaveAttribute('href', '/company-settings/edit/mailer');
  },
};

/** While the figures load. */
export const Loading: Story = { parameters: { scenario: 'slow' } };

/** No domains or mailers yet. */
export const Empty: Story = { parameters: { scenario: 'empty' } };
