import { DEMO_CREDENTIALS } from '@qone/api-client/mocks';
import { secondFactorMessages } from '@qone/domain/messages';
import { uiCopy } from '@qone/ui';

import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { authCopy, homeCopy, passkeyCopy, secondStepCopy, validationCopy } from '../../copy';
import { label } from '../../features/Auth/queries';
import { withConsole } from '../../stories/withConsole';
import { LoginPage } from './LoginPage';

/** /login: the whole console at /login with nobody signed in, against the fake API. */
const meta = {
  title: 'Pages/Login',
  component: LoginPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: '/login', session: null } },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Finds the form once the page's chunk has loaded (slow on a cold start). */
async function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const email = await canvas.findByRole('textbox', { name: authCopy.fields.email }, { timeout: 10_000 });
  return {
    canvas,
    email,
    password: canvas.getByLabelText(label(authCopy.fields.password)),
    submit: canvas.getByRole('button', { name: authCopy.login.submit }),
  };
}

/** The empty form: the log-in button stays disabled until both fields are valid. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, submit } = await form(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: authCopy.login.title })).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(canvas.getByRole('link', { name: authCopy.login.forgotPassword })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: authCopy.login.createAccount })).toHaveAttribute(
      'href',
      '/create-account',
    );
  },
};

/** The product's messages as the user leaves each field: required, then the pattern and the length. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, email, password, submit } = await form(canvasElement);
    await userEvent.click(email);
    await userEvent.tab();
    await expect(await canvas.findByText(validationCopy.emailRequired)).toBeVisible();
    await userEvent.click(password);
    await userEvent.tab();
    await expect(await canvas.findByText(validationCopy.passwordRequired)).toBeVisible();

    await userEvent.type(email, 'anna.example.com');
    await expect(await canvas.findByText(validationCopy.invalidEmail)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(password, 'abc');
    await expect(await canvas.findByText(validationCopy.passwordTooShort)).toBeVisible();
    await expect(submit).toBeDisabled();
  },
};

/** The main path: the demo credentials sign in and land on /home with the admin's three cards. */
export const SignIn: Story = {
  parameters: { scenario: 'signedOut' },
  play: async ({ canvasElement }) => {
    const { canvas, email, password, submit } = await form(canvasElement);
    await userEvent.type(email, DEMO_CREDENTIALS.email);
    await userEvent.type(password, DEMO_CREDENTIALS.password);
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: homeCopy.title }, { timeout: 10_000 }),
    ).toBeVisible();
    for (const title of [homeCopy.projects, homeCopy.surveyDesigner, homeCopy.panels]) {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    }
    // Only the non-secret keys are stored: no token, no password.
    const stored = JSON.parse(window.localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
    await expect(stored.email).toBe(DEMO_CREDENTIALS.email);
    await expect(stored).not.toHaveProperty('password');
    await expect(window.localStorage.getItem('token')).toBeNull();
    await expect(window.localStorage.getItem('userEmail')).toBe(DEMO_CREDENTIALS.email);
  },
};

/** A wrong password: the server's text in an in-page alert, which takes the focus. */
export const WrongPassword: Story = {
  parameters: { scenario: 'signedOut' },
  play: async ({ canvasElement }) => {
    const { canvas, email, password, submit } = await form(canvasElement);
    await userEvent.type(email, DEMO_CREDENTIALS.email);
    await userEvent.type(password, 'not the password');
    await userEvent.click(submit);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Invalid email or password');
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(window.localStorage.getItem('user')).toBeNull();
  },
};

/** Too many attempts: the 429's text is shown the same way. */
export const Throttled: Story = {
  parameters: { scenario: 'signedOut' },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/users/login', () =>
        HttpResponse.json({ error: 'Too many attempts. Please wait and try again.' }, { status: 429 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const { canvas, email, password, submit } = await form(canvasElement);
    await userEvent.type(email, DEMO_CREDENTIALS.email);
    await userEvent.type(password, 'guessing again');
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait and try again.',
    );
  },
};

