import { editTranslationSheet, fillTranslationSheet, type SheetEdit } from '@qone/api-client/mocks';
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
    await waitFor(() => expect(canvas.getAllByText(t.progress.needsReview(1))[0]).toBeVisible());
  },
};

/** The default language chosen as target: the templates' own text, nothing to count. */
export const SourceLanguage: Story = {
  parameters: {
    console: { path: '/company-settings/languages-and-translations?target=eng', session: 'admin' },
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await waitFor(() => expect(canvas.getAllByText(t.sourceText)[0]).toBeVisible());
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/**
 * A first visit (no languages chosen): the source is the default language (English) and the target the first other
 * enabled language (French), so the list shows how far each template is translated, not the source again.
 */
export const FirstVisit: Story = {
  parameters: { console: { path: '/company-settings/languages-and-translations', session: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(
      canvas.getByRole('combobox', { name: new RegExp(`^${t.sourceLanguage}`) }),
    ).toHaveTextContent('English');
    await expect(
      canvas.getByRole('combobox', { name: new RegExp(`^${t.targetLanguage}`) }),
    ).toHaveTextContent('French');
    await waitFor(() => expect(canvas.getAllByRole('progressbar')[0]).toBeVisible());
    await expect(canvas.queryByText(t.sourceText)).toBeNull();
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
    await waitFor(() => expect(canvas.getByRole('search', { name: t.filtersLabel })).toBeVisible());
    await userEvent.click(canvas.getByRole('tab', { name: t.tabs.page }));
    await waitFor(async () =>
      expect(await canvas.findByRole('table', { name: t.tableLabel(t.tabs.page) })).toBeVisible(),
    );
  },
};

/** 'Default languages': enable Spanish with a custom code and save; the modal closes and the change is kept. */
export const DefaultLanguages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.defaultLanguages }));
    const dialog = within(await body().findByRole('dialog', { name: t.modal.title }));
    await waitFor(async () => expect(await dialog.findByText(t.modal.summary(3, 'English'))).toBeVisible());
    // Of the whole ISO list, the enabled languages come first.
    const names = dialog
      .getAllByRole('row')
      .slice(1, 5)
      .map((row) => row.querySelector('td:nth-child(2)')?.textContent);
    await expect(names.slice(0, 3)).toEqual(['English', 'French', 'German']);
    await expect(['English', 'French', 'German']).not.toContain(names[3]);
    await userEvent.type(dialog.getByRole('searchbox', { name: t.modal.search }), 'spanish');
    await userEvent.click(
      await dialog.findByRole('checkbox', { name: t.modal.enableLanguage('Spanish; Castilian') }),
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: t.modal.customCodeOf('Spanish; Castilian') }),
      'es',
    );
    await userEvent.click(dialog.getByRole('button', { name: t.modal.save }));
    await waitFor(async () => expect(await body().findByText('Languages saved')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: t.defaultLanguages }));
    const again = within(await body().findByRole('dialog', { name: t.modal.title }));
    await waitFor(async () => expect(await again.findByText(t.modal.summary(4, 'English'))).toBeVisible());
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
    await waitFor(async () =>
      expect(await dialog.findByText('The custom code en is used by another enabled language')).toBeVisible(),
    );
  },
};

/** While the templates load. */
export const Loading: Story = { parameters: { scenario: 'slow' } };

/** The calls fail. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(await within(canvasElement).findByText(t.fetchError, {}, { timeout: 10_000 })).toBeVisible(),
    );
  },
};

/** A company without templates. */
export const Empty: Story = {
  parameters: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(await within(canvasElement).findByText(t.emptyTab, {}, { timeout: 10_000 })).toBeVisible(),
    );
  },
};

// The translation sheet: 'Upload translations' opens 'Upload Translation Sheet' (upload-language-modal).

/** Opens the sheet's modal (its code loads on first use) and answers it. */
async function openSheet(canvasElement: HTMLElement) {
  const canvas = await ready(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: t.sheet.open }));
  const element = await body().findByRole('dialog', { name: t.sheet.title }, { timeout: 10_000 });
  return { canvas, element, dialog: within(element) };
}

