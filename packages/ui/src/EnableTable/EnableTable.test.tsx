import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { EnableTable } from './EnableTable';
import {
  exampleLanguageLabels,
  exampleLanguages,
  exampleZoneLabels,
  exampleZones,
  languageColumns,
  languageKey,
  languageName,
  zoneColumns,
  zoneKey,
} from './EnableTable.fixtures';

const languageProps = () => ({
  rows: exampleLanguages(),
  rowKey: languageKey,
  rowName: languageName,
  columns: languageColumns({ onCustomCodeChange: vi.fn() }),
  defaultStaysEnabled: true,
  query: '',
  labels: exampleLanguageLabels,
  onQueryChange: vi.fn(),
  onEnabledChange: vi.fn(),
  onDefaultChange: vi.fn(),
  onSelectAll: vi.fn(),
});

const zoneProps = () => ({
  rows: exampleZones(),
  rowKey: zoneKey,
  rowName: zoneKey,
  columns: zoneColumns,
  query: '',
  labels: exampleZoneLabels,
  onQueryChange: vi.fn(),
  onEnabledChange: vi.fn(),
  onDefaultChange: vi.fn(),
  onSelectAll: vi.fn(),
});

const firstCells = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((row) => row.querySelector('td:nth-child(2)')?.textContent);

describe('<EnableTable />', () => {
  describe('rows', () => {
    it('shows each language with its own columns, enabled state and default; the default stays on', async () => {
      const screen = await renderWithTheme(<EnableTable {...languageProps()} />);
      await expect.element(screen.getByText('jpn')).toBeVisible();
      await expect.element(screen.getByRole('radio', { name: 'Default English' })).toBeChecked();
      await expect.element(screen.getByRole('checkbox', { name: 'Enable German' })).toBeChecked();
      await expect.element(screen.getByRole('textbox', { name: 'Custom Code German' })).toHaveValue('de');
      await expect.element(screen.getByRole('checkbox', { name: 'Enable English' })).toBeDisabled();
    });

    it('shows each zone with its offset; without defaultStaysEnabled the default can be switched off', async () => {
      const screen = await renderWithTheme(<EnableTable {...zoneProps()} />);
      await expect.element(screen.getByText('UTC+05:30')).toBeVisible();
      await expect.element(screen.getByRole('radio', { name: 'Default Europe/Berlin' })).toBeChecked();
      await expect.element(screen.getByRole('checkbox', { name: 'Enable Europe/Berlin' })).toBeEnabled();
    });

    it('puts the rows enabled when it opens first, then the rest, and keeps that order while rows change', async () => {
      const props = languageProps();
      function Harness() {
        const [rows, setRows] = useState(props.rows);
        return (
          <EnableTable
            {...props}
            rows={rows}
            onEnabledChange={(code, enabled) =>
              setRows((all) => all.map((row) => (row.code === code ? { ...row, enabled } : row)))
            }
          />
        );
      }
      const screen = await renderWithTheme(<Harness />);
      const table = screen.getByRole('table').element() as HTMLElement;
      const order = ['English', 'French', 'German', 'Dutch; Flemish', 'Italian', 'Japanese', 'Polish'];
      expect(firstCells(table).slice(0, 7)).toEqual(order);
      await screen.getByRole('checkbox', { name: 'Enable Polish' }).click();
      await screen.getByRole('checkbox', { name: 'Enable French' }).click();
      await expect.element(screen.getByRole('checkbox', { name: 'Enable Polish' })).toBeChecked();
      expect(firstCells(table).slice(0, 7)).toEqual(order);
    });
  });

  describe('callbacks', () => {
    it('reports a toggled row, a new default and Select All by the row key', async () => {
      const p = languageProps();
      const screen = await renderWithTheme(<EnableTable {...p} />);
      await screen.getByRole('checkbox', { name: 'Enable Italian' }).click();
      expect(p.onEnabledChange).toHaveBeenCalledWith('ita', true);
      await screen.getByRole('radio', { name: 'Default French' }).click();
      expect(p.onDefaultChange).toHaveBeenCalledWith('fre');
      await screen.getByRole('checkbox', { name: 'Select All' }).click();
      expect(p.onSelectAll).toHaveBeenCalledWith(true);
      const z = zoneProps();
      const zones = await renderWithTheme(<EnableTable {...z} />);
      await zones.getByRole('checkbox', { name: 'Enable Asia/Kolkata' }).click();
      expect(z.onEnabledChange).toHaveBeenCalledWith('Asia/Kolkata', true);
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<EnableTable {...languageProps()} />);
    await expectNoAxeViolations();
  });
});
