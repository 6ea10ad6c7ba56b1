import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'German', hint: 'Deutsch' },
  { value: 'fr', label: 'French', disabled: true },
];

describe('<RadioGroup />', () => {
  describe('label', () => {
    it('names the group and each radio', async () => {
      const screen = await renderWithTheme(<RadioGroup label="Default" options={options} />);
      await expect.element(screen.getByRole('radiogroup', { name: 'Default' })).toBeInTheDocument();
      await expect
        .element(screen.getByRole('radio', { name: 'German' }))
        .toHaveAccessibleDescription('Deutsch');
    });
  });

  describe('onValueChange', () => {
    it('is called when an option label is clicked', async () => {
      const onValueChange = vi.fn();
      const screen = await renderWithTheme(
        <RadioGroup label="Default" options={options} onValueChange={onValueChange} />,
      );
      await screen.getByText('German').click();
      expect(onValueChange).toHaveBeenCalledWith('de');
    });

    it('is called with arrow keys, skipping disabled options', async () => {
      const onValueChange = vi.fn();
      const screen = await renderWithTheme(
        <RadioGroup label="Default" options={options} defaultValue="en" onValueChange={onValueChange} />,
      );
      await userEvent.tab();
      // Radix moves focus a tick after keydown and checks only while the arrow is still held, as a person's
      // key press is: hold each press until the choice lands so the test does not race the release.
      await userEvent.keyboard('{ArrowDown>}');
      await expect.element(screen.getByRole('radio', { name: 'German' })).toBeChecked();
      await userEvent.keyboard('{/ArrowDown}{ArrowDown>}');
      await expect.element(screen.getByRole('radio', { name: 'English' })).toBeChecked();
      await userEvent.keyboard('{/ArrowDown}');
      expect(onValueChange.mock.calls).toEqual([['de'], ['en']]);
    });
  });

  describe('error', () => {
    it('marks the group invalid and describes it', async () => {
      const screen = await renderWithTheme(
        <RadioGroup label="Default" options={options} error="Choose one" />,
      );
      const group = screen.getByRole('radiogroup');
      await expect.element(group).toHaveAttribute('aria-invalid', 'true');
      await expect.element(group).toHaveAccessibleDescription('Choose one');
    });
  });

  describe('disabled', () => {
    it('disables every option', async () => {
      const screen = await renderWithTheme(<RadioGroup label="Default" options={options} disabled />);
      for (const radio of screen.getByRole('radio').all()) await expect.element(radio).toBeDisabled();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <RadioGroup label="Default" options={options} defaultValue="en" hint="One only" required />,
    );
    await expectNoAxeViolations();
  });
});
