import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { TimeZoneTable } from './TimeZoneTable';
import { exampleZoneLabels, exampleZones } from './TimeZoneTable.fixtures';

const props = () => ({
  rows: exampleZones(),
  query: '',
  labels: exampleZoneLabels,
  onQueryChange: vi.fn(),
  onEnabledChange: vi.fn(),
  onDefaultChange: vi.fn(),
  onSelectAll: vi.fn(),
});

describe('<TimeZoneTable />', () => {
  describe('rows', () => {
    it('shows each zone with its offset, enabled state and default', async () => {
      const screen = await renderWithTheme(<TimeZoneTable {...props()} />);
      await expect.element(screen.getByText('UTC+05:30')).toBeVisible();
      await expect.element(screen.getByRole('radio', { name: 'Default Europe/Berlin' })).toBeChecked();
      await expect.element(screen.getByRole('checkbox', { name: 'Enable Europe/London' })).toBeChecked();
    });
  });

  describe('callbacks', () => {
    it('reports a toggled zone, a new default and Select All', async () => {
      const p = props();
      const screen = await renderWithTheme(<TimeZoneTable {...p} />);
      await screen.getByRole('checkbox', { name: 'Enable Asia/Kolkata' }).click();
      expect(p.onEnabledChange).toHaveBeenCalledWith('Asia/Kolkata', true);
      await screen.getByRole('radio', { name: 'Default America/New_York' }).click();
      expect(p.onDefaultChange).toHaveBeenCalledWith('America/New_York');
      await screen.getByRole('checkbox', { name: 'Select All' }).click();
      expect(p.onSelectAll).toHaveBeenCalledWith(true);
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<TimeZoneTable {...props()} />);
    await expectNoAxeViolations();
  });
});
