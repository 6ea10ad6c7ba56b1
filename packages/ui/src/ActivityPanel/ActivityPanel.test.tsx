import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { ActivityPanel } from './ActivityPanel';
import { activityLabels, exampleActivity } from './ActivityPanel.fixtures';

describe('<ActivityPanel />', () => {
  describe('items', () => {
    it('lists events in the given order with a machine-readable time and each change before → after', async () => {
      const screen = await renderWithTheme(<ActivityPanel items={exampleActivity} labels={activityLabels} />);
      const times = [...document.querySelectorAll('time')].map((time) => time.getAttribute('datetime'));
      expect(times).toEqual(['2025-06-15T11:02:00Z', '2025-06-14T08:40:00Z', '2025-06-10T16:15:00Z']);
      await expect.element(screen.getByLabelText('Status changed from invited to verified')).toBeVisible();
      expect(screen.getByRole('button').query()).toBeNull();
    });
  });

  describe('labels.empty', () => {
    it('is said when there is nothing', async () => {
      const screen = await renderWithTheme(<ActivityPanel items={[]} labels={activityLabels} />);
      await expect.element(screen.getByText('Nothing has changed yet.')).toBeVisible();
    });
  });

  it('has no axe violations', async () => {
    await renderWithTheme(
      <ActivityPanel items={exampleActivity} labels={activityLabels} hasMore onLoadMore={() => undefined} />,
    );
    await expectNoAxeViolations();
  });
});
