import { createRandom, fixturePerson, hashSeed, makeCompany, randomToken } from '@qone/api-client/mocks';
import { passwordMessages } from '@qone/domain/messages';
import { uiCopy } from '@qone/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authCopy, homeCopy, validationCopy } from '../../copy';
import { label } from '../../features/Auth/queries';
import { withConsole } from '../../stories/withConsole';
import { RegisterPage } from './RegisterPage';

/** The fake's register token of fixture user 1, who is invited (as mocks/seed.ts derives it). */
const INVITED = 1;
const registerToken = randomToken(createRandom(hashSeed(`register:${INVITED}`)), 32);
const invitee = fixturePerson(INVITED);
const companyName = makeCompany().name;
const NEW_PASSWORD = 'correct horse battery staple 42';

/** /register/{registerToken}: an invited user accepts the invitation, against the fake API. */
const meta = {
  title: 'Pages/Register',
  component: RegisterPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: `/register/${registerToken}`, session: null } },
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const name = await canvas.findByRole('textbox', { name: authCopy.fields.name }, { timeout: 10_000 });
  return {
    canvas,
    name,
    password: canvas.getByLabelText(label(authCopy.fields.password)),
    confirm: canvas.getByLabelText(label(authCopy.fields.confirmPassword)),
    submit: canvas.getByRole('button', { name: authCopy.register.submit }),
  };
}

/** Who is invited to which company, with the name the inviter entered already filled in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, name } = await form(canvasElement);
    await expect(
      canvas.getByText(authCopy.register.invited(invitee.email, companyName), { exact: false }),
    ).toBeVisible();
    await expect(name).toHaveValue(invitee.name);
    await expect(canvas.getByRole('list', { name: authCopy.passwordRules.label })).toBeVisible();
  },
};

/** The product's messages, and the password rules ticked off as the user types. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, name, password, confirm, submit } = await form(canvasElement);
    await userEvent.clear(name);
    await userEvent.tab();
    await expect(await canvas.findByText(validationCopy.nameRequired)).toBeVisible();

    const rules = canvas.getByRole('list', { name: authCopy.passwordRules.label });
    const minimum = within(rules).getByText(passwordMessages.tooShort(12));
    await expect(minimum).toHaveAttribute('data-met', 'false');
    await userEvent.type(password, 'short');
    await userEvent.tab();
    await expect(await canvas.findByText(validationCopy.passwordTooShort)).toBeVisible();
    await userEvent.type(password, ' but now long enough');
    await waitFor(() => expect(minimum).toHaveAttribute('data-met', 'true'));

    await userEvent.type(confirm, 'something else');
    await userEvent.tab();
    await expect(await canvas.findByText(validationCopy.confirmPasswordMismatch)).toBeVisible();
    await userEvent.clear(confirm);
    await userEvent.click(submit);
    await expect(await canvas.findByText(validationCopy.passwordRequired)).toBeVisible();
    // The first invalid field takes the focus.
    await waitFor(() => expect(name).toHaveFocus());
  },
};

/**
 * The password rules in the server's words, ticked off live: not only spaces, not one character repeated, and not
 * the invitee's name, address or company (here the last name).
 */
export const PasswordRules: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, password } = await form(canvasElement);
    const rules = within(canvas.getByRole('list', { name: authCopy.passwordRules.label }));
    const rule = (message: string) => rules.getByText(message);
    await userEvent.type(password, 'a'.repeat(12));
    await waitFor(() => expect(rule(passwordMessages.repeated)).toHaveAttribute('data-met', 'false'));
    await userEvent.clear(password);
    await userEvent.type(password, 'Keller forever and ever');
    await waitFor(() => expect(rule(passwordMessages.repeated)).toHaveAttribute('data-met', 'true'));
    await expect(rule(passwordMessages.personal)).toHaveAttribute('data-met', 'false');
    await expect(rule(passwordMessages.tooShort(12))).toHaveAttribute('data-met', 'true');
    await expect(rule(passwordMessages.blank)).toHaveAttribute('data-met', 'true');
  },
};

/** The main path: name and password accepted, then /login with the server's confirmation, and the new password works. */
export const AcceptInvitation: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, password, confirm, submit } = await form(canvasElement);
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.type(confirm, NEW_PASSWORD);
    await userEvent.click(submit);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: authCopy.login.title }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your account is ready');

    await userEvent.type(canvas.getByRole('textbox', { name: authCopy.fields.email }), invitee.email);
    await userEvent.type(canvas.getByLabelText(label(authCopy.fields.password)), NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: authCopy.login.submit }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: homeCopy.title }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** An unknown token (404): explained, with the way to log in. */
export const InvalidLink: Story = {
  parameters: { console: { path: '/register/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', session: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: authCopy.register.invalidTitle },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: authCopy.links.goToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** A used or expired invitation (410): explained, with the way to log in. */
export const ExpiredLink: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/users/invitations/:token', () =>
        HttpResponse.json({ error: 'This invitation has expired or was already used' }, { status: 410 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: authCopy.register.expiredTitle },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByText(authCopy.register.expiredText)).toBeVisible();
  },
};

/** The invitation is accepted elsewhere meanwhile: the server's text on submit, in the page's alert. */
export const SubmitFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/users/register', () =>
        HttpResponse.json({ error: 'This invitation has expired or was already used' }, { status: 410 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const { canvas, password, confirm, submit } = await form(canvasElement);
    await userEvent.type(password, NEW_PASSWORD);
    await userEvent.type(confirm, NEW_PASSWORD);
    await userEvent.click(submit);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('This invitation has expired or was already used');
    await waitFor(() => expect(alert).toHaveFocus());
  },
};

/** While the invitation loads (held back here) the page says so. */
export const Loading: Story = {
  parameters: { scenario: 'slow' },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/users/invitations/:token', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByText(authCopy.register.loading, {}, { timeout: 10_000 });
    await expect(status.closest('[role="status"]')).not.toBeNull();
  },
};

/** Loading the invitation fails (500): the server's text and 'Try again'. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Internal error', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: uiCopy.common.retry })).toBeVisible();
  },
};
