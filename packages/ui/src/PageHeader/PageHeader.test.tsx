import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { theme } from '../theme';
import { PageHeader } from './PageHeader';

describe('<PageHeader />', () => {
  describe('title', () => {
    it('is the level-one heading', async () => {
      const screen = await renderWithTheme(<PageHeader title="Home" />);
      await expect.element(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    });
  });

  describe('description', () => {
    it('follows the title, and is left out when absent', async () => {
      const screen = await renderWithTheme(<PageHeader title="Home" description="Choose a module." />);
      await expect.element(screen.getByText('Choose a module.')).toBeVisible();
      const bare = await renderWithTheme(<PageHeader title="Alone" data-testid="bare" />);
      expect(bare.getByTestId('bare').element().querySelector('p')).toBeNull();
    });
  });

  describe('titleId', () => {
    it('is the heading id, so a region can be named by it', async () => {
      const screen = await renderWithTheme(
        <section aria-labelledby="t">
          <PageHeader title="Change Password" titleId="t" />
        </section>,
      );
      await expect.element(screen.getByRole('region', { name: 'Change Password' })).toBeVisible();
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
    await renderWithTheme(<PageHeader title="Home" description="Choose a module to work in." />);
    await expectNoAxeViolations();
  });
});
