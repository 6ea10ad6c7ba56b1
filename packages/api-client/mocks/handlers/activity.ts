import {
  activity,
  activityQueryRefusal,
  activityTextMatches,
  decodeActivityCursor,
  encodeActivityCursor,
} from '@qone/domain/activity';
import {
  ACTIVITY_EXPORT_MEDIA_TYPES,
  ACTIVITY_EXPORT_RATE,
  type ActivityExportOptions,
  activityExportFileName,
  activityExportHead,
  activityExportLines,
  activityRetentionCutoff,
} from '@qone/domain/activity-export';
import { activityMessages } from '@qone/domain/messages';
import type { ActivityEvent } from '../../src/types';
import type { MockDb } from '../db';
import { badRequest, routesFor, tooManyRequests } from '../http';

/** Newest first, as the server orders them: by time, then by id. */
const newestFirst = (a: ActivityEvent, b: ActivityEvent) =>
  b.at.localeCompare(a.at) || b._id.localeCompare(a._id);

/** Whether `event` comes after the cursor's position in newest-first order (strictly older). */
const olderThan = (event: ActivityEvent, position: { at: string; id: string }) =>
  event.at < position.at || (event.at === position.at && event._id.toLowerCase() < position.id.toLowerCase());

/** A request's query as openapi-msw gives it (typed per operation). */
interface Query {
  get(name: string): string | null;
}

/** The timeline's filters, in the order the server records an export's. */
const FILTERS = ['actorId', 'action', 'from', 'to', 'q', 'targetType', 'targetId', 'area'] as const;

/**
 * The activity record: filtered by target, area, actor, action, time range and text (all must hold), newest first,
 * keyset-paged like the server.
 */
export function activityHandlers(db: MockDb) {
  const { get } = routesFor(db);

  /** The timeline's filters as given (absent ones left out), for the export's record. */
  const filtersOf = (query: Query) =>
    Object.fromEntries(
      FILTERS.flatMap((name) => {
        const value = query.get(name);
        return value === null ? [] : [[name, value]];
      }),
    );

  /** The events the timeline's filters select, newest first (refused as the server refuses them). */
  const selected = (query: Query): ActivityEvent[] => {
    const action = query.get('action');
    const from = query.get('from');
    const to = query.get('to');
    const refusal = activityQueryRefusal({ action, from, to });
    if (refusal !== null) badRequest(activityMessages[refusal]);
    const targetType = query.get('targetType');
    const targetId = query.get('targetId');
    const area = query.get('area');
    const actorId = query.get('actorId');
    const q = query.get('q');
    const fromTime = from === null ? null : Date.parse(from);
    const toTime = to === null ? null : Date.parse(to);
    return db.activity
      .filter(
        (event) =>
          (targetType === null || event.targetType === targetType) &&
          (targetId === null || event.targetId === targetId) &&
          (area === null || event.area === area) &&
          (actorId === null || event.actor._id?.toLowerCase() === actorId.toLowerCase()) &&
          (action === null || event.action === action) &&
          (fromTime === null || Date.parse(event.at) >= fromTime) &&
          (toTime === null || Date.parse(event.at) < toTime) &&
          (q === null || activityTextMatches(event, q)),
      )
      .sort(newestFirst);
  };

  /**
   * Counts one export against the company's per-minute rate, or 429 with Retry-After until the oldest leaves the
   * window, as the server's `activityExportPerCompany`. Counted at `totpNow` (real time): the fake's own clock moves
   * a minute on every reading, so no minute would ever hold two exports.
   */
  const takeExportRate = () => {
    const now = db.totpNow();
    const recent = db.activityExports.filter((at) => at > now - ACTIVITY_EXPORT_RATE.windowMs);
    const oldest = recent[0];
    if (recent.length >= ACTIVITY_EXPORT_RATE.max && oldest !== undefined)
      tooManyRequests(
        activityMessages.tooManyExports(ACTIVITY_EXPORT_RATE.max, ACTIVITY_EXPORT_RATE.windowMs / 60_000),
        (oldest + ACTIVITY_EXPORT_RATE.windowMs - now) / 1000,
      );
    db.activityExports.splice(0, db.activityExports.length, ...recent, now);
  };

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
      const cursor = query.get('cursor');
      const position =
        cursor === null
          ? undefined
          : (decodeActivityCursor(cursor) ?? badRequest(activityMessages.invalidCursor));
      const limit = Number(query.get('limit') ?? 25);
      const matching = selected(query).filter(
        (event) => position === undefined || olderThan(event, position),
      );
      const page = matching.slice(0, limit);
      const last = page.at(-1);
      return response(200).json({
        data: structuredClone(page),
        nextCursor: matching.length > limit && last ? encodeActivityCursor(last.at, last._id) : null,
      });
    }),

    // The same file as the server's, built by the same functions (@qone/domain/activity-export), recorded first.
    get('/api/activity/export', ({ query }) => {
      const filters = filtersOf(query);
      const options: ActivityExportOptions = {
        format: query.get('format') === 'jsonl' ? 'jsonl' : 'csv',
        delimiter: query.get('delimiter') === ';' ? ';' : ',',
        rows: query.get('rows') === 'field' ? 'field' : 'event',
      };
      selected(query); // refused before anything is recorded, as on the server
      takeExportRate();
      db.recordActivity(
        activity.activityExported({
          actor: db.actor(),
          company: { id: db.company._id, name: db.company.name },
          export: {
            format: options.format,
            ...(options.format === 'csv' ? { rows: options.rows, delimiter: options.delimiter } : {}),
            ...filters,
          },
        }),
      );
      const at = db.now();
      const text =
        activityExportHead(options) +
        selected(query)
          .map((event) => activityExportLines(event, options))
          .join('');
      return new Response(text, {
        headers: {
          'Content-Type': ACTIVITY_EXPORT_MEDIA_TYPES[options.format],
          'Content-Disposition': `attachment; filename="${activityExportFileName(options.format, new Date(at))}"`,
        },
      });
    }),

    get('/api/activity/retention-preview', ({ query, response }) => {
      const days = Number(query.get('days'));
      const cutoff = activityRetentionCutoff(new Date(db.now()), days);
      const events = db.activity.filter((event) => Date.parse(event.at) <= cutoff.getTime()).length;
      return response(200).json({ data: { days, cutoff: cutoff.toISOString(), events } });
    }),
  ];
}
