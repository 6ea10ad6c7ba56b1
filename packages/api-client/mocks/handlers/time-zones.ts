import { timeZoneMessages } from '../../src/messages';
import type { MockDb } from '../db';
import { badRequest, routesFor } from '../http';

/** Enabled and default IANA time zones of the company. */
export function timeZoneHandlers(db: MockDb) {
  const { get, put } = routesFor(db);
  return [
    get('/api/time-zones', ({ response }) =>
      response(200).json({ data: db.timeZones.map((zone) => ({ ...zone })) }),
    ),

    put('/api/time-zones', ({ body, response }) => {
      const next = db.timeZones.map((zone) => ({ ...zone }));
      for (const row of body.timeZones) {
        const zone =
          next.find((candidate) => candidate.id === row.id) ?? badRequest(timeZoneMessages.unknown(row.id));
        Object.assign(zone, { enabled: row.enabled, default: row.default });
      }
      const defaults = next.filter((zone) => zone.default);
      if (defaults.length !== 1 || !defaults[0]?.enabled) badRequest(timeZoneMessages.oneDefault);
      db.timeZones = next;
      return response(200).json({ message: timeZoneMessages.saved, data: next.map((zone) => ({ ...zone })) });
    }),
  ];
}
