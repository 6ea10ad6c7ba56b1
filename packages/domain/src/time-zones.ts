/**
 * The IANA time zones as the runtime knows them (`Intl.supportedValuesOf('timeZone')`), each with its offset from
 * UTC at a given moment and a label for lists — the same for the server and the MSW fake.
 *
 * No imports and only erasable TypeScript: the server loads this file at run time through Node's type stripping
 * (`@qone/domain/time-zones`).
 */

export interface TimeZoneEntry {
  id: string;
  label: string;
  /** `+01:00`, `-05:30`, `+00:00`. */
  utcOffset: string;
}

/** One formatter per zone, made once: building one costs far more than using it (the list has ~400 zones). */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(id: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: id, timeZoneName: 'longOffset' });
    offsetFormats.set(id, format);
  }
  return format;
}

/** The zone's offset from UTC at `at`, as `±HH:MM`. */
export function utcOffset(id: string, at: Date): string {
  const part = offsetFormat(id)
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  // "GMT" alone is UTC itself; otherwise "GMT+05:30".
  const match = part?.match(/^GMT([+-]\d{2}):?(\d{2})?$/);
  if (!match) return '+00:00';
  return `${match[1]}:${match[2] ?? '00'}`;
}

/** The place a zone is named after: `America/Argentina/Buenos_Aires` → `Buenos Aires`. */
export function cityOf(id: string): string {
  return (id.split('/').at(-1) ?? id).replaceAll('_', ' ');
}

let cachedIds: readonly string[] | undefined;

/** Every zone id the runtime supports, plus UTC (which some runtimes leave out of the list). */
export function timeZoneIds(): readonly string[] {
  cachedIds ??= [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
  return cachedIds;
}

export function isTimeZone(id: string): boolean {
  return timeZoneIds().includes(id);
}

/** Every zone with its offset at `at` and a label such as `(UTC+01:00) Berlin — Europe/Berlin`. */
export function timeZoneEntries(at: Date): TimeZoneEntry[] {
  return timeZoneIds().map((id) => {
    const offset = utcOffset(id, at);
    return { id, utcOffset: offset, label: `(UTC${offset}) ${cityOf(id)}` };
  });
}
