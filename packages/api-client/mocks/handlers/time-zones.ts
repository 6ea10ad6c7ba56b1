import type { MockDb } from '../db';
import { badRequest, routesFor } from '../route';
import { onlyKeys, readJson, requireBoolean, requireRows, requireText } from '../validate';

const TIME_ZONE_ID = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** Enabled and default IANA time zones of the company. */
export function timeZoneHandlers(db: MockDb) {
  const { get, put } = routesFor(db);
  return [
    get('/api/time-zones', { permission: 'defaults' }, ({ json }) =>
      json(200, { data: db.timeZones.map((zone) => ({ ...zone })) }),
    ),

    put('/api/time-zones', { permission: 'defaults' }, async ({ request, json }) => {
      const body = await readJson(request);
      onlyKeys(body, ['timeZones']);
      const next = db.timeZones.map((zone) => ({ ...zone }));
      for (const row of requireRows(body, 'timeZones', 1000)) {
        onlyKeys(row, ['id', 'enabled', 'default']);
        const id = requireText(row, 'id', {
          max: 64,
          pattern: [TIME_ZONE_ID, 'id must be an IANA time zone'],
        });
        const zone = next.find((candidate) => candidate.id === id) ?? badRequest(`Unknown time zone ${id}`);
        zone.enabled = requireBoolean(row, 'enabled');
        zone.default = requireBoolean(row, 'default');
      }
      const defaults = next.filter((zone) => zone.default);
      if (defaults.length !== 1 || !defaults[0]?.enabled) {
        badRequest('Exactly one time zone must be the default, and it must be enabled');
      }
      db.timeZones = next;
      return json(200, { message: 'Time zones saved', data: next.map((zone) => ({ ...zone })) });
    }),
  ];
}
