import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { uiCopy } from '../copy';
import { Select } from './Select';

const options = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'German' },
  { value: 'fr', label: 'French', disabled: true },
];

describe('<Select />', () => {
  describe('label', () => {
    it('names the combobox', async () => {
      const screen = await renderWithTheme(<Select label="Language" options={options} />);
      await expect.element(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    });
  });

  describe('placeholder', () => {
    it('shows the default placeholder while nothing is chosen', async () => {
      const screen = await renderWithTheme(<Select label="Language" options={options} />);
      await expect.element(screen.getByRole('combobox')).toHaveTextContent(uiCopy.select.placeholder);
    });

    it('shows a custom placeholder', async () => {
      const screen = await renderWithTheme(
        <Select label="Type" placeholder="Select type" options={options} />,
      );
      await expect.element(screen.getByRole('combobox')).toHaveTextContent('Select type');
    });
  });

  describe('onValueChange', () => {
    it('is called when an option is clicked', async () => {
      const onValueChange = vi.fn();
      const screen = await renderWithTheme(
        <Select label="Language" options={options} onValueChange={onValueChange} />,
      );
      await screen.getByRole('combobox').click();
      await screen.getByRole('option', { name: 'German' }).click();
      expect(onValueChange).toHaveBeenCalledWith('de');
      await expect.element(screen.getByRole('combobox')).toHaveTextContent('German');
    });

    it('is called from the keyboard', async () => {
      const onValueChange = vi.fn();
      await renderWithTheme(<Select label="Language" options={options} onValueChange={onValueChange} />);
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}');
      await expect.poll(() => document.querySelector('[role="listbox"]')).not.toBeNull();
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard('{Enter}');
      expect(onValueChange).toHaveBeenCalledWith('de');
    });
  });

  describe('options', () => {
    it('marks disabled options', async () => {
      const screen = await renderWithTheme(<Select label="Language" options={options} defaultOpen />);
      await expect
        .element(screen.getByRole('option', { name: 'French' }))
        .toHaveAttribute('aria-disabled', 'true');
    });
  });

  describe('error', () => {
    it('marks the combobox invalid and describes it', async () => {
      const screen = await renderWithTheme(<Select label="Language" options={options} error="Required" />);
      const box = screen.getByRole('combobox');
      await expect.element(box).toHaveAttribute('aria-invalid', 'true');
      await expect.element(box).toHaveAccessibleDescription('Required');
    });
  });

  describe('disabled', () => {
    it('disables the combobox', async () => {
      const screen = await renderWithTheme(<Select label="Language" options={options} disabled />);
      await expect.element(screen.getByRole('combobox')).toBeDisabled();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <Select label="Language" options={options} hint="Source language" defaultValue="en" />,
    );
    await expectNoAxeViolations();
  });
});
