import { emailChangeMessages, linkMessages } from '@qone/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { ConfirmEmailPage } from './ConfirmEmailPage';

const TOKEN = 'Y29uZmlybS1lbWFpbC1saW5rLXRva2Vu';

/** /confirm-email?token=…: the link mailed to a new email address, against the fake API. */
const meta = {
  title: 'Pages/ConfirmEmail',
  component: ConfirmEmailPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: `/confirm-email?token=${TOKEN}`, session: null } },
} satisfies Meta<typeof ConfirmEmailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function page(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const submit = await canvas.findByRole(
    'button',
    { name: authCopy.confirmEmail.submit },
    { timeout: 10_000 },
  );
  return { canvas, submit };
}

/** What the link is for, and one button: nothing changes until it is pressed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await page(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: authCopy.confirmEmail.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: authCopy.links.goToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** Confirmed: the server's words, the console's own session forgotten, and the way to sign in. */
export const Confirmed: Story = {
  parameters: { console: { path: `/confirm-email?token=${TOKEN}`, session: 'admin' } },
  beforeEach({ msw }) {
    // The fake only knows tokens it mailed itself; this one stands for a fresh mailed link.
    msw.use(
      http.post('*/api/users/confirm-email', () =>
        HttpResponse.json({ message: emailChangeMessages.confirmed }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const { canvas, submit } = await page(canvasElement);
    await userEvent.click(submit);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: authCopy.confirmEmail.doneTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(emailChangeMessages.confirmed)).toBeVisible();
    await expect(window.localStorage.getItem('user')).toBeNull();
  },
};

/** A used, expired or unknown link (400): the server's text. */
export const InvalidLink: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, submit } = await page(canvasElement);
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(linkMessages.invalidLink);
  },
};

/** A link without its token: explained. */
export const MissingToken: Story = {
  parameters: { console: { path: '/confirm-email', session: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: authCopy.confirmEmail.missingTokenTitle },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(authCopy.confirmEmail.missingTokenText)).toBeVisible();
  },
};

/** While the server answers (held back here) the button shows a spinner. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/users/confirm-email', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const { submit } = await page(canvasElement);
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A server failure: its text in the page's alert. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    const { canvas, submit } = await page(canvasElement);
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal error');
  },
};