/** A server failure (every call answers 500): its text in the alert. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    const { canvas, email, password, submit } = await form(canvasElement);
    await userEvent.type(email, DEMO_CREDENTIALS.email);
    await userEvent.type(password, DEMO_CREDENTIALS.password);
    await userEvent.click(submit);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Internal error');
  },
};

/** While the server answers the button shows a spinner and ignores clicks (the answer is held back here). */
export const Loading: Story = {
  parameters: { scenario: 'slow' },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/users/login', async () => {
        await delay('infinite');
        return HttpResponse.json({ error: 'never sent' }, { status: 500 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const { email, password, submit } = await form(canvasElement);
    await userEvent.type(email, DEMO_CREDENTIALS.email);
    await userEvent.type(password, DEMO_CREDENTIALS.password);
    await userEvent.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
  },
};

/**
 * A user with an authenticator app: the right password leads to the second step on the same screen (a one-time-code
 * field, or a recovery code instead); a wrong code shows the server's words and keeps the step.
 */
export const SecondStep: Story = {
  parameters: { scenario: 'signedOut' },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/users/login', () =>
        HttpResponse.json({ secondFactor: { ticket: 'ticket', methods: ['totp', 'recovery-code'] } }),
      ),
      http.post('*/api/users/login/second-factor', () =>
        HttpResponse.json({ error: secondFactorMessages.invalidCode }, { status: 401 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const { canvas, email, password, submit } = await form(canvasElement);
    await userEvent.type(email, DEMO_CREDENTIALS.email);
    await userEvent.type(password, DEMO_CREDENTIALS.password);
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: secondStepCopy.title }, { timeout: 10_000 }),
    ).toBeVisible();
    const code = canvas.getByRole('textbox', { name: label(uiCopy.secondStep.code) });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: uiCopy.secondStep.submit }));
    await expect(await canvas.findByText(secondFactorMessages.invalidCode)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: uiCopy.secondStep.useRecoveryCode }));
    await expect(canvas.getByText(secondStepCopy.introRecovery)).toBeVisible();
  },
};

/** The browser's `navigator.credentials.get` answers `name` (restored after the story). */
const browserRefuses = (name: string) => {
  const get = navigator.credentials.get;
  navigator.credentials.get = () => Promise.reject(new DOMException('refused', name));
  return () => {
    navigator.credentials.get = get;
  };
};

/**
 * "Sign in with a passkey" asks the server for a challenge and the browser for a passkey, no email typed; the user
 * closes the browser's prompt: the page says so and stays.
 */
export const PasskeyCancelled: Story = {
  parameters: { scenario: 'signedOut', visual: { disable: true, reason: 'the form error is WrongPassword' } },
  beforeEach: () => browserRefuses('NotAllowedError'),
  play: async ({ canvasElement }) => {
    const { canvas } = await form(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: authCopy.login.passkey }));
    await expect(await canvas.findByText(passkeyCopy.cancelled, {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: authCopy.login.title })).toBeVisible();
  },
};

/** The server does not know the passkey the browser gave: its words, on the page. */
export const PasskeyUnknown: Story = {
  parameters: { scenario: 'signedOut', visual: { disable: true, reason: 'the form error is WrongPassword' } },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/users/login/passkey/options', () =>
        HttpResponse.json({ data: { challenge: 'Y2hhbGxlbmdl', userVerification: 'required' } }),
      ),
      http.post('*/api/users/login/passkey', () =>
        HttpResponse.json({ error: secondFactorMessages.passkeyUnknown }, { status: 401 }),
      ),
    );
    const get = navigator.credentials.get;
    // A credential as the browser answers it: the library turns its buffers into JSON.
    const bytes = new Uint8Array([1, 2, 3, 4]).buffer;
    navigator.credentials.get = () =>
      Promise.resolve({
        id: 'AQIDBA',
        rawId: bytes,
        type: 'public-key',
        authenticatorAttachment: 'platform',
        getClientExtensionResults: () => ({}),
        response: { clientDataJSON: bytes, authenticatorData: bytes, signature: bytes, userHandle: null },
      } as unknown as Credential);
    return () => {
      navigator.credentials.get = get;
    };
  },
  play: async ({ canvasElement }) => {
    const { canvas } = await form(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: authCopy.login.passkey }));
    await expect(
      await canvas.findByText(secondFactorMessages.passkeyUnknown, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/**
 * A user with a security key and no authenticator app: after the right password, the recovery code's field and "Use
 * a Security Key"; a key the server refuses shows its words and keeps the step.
 */
export const SecondStepSecurityKey: Story = {
  parameters: { scenario: 'signedOut' },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/users/login', () =>
        HttpResponse.json({ secondFactor: { ticket: 'ticket', methods: ['security-key', 'recovery-code'] } }),
      ),
      http.post('*/api/users/login/second-factor/options', () =>
        HttpResponse.json({ data: { challenge: 'Y2hhbGxlbmdl', userVerification: 'discouraged' } }),
      ),
    );
    return browserRefuses('NotAllowedError');
  },
  play: async ({ canvasElement }) => {
    const { canvas, email, password, submit } = await form(canvasElement);
    await userEvent.type(email, DEMO_CREDENTIALS.email);
    await userEvent.type(password, DEMO_CREDENTIALS.password);
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(
      await canvas.findByText(secondStepCopy.introSecurityKey, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: label(uiCopy.secondStep.recoveryCode) })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: uiCopy.secondStep.useCode })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: secondStepCopy.useSecurityKey }));
    await expect(await canvas.findByText(passkeyCopy.cancelled, {}, { timeout: 10_000 })).toBeVisible();
  },
};
