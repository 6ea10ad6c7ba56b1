import { fixtureId } from '@qone/api-client/mocks';
import { mailLimitMessages, templateMessages } from '@qone/domain/messages';
import { MERGE_TAGS } from '@qone/domain/templates';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contentCopy, languagesCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { EmailEditorPage } from './EmailEditorPage';

const id = fixtureId('template', 0);
const path = (tab: string) => `/edit-content-email/${id}?tab=${tab}`;

/** /edit-content-email/{id}: the email editor against the fake API (the Welcome email fixture). */
const meta = {
  title: 'Pages/Email editor',
  component: EmailEditorPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: path('html'), session: 'admin' } },
} satisfies Meta<typeof EmailEditorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const e = contentCopy.editor;
const body = () => within(document.body);

async function editor(canvasElement: HTMLElement, { code = false } = {}) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Welcome email' }, { timeout: 10_000 });
  // The code editor arrives in its own chunk.
  if (code) await canvas.findByRole('textbox', { name: contentCopy.code.label }, { timeout: 10_000 });
  return canvas;
}

/** The HTML tab: CodeMirror with the template's HTML; Save as Draft and Publish, Send Preview Email. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await editor(canvasElement);
    await expect(canvas.getByRole('tab', { name: e.tabs.html })).toHaveAttribute('aria-selected', 'true');
    await waitFor(async () =>
      expect(
        await canvas.findByRole('textbox', { name: contentCopy.code.label }, { timeout: 10_000 }),
      ).toBeVisible(),
    );
    for (const name of [contentCopy.previewEmail.button, e.saveAsDraft, e.publish]) {
      await expect(canvas.getByRole('button', { name })).toBeEnabled();
    }
  },
};

/** Publish sends `live` and shows the server's message. */
export const Publish: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await editor(canvasElement, { code: true });
    await userEvent.click(canvas.getByRole('button', { name: e.publish }));
    await waitFor(async () => expect(await body().findByText('Template published')).toBeVisible());
  },
};

/** Settings: name, subject (with merge tags), description, linked module and the notification frequency (Hours). */
export const Settings: Story = {
  parameters: { console: { path: path('settings') } },
  play: async ({ canvasElement }) => {
    const canvas = await editor(canvasElement);
    await expect(canvas.getByRole('textbox', { name: e.subject })).toHaveValue(
      'Welcome email, {{firstName}}',
    );
    await expect(canvas.getByRole('combobox', { name: e.notificationUnit })).toHaveTextContent('Hours');
    const name = canvas.getByRole('textbox', { name: new RegExp(`^${e.name}`) });
    await userEvent.clear(name);
    await waitFor(() => expect(canvas.getByText(e.unsaved, { exact: false })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: e.saveAsDraft }));
    await waitFor(async () => expect(await canvas.findByText(e.nameRequired)).toBeVisible());
  },
};

/** A merge tag that is not on the list is flagged at once with the list beside it, and saving asks first. */
export const UnknownMergeTag: Story = {
  parameters: { console: { path: path('settings') } },
  play: async ({ canvasElement }) => {
    const canvas = await editor(canvasElement);
    const subject = canvas.getByRole('textbox', { name: e.subject });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Hi {{{{nickname}}');
    const allowed = e.allowedTags(MERGE_TAGS.map((tag) => `{{${tag.tag}}}`).join(', '));
    const warning = await canvas.findByText(e.unknownTagsInline('{{nickname}}'), { exact: false });
    await expect(warning).toBeVisible();
    await expect(warning).toHaveTextContent(allowed);
    await userEvent.click(canvas.getByRole('button', { name: e.saveAsDraft }));
    const confirm = await body().findByRole('alertdialog', { name: e.unknownTagsTitle });
    await expect(confirm).toHaveTextContent('{{nickname}}');
    await expect(confirm).toHaveTextContent(allowed);
    await userEvent.click(within(confirm).getByRole('button', { name: e.saveAnyway }));
    await waitFor(async () => expect(await body().findByText('Template saved as draft')).toBeVisible());
  },
};

/** History: the versions, the chosen one compared with the current HTML, and Restore. */
export const History: Story = {
  parameters: { console: { path: path('history') } },
  play: async ({ canvasElement }) => {
    const canvas = await editor(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Version 1/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await waitFor(async () => expect(await canvas.findByText(contentCopy.history.noChanges)).toBeVisible());
  },
};

/**
 * 'Send Preview Email' says who may receive previews, checks the address as an email, shows the server's refusal of
 * an address the company cannot vouch for, and its message once sent to one it can.
 */
export const SendPreviewEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await editor(canvasElement, { code: true });
    await userEvent.click(canvas.getByRole('button', { name: contentCopy.previewEmail.button }));
    const dialog = await body().findByRole('dialog', { name: contentCopy.previewEmail.title });
    const field = within(dialog).getByRole('textbox', { name: new RegExp(contentCopy.previewEmail.email) });
    await expect(field).toHaveAttribute('type', 'email');
    await waitFor(() => expect(within(dialog).getByText(contentCopy.previewEmail.recipients)).toBeVisible());
    await userEvent.type(field, 'qa@acme');
    await userEvent.click(within(dialog).getByRole('button', { name: contentCopy.previewEmail.send }));
    await waitFor(async () =>
      expect(await within(dialog).findByText(contentCopy.previewEmail.invalidEmail)).toBeVisible(),
    );
    await userEvent.type(field, '.example');
    await userEvent.click(within(dialog).getByRole('button', { name: contentCopy.previewEmail.send }));
    await waitFor(async () =>
      expect(
        await within(dialog).findByText(mailLimitMessages.previewRecipient('qa@acme.example')),
      ).toBeVisible(),
    );
    await userEvent.clear(field);
    await userEvent.type(field, 'qa@mail.acme.example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: contentCopy.previewEmail.send }));
    await waitFor(async () =>
      expect(
        await body().findByText(templateMessages.previewEmailQueued('qa@mail.acme.example.com')),
      ).toBeVisible(),
    );
  },
};

/** Someone saved in between: the save is refused and nothing is overwritten; Reload takes their version. */
export const SavedBySomeoneElse: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('*/api/defaults/default/:id', () =>
        HttpResponse.json(
          {
            error:
              'Someone else saved this template after you opened it. Reload it to see their changes, then save again',
          },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await editor(canvasElement, { code: true });
    await userEvent.click(canvas.getByRole('button', { name: e.saveAsDraft }));
    await waitFor(async () => expect(await canvas.findByText(e.staleTitle)).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('button', { name: e.reload })).toBeVisible());
  },
};

/** The template cannot be fetched. */
export const FetchError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    await waitFor(async () =>
      expect(await within(canvasElement).findByText(e.loadError, {}, { timeout: 10_000 })).toBeVisible(),
    );
  },
};

