import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { languagesCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { TranslationsPage } from './TranslationsPage';

const t = languagesCopy;
const body = () => within(document.body);

/** /languages-and-translations: the company's templates with their translation progress, on the fake API. */
const meta = {
  title: 'Pages/Translations',
  component: TranslationsPage,
  decorators: [withConsole],
  parameters: {
    layout: 'fullscreen',
    console: { path: '/languages-and-translations?target=ger', session: 'admin' },
  },
} satisfies Meta<typeof TranslationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page has replaced the route's fallback and its list is in. */
async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: t.title }, { timeout: 10_000 });
  await canvas.findAllByRole('link', { name: /^Translate / }, { timeout: 10_000 });
  return canvas;
}

/** Email templates into German: the first one is partly translated, one segment waiting for review. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('navigation', { name: /breadcrumb/i })).toHaveTextContent(
      'SettingsLanguages',
    );
    const [first] = await canvas.findAllByRole('progressbar', {}, { timeout: 10_000 });
    await expect(first).toHaveAttribute('aria-valuenow', '2');
    await expect(canvas.getAllByText(t.progress.needsReview(1))[0]).toBeVisible();
  },
};

/** The default language as target: the templates' own text, nothing to count. */
export const SourceLanguage: Story = {
  parameters: { console: { path: '/company-settings/languages-and-translations', session: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getAllByText(t.sourceText)[0]).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** The filter toggle hides and shows the filters; Pages lists the pages. */
export const FiltersAndTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const toggle = canvas.getByRole('button', { name: t.filterToggle });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('search', { name: t.filtersLabel })).toBeNull();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('search', { name: t.filtersLabel })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: t.tabs.page }));
    await expect(await canvas.findByRole('table', { name: t.tableLabel(t.tabs.page) })).toBeVisible();
  },
};

/** 'Default languages': enable Spanish with a custom code and save; the modal closes and the change is kept. */
export const DefaultLanguages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.defaultLanguages }));
    const dialog = within(await body().findByRole('dialog', { name: t.modal.title }));
    await expect(await dialog.findByText(t.modal.summary(3, 'English'))).toBeVisible();
    await userEvent.type(dialog.getByRole('searchbox', { name: t.modal.search }), 'spanish');
    await userEvent.click(
      await dialog.findByRole('checkbox', { name: t.modal.enableLanguage('Spanish; Castilian') }),
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: t.modal.customCodeOf('Spanish; Castilian') }),
      'es',
    );
    await userEvent.click(dialog.getByRole('button', { name: t.modal.save }));
    await expect(await body().findByText('Languages saved')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.defaultLanguages }));
    const again = within(await body().findByRole('dialog', { name: t.modal.title }));
    await expect(await again.findByText(t.modal.summary(4, 'English'))).toBeVisible();
  },
};

/** The server's refusal stays in the modal: a custom code another enabled language uses. */
export const DefaultLanguagesRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.defaultLanguages }));
    const dialog = within(await body().findByRole('dialog', { name: t.modal.title }));
    await userEvent.type(await dialog.findByRole('searchbox', { name: t.modal.search }), 'german');
    const code = await dialog.findByRole('textbox', { name: t.modal.customCodeOf('German') });
    await userEvent.clear(code);
    await userEvent.type(code, 'en');
    await userEvent.click(dialog.getByRole('button', { name: t.modal.save }));
    await expect(
      await dialog.findByText('The custom code en is used by another enabled language'),
    ).toBeVisible();
  },
};

/** While the templates load. */
export const Loading: Story = { parameters: { scenario: 'slow' } };

/** The calls fail. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.fetchError, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** A company without templates. */
export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.emptyTab, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** 'Auto Translate' into French: the email templates shown get their empty texts filled; progress follows. */
export const AutoTranslate: Story = {
  parameters: { console: { path: '/languages-and-translations?target=fre', session: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.autoTranslate.button }));
    await expect(await body().findByText(/segments? translated, 0 need review$/)).toBeVisible();
    await waitFor(() => {
      for (const bar of canvas.getAllByRole('progressbar'))
        expect(bar.getAttribute('aria-valuenow')).toBe(bar.getAttribute('aria-valuemax'));
    });
  },
};

/** No provider on the server: the button is disabled with a note and a link to the platform settings. */
export const AutoTranslateNotSetUp: Story = {
  parameters: { scenario: 'noTranslationProvider' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByText(t.autoTranslate.notConfigured)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.autoTranslate.button })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: t.autoTranslate.setUpLink })).toBeVisible();
  },
};
