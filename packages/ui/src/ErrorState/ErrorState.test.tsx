import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { uiCopy } from '../copy';
import { ErrorState } from './ErrorState';

describe('<ErrorState />', () => {
  it('is an alert with the kit title and no message by default', async () => {
    const screen = await renderWithTheme(<ErrorState />);
    await expect.element(screen.getByRole('alert')).toBeVisible();
    expect(screen.getByRole('alert').element().textContent).toBe(uiCopy.errorState.title);
  });

  describe('message', () => {
    it('shows the given message', async () => {
      const screen = await renderWithTheme(<ErrorState message="Boom" />);
      await expect.element(screen.getByText('Boom')).toBeVisible();
    });
  });

  describe('onRetry', () => {
    it('is called by “Try again”', async () => {
      const onRetry = vi.fn();
      const screen = await renderWithTheme(<ErrorState onRetry={onRetry} />);
      await screen.getByRole('button', { name: uiCopy.common.retry }).click();
      expect(onRetry).toHaveBeenCalledTimes(1);
    });

    it('shows no button without it', async () => {
      const screen = await renderWithTheme(<ErrorState />);
      await expect.element(screen.getByRole('button')).not.toBeInTheDocument();
    });
  });

  describe('retrying', () => {
    it('makes the button busy', async () => {
      const onRetry = vi.fn();
      const screen = await renderWithTheme(<ErrorState onRetry={onRetry} retrying />);
      await expect.element(screen.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<ErrorState onRetry={() => {}} />);
    await expectNoAxeViolations();
  });
});
