import { legalMessages } from '../../src/messages';
import type { MockDb } from '../db';
import { notFound, routesFor } from '../http';

/** Legal and security policy texts. */
export function legalHandlers(db: MockDb) {
  const { get } = routesFor(db);
  return [
    get('/api/legal-documents', ({ response }) =>
      response(200).json({ data: db.legalDocuments.map((document) => structuredClone(document)) }),
    ),
    get('/api/legal-documents/{path}', ({ params, response }) => {
      const document =
        db.legalDocuments.find((candidate) => candidate.path === params.path) ??
        notFound(legalMessages.notFound);
      return response(200).json({ data: structuredClone(document) });
    }),
  ];
}
