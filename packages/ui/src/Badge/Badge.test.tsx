import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { Badge } from './Badge';

describe('<Badge />', () => {
  describe('children', () => {
    it('renders the text', async () => {
      const screen = await renderWithTheme(<Badge>Beta</Badge>);
      await expect.element(screen.getByText('Beta')).toBeVisible();
    });
  });

  describe('variant', () => {
    it('colours the text with the role’s foreground token', async () => {
      const screen = await renderWithTheme(<Badge variant="success">Live</Badge>);
      expect(getComputedStyle(screen.getByText('Live').element()).color).toBe('rgb(26, 127, 55)');
    });
  });

  describe('dot', () => {
    it('adds a decorative dot', async () => {
      const screen = await renderWithTheme(<Badge dot>Live</Badge>);
      expect(screen.getByText('Live').element().querySelector('[aria-hidden="true"]')).not.toBeNull();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      (['neutral', 'accent', 'success', 'attention', 'danger'] as const).map((variant) => (
        <Badge key={variant} variant={variant} dot>
          {variant}
        </Badge>
      )),
    );
    await expectNoAxeViolations();
  });
});
