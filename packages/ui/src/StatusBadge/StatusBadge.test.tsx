import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { copy } from '../copy';
import { type Status, StatusBadge } from './StatusBadge';

const statuses = Object.keys(copy.statuses) as Status[];

describe('<StatusBadge />', () => {
  describe('status', () => {
    it.each(statuses)('%s shows the catalogue text', async (status) => {
      const screen = await renderWithTheme(<StatusBadge status={status} />);
      await expect.element(screen.getByText(copy.statuses[status])).toBeVisible();
    });

    it('colours Deleted as danger and Verified as success', async () => {
      const screen = await renderWithTheme(
        <>
          <StatusBadge status="deleted" />
          <StatusBadge status="verified" />
        </>,
      );
      expect(getComputedStyle(screen.getByText('Deleted').element()).color).toBe('rgb(194, 29, 43)');
      expect(getComputedStyle(screen.getByText('Verified').element()).color).toBe('rgb(26, 127, 55)');
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(statuses.map((status) => <StatusBadge key={status} status={status} />));
    await expectNoAxeViolations();
  });
});
