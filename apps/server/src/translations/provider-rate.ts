import type { Clock } from '../clock.js';
import { tooManyRequests } from '../errors.js';

/**
 * Auto-translate runs per company: at most `max` in a sliding `windowMs` (each run may send thousands of texts to a
 * paid service). Counted in this server's memory — n servers allow n × max, as the other request rates.
 */
export function companyRate(max: number, windowMs: number) {
  const runs = new Map<string, number[]>();
  return {
    /** Counts a run of the company, or refuses it with 429 and Retry-After while the window is full. */
    take(companyId: string, clock: Clock): void {
      const now = clock.now().getTime();
      const recent = (runs.get(companyId) ?? []).filter((at) => now - at < windowMs);
      const [oldest] = recent;
      if (recent.length >= max && oldest !== undefined) {
        runs.set(companyId, recent);
        throw tooManyRequests((oldest + windowMs - now) / 1000);
      }
      recent.push(now);
      runs.set(companyId, recent);
    },
  };
}
