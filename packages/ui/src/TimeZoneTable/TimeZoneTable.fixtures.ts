import type { TimeZoneRow, TimeZoneTableLabels } from './TimeZoneTable';

/** Example words for the stories and tests (a product passes its own). */
export const exampleZoneLabels: TimeZoneTableLabels = {
  zone: 'Time zone',
  offset: 'UTC offset',
  enabled: 'Enabled',
  default: 'Default',
  search: 'Search city',
  selectAll: 'Select All',
  enableZone: (id) => `Enable ${id}`,
  defaultZone: (id) => `Default ${id}`,
  empty: 'No time zone matches this search.',
};

const ZONES: [string, string][] = [
  ['Europe/Berlin', '+01:00'],
  ['Europe/London', '+00:00'],
  ['America/New_York', '-05:00'],
  ['Asia/Kolkata', '+05:30'],
  ['Australia/Adelaide', '+10:30'],
];

export function exampleZones(count = ZONES.length): TimeZoneRow[] {
  return Array.from({ length: count }, (_, n) => {
    const [id, offset] = ZONES[n % ZONES.length] ?? ['UTC', '+00:00'];
    const zoneId = n < ZONES.length ? id : `${id}_${n}`;
    return {
      id: zoneId,
      label: `(UTC${offset}) ${zoneId.split('/').at(-1)?.replaceAll('_', ' ')}`,
      utcOffset: offset,
      enabled: n < 2,
      default: n === 0,
    };
  });
}
