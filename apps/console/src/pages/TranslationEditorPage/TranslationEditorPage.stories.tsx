import { fixtureId } from '@qone/api-client/mocks';
import { uiCopy } from '@qone/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { languagesCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { TranslationEditorPage } from './TranslationEditorPage';

const t = languagesCopy.editor;
const a = languagesCopy.autoTranslate;
const id = fixtureId('template', 0);
const body = () => within(document.body);

/** /translations-editor/email-{id}?target=ger: the Welcome email into German, on the fake API. */
const meta = {
  title: 'Pages/Translation editor',
  component: TranslationEditorPage,
  decorators: [withConsole],
  parameters: {
    layout: 'fullscreen',
    console: { path: `/translations-editor/email-${id}?target=ger`, session: 'admin' },
  },
} satisfies Meta<typeof TranslationEditorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function editor(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: /^Translate / }, { timeout: 10_000 });
  const fields = await canvas.findAllByRole('textbox', { name: t.target('German') }, { timeout: 10_000 });
  return { canvas, fields };
}

/** Subject and text segments side by side with their German translations (one marked for review). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, fields } = await editor(canvasElement);
    await expect(fields).toHaveLength(4);
    await expect(fields[0]).toHaveValue('Willkommen, {{firstName}}');
    await expect(canvas.getAllByRole('checkbox', { name: t.needsReview })[1]).toBeChecked();
    await expect(canvas.getByRole('button', { name: t.save })).toBeDisabled();
  },
};

/** A translation without the source's merge tag is marked, and Save waits until it is back. */
export const PlaceholderMissing: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, fields } = await editor(canvasElement);
    const third = fields[2];
    if (!third) throw new Error('no third segment');
    await userEvent.type(third, 'Hallo Anna,');
    await expect(third).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(t.fixFirst(1))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.save })).toBeDisabled();
    await userEvent.clear(third);
    await userEvent.type(third, 'Hallo ');
    await userEvent.click(
      canvas.getByRole('button', { name: `${t.insert('{{firstName}}')} (${t.missing})` }),
    );
    await expect(third).toHaveValue('Hallo {{firstName}}');
    await expect(canvas.getByRole('button', { name: t.save })).toBeEnabled();
  },
};

const styled =
  'Read <a href="https://example.com/terms" style="color:#1d4ed8">our <span style="font-weight:bold">terms</span></a> today.';
const styledEntry = {
  key: 'html.0123456789abcdef',
  context: 'html',
  source: styled,
  target: '',
  needsReview: false,
  updatedAt: null,
};
let saved: { entries: { key: string; target: string }[] } | undefined;

/**
 * A text with styled inline markup: the translator sees its tags as short locked tokens (`<a>`, `<span>`), never raw
 * HTML with inline styles, writes them as tokens, and the save stores the source's exact markup.
 */
export const MarkupAsTokens: Story = {
  beforeEach({ msw }) {
    saved = undefined;
    msw.use(
      http.get('*/api/translations/:templateId/:language', () => HttpResponse.json({ data: [styledEntry] })),
      http.put('*/api/translations/:templateId/:language', async ({ request }) => {
        saved = (await request.json()) as typeof saved;
        const target = saved?.entries[0]?.target ?? '';
        return HttpResponse.json({ message: 'Translations saved', data: [{ ...styledEntry, target }] });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const { canvas, fields } = await editor(canvasElement);
    const [field] = fields;
    if (!field) throw new Error('no segment');
    await expect(canvasElement).not.toHaveTextContent(/style=|href=/);
    for (const token of ['<a>', '<span>', '</span>', '</a>']) {
      await expect(canvas.getByRole('button', { name: t.insert(token) })).toBeVisible();
    }
    await userEvent.type(field, 'Lies <a>unsere <span>Bedingungen</span></a> heute.');
    await expect(field).toHaveValue('Lies <a>unsere <span>Bedingungen</span></a> heute.');
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await waitFor(() =>
      expect(saved?.entries[0]?.target).toBe(
        'Lies <a href="https://example.com/terms" style="color:#1d4ed8">unsere <span style="font-weight:bold">Bedingungen</span></a> heute.',
      ),
    );
    await expect(field).toHaveValue('Lies <a>unsere <span>Bedingungen</span></a> heute.');
  },
};

/** Translate a segment and save: the server's answer replaces the drafts. */
export const Save: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, fields } = await editor(canvasElement);
    const last = fields[3];
    if (!last) throw new Error('no fourth segment');
    await userEvent.type(last, 'Danke, dass Sie Teil unseres Panels sind.');
    await expect(canvas.getByText(t.unsaved(1))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await body().findByText('Translations saved')).toBeVisible();
    await expect(canvas.queryByText(t.unsaved(1))).toBeNull();
  },
};

/** A template that is not the company's. */
export const NotFound: Story = {
  parameters: {
    console: {
      path: `/translations-editor/email-${fixtureId('template', 999)}?target=ger`,
      session: 'admin',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.notFound, {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** 'Auto Translate' fills only the empty translations (the fake's provider prefixes `[de] `), keeping merge tags. */
export const AutoTranslate: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, fields } = await editor(canvasElement);
    const [first, , , last] = fields;
    await userEvent.click(canvas.getByRole('button', { name: a.button }));
    await expect(await body().findByText(/segments? translated, 0 need review$/)).toBeVisible();
    await expect((last as HTMLTextAreaElement | undefined)?.value).toMatch(/^\[de\] /);
    // Translated before: kept.
    await expect(first).toHaveValue('Willkommen, {{firstName}}');
    await expect(canvas.getByRole('button', { name: t.save })).toBeDisabled();
  },
};

/** Source and target the same: nothing to auto-translate, and the button says why. */
export const AutoTranslateSameLanguage: Story = {
  parameters: {
    console: { path: `/translations-editor/email-${id}?source=ger&target=ger`, session: 'admin' },
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await editor(canvasElement);
    await expect(canvas.getByRole('button', { name: a.button })).toBeDisabled();
    await expect(canvas.getByText(a.sameLanguages)).toBeVisible();
  },
};

/** No provider on the server: the button is disabled, says so and links to the platform settings. */
export const AutoTranslateNotSetUp: Story = {
  parameters: { scenario: 'noTranslationProvider' },
  play: async ({ canvasElement }) => {
    const { canvas } = await editor(canvasElement);
    const button = canvas.getByRole('button', { name: a.button });
    await expect(await canvas.findByText(a.notConfigured)).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(expect.stringContaining(a.notConfigured));
    await expect(canvas.getByRole('link', { name: a.setUpLink })).toHaveAttribute(
      'href',
      '/company-settings/edit',
    );
  },
};

/** The template or its translations cannot be read: the one failed-read component, with Try again. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10_000 });
    await expect(within(alert).getByRole('button', { name: uiCopy.common.retry })).toBeVisible();
  },
};
