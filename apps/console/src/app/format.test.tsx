import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/renderConsole';
import { formatCalendarDate, formatCount, formatDay, formatMoment, relativeTime } from './format';
import { clearSession } from './session';

describe('format', () => {
  it('shows a moment in the zone it is given, and names the zone', () => {
    expect(formatMoment('2025-06-15T09:00:00Z', 'Europe/Berlin')).toBe('15 Jun 2025, 11:00 Europe/Berlin');
    expect(formatMoment('2025-06-15T09:00:00Z', 'UTC')).toBe('15 Jun 2025, 09:00 UTC');
  });

  it('gives the day a moment falls on in that zone', () => {
    expect(formatDay('2025-06-15T23:30:00Z', 'UTC')).toBe('15 Jun 2025');
    expect(formatDay('2025-06-15T23:30:00Z', 'Europe/Berlin')).toBe('16 Jun 2025');
  });

  it('keeps a calendar date the same day everywhere, and unknown unknown', () => {
    expect(formatCalendarDate('2025-01-01')).toBe('1 Jan 2025');
    expect(formatCalendarDate(null)).toBeNull();
  });

  it('counts and relative times', () => {
    expect(formatCount(10000)).toBe('10,000');
    expect(relativeTime('2025-06-21T09:00:00Z', Date.parse('2025-06-15T09:00:00Z'))).toBe('in 6 days');
  });
});

describe('moments on screen', () => {
  it('are in the company’s default time zone (the fake’s: Europe/Berlin), named', async () => {
    const { screen } = await renderConsole('/company-settings/communication');
    await expect
      .element(
        screen
          .getByRole('table')
          .getByText(/Europe\/Berlin$/)
          .first(),
      )
      .toBeVisible();
    expect(screen.getByRole('table').getByText(/ UTC$/).query()).toBeNull();
    clearSession();
  });
});
