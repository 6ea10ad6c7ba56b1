import type { MockDb } from '@qone/api-client/mocks';
import { DEMO_CREDENTIALS } from '@qone/api-client/mocks';
import { emailChangeMessages, validationMessages } from '@qone/domain/messages';
import { uiCopy } from '@qone/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderConsole } from '../../../test/renderConsole';
import { clearSession, getSession } from '../../app/session';
import { commonCopy, frameCopy, peopleCopy } from '../../copy';
import { label } from '../Auth/queries';

afterEach(() => clearSession());

async function openPersonalSettings(arrange?: (db: MockDb) => void) {
  const rendered = await renderConsole('/home', arrange ? { arrange } : {});
  await rendered.screen.getByRole('button', { name: uiCopy.layout.profileMenu }).click();
  await page.getByRole('menuitem', { name: frameCopy.accountMenu.personalSettings }).click();
  const dialog = page.getByRole('dialog', { name: peopleCopy.personalSettings.title });
  const name = dialog.getByRole('textbox', { name: peopleCopy.personalSettings.yourName });
  await expect.element(name).toHaveValue('Anna Schmidt');
  return {
    dialog,
    name,
    email: dialog.getByRole('textbox', { name: peopleCopy.personalSettings.yourEmail }),
    phone: dialog.getByLabelText(label(peopleCopy.personalSettings.yourMobile)),
    save: dialog.getByRole('button', { name: commonCopy.save }),
  };
}

describe('<PersonalSettingsModal />', () => {
  it('enables Save only while something changed and everything is valid', async () => {
    const { name, phone, save } = await openPersonalSettings();
    await expect.element(save).toBeDisabled();
    await name.fill('Anna M. Schmidt');
    await expect.element(save).toBeEnabled();
    await phone.fill('');
    await expect.element(save).toBeDisabled();
    await phone.fill('+49 30 1234567');
    await name.fill('Anna Schmidt');
    // Back to the loaded values: nothing to save.
    await expect.element(save).toBeDisabled();
  });

  it('says at once why Save stays off for an account without a mobile number, and tells an empty number from a wrong one', async () => {
    // The seeded admin of a fresh server has no mobile number.
    const { dialog, name, phone, save } = await openPersonalSettings((db) => {
      const admin = db.currentUser();
      const stored = admin ? db.findUser(admin._id) : undefined;
      if (stored) stored.phone = null;
    });
    await expect.element(dialog.getByText(validationMessages.phoneRequired)).toBeVisible();
    await name.fill('Anna M. Schmidt');
    await expect.element(save).toBeDisabled();
    await expect.element(save).toHaveAccessibleDescription(peopleCopy.personalSettings.saveBlocked);
    await phone.fill('030 abc');
    await expect.element(dialog.getByText(validationMessages.invalidPhone)).toBeVisible();
    await expect.element(dialog.getByText(validationMessages.phoneRequired)).not.toBeInTheDocument();
    await phone.fill('+49 30 1234567');
    await expect.element(save).toBeEnabled();
    await expect.element(dialog.getByText(peopleCopy.personalSettings.saveBlocked)).not.toBeInTheDocument();
  });

  it('stores the saved user without a password, and closes', async () => {
    const { dialog, name, save } = await openPersonalSettings();
    await name.fill('Anna M. Schmidt');
    await save.click();
    await expect.element(dialog).not.toBeInTheDocument();
    const session = getSession();
    expect(session?.user.name).toBe('Anna M. Schmidt');
    expect(session?.userEmail).toBe('admin@example.com');
    expect(localStorage.getItem('user')).not.toContain('password');
  });

  it('keeps the old email until the new one is confirmed, after asking for the current password', async () => {
    const { dialog, email, save } = await openPersonalSettings();
    await email.fill('anna.schmidt@acme.example');
    await expect.element(save).toBeDisabled();
    await dialog
      .getByLabelText(label(peopleCopy.personalSettings.currentPassword))
      .fill(DEMO_CREDENTIALS.password);
    await save.click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByText(emailChangeMessages.confirmationSent)).toBeVisible();
    expect(getSession()?.user.email).toBe('admin@example.com');
    expect(getSession()?.userEmail).toBe('admin@example.com');
  });
});
