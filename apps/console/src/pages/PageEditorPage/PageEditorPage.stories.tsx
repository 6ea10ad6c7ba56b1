import { fixtureId } from '@qone/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contentCopy, validationCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { PageEditorPage } from './PageEditorPage';

// Fixture 1 is the "Welcome page" with slug welcome-page and one tracking code.
const id = fixtureId('template', 1);

/** /edit-content-page/{id}: the page editor's Settings — slug and tracking codes — against the fake API. */
const meta = {
  title: 'Pages/Page editor',
  component: PageEditorPage,
  decorators: [withConsole],
  parameters: {
    layout: 'fullscreen',
    console: { path: `/edit-content-page/${id}?tab=settings`, session: 'admin' },
  },
} satisfies Meta<typeof PageEditorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const p = contentCopy.page;
const body = () => within(document.body);

async function settings(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Welcome page' }, { timeout: 10_000 });
  return canvas;
}

/** The slug, the link to the public page (its address names the company, by its alias) and the page's tracking codes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await settings(canvasElement);
    await expect(canvas.getByRole('textbox', { name: p.slug })).toHaveValue('welcome-page');
    // Its company by the alias once the company is known (by its id until then, an address of its own too).
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: p.openPublic })).toHaveAttribute(
        'href',
        '/p/acme/welcome-page',
      ),
    );
    await expect(canvas.getByRole('region', { name: p.trackingCodes })).toHaveTextContent('Analytics');
  },
};

/** Spaces become hyphens, repeated hyphens collapse; a special character gets the product's message. */
export const SlugRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await settings(canvasElement);
    const slug = canvas.getByRole('textbox', { name: p.slug });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Summer  Sale -- 2026');
    await expect(slug).toHaveValue('summer-sale-2026');
    await userEvent.type(slug, '!');
    await waitFor(async () =>
      expect(await canvas.findByText(validationCopy.slugSpecialCharacters)).toBeVisible(),
    );
  },
};

/** 'Add Tracking Code': name, code and location; saved at once with the server's message. */
export const AddTrackingCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await settings(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: p.addTrackingCode }));
    const dialog = await body().findByRole('dialog', { name: p.addTrackingCode });
    await userEvent.click(within(dialog).getByRole('button', { name: p.save }));
    await waitFor(async () => expect(await within(dialog).findByText(p.codeRequired)).toBeVisible());
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(`^${p.codeName}`) }),
      'Pixel',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: new RegExp(`^${p.code}`) }),
      '<img src="p.gif">',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: p.locations.body }));
    await userEvent.click(within(dialog).getByRole('button', { name: p.save }));
    await waitFor(async () => expect(await body().findByText('Tracking code saved')).toBeVisible());
    await waitFor(async () =>
      expect(await canvas.findByRole('button', { name: p.deleteCode('Pixel') })).toBeVisible(),
    );
  },
};

/** 'Delete Tracking Code' asks first, then shows the server's message. */
export const DeleteTrackingCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await settings(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: p.deleteCode('Analytics') }));
    const confirm = await body().findByRole('alertdialog', { name: p.deleteTrackingCode });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await body().findByText('Tracking code deleted')).toBeVisible());
    await waitFor(async () => expect(await canvas.findByText(p.noCodes)).toBeVisible());
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
