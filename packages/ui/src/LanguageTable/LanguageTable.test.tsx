import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { LanguageTable } from './LanguageTable';
import { exampleLanguageLabels, exampleLanguages } from './LanguageTable.fixtures';

const props = () => ({
  rows: exampleLanguages(),
  query: '',
  labels: exampleLanguageLabels,
  onQueryChange: vi.fn(),
  onEnabledChange: vi.fn(),
  onDefaultChange: vi.fn(),
  onCustomCodeChange: vi.fn(),
  onSelectAll: vi.fn(),
});

describe('<LanguageTable />', () => {
  describe('rows', () => {
    it('shows each language with its ISO code, custom code, enabled state and default', async () => {
      const screen = await renderWithTheme(<LanguageTable {...props()} />);
      await expect.element(screen.getByText('jpn')).toBeVisible();
      await expect.element(screen.getByRole('radio', { name: 'Default English' })).toBeChecked();
      await expect.element(screen.getByRole('checkbox', { name: 'Enable German' })).toBeChecked();
      await expect.element(screen.getByRole('textbox', { name: 'Custom Code German' })).toHaveValue('de');
      // The default language's checkbox cannot switch it off.
      await expect.element(screen.getByRole('checkbox', { name: 'Enable English' })).toBeDisabled();
    });
  });

  describe('callbacks', () => {
    it('reports a toggled language, a new default, a custom code and Select All', async () => {
      const p = props();
      const screen = await renderWithTheme(<LanguageTable {...p} />);
      await screen.getByRole('checkbox', { name: 'Enable Italian' }).click();
      expect(p.onEnabledChange).toHaveBeenCalledWith('ita', true);
      await screen.getByRole('radio', { name: 'Default French' }).click();
      expect(p.onDefaultChange).toHaveBeenCalledWith('fre');
      await screen.getByRole('textbox', { name: 'Custom Code Polish' }).fill('p');
      expect(p.onCustomCodeChange).toHaveBeenCalledWith('pol', 'p');
      await screen.getByRole('checkbox', { name: 'Select All' }).click();
      expect(p.onSelectAll).toHaveBeenCalledWith(true);
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<LanguageTable {...props()} />);
    await expectNoAxeViolations();
  });
});
