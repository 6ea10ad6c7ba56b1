import type { MockDb } from '../db';
import { routesFor } from '../http';

/** Figures for the company settings dashboard. */
export function dashboardHandlers(db: MockDb) {
  const { get } = routesFor(db);
  return [
    get('/api/dashboard/summary', ({ response }) => response(200).json({ data: db.dashboardSummary() })),
  ];
}
