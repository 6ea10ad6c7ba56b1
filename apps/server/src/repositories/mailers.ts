import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

export type MailerKind = 'socketlabs' | 'ese';

export interface MailerRecord {
  id: string;
  mailer: string;
  alias: string;
  type: MailerKind;
  domain_id: string;
  domain: string;
  version: number;
}

function selectMailers(db: Executor, companyId: string) {
  return db
    .selectFrom('mailers')
    .innerJoin('sending_domains', 'sending_domains.id', 'mailers.domain_id')
    .select([
      'mailers.id',
      'mailers.mailer',
      'mailers.alias',
      'mailers.type',
      'mailers.domain_id',
      'mailers.version',
      'sending_domains.domain',
    ])
    .where('mailers.company_id', '=', companyId);
}

/** The company's mailers, by name, each with its domain's name. */
export function listMailerRecords(db: Executor, companyId: string): Promise<MailerRecord[]> {
  return selectMailers(db, companyId).orderBy(sql`lower(mailers.mailer)`).orderBy('mailers.id').execute();
}

/** The mailer; `forUpdate` locks its row until the transaction ends, so writes based on it are judged in turn. */
export function findMailerRecord(
  db: Executor,
  companyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<MailerRecord | undefined> {
  const query = selectMailers(db, companyId).where('mailers.id', '=', id);
  return (options.forUpdate ? query.forUpdate('mailers') : query).executeTakeFirst();
}

/** The mailer types sending from each of the company's domains. */
export async function mailerKindsByDomain(
  db: Executor,
  companyId: string,
): Promise<Map<string, MailerKind[]>> {
  const rows = await db
    .selectFrom('mailers')
    .select(['domain_id', 'type'])
    .distinct()
    .where('company_id', '=', companyId)
    .execute();
  const kinds = new Map<string, MailerKind[]>();
  for (const row of rows) kinds.set(row.domain_id, [...(kinds.get(row.domain_id) ?? []), row.type]);
  return kinds;
}

export async function mailerNameTaken(
  db: Executor,
  companyId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('mailers')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(mailer)`, '=', name.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The names of the company's mailers on a domain, in code-point order (as the MSW fake lists them). */
export async function domainMailerNames(
  db: Executor,
  companyId: string,
  domainId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('mailers')
    .select('mailer')
    .where('company_id', '=', companyId)
    .where('domain_id', '=', domainId)
    .execute();
  return rows.map((row) => row.mailer).sort();
}

export interface MailerValues {
  mailer: string;
  alias: string;
  type: MailerKind;
  domainId: string;
}

export async function insertMailer(
  db: Executor,
  row: MailerValues & { id: string; companyId: string; now: Date },
): Promise<void> {
  await db
    .insertInto('mailers')
    .values({
      id: row.id,
      company_id: row.companyId,
      mailer: row.mailer,
      alias: row.alias,
      type: row.type,
      domain_id: row.domainId,
      created_at: row.now,
    })
    .execute();
}

export async function updateMailer(db: Executor, companyId: string, id: string, values: MailerValues) {
  await db
    .updateTable('mailers')
    .set({ mailer: values.mailer, alias: values.alias, type: values.type, domain_id: values.domainId })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .execute();
}

export async function deleteMailer(db: Executor, companyId: string, id: string): Promise<void> {
  await db.deleteFrom('mailers').where('company_id', '=', companyId).where('id', '=', id).execute();
}
