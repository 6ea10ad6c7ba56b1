import { uiCopy } from '@qone/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { peopleCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { CompanyOverviewPage } from './CompanyOverviewPage';

const t = peopleCopy.overview;

/** /company-settings/overview: the whole console, against the fake API. */
const meta = {
  title: 'Pages/Company overview',
  component: CompanyOverviewPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: '/company-settings/overview', session: 'admin' } },
} satisfies Meta<typeof CompanyOverviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function cards(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('list', { name: t.cardsLabel }, { timeout: 10_000 });
  return { canvas, list: within(list) };
}

/**
 * The six cards with their title, paragraph, 'view' and 'Last Update': User Management shows the roles' last change
 * (the fake's record holds role changes); areas never changed say so.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { list } = await cards(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(6);
    for (const card of Object.values(t.cards)) {
      await waitFor(() => expect(list.getByRole('heading', { name: card.title })).toBeVisible());
    }
    await waitFor(async () => expect(await list.findByText(t.lastUpdate('7 Jun 2025'))).toBeVisible());
    await expect(list.getAllByText(t.neverUpdated).length).toBe(5);
    await expect(
      list.getByRole('link', { name: `${t.view} ${t.cards.userManagement.title}` }),
    ).toHaveAttribute('href', '/company-settings/user-management-dashboard');
    await expect(
      list.getByRole('link', { name: `${t.view} ${t.cards.systemPermission.title}` }),
    ).toHaveAttribute('href', '/company-settings/permission-group');
    await expect(list.getByRole('link', { name: `${t.view} ${t.cards.policyCenter.title}` })).toHaveAttribute(
      'href',
      '/company-settings/legal-and-security',
    );
  },
};

/** An area without a screen of its own: 'view' shows its description. */
export const ViewDescription: Story = {
  play: async ({ canvasElement }) => {
    const { list } = await cards(canvasElement);
    await userEvent.click(list.getByRole('button', { name: `${t.view} ${t.cards.rewardApi.title}` }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: t.cards.rewardApi.title }),
    );
    await waitFor(() => expect(dialog.getByText(t.cards.rewardApi.text)).toBeVisible());
    await userEvent.click(dialog.getAllByRole('button', { name: uiCopy.common.close }).at(-1) as HTMLElement);
  },
  parameters: { visual: { disable: true, reason: 'the dialog closes in its play function' } },
};

/** Nothing changed yet anywhere. */
export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    const { list } = await cards(canvasElement);
    await expect((await list.findAllByText(t.neverUpdated)).length).toBe(6);
  },
};

/** The dates could not be read: a warning, and the cards still lead on. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    const { canvas } = await cards(canvasElement);
    await waitFor(async () => expect(await canvas.findByText(t.loadError)).toBeVisible());
  },
};
