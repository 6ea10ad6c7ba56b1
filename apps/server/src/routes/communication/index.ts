import { randomUUID } from 'node:crypto';
import { activity } from '@qone/domain/activity';
import { integrationMessages } from '@qone/domain/messages';
import { actorOf, recordActivity } from '../../activity/record.js';
import type { SecretBox } from '../../crypto/secret-box.js';
import type { Executor } from '../../db/index.js';
import { notFound, StaleWriteError } from '../../errors.js';
import {
  deleteIntegration,
  findIntegrationRecord,
  findIntegrationSecrets,
  type IntegrationRecord,
  insertIntegration,
  listIntegrationRecords,
  updateIntegration,
} from '../../repositories/communication-integrations.js';
import { defineOperations } from '../define.js';

/** The contract's view: settings as stored, secrets only by name. */
function toIntegration(row: IntegrationRecord) {
  const secretsSet = [...row.secret_names].sort();
  return {
    _id: row.id,
    name: row.name,
    type: row.type,
    provider: row.provider,
    settings: row.settings,
    secretsSet,
    configured: secretsSet.length > 0,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    version: row.version,
  };
}

const secretContext = (id: string, name: string) => `integration:${id}:${name}`;

function sealAll(box: SecretBox, id: string, secrets: Record<string, string> | undefined) {
  return Object.fromEntries(
    Object.entries(secrets ?? {}).map(([name, value]) => [name, box.seal(value, secretContext(id, name))]),
  );
}

async function ownIntegration(
  db: Executor,
  companyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
) {
  const row = await findIntegrationRecord(db, companyId, id, options);
  if (!row) throw notFound(integrationMessages.notFound);
  return row;
}

/**
 * What the activity record keeps: never a secret's value, only which secrets are set (`secretsSet` is itself
 * masked by the activity module as a secret-named field, so a change there reads as "[changed]").
 */
const recorded = (
  row: { name: string; provider: string; settings: Record<string, string> },
  secretsSet: string[],
) => ({
  name: row.name,
  provider: row.provider,
  settings: row.settings,
  secretsSet,
});

/** Reads a stored secret in clear, for the code that sends through the integration. */
export async function integrationSecret(
  db: Executor,
  box: SecretBox,
  companyId: string,
  id: string,
  name: string,
): Promise<string | undefined> {
  const sealed = (await findIntegrationSecrets(db, companyId, id))?.[name];
  return sealed === undefined ? undefined : box.open(sealed, secretContext(id, name));
}

export const communicationOperations = defineOperations({
  listCommunicationIntegrations: {
    async handle({ db, auth }) {
      return { data: (await listIntegrationRecords(db, auth.companyId)).map(toIntegration) };
    },
  },

  createCommunicationIntegration: {
    async handle({ db, auth, body, clock, secretBox, reply }) {
      const id = randomUUID();
      const settings = body.settings ?? {};
      const secretsSet = Object.keys(body.secrets ?? {}).sort();
      await db.transaction().execute(async (trx) => {
        await insertIntegration(trx, {
          id,
          companyId: auth.companyId,
          name: body.name,
          type: body.type,
          provider: body.provider,
          settings,
          sealedSecrets: sealAll(secretBox, id, body.secrets),
          now: clock.now(),
        });
        await recordActivity(
          trx,
          { companyId: auth.companyId, at: clock.now() },
          activity.integrations({
            actor: actorOf(auth),
            action: 'integration.created',
            target: { id, label: body.name },
            before: null,
            after: { type: body.type, ...recorded({ ...body, settings }, secretsSet) },
          }),
        );
      });
      reply.code(201);
      return {
        message: integrationMessages.added,
        data: toIntegration(await ownIntegration(db, auth.companyId, id)),
      };
    },
  },

  updateCommunicationIntegration: {
    async handle({ db, auth, params, body, clock, secretBox }) {
      const replaced = Object.keys(body.secrets ?? {}).sort();
      const id = await db.transaction().execute(async (trx) => {
        // The row locked: the stored secrets merged with the new ones are the ones no other save is replacing.
        const row = await ownIntegration(trx, auth.companyId, params.id, { forUpdate: true });
        if (row.version !== body.baseVersion)
          throw new StaleWriteError(integrationMessages.stale, toIntegration(row));
        const stored = (await findIntegrationSecrets(trx, auth.companyId, row.id)) ?? {};
        const sealedSecrets = { ...stored, ...sealAll(secretBox, row.id, body.secrets) };
        await updateIntegration(trx, auth.companyId, row.id, {
          name: body.name,
          provider: body.provider,
          settings: body.settings,
          sealedSecrets,
          now: clock.now(),
        });
        await recordActivity(
          trx,
          { companyId: auth.companyId, at: clock.now() },
          activity.integrations({
            actor: actorOf(auth),
            action: 'integration.updated',
            target: { id: row.id, label: body.name },
            // Names only (`replacedValues`): which stored values were replaced, never what they were or became.
            before: { ...recorded(row, [...row.secret_names].sort()), replacedValues: [] },
            after: { ...recorded(body, Object.keys(sealedSecrets).sort()), replacedValues: replaced },
          }),
        );
        return row.id;
      });
      return {
        message: integrationMessages.updated,
        data: toIntegration(await ownIntegration(db, auth.companyId, id)),
      };
    },
  },

  deleteCommunicationIntegration: {
    async handle({ db, auth, params, clock }) {
      const row = await ownIntegration(db, auth.companyId, params.id);
      await db.transaction().execute(async (trx) => {
        await deleteIntegration(trx, auth.companyId, row.id);
        await recordActivity(
          trx,
          { companyId: auth.companyId, at: clock.now() },
          activity.integrations({
            actor: actorOf(auth),
            action: 'integration.deleted',
            target: { id: row.id, label: row.name },
            before: { type: row.type, ...recorded(row, [...row.secret_names].sort()) },
            after: null,
          }),
        );
      });
      return { message: integrationMessages.deleted };
    },
  },
});
