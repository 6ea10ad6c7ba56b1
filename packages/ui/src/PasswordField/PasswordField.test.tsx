import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { uiCopy } from '../copy';
import { PasswordField } from './PasswordField';

describe('<PasswordField />', () => {
  it('hides the password by default', async () => {
    const screen = await renderWithTheme(<PasswordField label="Password" defaultValue="secret" />);
    await expect
      .element(screen.getByLabelText('Password', { exact: true }))
      .toHaveAttribute('type', 'password');
  });

  describe('toggle', () => {
    it('reveals and hides the password with aria-pressed', async () => {
      const onRevealedChange = vi.fn();
      const screen = await renderWithTheme(
        <PasswordField label="Password" defaultValue="secret" onRevealedChange={onRevealedChange} />,
      );
      const toggle = screen.getByRole('button', { name: uiCopy.passwordField.showPassword });
      await toggle.click();
      await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect.element(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('secret');
      await toggle.click();
      await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(onRevealedChange.mock.calls).toEqual([[true], [false]]);
    });
  });

  describe('defaultRevealed', () => {
    it('starts as plain text', async () => {
      const screen = await renderWithTheme(<PasswordField label="Password" defaultRevealed />);
      await expect.element(screen.getByRole('textbox', { name: 'Password' })).toBeInTheDocument();
    });
  });

  describe('error', () => {
    it('is linked to the input', async () => {
      const screen = await renderWithTheme(<PasswordField label="Password" error="Password too short" />);
      const input = screen.getByLabelText('Password', { exact: true });
      await expect.element(input).toHaveAttribute('aria-invalid', 'true');
      await expect.element(input).toHaveAccessibleDescription('Password too short');
    });
  });

  describe('disabled', () => {
    it('disables the toggle', async () => {
      const screen = await renderWithTheme(<PasswordField label="Password" disabled />);
      await expect.element(screen.getByRole('button')).toBeDisabled();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<PasswordField label="Password" error="Password too short" required />);
    await expectNoAxeViolations();
  });
});
