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

  describe('more cells than loaded', () => {
    it('says how many of all are shown and asks for more with its button', async () => {
      const onShowMore = vi.fn();
      const screen = await renderWithTheme(
        <SheetPreviewTable {...props()} total={9} onShowMore={onShowMore} />,
      );
      await expect
        .element(screen.getByRole('status'))
        .toHaveTextContent('Showing 4 of 9 cells, invalid ones first');
      await screen.getByRole('button', { name: 'Show more' }).click();
      expect(onShowMore).toHaveBeenCalledOnce();
    });

    it('shows neither when every cell is loaded', async () => {
      const screen = await renderWithTheme(<SheetPreviewTable {...props()} onShowMore={vi.fn()} />);
      await expect.element(screen.getByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
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
