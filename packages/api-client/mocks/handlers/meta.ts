import { contractText } from '../contract';
import type { MockDb } from '../db';
import { routesFor } from '../http';

/**
 * This contract itself: openapi.yaml as the fake bundles it (JSON, which YAML parsers read as well); and the health
 * probes, always live and ready (the fake has no database to lose and is never shut down).
 */
export function metaHandlers(db: MockDb) {
  const { get } = routesFor(db);
  return [
    get(
      '/api/openapi.yaml',
      () => new Response(contractText(), { headers: { 'Content-Type': 'application/yaml' } }),
    ),
    get('/api/health/live', ({ response }) => response(200).json({ status: 'live' })),
    get('/api/health/ready', ({ response }) => response(200).json({ status: 'ready' })),
  ];
}
