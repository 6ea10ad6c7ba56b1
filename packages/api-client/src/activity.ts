/**
 * What the activity record keeps of a change, decided once for the server and the fake: only the fields that
 * changed, before → after; never a secret (a field whose name says password, token, secret, key, hash or
 * credential, at any depth, is replaced by a marker saying it changed); long texts (template HTML) shortened to a
 * summary, so an event stays small and readable.
 *
 * Pure functions with no imports and only erasable TypeScript: the server loads this file at run time through
 * Node's type stripping (`@qone/domain/activity`).
 */

/** A record's fields as the activity record sees them (JSON values). */
export type ActivityFields = Record<string, unknown>;

/** Field names that never reach the record with their value. */
const SECRET_FIELD = /password|token|secret|apikey|api_key|hash|credential|private/i;

/** The value kept for a secret field that changed. */
export const SECRET_CHANGED = '[changed]';

/** Texts longer than this are kept as a summary (their first characters and their length). */
export const ACTIVITY_TEXT_LIMIT = 500;

function shorten(text: string): string {
  if (text.length <= ACTIVITY_TEXT_LIMIT) return text;
  return `${text.slice(0, 120)}… (${text.length} characters)`;
}

/** A value as the record keeps it: secrets masked (at any depth), long texts shortened. */
export function activityValue(value: unknown): unknown {
  if (typeof value === 'string') return shorten(value);
  if (Array.isArray(value)) return value.map((item) => activityValue(item));
  if (typeof value === 'object' && value !== null) {
    const out: ActivityFields = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = SECRET_FIELD.test(key) ? SECRET_CHANGED : activityValue(inner);
    }
    return out;
  }
  return value;
}

/** Deep equality of JSON values (key order ignored). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recordB = b as ActivityFields;
  return keysA.every((key) => Object.hasOwn(recordB, key) && same((a as ActivityFields)[key], recordB[key]));
}

/**
 * The `before` and `after` of an event: for a creation (`before` null) or a deletion (`after` null) the record's
 * fields; for a change, only the fields whose value differs. Secret fields appear only as {@link SECRET_CHANGED}.
 */
export function activityChanges(
  before: ActivityFields | null,
  after: ActivityFields | null,
): { before: ActivityFields | null; after: ActivityFields | null } {
  const masked = (fields: ActivityFields | null) =>
    fields === null ? null : (activityValue(fields) as ActivityFields);
  if (before === null || after === null) return { before: masked(before), after: masked(after) };
  const changedBefore: ActivityFields = {};
  const changedAfter: ActivityFields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[key], after[key])) continue;
    changedBefore[key] = SECRET_FIELD.test(key) ? SECRET_CHANGED : activityValue(before[key]);
    changedAfter[key] = SECRET_FIELD.test(key) ? SECRET_CHANGED : activityValue(after[key]);
  }
  return { before: changedBefore, after: changedAfter };
}

/** Whether a change left every field as it was (no event is recorded then). */
export function isNoChange(changes: {
  before: ActivityFields | null;
  after: ActivityFields | null;
}): boolean {
  return (
    changes.before !== null &&
    changes.after !== null &&
    Object.keys(changes.before).length === 0 &&
    Object.keys(changes.after).length === 0
  );
}

/**
 * The page cursor of the activity record: the position (time, id) of the last event of a page, opaque to callers.
 * Keyset paging, so a page never skips or repeats events when new ones are recorded meanwhile.
 */
export function encodeActivityCursor(at: string, id: string): string {
  const text = `${at}|${id}`;
  let out = '';
  for (const char of text) out += char.charCodeAt(0).toString(16).padStart(2, '0');
  return out;
}

/** The position a cursor names, or null when it is not one this API wrote. */
export function decodeActivityCursor(cursor: string): { at: string; id: string } | null {
  if (!/^(?:[0-9a-f]{2})+$/.test(cursor)) return null;
  let text = '';
  for (let i = 0; i < cursor.length; i += 2)
    text += String.fromCharCode(Number.parseInt(cursor.slice(i, i + 2), 16));
  const [at, id, ...rest] = text.split('|');
  if (!at || !id || rest.length > 0 || Number.isNaN(Date.parse(at))) return null;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  return { at, id };
}
