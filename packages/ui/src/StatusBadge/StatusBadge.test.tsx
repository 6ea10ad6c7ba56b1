import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { StatusBadge, type StatusTone } from './StatusBadge';

const tones: StatusTone[] = ['success', 'attention', 'danger', 'neutral'];

describe('<StatusBadge />', () => {
  describe('children', () => {
    it('is the visible status name', async () => {
      const screen = await renderWithTheme(<StatusBadge tone="attention">Invited</StatusBadge>);
      await expect.element(screen.getByText('Invited')).toBeVisible();
    });
  });

  describe('tone', () => {
    it('colours danger and success from their tokens', async () => {
      const screen = await renderWithTheme(
        <>
          <StatusBadge tone="danger">Deleted</StatusBadge>
          <StatusBadge tone="success">Verified</StatusBadge>
        </>,
      );
      expect(getComputedStyle(screen.getByText('Deleted').element()).color).toBe('rgb(194, 29, 43)');
      expect(getComputedStyle(screen.getByText('Verified').element()).color).toBe('rgb(26, 127, 55)');
    });

    it('is exposed as data-tone', async () => {
      const screen = await renderWithTheme(<StatusBadge tone="neutral">Draft</StatusBadge>);
      await expect.element(screen.getByText('Draft')).toHaveAttribute('data-tone', 'neutral');
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      tones.map((tone) => (
        <StatusBadge key={tone} tone={tone}>
          {tone}
        </StatusBadge>
      )),
    );
    await expectNoAxeViolations();
  });
});
