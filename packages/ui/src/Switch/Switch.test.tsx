import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Switch } from './Switch';

describe('<Switch />', () => {
  describe('label', () => {
    it('names the switch and toggles it when clicked', async () => {
      const screen = await renderWithTheme(<Switch label="Active" />);
      await screen.getByText('Active').click();
      await expect.element(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    });
  });

  describe('onCheckedChange', () => {
    it('is called from the keyboard', async () => {
      const onCheckedChange = vi.fn();
      await renderWithTheme(<Switch label="Active" onCheckedChange={onCheckedChange} />);
      await userEvent.tab();
      await userEvent.keyboard(' ');
      expect(onCheckedChange).toHaveBeenCalledWith(true);
    });
  });

  describe('hint', () => {
    it('describes the switch', async () => {
      const screen = await renderWithTheme(<Switch label="Active" hint="Sends mail" />);
      await expect.element(screen.getByRole('switch')).toHaveAccessibleDescription('Sends mail');
    });
  });

  describe('defaultChecked', () => {
    it('starts on', async () => {
      const screen = await renderWithTheme(<Switch label="Active" defaultChecked />);
      await expect.element(screen.getByRole('switch')).toBeChecked();
    });
  });

  describe('disabled', () => {
    it('cannot be toggled', async () => {
      const screen = await renderWithTheme(<Switch label="Active" disabled />);
      await expect.element(screen.getByRole('switch')).toBeDisabled();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<Switch label="Active" hint="Sends mail" defaultChecked />);
    await expectNoAxeViolations();
  });
});
