import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authCopy, validationCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { CreateAccountPage } from './CreateAccountPage';

/** /create-account: sign a company up, against the fake API. */
const meta = {
  title: 'Pages/CreateAccount',
  component: CreateAccountPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: '/create-account', session: null } },
} satisfies Meta<typeof CreateAccountPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const firstName = await canvas.findByRole(
    'textbox',
    { name: authCopy.createAccount.firstName },
    { timeout: 10_000 },
  );
  return {
    canvas,
    firstName,
    lastName: canvas.getByRole('textbox', { name: authCopy.createAccount.lastName }),
    email: canvas.getByRole('textbox', { name: authCopy.fields.email }),
    companyName: canvas.getByRole('textbox', { name: authCopy.createAccount.companyName }),
    submit: canvas.getByRole('button', { name: authCopy.createAccount.submit }),
  };
}

async function fill(fields: Awaited<ReturnType<typeof form>>) {
  await userEvent.type(fields.firstName, 'Lena');
  await userEvent.type(fields.lastName, 'Hoffmann');
  await userEvent.type(fields.email, 'lena.hoffmann@panelworks.example');
  await userEvent.type(fields.companyName, 'Panelworks AG');
}

/** The four fields and the link to log in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await form(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: authCopy.createAccount.title })).toBeVisible();
    await expect(canvas.getByRole('link', { name: authCopy.createAccount.login })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** An empty submit marks every field and focuses the first; a bad email says 'Invalid Email'. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, firstName, email, submit } = await form(canvasElement);
    await userEvent.click(submit);
    await expect(await canvas.findByText(validationCopy.emailRequired)).toBeVisible();
    await expect(canvas.getByText(validationCopy.firstNameRequired)).toBeVisible();
    await expect(canvas.getByText(validationCopy.lastNameRequired)).toBeVisible();
    await expect(canvas.getByText(validationCopy.companyNameRequired)).toBeVisible();
    await waitFor(() => expect(firstName).toHaveFocus());
    await userEvent.type(email, 'lena@panelworks');
    await expect(await canvas.findByText(validationCopy.invalidEmail)).toBeVisible();
  },
};

/** The main path: the sign-up is accepted and the page says a mail was sent. */
export const MailSent: Story = {
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await fill(fields);
    await userEvent.click(fields.submit);
    await expect(
      await fields.canvas.findByRole('heading', { level: 1, name: authCopy.createAccount.sentTitle }),
    ).toBeVisible();
    await expect(
      fields.canvas.getByText(authCopy.createAccount.sent('lena.hoffmann@panelworks.example')),
    ).toBeVisible();
  },
};

/** While the server answers (held back here) the button shows a spinner. */
export const Loading: Story = {
  parameters: { scenario: 'slow' },
  beforeEach({ msw }) {
    msw.use(http.post('*/api/accounts', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await fill(fields);
    await userEvent.click(fields.submit);
    await waitFor(() => expect(fields.submit).toHaveAttribute('aria-busy', 'true'));
  },
};

/** A server failure: its text in the page's alert, which takes the focus. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await fill(fields);
    await userEvent.click(fields.submit);
    const alert = await fields.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Internal error');
    await waitFor(() => expect(alert).toHaveFocus());
  },
};
