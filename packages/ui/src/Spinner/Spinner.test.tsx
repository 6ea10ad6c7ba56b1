import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { uiCopy } from '../copy';
import { Spinner } from './Spinner';

describe('<Spinner />', () => {
  describe('srText', () => {
    it('is a status announcing the loading copy by default', async () => {
      const screen = await renderWithTheme(<Spinner />);
      await expect.element(screen.getByRole('status')).toHaveTextContent(uiCopy.common.loading);
    });

    it('announces custom text', async () => {
      const screen = await renderWithTheme(<Spinner srText="Loading users" />);
      await expect.element(screen.getByRole('status')).toHaveTextContent('Loading users');
    });

    it('is hidden from assistive technology when null', async () => {
      const screen = await renderWithTheme(<Spinner srText={null} data-testid="spinner" />);
      await expect.element(screen.getByTestId('spinner')).toHaveAttribute('aria-hidden', 'true');
      expect(screen.container.querySelector('[role="status"]')).toBeNull();
    });
  });

  describe('size', () => {
    it('renders a larger circle for large', async () => {
      const screen = await renderWithTheme(
        <>
          <Spinner size="small" data-testid="small" />
          <Spinner size="large" data-testid="large" />
        </>,
      );
      const small = screen.getByTestId('small').element().getBoundingClientRect().width;
      const large = screen.getByTestId('large').element().getBoundingClientRect().width;
      expect(large).toBeGreaterThan(small);
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<Spinner />);
    await expectNoAxeViolations();
  });
});
