import type { CommunicationIntegration } from '../../src/types';
import type { MockDb } from '../db';
import { badRequest, notFound, routesFor } from '../route';
import { onlyKeys, readJson, requireOneOf, requireText } from '../validate';

/** Email and SMS communication integrations; provider settings are write-only. */
export function communicationHandlers(db: MockDb) {
  const { get, post, delete: del } = routesFor(db);
  return [
    get('/api/communication-integrations', { permission: 'settings' }, ({ json }) => {
      const newestFirst = [...db.integrations].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return json(200, { data: newestFirst.map((integration) => ({ ...integration })) });
    }),

    post('/api/communication-integrations', { permission: 'settings' }, async ({ request, json }) => {
      const body = await readJson(request);
      onlyKeys(body, ['name', 'type', 'provider', 'config']);
      const name = requireText(body, 'name', { required: 'Name is required', max: 200 });
      const type = requireOneOf(body, 'type', ['email', 'sms'] as const);
      const provider = requireText(body, 'provider', { required: 'Provider is required', max: 100 });
      const config = body.config;
      if (config !== undefined) {
        if (typeof config !== 'object' || config === null || Array.isArray(config))
          badRequest('config must be an object');
        const entries = Object.entries(config);
        if (entries.length > 50) badRequest('config may hold at most 50 settings');
        for (const [key, value] of entries) {
          if (!/^[A-Za-z][A-Za-z0-9_]*$/.test(key) || key.length > 100)
            badRequest(`config.${key} is not a valid name`);
          if (typeof value !== 'string' || value.length > 2000) badRequest(`config.${key} must be a text`);
        }
      }
      const integration: CommunicationIntegration = {
        _id: db.id(),
        name,
        type,
        provider,
        configured: config !== undefined && Object.keys(config).length > 0,
        createdAt: db.now(),
      };
      db.integrations.push(integration);
      return json(201, { message: 'Integration added', data: { ...integration } });
    }),

    del('/api/communication-integrations/{id}', { permission: 'settings' }, ({ params, json }) => {
      const integration = db.integrations.find((candidate) => candidate._id === params.id) ?? notFound();
      db.integrations = db.integrations.filter((candidate) => candidate !== integration);
      return json(200, { message: 'Integration deleted' });
    }),
  ];
}
