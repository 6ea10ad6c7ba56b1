import { ADMIN_USER_ID, DEMO_CREDENTIALS, type MockDb } from '@qone/api-client/mocks';
import { authMessages, secondFactorMessages, sessionMessages } from '@qone/domain/messages';
import { newTotpSecret, totpCode } from '@qone/domain/totp';
import { uiCopy } from '@qone/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { frameCopy, passkeyCopy, securityCopy } from '../../copy';
import { SecurityPage } from '../../features/Security';
import { withConsole } from '../../stories/withConsole';

const t = securityCopy.sessions;
const s = frameCopy.stepUp;

/** /account/security, "Sign-in & security": the signed-in admin's second factors, passkeys and sessions, against the fake API. */
const meta = {
  title: 'Pages/Security',
  component: SecurityPage,
  decorators: [withConsole],
  parameters: { layout: 'fullscreen', console: { path: '/account/security', session: 'admin' } },
} satisfies Meta<typeof SecurityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The proof the admin's sign-in gave is older than 5 minutes: the next session change asks for the password. */
const staleProof = (db: MockDb) => {
  const row = db.currentSession();
  if (row) row.provedAtMs = 0;
};

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: t.table }, { timeout: 10_000 }));

/** Three sessions: this one first and marked, an iPhone and a Linux desktop, each with End. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(4));
    await expect(rows.getByText(t.current)).toBeVisible();
    await expect(rows.getAllByRole('button', { name: /^End/ })).toHaveLength(2);
  },
};

/** End one: a confirmation names the session; once ended it leaves the list. */
export const EndOne: Story = {
  parameters: { visual: { disable: true, reason: 'the toast is timed' } },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await userEvent.click(await rows.findByRole('button', { name: 'End Safari 18 · iOS 18.0' }));
    const confirm = within(
      await within(document.body).findByRole('alertdialog', { name: t.confirmEndTitle }),
    );
    // The dialog and the toast fade in: each is visible once its opacity has risen.
    await waitFor(() => expect(confirm.getByText(t.confirmEnd('Safari 18 · iOS 18.0'))).toBeVisible());
    await userEvent.click(confirm.getByRole('button', { name: t.end }));
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(3));
    await waitFor(() => expect(within(document.body).getByText(sessionMessages.ended)).toBeVisible());
  },
};

/**
 * End all other sessions after the sign-in's proof went stale: "Confirm it's you" asks for the password (a wrong
 * one is refused in the product's words), then the same request completes.
 */
export const EndOthersAfterStepUp: Story = {
  parameters: { arrange: staleProof, visual: { disable: true, reason: 'the toast is timed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const rows = await table(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(4));
    await userEvent.click(canvas.getByRole('button', { name: t.endAllOthers }));
    const confirm = within(await body.findByRole('alertdialog', { name: t.confirmEndOthersTitle }));
    await userEvent.click(confirm.getByRole('button', { name: t.endAllOthers }));
    const stepUp = within(await body.findByRole('dialog', { name: s.title }));
    const password = stepUp.getByLabelText(s.password, { selector: 'input' });
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.type(password, 'not my password{Enter}');
    await waitFor(() =>
      expect(stepUp.getByRole('alert')).toHaveTextContent(authMessages.stepUpWrongPassword),
    );
    await userEvent.type(password, `${DEMO_CREDENTIALS.password}{Enter}`);
    await waitFor(() => expect(body.queryByRole('dialog', { name: s.title })).not.toBeInTheDocument());
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(2));
    await waitFor(() => expect(body.getByText(sessionMessages.endedOthers(2))).toBeVisible());
  },
};

/** The admin's authenticator app, set up before the story (its secret, to make its codes). */
const appSecret = newTotpSecret();
const withApp = (db: MockDb) => {
  staleProof(db);
  const admin = db.findUser(ADMIN_USER_ID);
  if (admin) admin.totp = { secret: appSecret, confirmedAt: db.now(), lastUsedAt: null, lastStep: null };
};

/**
 * A user with an authenticator app may answer "Confirm it's you" with its code instead of the password: a wrong
 * code is refused in the product's words, the right one completes the same request.
 */
