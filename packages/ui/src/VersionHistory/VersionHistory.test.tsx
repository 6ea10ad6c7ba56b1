import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { VersionHistory } from './VersionHistory';
import { exampleDiff, exampleLabels, exampleVersions } from './VersionHistory.fixtures';

const props = () => ({
  versions: exampleVersions,
  selectedId: 'v2',
  onSelect: vi.fn(),
  diff: exampleDiff,
  onRestore: vi.fn(),
  labels: exampleLabels,
});

describe('<VersionHistory />', () => {
  it('marks the chosen version and who saved each', async () => {
    const screen = await renderWithTheme(<VersionHistory {...props()} />);
    await expect
      .element(screen.getByRole('button', { name: /Version 2/ }))
      .toHaveAttribute('aria-current', 'true');
    await expect.element(screen.getByText('Luca Rossi · 1 Jun 2025, 16:05')).toBeVisible();
    await expect.element(screen.getByText('Restored version 1')).toBeVisible();
  });

  describe('contextLines', () => {
    it('folds unchanged runs beyond the context', async () => {
      const screen = await renderWithTheme(<VersionHistory {...props()} contextLines={1} />);
      await expect.element(screen.getByText('… 10 unchanged lines')).toBeVisible();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<VersionHistory {...props()} />);
    await expectNoAxeViolations();
  });
});
