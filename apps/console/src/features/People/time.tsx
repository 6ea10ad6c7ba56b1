import { createContext, type ReactNode, useContext } from 'react';

/**
 * "Now" for the people screens' relative times (an invitation that expires in 6 days). The real clock by default;
 * stories set the fake API's fixed date so a screenshot says the same thing on every day it is taken.
 */
const NowContext = createContext<() => number>(() => Date.now());

export function NowProvider({ now, children }: { now: () => number; children: ReactNode }) {
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}

export const useNow = () => useContext(NowContext);

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/** "in 6 days", "3 hours ago", "in 1 minute": the largest unit between `iso` and `now`, to the nearest one. */
export function relativeTime(iso: string, now: number): string {
  const diff = Date.parse(iso) - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return relative.format(Math.round(diff / ms), unit);
  }
  return relative.format(0, 'minute');
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** "15 Jun 2025". */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
/** "15 Jun 2025, 11:02" (UTC, as the server records it). */
export const formatDateTime = (iso: string) => `${dateTimeFormat.format(new Date(iso))} UTC`;