/**
 * The Design tab: GrapesJS with the newsletter blocks, loaded in its own chunk. Its icon buttons are named buttons
 * in the tab order, pressed with Enter or Space, the toggles saying whether they are on (axe checks them after the
 * walk); Preview offers a named way back. The selected element's toolbar and the text toolbar are named buttons too,
 * pressed with Enter or Space (Move, a pointer drag, stays out of the tab order); a text action keeps the selection.
 */
export const Design: Story = {
  parameters: {
    console: { path: `/edit-content-email/${id}` },
    visual: { disable: true, reason: 'the designer renders its canvas asynchronously' },
  },
  play: async ({ canvasElement }) => {
    const canvas = await editor(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('.gjs-frame')).not.toBeNull(), {
      timeout: 20_000,
    });
    const t = contentCopy.design.toolbar;
    const named = (key: string) => canvas.getByRole('button', { name: t[key] });
    const mobile = await canvas.findByRole('button', { name: t['set-device-mobile'] }, { timeout: 10_000 });
    for (const icon of canvasElement.querySelectorAll('.gjs-pn-btn:not([aria-hidden="true"])')) {
      await expect(icon).toHaveAttribute('role', 'button');
      await expect(icon).toHaveAttribute('tabindex', '0');
      await expect(icon).toHaveAccessibleName();
    }
    const focused = () => document.activeElement as HTMLElement;

    // The selected element's toolbar: named buttons; those a key can press are in the tab order.
    const frame = canvasElement.querySelector<HTMLIFrameElement>('.gjs-frame');
    // GrapesJS draws its elements again after some changes: the heading is looked up each time.
    const heading = () => {
      const found = frame?.contentDocument?.querySelector<HTMLElement>('h1[data-gjs-type="text"]');
      if (!found) throw new Error('no heading on the canvas yet');
      return found;
    };
    await userEvent.click(await waitFor(heading));
    const c = contentCopy.design.componentToolbar;
    const tools = within(
      await waitFor(() => canvas.getByRole('group', { name: contentCopy.design.componentToolbarLabel })),
    );
    for (const name of [c['select-parent'], c['tlb-clone'], c['tlb-delete']]) {
      await expect(await tools.findByRole('button', { name })).toHaveAttribute('tabindex', '0');
    }
    await expect(tools.getByRole('button', { name: c['tlb-move'] })).not.toHaveAttribute('tabindex');
    // Naming the toolbar is not a change to the design.
    await expect(canvas.queryByText(e.unsaved, { exact: false })).toBeNull();
    const copies = () => frame?.contentDocument?.querySelectorAll('h1').length;
    const before = copies();
    tools.getByRole('button', { name: c['tlb-clone'] }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(copies()).toBe((before ?? 0) + 1));
    await waitFor(() => expect(focused()).toHaveAccessibleName(c['select-parent']));
    await userEvent.tab();
    await userEvent.tab();
    await expect(focused()).toHaveAccessibleName(c['tlb-delete']);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(copies()).toBe(before));
    await userEvent.click(heading());
    (await tools.findByRole('button', { name: c['select-parent'] })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(heading().classList.contains('gjs-selected')).toBe(false));
    await waitFor(() => expect(frame).toHaveFocus());

    // Editing a text: its toolbar's actions are named buttons; Enter formats the selection kept in the canvas.
    const text = heading();
    await userEvent.click(text);
    await userEvent.dblClick(text);
    const x = contentCopy.design.textToolbar;
    const formatting = within(
      await waitFor(() => canvas.getByRole('group', { name: contentCopy.design.textToolbarLabel })),
    );
    for (const name of [x.bold, x.italic, x.underline, x.strikethrough, x.link]) {
      await expect(await formatting.findByRole('button', { name })).toHaveAttribute('tabindex', '0');
    }
    const doc = frame?.contentDocument;
    const range = doc?.createRange();
    if (!doc || !range || !text.firstChild) throw new Error('the text has no content');
    range.selectNodeContents(text);
    doc.getSelection()?.removeAllRanges();
    doc.getSelection()?.addRange(range);
    formatting.getByRole('button', { name: x.italic }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(text.querySelector('i, em, [style*="italic"]')).not.toBeNull());
    await expect(doc.getSelection()?.toString()).toBe('Welcome email');
    // A toolbar button ends the text editing, as a click on it does.
    (await tools.findByRole('button', { name: c['select-parent'] })).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.queryByRole('group', { name: contentCopy.design.textToolbarLabel })).toBeNull(),
    );

    const desktop = named('set-device-desktop');
    desktop.focus();
    await userEvent.tab();
    await expect(focused()).toHaveAccessibleName(t['set-device-tablet']);
    await userEvent.tab();
    await expect(mobile).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(mobile).toHaveAttribute('aria-pressed', 'true'));
    await expect(desktop).toHaveAttribute('aria-pressed', 'false');
    const layers = named('open-layers');
    await expect(layers).toHaveAttribute('aria-pressed', 'false');
    layers.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(layers).toHaveAttribute('aria-pressed', 'true'));
    await expect(named('open-blocks')).toHaveAttribute('aria-pressed', 'false');
    named('preview').focus();
    await userEvent.keyboard('{Enter}');
    const exit = await canvas.findByRole('button', { name: contentCopy.design.exitPreview });
    await expect(exit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(exit).not.toBeVisible());
    desktop.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(desktop).toHaveAttribute('aria-pressed', 'true'));
  },
};

