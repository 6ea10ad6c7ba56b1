import { ADMIN_USER_ID, DEMO_CREDENTIALS } from '@qone/api-client/mocks';
import { passwordMessages } from '@qone/domain/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authCopy, homeCopy, validationCopy } from '../../copy';
import { label } from '../../features/Auth/queries';
import { withConsole } from '../../stories/withConsole';
import { ResetPasswordPage } from './ResetPasswordPage';

const NEW_PASSWORD = 'correct horse battery staple 42';

/** /reset-password/{userId}: the signed-in admin changes their password, against the fake API. */
const meta = {
  title: 'Pages/ResetPassword',
  component: ResetPasswordPage,
  decorators: [withConsole],
  parameters: {
    layout: 'fullscreen',
    console: { path: `/reset-password/${ADMIN_USER_ID}`, session: 'admin' },
  },
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const oldPassword = await canvas.findByLabelText(
    label(authCopy.fields.oldPassword),
    {},
    { timeout: 10_000 },
  );
  return {
    canvas,
    oldPassword,
    password: canvas.getByLabelText(label(authCopy.fields.newPassword)),
    confirm: canvas.getByLabelText(label(authCopy.fields.confirmPassword)),
    submit: canvas.getByRole('button', { name: authCopy.resetPassword.submit }),
  };
}

async function fill(
  fields: Awaited<ReturnType<typeof form>>,
  oldPassword: string = DEMO_CREDENTIALS.password,
) {
  await userEvent.type(fields.oldPassword, oldPassword);
  await userEvent.type(fields.password, NEW_PASSWORD);
  await userEvent.type(fields.confirm, NEW_PASSWORD);
}

/** Old, new and confirm password in the Account area. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await form(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: authCopy.resetPassword.title })).toBeVisible();
  },
};

/** The product's messages: old password required and too short, confirm required and not matching. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, oldPassword, password, confirm, submit } = await form(canvasElement);
    await userEvent.click(submit);
    await expect(await canvas.findByText(validationCopy.oldPasswordRequired)).toBeVisible();
    await expect(canvas.getByText(validationCopy.passwordRequired)).toBeVisible();
    await expect(canvas.getByText(validationCopy.confirmPasswordRequired)).toBeVisible();
    await waitFor(() => expect(oldPassword).toHaveFocus());
    await userEvent.type(oldPassword, 'abc');
    await expect(await canvas.findByText(validationCopy.oldPasswordTooShort)).toBeVisible();
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.type(confirm, `${NEW_PASSWORD}!`);
    await expect(await canvas.findByText(validationCopy.confirmPasswordMismatch)).toBeVisible();
  },
};

/** The main path: the password is changed, a confirmation shows and the console goes to /. */
export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await fill(fields);
    await userEvent.click(fields.submit);
    await expect(
      await fields.canvas.findByRole('heading', { level: 1, name: homeCopy.title }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(passwordMessages.changed),
    ).toBeVisible();
  },
};

/** A wrong old password (400): the server's text in the page's alert, which takes the focus. */
export const WrongOldPassword: Story = {
  play: async ({ canvasElement }) => {
    const fields = await form(canvasElement);
    await fill(fields, 'not my old password');
    await userEvent.click(fields.submit);
    const alert = await fields.canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(passwordMessages.wrongOldPassword);
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/** While the server answers (held back here) the button shows a spinner. */
export const Loading: Story = {
  parameters: { scenario: 'slow' },
  beforeEach({ msw }) {
    msw.use(http.put('*/api/users/reset-password/:id', () => delay('infinite')));
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
