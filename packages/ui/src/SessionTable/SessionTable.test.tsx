import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, renderWithTheme } from '../../test/render';
import { SessionTable, sessionName } from './SessionTable';
import { exampleSessionLabels, exampleSessions } from './SessionTable.fixtures';

describe('<SessionTable />', () => {
  it('marks the current session and offers End on the others only', async () => {
    const onEnd = vi.fn();
    renderWithTheme(<SessionTable rows={exampleSessions} labels={exampleSessionLabels} onEnd={onEnd} />);
    await expect.element(page.getByText(exampleSessionLabels.current)).toBeVisible();
    expect(page.getByRole('button').all()).toHaveLength(2);
    await page.getByRole('button', { name: 'End Safari 18 · iOS 18.0' }).click();
    expect(onEnd).toHaveBeenCalledWith('s2');
  });

  it('names a session by its browser and system, or as unknown', () => {
    expect(sessionName({ browser: 'Firefox 140', system: 'Linux' }, 'Unknown')).toBe('Firefox 140 · Linux');
    expect(sessionName({ browser: '', system: '' }, 'Unknown')).toBe('Unknown');
  });

  it('has no axe violations', async () => {
    renderWithTheme(
      <SessionTable rows={exampleSessions} labels={exampleSessionLabels} onEnd={() => undefined} />,
    );
    await expect.element(page.getByRole('table')).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
