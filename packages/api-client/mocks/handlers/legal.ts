import type { MockDb } from '../db';
import { notFound, routesFor } from '../route';

/** Legal and security policy texts. */
export function legalHandlers(db: MockDb) {
  const { get } = routesFor(db);
  return [
    get('/api/legal-documents', {}, ({ json }) =>
      json(200, { data: db.legalDocuments.map((document) => structuredClone(document)) }),
    ),
    get('/api/legal-documents/{path}', {}, ({ params, json }) => {
      const document = db.legalDocuments.find((candidate) => candidate.path === params.path) ?? notFound();
      return json(200, { data: structuredClone(document) });
    }),
  ];
}
