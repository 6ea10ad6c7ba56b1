import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Checkbox } from './Checkbox';

describe('<Checkbox />', () => {
  describe('label', () => {
    it('names the checkbox and toggles it when clicked', async () => {
      const screen = await renderWithTheme(<Checkbox label="Enable" />);
      await screen.getByText('Enable').click();
      await expect.element(screen.getByRole('checkbox', { name: 'Enable' })).toBeChecked();
    });

    it('stays the name when hidden', async () => {
      const screen = await renderWithTheme(<Checkbox label="Enable" hideLabel />);
      await expect.element(screen.getByRole('checkbox', { name: 'Enable' })).toBeInTheDocument();
    });
  });

  describe('onCheckedChange', () => {
    it('is called when Space is pressed', async () => {
      const onCheckedChange = vi.fn();
      await renderWithTheme(<Checkbox label="Enable" onCheckedChange={onCheckedChange} />);
      await userEvent.tab();
      await userEvent.keyboard(' ');
      expect(onCheckedChange).toHaveBeenCalledWith(true);
    });
  });

  describe('checked', () => {
    it('is mixed when indeterminate', async () => {
      const screen = await renderWithTheme(<Checkbox label="All" checked="indeterminate" />);
      await expect.element(screen.getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
    });

    it('stays as given when controlled', async () => {
      const screen = await renderWithTheme(<Checkbox label="All" checked={false} />);
      await screen.getByRole('checkbox').click();
      await expect.element(screen.getByRole('checkbox')).not.toBeChecked();
    });
  });

  describe('hint and error', () => {
    it('describe the checkbox and mark it invalid', async () => {
      const screen = await renderWithTheme(
        <Checkbox label="Accept" hint="Required to continue" error="Accept it" />,
      );
      const box = screen.getByRole('checkbox');
      await expect.element(box).toHaveAttribute('aria-invalid', 'true');
      await expect.element(box).toHaveAccessibleDescription('Accept it Required to continue');
    });
  });

  describe('disabled', () => {
    it('cannot be toggled', async () => {
      const screen = await renderWithTheme(<Checkbox label="Enable" disabled />);
      await expect.element(screen.getByRole('checkbox')).toBeDisabled();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <>
        <Checkbox label="One" defaultChecked />
        <Checkbox label="Two" checked="indeterminate" hint="Some" />
        <Checkbox label="Three" disabled error="Bad" />
      </>,
    );
    await expectNoAxeViolations();
  });
});
