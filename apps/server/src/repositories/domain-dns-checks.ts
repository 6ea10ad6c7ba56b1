import type { Executor } from '../db/index.js';

/** The result of the last lookup of one record of a domain. */
export interface DnsCheckRecord {
  domain_id: string;
  host: string;
  purpose: string;
  expected: string;
  status: string;
  found: string | null;
  checked_at: Date;
}

/** The last checks of these domains' records. */
export function listDnsChecks(db: Executor, domainIds: readonly string[]): Promise<DnsCheckRecord[]> {
  if (domainIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('domain_dns_checks')
    .select(['domain_id', 'host', 'purpose', 'expected', 'status', 'found', 'checked_at'])
    .where('domain_id', 'in', [...domainIds])
    .execute();
}

/** Replaces a domain's checks with those of the lookup just made. */
export async function replaceDnsChecks(
  db: Executor,
  domainId: string,
  checks: readonly Omit<DnsCheckRecord, 'domain_id'>[],
): Promise<void> {
  await db.deleteFrom('domain_dns_checks').where('domain_id', '=', domainId).execute();
  if (checks.length === 0) return;
  await db
    .insertInto('domain_dns_checks')
    .values(checks.map((check) => ({ ...check, domain_id: domainId })))
    .execute();
}
