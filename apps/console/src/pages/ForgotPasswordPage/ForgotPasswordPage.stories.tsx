import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authCopy, validationCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { ForgotPasswordPage } from './ForgotPasswordPage';

/** /forgot-password: ask for a set-password link, against the fake API. */
const meta = {
  title: 'Pages/ForgotPassword',
  component: ForgotPasswordPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: '/forgot-password', session: null } },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const email = await canvas.findByRole('textbox', { name: authCopy.fields.email }, { timeout: 10_000 });
  return { canvas, email, submit: canvas.getByRole('button', { name: authCopy.forgotPassword.submit }) };
}

/** The form, with the link to sign up. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await form(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: authCopy.forgotPassword.title }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: authCopy.forgotPassword.signUp })).toHaveAttribute(
      'href',
      '/create-account',
    );
  },
};

/** 'Email is required' on an empty submit (the field takes the focus), then 'Invalid Email'. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email, submit } = await form(canvasElement);
    await userEvent.click(submit);
    await expect(await canvas.findByText(validationCopy.emailRequired)).toBeVisible();
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.type(email, 'anna@acme');
    await expect(await canvas.findByText(validationCopy.invalidEmail)).toBeVisible();
  },
};

/** The same confirmation whether or not the email belongs to an account. */
export const LinkSent: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email, submit } = await form(canvasElement);
    await userEvent.type(email, 'nobody@acme.example');
    await userEvent.click(submit);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: authCopy.forgotPassword.sentTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(authCopy.forgotPassword.sent('nobody@acme.example'))).toBeVisible();
  },
};

/** While the server answers (held back here) the button shows a spinner. */
export const Loading: Story = {
  parameters: { scenario: 'slow' },
  beforeEach({ msw }) {
    msw.use(http.post('*/api/users/forgot-password', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const { email, submit } = await form(canvasElement);
    await userEvent.type(email, 'anna.schmidt@acme.example');
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A server failure: its text in the page's alert. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    const { canvas, email, submit } = await form(canvasElement);
    await userEvent.type(email, 'anna.schmidt@acme.example');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal error');
  },
};
