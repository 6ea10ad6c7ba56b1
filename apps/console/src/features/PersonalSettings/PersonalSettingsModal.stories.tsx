import { DEMO_CREDENTIALS, fixturePerson, type MockDb } from '@qone/api-client/mocks';
import { emailChangeMessages } from '@qone/domain/messages';
import { uiCopy } from '@qone/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { commonCopy, frameCopy, peopleCopy, validationCopy } from '../../copy';
import { withConsole } from '../../stories/withConsole';
import { label } from '../Auth/queries';
import { PersonalSettingsModal } from './PersonalSettingsModal';

/**
 * Personal Settings: opened from the profile menu of a signed-in page (here /home), against the fake API.
 * The fixture admin is Anna Schmidt, admin@example.com, +49 30 1234567.
 */
const meta = {
  title: 'Pages/PersonalSettings',
  component: PersonalSettingsModal,
  decorators: [withConsole],
  args: { open: true, onOpenChange: () => {} },
  parameters: { layout: 'fullscreen', console: { path: '/home', session: 'admin' } },
} satisfies Meta<typeof PersonalSettingsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog through the profile menu and returns queries scoped to it. */
async function openDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(
    await canvas.findByRole('button', { name: uiCopy.layout.profileMenu }, { timeout: 10_000 }),
  );
  // The menu fades in; an item is chosen once it shows, as a person would.
  const item = await body.findByRole('menuitem', { name: frameCopy.accountMenu.personalSettings });
  await waitFor(() => expect(item).toBeVisible());
  await userEvent.click(item);
  const dialog = await body.findByRole('dialog', { name: peopleCopy.personalSettings.title });
  return { canvas, body, dialog: within(dialog) };
}

async function loadedForm(canvasElement: HTMLElement) {
  const found = await openDialog(canvasElement);
  const name = await found.dialog.findByRole('textbox', { name: peopleCopy.personalSettings.yourName });
  return {
    ...found,
    name,
    email: found.dialog.getByRole('textbox', { name: peopleCopy.personalSettings.yourEmail }),
    phone: found.dialog.getByLabelText(label(peopleCopy.personalSettings.yourMobile)),
    save: found.dialog.getByRole('button', { name: commonCopy.save }),
  };
}

/** The user's details from the server; Save stays disabled until something changes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, name, email, phone, save } = await loadedForm(canvasElement);
    await expect(name).toHaveValue('Anna Schmidt');
    await expect(email).toHaveValue('admin@example.com');
    await expect(phone).toHaveValue('+49 30 1234567');
    await expect(save).toBeDisabled();
    await expect(
      dialog.getByRole('link', { name: peopleCopy.personalSettings.changePassword }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/reset-password\/.+/));
  },
};

/** The product's messages: 'name is required', 'Invalid Email', 'Email is required', 'phone is required'. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, name, email, phone, save } = await loadedForm(canvasElement);
    await userEvent.clear(name);
    await waitFor(async () => expect(await dialog.findByText(validationCopy.nameRequired)).toBeVisible());
    await userEvent.clear(email);
    await waitFor(async () => expect(await dialog.findByText(validationCopy.emailRequired)).toBeVisible());
    await userEvent.type(email, 'anna@example.c');
    await waitFor(async () => expect(await dialog.findByText(validationCopy.invalidEmail)).toBeVisible());
    await userEvent.clear(phone);
    await waitFor(async () => expect(await dialog.findByText(validationCopy.phoneRequired)).toBeVisible());
    await expect(save).toBeDisabled();
  },
};

/**
 * An account without a mobile number (the seeded admin of a fresh server): the field says so as the dialog opens,
 * and a disabled Save says why; a wrong number is 'Invalid phone number', not 'phone is required'.
 */
export const NoMobileNumber: Story = {
  parameters: {
    arrange: (db: MockDb) => {
      const admin = db.currentUser();
      const stored = admin ? db.findUser(admin._id) : undefined;
      if (stored) stored.phone = null;
    },
  },
  play: async ({ canvasElement }) => {
    const { dialog, name, phone, save } = await loadedForm(canvasElement);
    await waitFor(async () => expect(await dialog.findByText(validationCopy.phoneRequired)).toBeVisible());
    await userEvent.type(phone, '030 abc');
    await waitFor(async () => expect(await dialog.findByText(validationCopy.invalidPhone)).toBeVisible());
    await userEvent.clear(phone);
    await userEvent.type(name, ' M.');
    await waitFor(() => expect(save).toHaveAccessibleDescription(peopleCopy.personalSettings.saveBlocked));
    await expect(save).toBeDisabled();
  },
};

