import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Skeleton } from './Skeleton';

describe('<Skeleton />', () => {
  describe('label', () => {
    it('is hidden from assistive technology without a label', async () => {
      const screen = await renderWithTheme(<Skeleton data-testid="skeleton" />);
      await expect.element(screen.getByTestId('skeleton')).toHaveAttribute('aria-hidden', 'true');
    });

    it('is a status with its label', async () => {
      const screen = await renderWithTheme(<Skeleton label="Loading users" />);
      await expect.element(screen.getByRole('status')).toHaveTextContent('Loading users');
    });
  });

  describe('lines', () => {
    it('renders one shape per line', async () => {
      const screen = await renderWithTheme(<Skeleton data-testid="skeleton" lines={4} />);
      expect(screen.getByTestId('skeleton').element().children).toHaveLength(4);
    });

    it('ignores lines for other variants', async () => {
      const screen = await renderWithTheme(<Skeleton data-testid="skeleton" variant="rectangle" lines={4} />);
      expect(screen.getByTestId('skeleton').element().children).toHaveLength(1);
    });
  });

  describe('variant', () => {
    it('makes circles round and square', async () => {
      const screen = await renderWithTheme(<Skeleton data-testid="skeleton" variant="circle" width="40px" />);
      const shape = screen.getByTestId('skeleton').element().firstElementChild as HTMLElement;
      const box = shape.getBoundingClientRect();
      expect(box.width).toBe(40);
      expect(box.height).toBe(40);
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<Skeleton lines={2} label="Loading" />);
    await expectNoAxeViolations();
  });
});
