import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { EmptyState } from './EmptyState';

describe('<EmptyState />', () => {
  describe('title', () => {
    it('is a level-3 heading by default', async () => {
      const screen = await renderWithTheme(<EmptyState title="No domains" />);
      await expect.element(screen.getByRole('heading', { level: 3, name: 'No domains' })).toBeVisible();
    });
  });

  describe('headingLevel', () => {
    it('changes the level', async () => {
      const screen = await renderWithTheme(<EmptyState title="No domains" headingLevel={2} />);
      await expect.element(screen.getByRole('heading', { level: 2 })).toBeVisible();
    });
  });

  describe('text', () => {
    it('is shown under the title', async () => {
      const screen = await renderWithTheme(<EmptyState title="No domains" text="Add one" />);
      await expect.element(screen.getByText('Add one')).toBeVisible();
    });
  });

  describe('action and secondaryAction', () => {
    it('are both rendered', async () => {
      const screen = await renderWithTheme(
        <EmptyState
          title="No domains"
          action={<button type="button">Add</button>}
          secondaryAction={<a href="#h">Help</a>}
        />,
      );
      await expect.element(screen.getByRole('button', { name: 'Add' })).toBeVisible();
      await expect.element(screen.getByRole('link', { name: 'Help' })).toBeVisible();
    });
  });

  describe('visual', () => {
    it('is hidden from assistive technology', async () => {
      const screen = await renderWithTheme(<EmptyState title="T" visual={<span data-testid="v" />} />);
      expect(screen.getByTestId('v').element().parentElement?.getAttribute('aria-hidden')).toBe('true');
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <EmptyState title="No domains" text="Add one" action={<button type="button">Add</button>} />,
    );
    await expectNoAxeViolations();
  });
});
