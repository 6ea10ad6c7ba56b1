import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { SheetPreviewTable } from './SheetPreviewTable';
import {
  exampleSheetCounts,
  exampleSheetPreviewLabels,
  exampleSheetRows,
} from './SheetPreviewTable.fixtures';

const props = () => ({
  languages: exampleSheetCounts(),
  rows: exampleSheetRows(),
  mode: 'fill-empty' as const,
  onModeChange: vi.fn(),
  labels: exampleSheetPreviewLabels,
});

describe('<SheetPreviewTable />', () => {
  describe('rows', () => {
    it('shows each cell with its status badge, the reason of an invalid one, and an empty before as (empty)', async () => {
      const screen = await renderWithTheme(<SheetPreviewTable {...props()} />);
      await expect.element(screen.getByText('Placeholder mismatch: keep {{name}}')).toBeVisible();
      await expect.element(screen.getByText('Invalid', { exact: true }).last()).toBeVisible();
      await expect.element(screen.getByText('(empty)').first()).toBeVisible();
    });
  });

  describe('mode', () => {
    it('reports the chosen mode', async () => {
      const p = props();
      const screen = await renderWithTheme(<SheetPreviewTable {...p} />);
      await screen.getByRole('radio', { name: /Overwrite all/ }).click();
      expect(p.onModeChange).toHaveBeenCalledWith('overwrite');
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<SheetPreviewTable {...props()} />);
    await expectNoAxeViolations();
  });
});