export const StepUpWithAppCode: Story = {
  parameters: { arrange: withApp, visual: { disable: true, reason: 'the toast is timed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const rows = await table(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(4));
    await userEvent.click(canvas.getByRole('button', { name: t.endAllOthers }));
    const confirm = within(await body.findByRole('alertdialog', { name: t.confirmEndOthersTitle }));
    await userEvent.click(confirm.getByRole('button', { name: t.endAllOthers }));
    const stepUp = within(await body.findByRole('dialog', { name: s.title }));
    await userEvent.click(await stepUp.findByRole('button', { name: uiCopy.stepUp.useCode }));
    const code = stepUp.getByLabelText(uiCopy.stepUp.code, { selector: 'input' });
    await waitFor(() => expect(code).toHaveFocus());
    const right = totpCode(appSecret, Date.now());
    await userEvent.type(code, `${right === '000000' ? '111111' : '000000'}{Enter}`);
    await waitFor(() => expect(stepUp.getByRole('alert')).toHaveTextContent(authMessages.stepUpWrongCode));
    await userEvent.type(code, `${totpCode(appSecret, Date.now())}{Enter}`);
    await waitFor(() => expect(body.queryByRole('dialog', { name: s.title })).not.toBeInTheDocument());
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(2));
    await expect(body.getByText(sessionMessages.endedOthers(2))).toBeVisible();
  },
};

/** Without an app, "Confirm it's you" offers no code. */
export const StepUpWithoutApp: Story = {
  parameters: {
    arrange: staleProof,
    visual: { disable: true, reason: 'the same dialog as EndOthersAfterStepUp' },
  },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const rows = await table(canvasElement);
    await userEvent.click(await rows.findByRole('button', { name: 'End Safari 18 · iOS 18.0' }));
    const confirm = within(await body.findByRole('alertdialog', { name: t.confirmEndTitle }));
    await userEvent.click(confirm.getByRole('button', { name: t.end }));
    const stepUp = within(await body.findByRole('dialog', { name: s.title }));
    await waitFor(() => expect(stepUp.getByLabelText(s.password, { selector: 'input' })).toHaveFocus());
    await expect(stepUp.queryByRole('button', { name: uiCopy.stepUp.useCode })).not.toBeInTheDocument();
  },
};

/** Cancelling "Confirm it's you" leaves every session as it was, and the refusal in the confirmation. */
export const StepUpCancelled: Story = {
  parameters: { arrange: staleProof },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const rows = await table(canvasElement);
    await userEvent.click(await rows.findByRole('button', { name: 'End Safari 18 · iOS 18.0' }));
    const confirm = within(await body.findByRole('alertdialog', { name: t.confirmEndTitle }));
    await userEvent.click(confirm.getByRole('button', { name: t.end }));
    const stepUp = within(await body.findByRole('dialog', { name: s.title }));
    await waitFor(() => expect(stepUp.getByLabelText(s.password, { selector: 'input' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: s.title })).not.toBeInTheDocument());
    await waitFor(() => expect(confirm.getByRole('alert')).toHaveTextContent(authMessages.stepUpRequired));
    await userEvent.click(confirm.getByRole('button', { name: uiCopy.common.cancel }));
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(4));
  },
};

/** Loading: the table's skeleton rows. */
export const Loading: Story = {
  parameters: {
    scenario: 'slow',
    visual: { disable: true, reason: 'a loading state changes as it is shot' },
  },
  play: async ({ canvasElement }) => {
    await expect(await table(canvasElement)).toBeDefined();
  },
};

/** The read failed: the console's LoadError in place of the rows, with Try again. */
export const Failed: Story = {
  parameters: { scenario: 'error' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.loadError, {}, { timeout: 10_000 })).toBeVisible();
  },
};

const p = securityCopy.passkeys;

/** The admin's passkey (signs in alone, used yesterday) and security key (never used), with ten recovery codes. */
const withPasskeys = (db: MockDb) => {
  const admin = db.findUser(ADMIN_USER_ID);
  if (!admin) return;
  const stored = (id: string, name: string, discoverable: boolean, lastUsedAt: string | null) => ({
    id,
    name,
    credentialId: `credential-${id}`,
    publicKey: new Uint8Array(),
    signCount: 0,
    transports: null,
    userVerified: discoverable,
    discoverable,
    createdAt: '2026-11-02T09:00:00.000Z',
    lastUsedAt,
  });
  admin.passkeys = [
    stored('0b6c3e4e-3f1c-4a47-9a3c-6a4c1f0d2a01', 'Work laptop', true, '2026-11-26T08:12:00.000Z'),
    stored('0b6c3e4e-3f1c-4a47-9a3c-6a4c1f0d2a02', 'YubiKey 5C', false, null),
  ];
  admin.recoveryCodes = Array.from({ length: 10 }, (_, i) => ({ code: `CODE${i}ABCDE`, used: false }));
};