/** Chooses a file through the modal's file input, as the system dialog would. */
async function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('#upload-language-modal input[type="file"]');
  await expect(input).toHaveAttribute('accept', '.xlsx');
  await userEvent.upload(input as HTMLInputElement, file);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Downloads the fake's sheet, changes one cell, chooses and uploads it; answers the edit once the preview shows. */
async function uploadEdited(dialog: ReturnType<typeof within>, edit: SheetEdit) {
  const downloaded = await (await fetch('/api/translation-sheet')).arrayBuffer();
  const edited = await editTranslationSheet(downloaded, edit);
  await choose(new File([edited.bytes as BlobPart], 'de-edited.xlsx', { type: XLSX }));
  await waitFor(async () => expect(await dialog.findByText('de-edited.xlsx')).toBeVisible());
  await userEvent.click(dialog.getByRole('button', { name: t.sheet.upload }));
  await dialog.findByRole('table', { name: t.sheet.preview.rows }, { timeout: 10_000 });
  return edited;
}

/** The modal with the spec's text and buttons; Upload Translation waits for a file; Cancel closes it. */
export const SheetModal: Story = {
  play: async ({ canvasElement }) => {
    const { element, dialog } = await openSheet(canvasElement);
    await expect(element).toHaveAttribute('id', 'upload-language-modal');
    await waitFor(() => expect(dialog.getByText(t.sheet.text)).toBeVisible());
    await expect(dialog.getByRole('button', { name: t.sheet.download })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: new RegExp(`^\\${t.sheet.selectFile}`) })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: t.sheet.upload })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: t.sheet.cancel }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
  parameters: {
    visual: { disable: true, reason: 'the dialog closes at the end; SheetPreview shows it open' },
  },
};

/** 'Download Current' saves the fake's .xlsx through a temporary download link. */
export const SheetDownload: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openSheet(canvasElement);
    const clicked: HTMLAnchorElement[] = [];
    const click = HTMLAnchorElement.prototype.click;
    // Record the link instead of letting the test browser save a file.
    HTMLAnchorElement.prototype.click = function record(this: HTMLAnchorElement) {
      clicked.push(this);
    };
    try {
      await userEvent.click(dialog.getByRole('button', { name: t.sheet.download }));
      // The fake builds a real workbook (exceljs, loaded on first use): on a busy machine that takes seconds.
      await waitFor(() => expect(clicked).toHaveLength(1), { timeout: 10_000 });
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    const [link] = clicked;
    await expect(link).toHaveAttribute('download', t.sheet.fileName);
    await expect(link?.href).toMatch(/^blob:/);
  },
  parameters: { visual: { disable: true, reason: 'the same screen as SheetModal' } },
};

/**
 * The round trip: one German cell of a page changed in the downloaded sheet, uploaded, previewed as exactly that
 * change, applied with "overwrite all"; the modal closes with the counts in a toast.
 */
export const SheetPreviewAndApply: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openSheet(canvasElement);
    const edited = await uploadEdited(dialog, {
      worksheet: 'Page',
      language: 'de',
      text: 'Willkommen aus dem Blatt',
    });
    const cells = within(dialog.getByRole('table', { name: t.sheet.preview.rows }));
    const rows = cells.getAllByRole('row');
    // The header and exactly the one changed cell.
    await expect(rows).toHaveLength(2);
    // The cell named where the admin finds it in the workbook (edited here: the Page sheet's first segment row).
    await expect(rows[1]).toHaveTextContent(t.sheet.preview.place('Page', 2));
    await expect(rows[1]).toHaveTextContent('Willkommen aus dem Blatt');
    await expect(rows[1]).toHaveTextContent(
      edited.before === '' ? t.sheet.preview.statuses.new : t.sheet.preview.statuses.changed,
    );
    const counts = within(dialog.getByRole('table', { name: t.sheet.preview.counts }));
    await waitFor(() => expect(counts.getByRole('row', { name: /German/ })).toBeVisible());
    await userEvent.click(
      dialog.getByRole('radio', { name: new RegExp(t.sheet.preview.modes.overwrite.label) }),
    );
    await userEvent.click(dialog.getByRole('button', { name: t.sheet.apply }));
    await waitFor(async () => expect(await body().findByText('1 translation imported')).toBeVisible());
    await waitFor(() => expect(body().getByText(/German \(de\): 1 written/)).toBeVisible());
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
  parameters: { visual: { disable: true, reason: 'the toast fades on a timer; SheetPreview is the shot' } },
};

