import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { theme } from '../theme';
import { PageHeader } from './PageHeader';

describe('<PageHeader />', () => {
  describe('title', () => {
    it('is the level-one heading', async () => {
      const screen = await renderWithTheme(<PageHeader title="Reports" />);
      await expect.element(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    });
  });

  describe('description', () => {
    it('follows the title, and is left out when absent', async () => {
      const screen = await renderWithTheme(<PageHeader title="Reports" description="Every report." />);
      await expect.element(screen.getByText('Every report.')).toBeVisible();
      const bare = await renderWithTheme(<PageHeader title="Alone" data-testid="bare" />);
      expect(bare.getByTestId('bare').element().querySelector('p')).toBeNull();
    });
  });

  describe('titleId', () => {
    it('is the heading id, so a region can be named by it', async () => {
      const screen = await renderWithTheme(
        <section aria-labelledby="t">
          <PageHeader title="Sign in" titleId="t" />
        </section>,
      );
      await expect.element(screen.getByRole('region', { name: 'Sign in' })).toBeVisible();
    });
  });

  describe('spacing', () => {
    it('sets the gap from the space tokens', async () => {
      const screen = await renderWithTheme(
        <>
          <PageHeader title="A" data-testid="normal" />
          <PageHeader title="B" spacing="loose" data-testid="loose" />
        </>,
      );
      expect(getComputedStyle(screen.getByTestId('normal').element()).rowGap).toBe(theme.space.space50);
      expect(getComputedStyle(screen.getByTestId('loose').element()).rowGap).toBe(theme.space.space75);
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(<PageHeader title="Reports" description="Every report, newest first." />);
    await expectNoAxeViolations();
  });
});
