import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

/** An integration as the routes use it: settings, and the NAMES of its secrets (their ciphertexts stay here). */
export interface IntegrationRecord {
  id: string;
  name: string;
  type: 'email' | 'sms';
  provider: string;
  settings: Record<string, string>;
  secret_names: string[];
  created_at: Date;
  updated_at: Date;
  version: number;
}

function selectIntegrations(db: Executor, companyId: string) {
  return db
    .selectFrom('communication_integrations')
    .select([
      'id',
      'name',
      'type',
      'provider',
      'settings',
      // Only the keys of the secrets object: the ciphertexts are never read into an answer.
      sql<string[]>`array(select jsonb_object_keys(secrets) order by 1)`.as('secret_names'),
      'created_at',
      'updated_at',
      'version',
    ])
    .where('company_id', '=', companyId);
}

export function listIntegrationRecords(db: Executor, companyId: string): Promise<IntegrationRecord[]> {
  return selectIntegrations(db, companyId).orderBy('created_at', 'desc').orderBy('id').execute();
}

/** The integration; `forUpdate` locks its row until the transaction ends, so writes based on it go in turn. */
export function findIntegrationRecord(
  db: Executor,
  companyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<IntegrationRecord | undefined> {
  const query = selectIntegrations(db, companyId).where('id', '=', id);
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** The sealed secrets of one integration, for a sender that needs them (never for an answer). */
export async function findIntegrationSecrets(
  db: Executor,
  companyId: string,
  id: string,
): Promise<Record<string, string> | undefined> {
  const row = await db
    .selectFrom('communication_integrations')
    .select('secrets')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.secrets;
}

export async function insertIntegration(
  db: Executor,
  row: {
    id: string;
    companyId: string;
    name: string;
    type: 'email' | 'sms';
    provider: string;
    settings: Record<string, string>;
    sealedSecrets: Record<string, string>;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('communication_integrations')
    .values({
      id: row.id,
      company_id: row.companyId,
      name: row.name,
      type: row.type,
      provider: row.provider,
      settings: JSON.stringify(row.settings),
      secrets: JSON.stringify(row.sealedSecrets),
      created_at: row.now,
      updated_at: row.now,
    })
    .execute();
}

export async function updateIntegration(
  db: Executor,
  companyId: string,
  id: string,
  values: {
    name: string;
    provider: string;
    settings: Record<string, string>;
    sealedSecrets: Record<string, string>;
    now: Date;
  },
): Promise<void> {
  await db
    .updateTable('communication_integrations')
    .set({
      name: values.name,
      provider: values.provider,
      settings: JSON.stringify(values.settings),
      secrets: JSON.stringify(values.sealedSecrets),
      updated_at: values.now,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function deleteIntegration(db: Executor, companyId: string, id: string): Promise<void> {
  await db
    .deleteFrom('communication_integrations')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}
