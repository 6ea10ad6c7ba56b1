import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authCopy, validationCopy } from '../../copy';
import { label } from '../../features/Auth/queries';
import { withConsole } from '../../stories/withConsole';
import { SetPasswordPage } from './SetPasswordPage';

const UTOKEN = 'Zm9yZ290LXBhc3N3b3JkLWxpbmstdG9rZW4';
const NEW_PASSWORD = 'correct horse battery staple 42';

/** /password?utoken=…: choose a new password from a mailed link, against the fake API. */
const meta = {
  title: 'Pages/SetPassword',
  component: SetPasswordPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: `/password?utoken=${UTOKEN}`, session: null } },
} satisfies Meta<typeof SetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const password = await canvas.findByLabelText(label(authCopy.fields.newPassword), {}, { timeout: 10_000 });
  return {
    canvas,
    password,
    confirm: canvas.getByLabelText(label(authCopy.fields.confirmPassword)),
    submit: canvas.getByRole('button', { name: authCopy.setPassword.submit }),
  };
}

async function fill(fields: Awaited<ReturnType<typeof form>>) {
  await userEvent.type(fields.password, NEW_PASSWORD);
  await userEvent.type(fields.confirm, NEW_PASSWORD);
}

/** The form with the password rules, and the way to a new link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await form(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: authCopy.setPassword.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: authCopy.links.requestNewLink })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/**
 * 'Password is required' for both when empty (the first takes the focus), 'Password too short', and once the
 * password is long enough 'Confirm Password Does Not Match'.
 */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, password, confirm, submit } = await form(canvasElement);
    await userEvent.click(submit);
    await waitFor(() => expect(canvas.getAllByText(validationCopy.passwordRequired)).toHaveLength(2));
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.type(password, 'too short');
    await expect(await canvas.findByText(validationCopy.passwordTooShort)).toBeVisible();
    await userEvent.type(password, ' no longer');
    await userEvent.type(confirm, 'too short no LONGER');
    await expect(await canvas.findByText(validationCopy.confirmPasswordMismatch)).toBeVisible();
  },
};

/** The main path: the password is set and /login says so. */
export const PasswordSet: Story = {
  beforeEach({ msw }) {
    // The fake only knows tokens it mailed itself; this one stands for a fresh mailed link.
    msw.use(
      http.post('*/api/users/set-password', () =>
        HttpResponse.json({ message: 'Your password was set. Please sign in' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await fill(fields);
    await userEvent.click(fields.submit);
    await expect(
      await fields.canvas.findByRole(
        'heading',
        { level: 1, name: authCopy.login.title },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(fields.canvas.getByRole('status')).toHaveTextContent(
      'Your password was set. Please sign in',
    );
  },
};

/** A used, expired or unknown link (400): the server's text and a link to request a new one. */
export const ExpiredLink: Story = {
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await fill(fields);
    await userEvent.click(fields.submit);
    const alert = await fields.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This link is invalid or has expired');
    await expect(within(alert).getByRole('link', { name: authCopy.links.requestNewLink })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** A link without its token: explained, with the way to a new one. */
export const MissingToken: Story = {
  parameters: { console: { path: '/password', session: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: authCopy.setPassword.missingTokenTitle },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: authCopy.links.requestNewLink })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

/** While the server answers (held back here) the button shows a spinner. */
export const Loading: Story = {
  parameters: { scenario: 'slow' },
  beforeEach({ msw }) {
    msw.use(http.post('*/api/users/set-password', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await fill(fields);
    await userEvent.click(fields.submit);
    await waitFor(() => expect(fields.submit).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A server failure: its text in the page's alert. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await fill(fields);
    await userEvent.click(fields.submit);
    await expect(await fields.canvas.findByRole('alert')).toHaveTextContent('Internal error');
  },
};