/** The preview step as an admin sees it, before applying. */
export const SheetPreview: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openSheet(canvasElement);
    await uploadEdited(dialog, { worksheet: 'Email', language: 'de', text: 'Hallo!' });
    await waitFor(() => expect(dialog.getByRole('table', { name: t.sheet.preview.rows })).toBeVisible());
    await waitFor(() => expect(dialog.getByRole('button', { name: t.sheet.apply })).toBeVisible());
  },
};

/**
 * A sheet with every German and French cell filled (64 cells): the counts cover all of them, the list shows the first
 * 50 (the server answers a page at a time) and 'Show more' reads the file again for the rest.
 */
export const SheetShowMore: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openSheet(canvasElement);
    const downloaded = await (await fetch('/api/translation-sheet')).arrayBuffer();
    const filled = await fillTranslationSheet(downloaded, ['de', 'fr']);
    await choose(new File([filled as BlobPart], 'filled.xlsx', { type: XLSX }));
    await userEvent.click(dialog.getByRole('button', { name: t.sheet.upload }));
    await dialog.findByRole('table', { name: t.sheet.preview.rows }, { timeout: 10_000 });
    const counts = within(dialog.getByRole('table', { name: t.sheet.preview.counts }));
    const total = counts
      .getAllByRole('row')
      .slice(1)
      .reduce((sum, row) => {
        const [, fresh = '0', changed = '0', , invalid = '0'] = within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent ?? '0');
        return sum + Number(fresh) + Number(changed) + Number(invalid);
      }, 0);
    await expect(total).toBeGreaterThan(50);
    await expect(total).toBeLessThanOrEqual(100);
    await expect(dialog.getByRole('status')).toHaveTextContent(t.sheet.preview.shown(50, total));
    await userEvent.click(dialog.getByRole('button', { name: t.sheet.preview.showMore }));
    // All loaded: no count of shown ones, no button.
    await waitFor(() => expect(dialog.queryByRole('button', { name: t.sheet.preview.showMore })).toBeNull());
    await expect(dialog.queryByRole('status')).toBeNull();
  },
  parameters: { visual: { disable: true, reason: 'SheetPreview is the shot of this step' } },
};

/** A renamed file that is no .xlsx: the server's refusal shows in the modal, which stays on the file step. */
export const SheetRefused: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openSheet(canvasElement);
    await choose(new File(['name,text\nhello,world'], 'renamed.xlsx', { type: XLSX }));
    await userEvent.click(dialog.getByRole('button', { name: t.sheet.upload }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Only .xlsx workbooks are accepted');
    await waitFor(() => expect(dialog.getByRole('button', { name: t.sheet.upload })).toBeVisible());
  },
};

/** A file over 5 MB: the server's 413 answer shows in the modal. */
export const SheetTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openSheet(canvasElement);
    await choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.xlsx', { type: XLSX }));
    await userEvent.click(dialog.getByRole('button', { name: t.sheet.upload }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The file is larger than 5 MB');
  },
  parameters: { visual: { disable: true, reason: 'the same screen as SheetRefused with another message' } },
};

/** 'Auto Translate' into French: the email templates shown get their empty texts filled; progress follows. */
export const AutoTranslate: Story = {
  parameters: { console: { path: '/languages-and-translations?target=fre', session: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t.autoTranslate.button }));
    await waitFor(async () =>
      expect(await body().findByText(/segments? translated, 0 need review$/)).toBeVisible(),
    );
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
    await waitFor(async () => expect(await canvas.findByText(t.autoTranslate.notConfigured)).toBeVisible());
    await expect(canvas.getByRole('button', { name: t.autoTranslate.button })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('link', { name: t.autoTranslate.setUpLink })).toBeVisible());
  },
};