const passkeyTable = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: p.table }, { timeout: 10_000 }));

/** A passkey and a security key, each marked with its kind, with Rename and Remove; the recovery codes left. */
export const WithPasskeys: Story = {
  parameters: { arrange: withPasskeys },
  play: async ({ canvasElement }) => {
    const rows = await passkeyTable(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(3));
    await expect(rows.getByText(p.passkey)).toBeVisible();
    await expect(rows.getByText(p.securityKey)).toBeVisible();
    await expect(rows.getByRole('button', { name: `${p.rename} YubiKey 5C` })).toBeVisible();
    await expect(within(canvasElement).getByText(securityCopy.page.recoveryCodesLeft(10))).toBeVisible();
    // Every section of the page opens with the kit's SectionHeader: one h2 each.
    await expect(
      within(canvasElement)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual([securityCopy.page.secondFactors, p.heading, t.heading]);
  },
};

/** None yet: the list says so, and Add a passkey is offered. */
export const NoPasskeys: Story = {
  parameters: { visual: { disable: true, reason: 'the page is Default' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(p.empty, {}, { timeout: 10_000 })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: p.add })).toBeEnabled();
  },
};

/** Rename: the dialog holds the name; an empty one is refused in place, the new one replaces it in the list. */
export const RenamePasskey: Story = {
  parameters: { arrange: withPasskeys, visual: { disable: true, reason: 'the toast is timed' } },
  play: async ({ canvasElement }) => {
    const rows = await passkeyTable(canvasElement);
    await userEvent.click(await rows.findByRole('button', { name: `${p.rename} Work laptop` }));
    const dialog = within(await within(document.body).findByRole('dialog', { name: p.renameTitle }));
    const name = dialog.getByRole('textbox', { name: new RegExp(`^${p.nameLabel}`) });
    await waitFor(() => expect(name).toHaveValue('Work laptop'));
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: p.save }));
    await expect(name).toHaveAccessibleDescription(expect.stringContaining(p.nameRequired));
    await userEvent.type(name, 'Desk laptop');
    await userEvent.click(dialog.getByRole('button', { name: p.save }));
    await waitFor(() => expect(rows.getByRole('button', { name: `${p.rename} Desk laptop` })).toBeVisible());
    await waitFor(() =>
      expect(within(document.body).getByText(secondFactorMessages.passkeyRenamed)).toBeVisible(),
    );
  },
};

/** Remove after the sign-in's proof went stale: confirmed, "Confirm it's you", then the same request completes. */
export const RemovePasskeyAfterStepUp: Story = {
  parameters: {
    arrange: (db: MockDb) => {
      withPasskeys(db);
      staleProof(db);
    },
    visual: { disable: true, reason: 'the toast is timed' },
  },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const rows = await passkeyTable(canvasElement);
    await userEvent.click(await rows.findByRole('button', { name: `${p.remove} YubiKey 5C` }));
    const confirm = within(await body.findByRole('alertdialog', { name: p.removeTitle }));
    await userEvent.click(confirm.getByRole('button', { name: p.remove }));
    const stepUp = within(await body.findByRole('dialog', { name: s.title }));
    const password = stepUp.getByLabelText(s.password, { selector: 'input' });
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.type(password, `${DEMO_CREDENTIALS.password}{Enter}`);
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(2));
    await expect(rows.queryByText('YubiKey 5C')).not.toBeInTheDocument();
    await waitFor(() => expect(body.getByText(secondFactorMessages.passkeyRemoved)).toBeVisible());
  },
};

/** The browser's `navigator.credentials.create` answers `name` (restored after the story). */
const browserRefuses = (name: string) => () => {
  const create = navigator.credentials.create;
  navigator.credentials.create = () => Promise.reject(new DOMException('refused', name));
  return () => {
    navigator.credentials.create = create;
  };
};

