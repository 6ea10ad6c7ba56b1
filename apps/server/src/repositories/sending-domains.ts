import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

/** A sending domain as the routes use it (the DKIM private key is never selected). */
export interface DomainRecord {
  id: string;
  domain: string;
  active: boolean;
  dkim_public_key: string;
  last_checked_at: Date | null;
  version: number;
}

const columns = ['id', 'domain', 'active', 'dkim_public_key', 'last_checked_at', 'version'] as const;

/** The company's domains, by name. */
export function listDomainRecords(db: Executor, companyId: string): Promise<DomainRecord[]> {
  return db
    .selectFrom('sending_domains')
    .select(columns)
    .where('company_id', '=', companyId)
    .orderBy(sql`lower(domain)`)
    .orderBy('id')
    .execute();
}

/**
 * The domain. `lock: 'update'` locks its row until the transaction ends (its writes go in turn); `lock: 'share'`
 * keeps it from being changed or deleted meanwhile (a mailer being written for it), without excluding other readers.
 */
export function findDomainRecord(
  db: Executor,
  companyId: string,
  id: string,
  options: { lock?: 'update' | 'share' } = {},
): Promise<DomainRecord | undefined> {
  const query = db
    .selectFrom('sending_domains')
    .select(columns)
    .where('company_id', '=', companyId)
    .where('id', '=', id);
  const locked =
    options.lock === 'update' ? query.forUpdate() : options.lock === 'share' ? query.forShare() : query;
  return locked.executeTakeFirst();
}

/** Whether another domain of the company has this name (any case). */
export async function domainNameTaken(
  db: Executor,
  companyId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('sending_domains')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(domain)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertDomain(
  db: Executor,
  row: {
    id: string;
    companyId: string;
    domain: string;
    publicKey: string;
    sealedPrivateKey: string;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('sending_domains')
    .values({
      id: row.id,
      company_id: row.companyId,
      domain: row.domain,
      active: true,
      dkim_public_key: row.publicKey,
      dkim_private_key: row.sealedPrivateKey,
      created_at: row.now,
    })
    .execute();
}

export async function updateDomain(
  db: Executor,
  companyId: string,
  id: string,
  values: { domain: string; active: boolean },
): Promise<void> {
  await db
    .updateTable('sending_domains')
    .set(values)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function markDomainChecked(db: Executor, id: string, at: Date): Promise<void> {
  await db.updateTable('sending_domains').set({ last_checked_at: at }).where('id', '=', id).execute();
}

export async function deleteDomain(db: Executor, companyId: string, id: string): Promise<void> {
  await db.deleteFrom('sending_domains').where('company_id', '=', companyId).where('id', '=', id).execute();
}