/**
 * Leaving the page while a text is being edited in the designer (its text toolbar showing, the text changed):
 * GrapesJS ends the editing asynchronously, so the designer lets it finish before it is destroyed — otherwise
 * GrapesJS reads its destroyed parser and the page throws (an unhandled rejection fails this story).
 */
export const LeaveWhileEditingText: Story = {
  parameters: {
    console: { path: `/edit-content-email/${id}` },
    visual: { disable: true, reason: 'the designer renders its canvas asynchronously' },
  },
  play: async ({ canvasElement }) => {
    const canvas = await editor(canvasElement);
    const frame = await waitFor(
      () => {
        const found = canvasElement.querySelector<HTMLIFrameElement>('.gjs-frame');
        if (!found?.contentDocument?.querySelector('h1[data-gjs-type="text"]'))
          throw new Error('no canvas yet');
        return found;
      },
      { timeout: 20_000 },
    );
    const text = frame.contentDocument?.querySelector<HTMLElement>('h1[data-gjs-type="text"]');
    if (!text) throw new Error('no heading on the canvas');
    await userEvent.click(text);
    await userEvent.dblClick(text);
    await waitFor(() => canvas.getByRole('group', { name: contentCopy.design.textToolbarLabel }));
    // The canvas is another document: its elements are checked by their attributes, not with DOM matchers.
    await waitFor(() => expect(text.getAttribute('contenteditable')).toBe('true'));
    text.append(' for you');
    text.dispatchEvent(new InputEvent('input', { bubbles: true }));
    // Left with the keyboard: a mouse press anywhere would end the editing before the designer goes.
    (canvas.getAllByRole('link', { name: 'Home' })[0] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 10_000 });
    // GrapesJS's own end of the editing runs in later tasks: give it time to fail here rather than in the next story.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(canvasElement.querySelector('.gjs-frame')).toBeNull();
  },
};

/** 'Send Preview Email' in another of the company's languages: the language select offers the enabled ones. */
export const SendPreviewEmailInGerman: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await editor(canvasElement, { code: true });
    await userEvent.click(canvas.getByRole('button', { name: contentCopy.previewEmail.button }));
    const dialog = within(await body().findByRole('dialog', { name: contentCopy.previewEmail.title }));
    const language = await dialog.findByRole('combobox', {
      name: new RegExp(`^${languagesCopy.previewMail.language}`),
    });
    await expect(language).toHaveTextContent('English');
    await userEvent.click(language);
    await userEvent.click(await body().findByRole('option', { name: 'German' }));
    await expect(language).toHaveTextContent('German');
    await userEvent.type(
      dialog.getByRole('textbox', { name: new RegExp(contentCopy.previewEmail.email) }),
      'qa@mail.acme.example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: contentCopy.previewEmail.send }));
    await waitFor(async () =>
      expect(
        await body().findByText(templateMessages.previewEmailQueued('qa@mail.acme.example.com')),
      ).toBeVisible(),
    );
  },
};
