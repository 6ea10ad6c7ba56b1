import type { ActivityEvent } from '@qone/api-client';
import { isActivityAction } from '@qone/domain/activity';
import type { ChangeDiffValue, DiffLine, TimelineEntry } from '@qone/ui';
import { activityCopy, peopleCopy } from '../../copy';

const t = activityCopy;

/** Computes a line diff; the `diff` package, fetched only when a long text has to be compared (see useLineDiff). */
export type LineDiff = (before: string, after: string) => DiffLine[];

/** A text that reads better as a line diff than side by side: more than one line, or longer than a line. */
const LONG_TEXT = 80;
const isLongText = (value: unknown): value is string =>
  typeof value === 'string' && (value.includes('\n') || value.length > LONG_TEXT);

/** A field's name as the product words it; otherwise spelled out from its name (`invoice_email` → "Invoice email"). */
export function fieldName(field: string): string {
  const known = t.fields[field];
  if (known) return known;
  const words = field
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An access flag's or a panel row's name, as the access tree names it (`<panel>: <field>` for a panel's right). */
function flagName(field: string): string {
  const flags: Record<string, string> = peopleCopy.editor.flags;
  if (flags[field]) return flags[field];
  const [panel, right] = field.split(': ');
  const rights: Record<string, string> = peopleCopy.editor.panelFields;
  return panel && right ? `${panel}: ${rights[right] ?? fieldName(right)}` : field;
}

/** A recorded value as one line of text: booleans as Yes/No, nothing as ''. */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (Array.isArray(value)) return value.map(text).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${fieldName(key)}: ${text(inner)}`)
      .join('\n');
  }
  return String(value);
}

/** The items of a list value, as text. */
const items = (value: unknown): string[] => (Array.isArray(value) ? value.map(text) : []);

/**
 * One changed field by its kind: a list as the items added and removed; a long text (or a record of several fields)
 * as a line diff; otherwise the value before → after.
 */
function changeOf(
  field: string,
  before: unknown,
  after: unknown,
  lineDiff: LineDiff | null,
): ChangeDiffValue {
  const name = fieldName(field);
  if (Array.isArray(before) || Array.isArray(after)) {
    const was = items(before);
    const is = items(after);
    return {
      kind: 'list',
      field: name,
      added: is.filter((item) => !was.includes(item)),
      removed: was.filter((item) => !is.includes(item)),
    };
  }
  const worded = t.values[field];
  const a = (typeof before === 'string' && worded?.[before]) || text(before);
  const b = (typeof after === 'string' && worded?.[after]) || text(after);
  if (isLongText(a) || isLongText(b)) {
    return { kind: 'text', field: name, before: a, after: b, lines: lineDiff ? lineDiff(a, b) : null };
  }
  return { kind: 'value', field: name, before: a, after: b };
}

/** The changed fields of an event; a permission group's access switches as the flags granted and removed. */
export function changesOf(event: ActivityEvent, lineDiff: LineDiff | null): ChangeDiffValue[] {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (event.action === 'permission-group.flag-changed') {
    return [
      {
        kind: 'flags',
        field: t.access,
        granted: fields.filter((field) => after[field] === true).map(flagName),
        removed: fields.filter((field) => after[field] === false).map(flagName),
      },
    ];
  }
  return fields.map((field) => changeOf(field, before[field], after[field], lineDiff));
}

/** Whether an event has a change that is shown as a line diff (so the diff code is worth fetching). */
export const needsLineDiff = (event: ActivityEvent) =>
  [...Object.values(event.before ?? {}), ...Object.values(event.after ?? {})].some(
    (value) => isLongText(value) || (typeof value === 'object' && value !== null && !Array.isArray(value)),
  );

/** What happened, as a sentence in the product's words. */
export function sentenceOf(event: ActivityEvent): string {
  const actor = event.actor.name || event.actor.email || t.someone;
  return isActivityAction(event.action)
    ? t.actions[event.action].sentence(actor, event.targetLabel)
    : t.otherAction(actor, event.targetLabel);
}

/** An event of the activity record as the kit's timeline shows it. */
export function toTimelineEntry(
  event: ActivityEvent,
  at: (moment: string) => string,
  lineDiff: LineDiff | null,
  options: { area?: boolean } = {},
): TimelineEntry {
  return {
    id: event._id,
    summary: sentenceOf(event),
    at: at(event.at),
    dateTime: event.at,
    ...(options.area ? { area: t.areas[event.area] } : {}),
    changes: changesOf(event, lineDiff),
  };
}
