import { activity } from '@qone/domain/activity';
import { integrationMessages } from '@qone/domain/messages';
import { changeRecord, type MockDb, shownFields } from '../db';
import type { StoredIntegration } from '../fixtures/settings';
import { assertCurrent, notFound, routesFor } from '../http';

/** What the activity record keeps: settings and the names of the secrets set, never their values. */
const recorded = (
  integration: { name: string; provider: string; settings: Record<string, string> },
  secretsSet: string[],
) => ({
  name: integration.name,
  provider: integration.provider,
  settings: { ...integration.settings },
  secretsSet,
});

/** Email and SMS communication integrations; secrets are write-only (kept, never answered). */
export function communicationHandlers(db: MockDb) {
  const { get, post, put, delete: del } = routesFor(db);
  const byId = (id: string) =>
    db.integrations.find((candidate) => candidate._id === id) ?? notFound(integrationMessages.notFound);
  return [
    get('/api/communication-integrations', ({ response }) => {
      const newestFirst = [...db.integrations].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return response(200).json({ data: newestFirst.map((integration) => db.toIntegration(integration)) });
    }),

    post('/api/communication-integrations', ({ body, response }) => {
      const now = db.now();
      const secrets = { ...(body.secrets ?? {}) };
      const integration: StoredIntegration = {
        _id: db.id(),
        name: body.name,
        type: body.type,
        provider: body.provider,
        settings: { ...(body.settings ?? {}) },
        secretsSet: Object.keys(secrets).sort(),
        configured: Object.keys(secrets).length > 0,
        createdAt: now,
        updatedAt: now,
        secrets,
        version: 1,
      };
      db.integrations.push(integration);
      db.recordActivity(
        activity.integrations({
          actor: db.actor(),
          action: 'integration.created',
          target: { id: integration._id, label: integration.name },
          before: null,
          after: { type: integration.type, ...recorded(integration, integration.secretsSet) },
        }),
      );
      return response(201).json({ message: integrationMessages.added, data: db.toIntegration(integration) });
    }),

    put('/api/communication-integrations/{id}', ({ params, body, response }) => {
      const integration = byId(params.id);
      assertCurrent(integration, body.baseVersion, integrationMessages.stale, () =>
        db.toIntegration(integration),
      );
      const before = recorded(integration, Object.keys(integration.secrets).sort());
      const replaced = Object.keys(body.secrets ?? {}).sort();
      const version = integration.version;
      changeRecord(integration, shownFields.integration, (changed) =>
        Object.assign(changed, {
          name: body.name,
          provider: body.provider,
          settings: { ...body.settings },
          secrets: { ...changed.secrets, ...(body.secrets ?? {}) },
          updatedAt: db.now(),
        }),
      );
      // The server seals every secret sent afresh (a new nonce): its row changes even when the value is the same.
      if (replaced.length > 0 && integration.version === version) integration.version += 1;
      integration.secretsSet = Object.keys(integration.secrets).sort();
      integration.configured = integration.secretsSet.length > 0;
      db.recordActivity(
        activity.integrations({
          actor: db.actor(),
          action: 'integration.updated',
          target: { id: integration._id, label: integration.name },
          before: { ...before, replacedValues: [] },
          after: { ...recorded(integration, integration.secretsSet), replacedValues: replaced },
        }),
      );
      return response(200).json({
        message: integrationMessages.updated,
        data: db.toIntegration(integration),
      });
    }),

    del('/api/communication-integrations/{id}', ({ params, response }) => {
      const integration = byId(params.id);
      db.integrations = db.integrations.filter((candidate) => candidate !== integration);
      db.recordActivity(
        activity.integrations({
          actor: db.actor(),
          action: 'integration.deleted',
          target: { id: integration._id, label: integration.name },
          before: { type: integration.type, ...recorded(integration, integration.secretsSet) },
          after: null,
        }),
      );
      return response(200).json({ message: integrationMessages.deleted });
    }),
  ];
}
