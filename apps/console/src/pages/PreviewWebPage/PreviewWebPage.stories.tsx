import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { frameCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { PreviewWebPage } from './PreviewWebPage';

/** /p/{company}/{slug}: the public page in a frame that fills the window, against the fake API. */
const meta = {
  title: 'Pages/Public page',
  component: PreviewWebPage,
  decorators: [withConsole],
  parameters: {
    layout: 'fullscreen',
    console: { path: '/p/acme/welcome-page', session: null },
    visual: {
      disable: true,
      reason: 'the frame loads the page from the server route, which Storybook does not serve',
    },
  },
} satisfies Meta<typeof PreviewWebPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A live page at its company's address: framed from its server route, named by the same company, scripts allowed only
 * in the sandbox, never same-origin.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Page welcome-page', {}, { timeout: 10_000 });
    await expect(frame).toHaveAttribute('src', '/api/defaults/slug/welcome-page/page?company=acme');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
  },
};

/** The older address without a company, as links made before company addresses still read. */
export const OlderAddress: Story = {
  parameters: { console: { path: '/preview-web-page/welcome-page', session: null } },
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Page welcome-page', {}, { timeout: 10_000 });
    await expect(frame).toHaveAttribute('src', '/api/defaults/slug/welcome-page/page');
  },
};

/** `?lang=de`: the frame asks the server for the page in German (its translated segments). */
export const InALanguage: Story = {
  parameters: { console: { path: '/p/acme/welcome-page?lang=de', session: null } },
  play: async ({ canvasElement }) => {
    const frame = await within(canvasElement).findByTitle('Page welcome-page', {}, { timeout: 10_000 });
    await expect(frame).toHaveAttribute('src', '/api/defaults/slug/welcome-page/page?company=acme&lang=de');
  },
};

const alert = fn();
const close = fn();

/**
 * A slug the company has no live page for: the server's message, then the window closes — and where the browser
 * keeps a tab the visitor opened themselves, the page says it was not found (no spinner, no way into the console).
 */
export const Unknown: Story = {
  parameters: { console: { path: '/p/acme/no-such-page', session: null } },
  beforeEach() {
    const original = { alert: window.alert, close: window.close };
    window.alert = alert;
    window.close = close;
    return () => {
      window.alert = original.alert;
      window.close = original.close;
    };
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Page not found'), { timeout: 10_000 });
    await expect(close).toHaveBeenCalled();
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: frameCopy.notFound.title }),
    ).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('link', { name: frameCopy.notFound.home })).toBeNull();
  },
};
