import { contractText } from '../contract';
import type { MockDb } from '../db';
import { routesFor } from '../http';

/** This contract itself: openapi.yaml as the fake bundles it (JSON, which YAML parsers read as well). */
export function metaHandlers(db: MockDb) {
  const { get } = routesFor(db);
  return [
    get(
      '/api/openapi.yaml',
      () => new Response(contractText(), { headers: { 'Content-Type': 'application/yaml' } }),
    ),
  ];
}
