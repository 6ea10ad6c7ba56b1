import {
  activityQueryRefusal,
  activityTextMatches,
  decodeActivityCursor,
  encodeActivityCursor,
} from '@qone/domain/activity';
import { activityMessages } from '@qone/domain/messages';
import type { ActivityEvent } from '../../src/types';
import type { MockDb } from '../db';
import { badRequest, routesFor } from '../http';

/** Newest first, as the server orders them: by time, then by id. */
const newestFirst = (a: ActivityEvent, b: ActivityEvent) =>
  b.at.localeCompare(a.at) || b._id.localeCompare(a._id);

/** Whether `event` comes after the cursor's position in newest-first order (strictly older). */
const olderThan = (event: ActivityEvent, position: { at: string; id: string }) =>
  event.at < position.at || (event.at === position.at && event._id.toLowerCase() < position.id.toLowerCase());

/**
 * The activity record: filtered by target, area, actor, action, time range and text (all must hold), newest first,
 * keyset-paged like the server.
 */
export function activityHandlers(db: MockDb) {
  const { get } = routesFor(db);

  return [
    // The overview's 'Last Update' of each area: its newest event.
    get('/api/activity/latest', ({ response }) => {
      const latest = new Map<ActivityEvent['area'], string>();
      for (const event of db.activity) {
        const known = latest.get(event.area);
        if (known === undefined || event.at > known) latest.set(event.area, event.at);
      }
      return response(200).json({ data: [...latest].map(([area, at]) => ({ area, at })) });
    }),

    get('/api/activity', ({ query, response }) => {
      const action = query.get('action');
      const from = query.get('from');
      const to = query.get('to');
      const refusal = activityQueryRefusal({ action, from, to });
      if (refusal !== null) badRequest(activityMessages[refusal]);
      const cursor = query.get('cursor');
      const position =
        cursor === null
          ? undefined
          : (decodeActivityCursor(cursor) ?? badRequest(activityMessages.invalidCursor));
      const limit = Number(query.get('limit') ?? 25);
      const targetType = query.get('targetType');
      const targetId = query.get('targetId');
      const area = query.get('area');
      const actorId = query.get('actorId');
      const q = query.get('q');
      const fromTime = from === null ? null : Date.parse(from);
      const toTime = to === null ? null : Date.parse(to);
      const matching = db.activity
        .filter(
          (event) =>
            (targetType === null || event.targetType === targetType) &&
            (targetId === null || event.targetId === targetId) &&
            (area === null || event.area === area) &&
            (actorId === null || event.actor._id?.toLowerCase() === actorId.toLowerCase()) &&
            (action === null || event.action === action) &&
            (fromTime === null || Date.parse(event.at) >= fromTime) &&
            (toTime === null || Date.parse(event.at) < toTime) &&
            (q === null || activityTextMatches(event, q)) &&
            (position === undefined || olderThan(event, position)),
        )
        .sort(newestFirst);
      const page = matching.slice(0, limit);
      const last = page.at(-1);
      return response(200).json({
        data: structuredClone(page),
        nextCursor: matching.length > limit && last ? encodeActivityCursor(last.at, last._id) : null,
      });
    }),
  ];
}
