import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { settingsCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { LegalAndSecurityPage } from './LegalAndSecurityPage';

/** The policy cards, on the fake API. */
const meta = {
  title: 'Pages/Legal & Security',
  component: LegalAndSecurityPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: '/legal-and-security', session: 'admin' } },
} satisfies Meta<typeof LegalAndSecurityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Seven policies; the Data Processing Agreement says it is not accepted yet. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dpa = await canvas.findByRole(
      'link',
      { name: 'view Data Processing Agreement' },
      { timeout: 10_000 },
    );
    await expect(dpa).toHaveAttribute('href', '/legalsecurity/terms-conditions');
    await expect(
      within(canvas.getByRole('list', { name: settingsCopy.legal.title })).getAllByRole('listitem'),
    ).toHaveLength(7);
    await expect(canvas.getByText(settingsCopy.legal.notAcceptedBadge)).toBeVisible();
  },
};

/** In the Account area, at /company-settings/legal-and-security. */
export const AccountArea: Story = {
  parameters: { console: { path: '/company-settings/legal-and-security', session: 'admin' } },
  // The area's frame and page load lazily: the screenshot waits for the cards.
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'link',
        { name: 'view Data Processing Agreement' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
};

/** While the policies load. */
export const Loading: Story = { parameters: { scenario: 'slow' } };

/** The policies call fails. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(settingsCopy.loadError, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
