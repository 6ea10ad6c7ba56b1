import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contentCopy, languagesCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { DefaultContentPage } from './DefaultContentPage';

/** /default-content: the templates of one type, filtered, searched and sorted, against the fake API. */
const meta = {
  title: 'Pages/Default content',
  component: DefaultContentPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: '/default-content', session: 'admin' } },
} satisfies Meta<typeof DefaultContentPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const l = contentCopy.list;
const body = () => within(document.body);

async function table(canvasElement: HTMLElement, name = l.tableLabel(l.tabs.email)) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: l.title }, { timeout: 10_000 });
  const found = await canvas.findByRole('table', { name }, { timeout: 10_000 });
  return { canvas, table: found };
}

/** The email templates, oldest first; the view is written into the URL and local storage. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { table: rows } = await table(canvasElement);
    await within(rows).findByRole('link', { name: 'Welcome email' });
    await expect(within(rows).getAllByText(/^(Live|Draft)$/).length).toBeGreaterThan(1);
    // A choice is remembered under the product's keys.
    await userEvent.click(within(canvasElement).getByRole('tab', { name: l.tabs.page }));
    await waitFor(() => expect(window.localStorage.getItem('defaults_main_tab')).toBe('page'));
    await expect(window.localStorage.getItem('defaults_sort_title')).toBe('Date Ascending');
    await expect(window.localStorage.getItem('def_status')).toBe('');
  },
};

/** The Pages tab, drafts only, newest first, from a shared address. */
export const FromSharedUrl: Story = {
  parameters: { console: { path: '/default-content?tab=page&status=draft&sort=date_desc' } },
  play: async ({ canvasElement }) => {
    const { canvas, table: rows } = await table(canvasElement, l.tableLabel(l.tabs.page));
    await expect(canvas.getByRole('tab', { name: l.tabs.page })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('combobox', { name: l.status })).toHaveTextContent('Draft');
    await waitFor(() => expect(within(rows).queryAllByText('Live')).toHaveLength(0));
  },
};

/** Searching narrows the list as the admin types (matched by the fake like the server). */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table: rows } = await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: l.search }), 'reminder');
    await expect(
      await within(rows).findByRole('link', { name: 'Survey reminder' }, { timeout: 5_000 }),
    ).toBeVisible();
    await waitFor(() => expect(within(rows).queryByRole('link', { name: 'Welcome email' })).toBeNull());
  },
};

/** '+ New' asks for a name; its type starts as the tab's (Email here). */
export const NewTemplateValidation: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: l.newButton }));
    const dialog = await body().findByRole('dialog', { name: contentCopy.newTemplate.title });
    await expect(within(dialog).getByRole('combobox')).toHaveTextContent(contentCopy.newTemplate.types.email);
    await userEvent.click(within(dialog).getByRole('button', { name: contentCopy.newTemplate.create }));
    await expect(await within(dialog).findByText(contentCopy.newTemplate.nameRequired)).toBeVisible();
  },
};

/** '+ New' on the Buttons tab makes a button: the type starts as the tab's, and the draft opens in its editor. */
export const NewTemplateOfTheTab: Story = {
  parameters: { console: { path: '/default-content?tab=button' } },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement, l.tableLabel(l.tabs.button));
    await userEvent.click(canvas.getByRole('button', { name: l.newButton }));
    const dialog = await body().findByRole('dialog', { name: contentCopy.newTemplate.title });
    await expect(within(dialog).getByRole('combobox')).toHaveTextContent(
      contentCopy.newTemplate.types.button,
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Call now');
    await userEvent.click(within(dialog).getByRole('button', { name: contentCopy.newTemplate.create }));
    // The button editor (its own tab, Settings) with the new draft.
    await expect(
      await canvas.findByRole('tab', { name: contentCopy.button.settings }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Call now' })).toBeVisible();
  },
};

/** Delete asks with the product's words. */
export const DeleteConfirmation: Story = {
  parameters: { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: l.actionsFor('Welcome email') }));
    await userEvent.click(await body().findByRole('menuitem', { name: l.actions.delete }));
    const confirm = await body().findByRole('alertdialog');
    await expect(confirm).toHaveTextContent(l.deleteConfirm);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'Welcome email' })).toBeNull());
  },
};

/** Buttons have no preview in their menu. */
export const ButtonsHaveNoPreview: Story = {
  parameters: { console: { path: '/default-content?tab=button' } },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement, l.tableLabel(l.tabs.button));
    await userEvent.click(await canvas.findByRole('button', { name: l.actionsFor('Join now') }));
    await body().findByRole('menuitem', { name: l.actions.copy });
    await expect(body().queryByRole('menuitem', { name: l.actions.preview })).toBeNull();
    await userEvent.keyboard('{Escape}');
  },
};

/** A thousand templates of every type: the email tab's rows are virtualised. */
export const Many: Story = {
  parameters: { scenario: 'many' },
  play: async ({ canvasElement }) => {
    const { table: rows } = await table(canvasElement);
    await waitFor(() => expect(rows).toHaveAttribute('aria-rowcount', '251'));
    await expect(within(rows).getAllByRole('row').length).toBeLessThan(40);
  },
};

/** No templates yet. */
export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await expect(await canvas.findByText(l.emptyTab)).toBeVisible();
  },
};

/** The list cannot be fetched: the product's message, with Try again. */
export const FetchError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await expect(await canvas.findByText(l.fetchError, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** While the list loads (1.5 s per answer). */
export const Loading: Story = {
  parameters: { scenario: 'slow', visual: { disable: true, reason: 'skeleton rows are animated' } },
  play: async ({ canvasElement }) => {
    const { table: rows } = await table(canvasElement);
    await expect(rows).toHaveAttribute('aria-busy', 'true');
  },
};

/**
 * Templates without a complete translation into an enabled language carry a "Missing translation" badge naming the
 * languages (the fake's company has German and French enabled, and no template wholly translated into either).
 */
export const MissingTranslation: Story = {
  play: async ({ canvasElement }) => {
    const { table: rows } = await table(canvasElement);
    const m = languagesCopy.missingTranslation;
    const [badge] = await within(rows).findAllByTitle(
      m.description(['French', 'German']),
      {},
      { timeout: 10_000 },
    );
    await expect(badge).toHaveTextContent(m.description(['French', 'German']));
  },
};