/** Saving: the dialog closes, the stored user (without password) and the profile menu show the new name. */
export const Save: Story = {
  play: async ({ canvasElement }) => {
    const { body, name, save } = await loadedForm(canvasElement);
    await userEvent.clear(name);
    await userEvent.type(name, 'Anna Maria Schmidt');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const stored = JSON.parse(window.localStorage.getItem('user') ?? '{}') as Record<string, unknown>;
    await expect(stored.name).toBe('Anna Maria Schmidt');
    await expect(stored).not.toHaveProperty('password');
    await waitFor(async () => expect(await body.findByText(peopleCopy.personalSettings.saved)).toBeVisible());
  },
};

/**
 * A new email address asks for the current password; saving sends a confirmation link to the new address, says so,
 * and keeps the old address until the link is opened.
 */
export const ChangeEmail: Story = {
  play: async ({ canvasElement }) => {
    const { body, dialog, email, save } = await loadedForm(canvasElement);
    await expect(dialog.queryByLabelText(label(peopleCopy.personalSettings.currentPassword))).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'anna.new@example.com');
    const current = await dialog.findByLabelText(label(peopleCopy.personalSettings.currentPassword));
    await waitFor(() => expect(dialog.getByText(peopleCopy.personalSettings.emailChangeHint)).toBeVisible());
    await expect(save).toBeDisabled();
    await userEvent.type(current, 'x');
    await userEvent.clear(current);
    await waitFor(async () =>
      expect(await dialog.findByText(validationCopy.currentPasswordRequired)).toBeVisible(),
    );
    await userEvent.type(current, DEMO_CREDENTIALS.password);
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(async () =>
      expect(await body.findByText(emailChangeMessages.confirmationSent)).toBeVisible(),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
      email: 'admin@example.com',
    });
  },
};

/**
 * Long after signing in (the sign-in's proof is stale): the current password typed in the form is the proof itself,
 * so saving goes through at once — no "Confirm it's you" asking for the same password a second time.
 */
export const ChangeEmailLongAfterSignIn: Story = {
  parameters: {
    visual: { disable: true, reason: 'it ends on the same screen as ChangeEmail' },
    arrange: (db: MockDb) => {
      const row = db.currentSession();
      if (row) row.provedAtMs = 0;
    },
  },
  play: async ({ canvasElement }) => {
    const { body, dialog, email, save } = await loadedForm(canvasElement);
    await userEvent.clear(email);
    await userEvent.type(email, 'anna.new@example.com');
    await userEvent.type(
      await dialog.findByLabelText(label(peopleCopy.personalSettings.currentPassword)),
      DEMO_CREDENTIALS.password,
    );
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(async () =>
      expect(await body.findByText(emailChangeMessages.confirmationSent)).toBeVisible(),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The server refuses (another user's email: 409): its text in an alert inside the dialog, which stays open. */
export const SaveFailure: Story = {
  play: async ({ canvasElement }) => {
    const { body, dialog, email, save } = await loadedForm(canvasElement);
    await userEvent.clear(email);
    await userEvent.type(email, fixturePerson(2).email);
    await userEvent.type(
      await dialog.findByLabelText(label(peopleCopy.personalSettings.currentPassword)),
      DEMO_CREDENTIALS.password,
    );
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    const alert = await dialog.findByRole('alert');
    await expect(alert.textContent?.trim()).not.toBe('');
    await waitFor(() => expect(alert).toHaveFocus());
    await waitFor(() => expect(body.getByRole('dialog')).toBeVisible());
    await expect(JSON.parse(window.localStorage.getItem('user') ?? '{}')).toMatchObject({
      email: 'admin@example.com',
    });
  },
};

/** Loading the user fails: the dialog explains it and offers 'Try again'. */
export const ServerError: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await waitFor(async () =>
      expect(await dialog.findByText(peopleCopy.personalSettings.loadError)).toBeVisible(),
    );
    await waitFor(() => expect(dialog.getByText('Internal error')).toBeVisible());
    await waitFor(() => expect(dialog.getByRole('button', { name: uiCopy.common.retry })).toBeVisible());
  },
};

/** While the user loads (1.5 s per answer) the dialog says so. */
export const Loading: Story = {
  parameters: { scenario: 'slow' },
  beforeEach({ msw }) {
    // Held back for good, so the screenshot always shows the loading state.
    msw.use(http.get('*/api/users/:id', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openDialog(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent(peopleCopy.personalSettings.loading);
  },
};
