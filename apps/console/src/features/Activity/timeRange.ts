/**
 * The timeline's time range in the company's time zone: the presets (today, the last 7 or 30 days including today)
 * and a custom range of whole days, as the instants the API takes (`to` excluded, so a custom range's last day is
 * included by asking up to the next day's start).
 */

const DAY_MS = 86_400_000;

/** The day (YYYY-MM-DD) of an instant in `zone`. */
export function dayIn(instant: number, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** How far `zone` is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return asUtc - (instant - (instant % 1000));
}

/** The instant a day (YYYY-MM-DD) starts in `zone`, or null for a text that is not a day. */
export function startOfDay(day: string, zone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const midnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(midnightUtc)) return null;
  const guess = midnightUtc - offsetAt(midnightUtc, zone);
  // Once more at the guess: the offset may differ there (a change of summer time that night).
  return midnightUtc - offsetAt(guess, zone);
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The API's `from` and `to` of a range. */
export function rangeQuery(
  range: { preset: string; from: string; to: string },
  now: number,
  zone: string,
): { from?: string; to?: string } {
  const today = dayIn(now, zone);
  const since = (day: string) => {
    const start = startOfDay(day, zone);
    return start === null ? {} : { from: new Date(start).toISOString() };
  };
  switch (range.preset) {
    case 'today':
      return since(today);
    case '7d':
      return since(addDays(today, -6));
    case '30d':
      return since(addDays(today, -29));
    case 'custom': {
      const start = range.from ? startOfDay(range.from, zone) : null;
      const end = range.to ? startOfDay(addDays(range.to, 1), zone) : null;
      return {
        ...(start === null ? {} : { from: new Date(start).toISOString() }),
        ...(end === null ? {} : { to: new Date(end).toISOString() }),
      };
    }
    default:
      return {};
  }
}