/** Adds one: the name is offered from this browser and system, and Continue asks the browser. */
const addWithBrowser = async (canvasElement: HTMLElement) => {
  await passkeyTable(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: p.add }));
  const dialog = within(await within(document.body).findByRole('dialog', { name: p.addTitle }));
  const name = dialog.getByRole('textbox', { name: new RegExp(`^${p.nameLabel}`) });
  await waitFor(() => expect(name).not.toHaveValue(''));
  await userEvent.click(dialog.getByRole('button', { name: p.continue }));
  return dialog;
};

/** The user closes the browser's prompt (`NotAllowedError`): the dialog stays and says so; nothing was added. */
export const AddPasskeyCancelled: Story = {
  beforeEach: browserRefuses('NotAllowedError'),
  parameters: { visual: { disable: true, reason: 'a dialog over Default' } },
  play: async ({ canvasElement }) => {
    const dialog = await addWithBrowser(canvasElement);
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(passkeyCopy.cancelled), {
      timeout: 10_000,
    });
    await expect(dialog.getByRole('button', { name: p.continue })).toBeEnabled();
  },
};

/** The authenticator holds this account's credential already (`InvalidStateError`): said plainly. */
export const AddPasskeyAlreadyHeld: Story = {
  beforeEach: browserRefuses('InvalidStateError'),
  parameters: { visual: { disable: true, reason: 'a dialog over Default' } },
  play: async ({ canvasElement }) => {
    const dialog = await addWithBrowser(canvasElement);
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(passkeyCopy.alreadyRegistered), {
      timeout: 10_000,
    });
  },
};

/** A browser without WebAuthn: the button is disabled and the page says why. */
export const PasskeysUnsupported: Story = {
  beforeEach: () => {
    const credential = Object.getOwnPropertyDescriptor(window, 'PublicKeyCredential');
    Object.defineProperty(window, 'PublicKeyCredential', { value: undefined, configurable: true });
    return () => {
      if (credential) Object.defineProperty(window, 'PublicKeyCredential', credential);
    };
  },
  parameters: { visual: { disable: true, reason: 'one sentence more than Default' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole('button', { name: p.add }, { timeout: 10_000 });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(p.unsupported);
  },
};

/** On a 390×844 phone with passkeys: each passkey and each session a card, nothing scrolls sideways. */
export const WithPasskeysPhone: Story = {
  parameters: { arrange: withPasskeys },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const rows = await passkeyTable(canvasElement);
    // The header row is hidden on a phone: the two passkeys' rows remain.
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(2));
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
    for (const remove of rows.getAllByRole('button', { name: new RegExp(`^${p.remove}`) })) {
      await expect(remove.getBoundingClientRect().right).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      );
    }
  },
};

/**
 * A user with a passkey may answer "Confirm it's you" with it: the server's challenge, then the browser — here the
 * user closes its prompt, the dialog says so and stays, and the password still completes the same request.
 */
export const StepUpWithKeyCancelled: Story = {
  parameters: {
    arrange: (db: MockDb) => {
      withPasskeys(db);
      staleProof(db);
    },
    visual: { disable: true, reason: 'the toast is timed' },
  },
  beforeEach: () => {
    const get = navigator.credentials.get;
    navigator.credentials.get = () => Promise.reject(new DOMException('refused', 'NotAllowedError'));
    return () => {
      navigator.credentials.get = get;
    };
  },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const rows = await passkeyTable(canvasElement);
    await userEvent.click(await rows.findByRole('button', { name: `${p.remove} YubiKey 5C` }));
    const confirm = within(await body.findByRole('alertdialog', { name: p.removeTitle }));
    await userEvent.click(confirm.getByRole('button', { name: p.remove }));
    const stepUp = within(await body.findByRole('dialog', { name: s.title }));
    await userEvent.click(await stepUp.findByRole('button', { name: uiCopy.stepUp.useKey }));
    await waitFor(() => expect(stepUp.getByRole('alert')).toHaveTextContent(passkeyCopy.cancelled), {
      timeout: 10_000,
    });
    const password = stepUp.getByLabelText(s.password, { selector: 'input' });
    await userEvent.type(password, `${DEMO_CREDENTIALS.password}{Enter}`);
    await waitFor(() => expect(body.queryByRole('dialog', { name: s.title })).not.toBeInTheDocument());
    await waitFor(() => expect(rows.queryByText('YubiKey 5C')).not.toBeInTheDocument());
  },
};
