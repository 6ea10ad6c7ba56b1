import type { MockDb } from '../db';
import { routesFor } from '../route';

/** A stand-in for the contract: the fake cannot read openapi.yaml in the browser. */
const DOCUMENT = `openapi: 3.1.0
info:
  title: Q One admin console API (offline fake)
  version: 1.0.0
  description: Served by the MSW fake of @qone/api-client; the real contract is openapi.yaml in the repository.
paths: {}
`;

/** This contract itself. */
export function metaHandlers(db: MockDb) {
  const { get } = routesFor(db);
  return [
    get(
      '/api/openapi.yaml',
      { public: true },
      () => new Response(DOCUMENT, { headers: { 'Content-Type': 'application/yaml' } }),
    ),
  ];
}
