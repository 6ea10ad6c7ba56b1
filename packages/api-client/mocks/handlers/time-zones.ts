import { activity } from '@qone/domain/activity';
import { timeZoneMessages } from '@qone/domain/messages';
import { isTimeZone } from '@qone/domain/time-zones';
import type { MockDb } from '../db';
import { badRequest, routesFor } from '../http';

const summaryOf = (settings: ReadonlyMap<string, boolean>) => ({
  enabled: [...settings.keys()].sort(),
  default: [...settings.entries()].find(([, isDefault]) => isDefault)?.[0] ?? null,
});

/** Enabled and default IANA time zones of the company (the runtime's list, as the server's). */
export function timeZoneHandlers(db: MockDb) {
  const { get, put } = routesFor(db);
  return [
    get('/api/time-zones', ({ response }) => response(200).json({ data: db.timeZoneList() })),

    put('/api/time-zones', ({ body, response }) => {
      const next = new Map(
        [...db.timeZoneSettings.entries()].map(([id, isDefault]) => [id, { enabled: true, isDefault }]),
      );
      for (const row of body.timeZones) {
        if (!isTimeZone(row.id)) badRequest(timeZoneMessages.unknown(row.id));
        next.set(row.id, { enabled: row.enabled, isDefault: row.default });
      }
      const defaults = [...next.values()].filter((zone) => zone.isDefault);
      if (defaults.length !== 1 || !defaults[0]?.enabled) badRequest(timeZoneMessages.oneDefault);
      const saved = new Map(
        [...next.entries()].filter(([, zone]) => zone.enabled).map(([id, zone]) => [id, zone.isDefault]),
      );
      db.recordActivity(
        activity.timeZones({
          actor: db.actor(),
          action: 'time-zone.updated',
          companyId: db.company._id,
          before: summaryOf(db.timeZoneSettings),
          after: summaryOf(saved),
        }),
      );
      db.timeZoneSettings = saved;
      return response(200).json({ message: timeZoneMessages.saved, data: db.timeZoneList() });
    }),
  ];
}
