import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { SummaryCard } from './SummaryCard';

describe('<SummaryCard />', () => {
  describe('figures', () => {
    it('shows each label with its value, and a dash for an unknown one', async () => {
      const screen = await renderWithTheme(
        <SummaryCard
          title="Time Zones"
          figures={[
            { label: 'Enabled', value: 2 },
            { label: 'Default', value: null },
          ]}
        />,
      );
      await expect.element(screen.getByRole('heading', { name: 'Time Zones' })).toBeVisible();
      await expect.element(screen.getByText('Enabled')).toBeVisible();
      await expect.element(screen.getByText('2')).toBeVisible();
      await expect.element(screen.getByText('—')).toBeVisible();
    });
  });

  describe('actionHref', () => {
    it('renders the button as a link', async () => {
      const screen = await renderWithTheme(
        <SummaryCard title="Languages" figures={[]} actionHref="/languages" actionLabel="Edit" />,
      );
      await expect.element(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/languages');
    });
  });

  describe('loading', () => {
    it('hides the values while loading', async () => {
      const screen = await renderWithTheme(
        <SummaryCard title="T" figures={[{ label: 'A', value: 'B' }]} loading />,
      );
      expect(screen.getByText('B').query()).toBeNull();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <SummaryCard
        title="Time Zones"
        figures={[{ label: 'Enabled', value: 1 }]}
        actionHref="/t"
        actionLabel="Edit"
      />,
    );
    await expectNoAxeViolations();
  });
});
