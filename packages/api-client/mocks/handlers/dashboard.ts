import type { MockDb } from '../db';
import { routesFor } from '../route';

/** Figures for the company settings dashboard. */
export function dashboardHandlers(db: MockDb) {
  const { get } = routesFor(db);
  return [
    get('/api/dashboard/summary', { permission: 'settings' }, ({ json }) =>
      json(200, { data: db.dashboardSummary() }),
    ),
  ];
}
