import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { theme } from '../theme';
import { SearchIcon } from './Icon';

describe('<SearchIcon />', () => {
  describe('aria-label', () => {
    it('is hidden from assistive technology without a label', async () => {
      const screen = await renderWithTheme(<SearchIcon data-testid="icon" />);
      await expect.element(screen.getByTestId('icon')).toHaveAttribute('aria-hidden', 'true');
    });

    it('is an image named by its label', async () => {
      const screen = await renderWithTheme(<SearchIcon aria-label="Search" />);
      await expect.element(screen.getByRole('img', { name: 'Search' })).toBeVisible();
    });
  });

  describe('size', () => {
    it('uses the icon size tokens', async () => {
      const screen = await renderWithTheme(
        <>
          <SearchIcon data-testid="small" />
          <SearchIcon data-testid="medium" size="medium" />
        </>,
      );
      await expect.element(screen.getByTestId('small')).toHaveAttribute('width', theme.size.iconSmall);
      await expect.element(screen.getByTestId('medium')).toHaveAttribute('width', theme.size.iconMedium);
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<SearchIcon aria-label="Search" />);
    await expectNoAxeViolations();
  });
});
