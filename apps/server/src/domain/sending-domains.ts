import { generateKeyPair } from 'node:crypto';
import { promisify } from 'node:util';
import {
  type DnsLookup,
  type ExpectedRecord,
  expectedRecords,
  judgeRecord,
  type MailerKind,
  verificationStatus,
  withChecks,
} from '@qone/domain/dns-records';
import { isPublicDomainName } from '@qone/domain/domain-names';
import type { components } from '@qone/domain/schema';
import type { Executor } from '../db/index.js';
import type { DnsLookup as Resolver } from '../dns/lookup.js';
import { type DnsCheckRecord, listDnsChecks } from '../repositories/domain-dns-checks.js';
import { mailerKindsByDomain } from '../repositories/mailers.js';
import { type DomainRecord, listDomainRecords } from '../repositories/sending-domains.js';

type Domain = components['schemas']['Domain'];
type DnsRecord = components['schemas']['DnsRecord'];

const generateKeyPairAsync = promisify(generateKeyPair);

/** A DKIM key pair for a new domain: the public key as a DNS record carries it, the private key as PEM. */
export async function newDkimKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  const { publicKey, privateKey } = await generateKeyPairAsync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey: publicKey.toString('base64'), privateKey };
}

export const dkimContext = (domainId: string) => `domain:${domainId}:dkim`;

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** The records the domain must publish, each with the last check of that very record (a stale check is pending). */
export function toDomain(
  row: DomainRecord,
  kinds: readonly MailerKind[],
  checks: readonly DnsCheckRecord[],
): Domain {
  const checked: DnsRecord[] = withChecks(
    expectedRecords(row.domain, kinds, row.dkim_public_key),
    checks.map((check) => ({ ...check, checkedAt: iso(check.checked_at) })),
  );
  // A name without a public suffix (stored before the rule) may have been checked against the server's internal
  // DNS: what was found then is kept in the database but never shown.
  const records = isPublicDomainName(row.domain)
    ? checked
    : checked.map((record) => ({ ...record, found: null }));
  return {
    _id: row.id,
    domain: row.domain,
    active: row.active,
    status: verificationStatus(records),
    lastCheckedAt: iso(row.last_checked_at),
    records,
    version: row.version,
  };
}

/** The company's domains as the contract shows them, by name. */
export async function domainList(db: Executor, companyId: string): Promise<Domain[]> {
  const rows = await listDomainRecords(db, companyId);
  const kinds = await mailerKindsByDomain(db, companyId);
  const checks = await listDnsChecks(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toDomain(
      row,
      kinds.get(row.id) ?? [],
      checks.filter((check) => check.domain_id === row.id),
    ),
  );
}

/** The names of the company's sending domains that are active and verified (every required record checked). */
export async function verifiedDomainNames(db: Executor, companyId: string): Promise<string[]> {
  return (await domainList(db, companyId))
    .filter((domain) => domain.active && domain.status === 'verified')
    .map((domain) => domain.domain);
}

/** Looks every expected record up (in parallel) and judges what was found. */
export async function checkRecords(
  resolver: Resolver,
  expected: readonly ExpectedRecord[],
  at: Date,
): Promise<Omit<DnsCheckRecord, 'domain_id'>[]> {
  const lookups: DnsLookup[] = await Promise.all(
    expected.map((record) => resolver.lookup(record.host, record.type)),
  );
  return expected.map((record, index) => {
    const judged = judgeRecord(record, lookups[index] ?? { kind: 'error' });
    return {
      host: record.host,
      purpose: record.purpose,
      expected: record.value,
      status: judged.status,
      found: judged.found,
      checked_at: at,
    };
  });
}
