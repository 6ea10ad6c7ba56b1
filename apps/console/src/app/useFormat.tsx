import { useApi } from '@qone/api-client';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { FALLBACK_TIME_ZONE, formatCalendarDate, formatDay, formatMoment, relativeTime } from './format';

/**
 * "Now" for relative times (an invitation that expires in 6 days). The real clock by default; stories set the fake
 * API's fixed date so a screenshot says the same thing on every day it is taken.
 */
const NowContext = createContext<() => number>(() => Date.now());

export function NowProvider({ now, children }: { now: () => number; children: ReactNode }) {
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}

export const useNow = () => useContext(NowContext);

/**
 * The company's default time zone (Settings → Time Zones), in which every moment is shown; UTC until it is read, and
 * for a user whose group may not read it.
 */
function useTimeZone(): string {
  const { useTimeZones } = useApi();
  const zones = useTimeZones({ shouldRetryOnError: false });
  return zones.data?.find((zone) => zone.default)?.id ?? FALLBACK_TIME_ZONE;
}

/** The console's formats bound to the company's time zone: what a page uses to show a date or a moment. */
export function useFormat() {
  const zone = useTimeZone();
  const now = useNow();
  return useMemo(
    () => ({
      zone,
      /** "15 Jun 2025, 11:02 Europe/Berlin". */
      moment: (moment: string) => formatMoment(moment, zone),
      /** "15 Jun 2025": the day of a moment in the company's zone. */
      day: (moment: string) => formatDay(moment, zone),
      /** "1 Jan 2025": a calendar date; null stays null. */
      date: formatCalendarDate,
      /** "in 6 days". */
      relative: (moment: string) => relativeTime(moment, now()),
    }),
    [zone, now],
  );
}
