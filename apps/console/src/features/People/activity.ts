import type { ActivityEvent } from '@qone/api-client';
import type { ActivityChange, ActivityItem } from '@qone/ui';
import { peopleCopy } from '../../copy';

const t = peopleCopy.activity;

/** A recorded value as text: booleans as on/off, nothing as ''. */
function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? t.on : t.off;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The changed fields of an event, named as an admin reads them (flags by their tree names). */
function changesOf(event: ActivityEvent, fieldName: (field: string) => string): ActivityChange[] {
  const before = event.before ?? {};
  const after = event.after ?? {};
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].map((field) => ({
    field: fieldName(field),
    before: text(before[field]),
    after: text(after[field]),
  }));
}

/** An event of the activity record as the kit's panel shows it: a sentence, when, and what changed. */
export function toActivityItem(
  event: ActivityEvent,
  at: (moment: string) => string,
  fieldName: (field: string) => string = (f) => t.fields[f] ?? f,
): ActivityItem {
  const actor = event.actor.name || event.actor.email || t.someone;
  const sentence = t.actions[event.action];
  return {
    id: event._id,
    summary: sentence
      ? sentence(actor, event.targetLabel)
      : t.otherAction(actor, event.action, event.targetLabel),
    at: at(event.at),
    dateTime: event.at,
    changes: changesOf(event, fieldName),
  };
}

export const activityLabels = (target: string) => ({
  list: t.listLabel(target),
  empty: t.empty,
  loadMore: t.loadMore,
  none: t.none,
  change: (change: ActivityChange) => t.change(change.field, change.before, change.after),
});
