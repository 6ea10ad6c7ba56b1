/**
 * How the console writes dates, times and numbers — one module, one rule: a moment is shown in the company's default
 * time zone (see `useFormat`), named beside it; a calendar date (an invoice's, a policy's effective date) is the same
 * day everywhere. No React and no API here: the copy catalogue formats its counts with it, on the signed-out screens
 * too.
 */

/** Until the company's zone is read, and for anyone who may not read it. */
export const FALLBACK_TIME_ZONE = 'UTC';

const LOCALE = 'en-GB';
const dayFormats = /* @__PURE__ */ new Map<string, Intl.DateTimeFormat>();
const momentFormats = /* @__PURE__ */ new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, zone: string, options: Intl.DateTimeFormatOptions) {
  let format = cache.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: zone });
    cache.set(zone, format);
  }
  return format;
}

/** "1 Jan 2025": a calendar date (`YYYY-MM-DD`), the same day in every zone; null stays null (unknown, never invented). */
export const formatCalendarDate = (date: string | null): string | null =>
  date ? cached(dayFormats, 'UTC', { dateStyle: 'medium' }).format(new Date(`${date}T00:00:00Z`)) : null;

/** "15 Jun 2025": the day a moment falls on in `zone`. */
export const formatDay = (moment: string, zone: string): string =>
  cached(dayFormats, zone, { dateStyle: 'medium' }).format(new Date(moment));

/** "15 Jun 2025, 11:02 Europe/Berlin": a moment in `zone`, the zone named. */
export const formatMoment = (moment: string, zone: string): string =>
  `${cached(momentFormats, zone, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(moment))} ${zone}`;

const relative = /* @__PURE__ */ new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/** "in 6 days", "3 hours ago", "in 1 minute": the largest unit between `moment` and `now`, to the nearest one. */
export function relativeTime(moment: string, now: number): string {
  const diff = Date.parse(moment) - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return relative.format(0, 'minute');
}

const counted = /* @__PURE__ */ new Intl.NumberFormat('en');

/** "10,000": a count. */
export const formatCount = (count: number): string => counted.format(count);
