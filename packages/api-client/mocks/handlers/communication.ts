import { integrationMessages } from '../../src/messages';
import type { CommunicationIntegration } from '../../src/types';
import type { MockDb } from '../db';
import { notFound, routesFor } from '../http';

/** Email and SMS communication integrations; provider settings are write-only. */
export function communicationHandlers(db: MockDb) {
  const { get, post, delete: del } = routesFor(db);
  return [
    get('/api/communication-integrations', ({ response }) => {
      const newestFirst = [...db.integrations].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return response(200).json({ data: newestFirst.map((integration) => ({ ...integration })) });
    }),

    post('/api/communication-integrations', ({ body, response }) => {
      const integration: CommunicationIntegration = {
        _id: db.id(),
        name: body.name,
        type: body.type,
        provider: body.provider,
        configured: body.config !== undefined && Object.keys(body.config).length > 0,
        createdAt: db.now(),
      };
      db.integrations.push(integration);
      return response(201).json({ message: integrationMessages.added, data: { ...integration } });
    }),

    del('/api/communication-integrations/{id}', ({ params, response }) => {
      const integration =
        db.integrations.find((candidate) => candidate._id === params.id) ??
        notFound(integrationMessages.notFound);
      db.integrations = db.integrations.filter((candidate) => candidate !== integration);
      return response(200).json({ message: integrationMessages.deleted });
    }),
  ];
}
