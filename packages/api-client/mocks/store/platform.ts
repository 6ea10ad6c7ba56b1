/**
 * Platform settings: sending domains (with the records their mailers need and the fake's own DNS they are checked
 * in), mailers and communication integrations (whose secrets are kept but never answered).
 */
import { expectedRecords, verificationStatus, withChecks } from '@qone/domain/dns-records';
import { isPublicDomainName } from '@qone/domain/domain-names';
import type { CommunicationIntegration, Domain, Mailer, MailerType } from '../../src/types';
import type { MockDb } from '../db';
import type { StoredDomain, StoredIntegration } from '../fixtures/settings';

/** What a name answers in the fake's DNS. */
export interface DnsZoneEntry {
  TXT?: string[];
  CNAME?: string;
  /** A temporary failure (SERVFAIL). */
  fail?: boolean;
}

export interface StoredMailer {
  _id: string;
  mailer: string;
  alias: string;
  type: MailerType;
  domainId: string;
  version: number;
}

export const platformStore = {
  toMailer(this: MockDb, mailer: StoredMailer): Mailer {
    const domain = this.domains.find((candidate) => candidate._id === mailer.domainId);
    return {
      _id: mailer._id,
      mailer: mailer.mailer,
      alias: mailer.alias,
      type: mailer.type,
      domain: { _id: mailer.domainId, domain: domain?.domain ?? '' },
      version: mailer.version,
    };
  },

  mailerList(this: MockDb): Mailer[] {
    return [...this.mailers]
      .sort((a, b) => a.mailer.localeCompare(b.mailer))
      .map((mailer) => this.toMailer(mailer));
  },

  /** A stored domain as the contract shows it: the records its mailers' types need, with their last checks. */
  toDomain(this: MockDb, stored: StoredDomain): Domain {
    const kinds = [...new Set(this.mailers.filter((m) => m.domainId === stored._id).map((m) => m.type))];
    const checked = withChecks(expectedRecords(stored.domain, kinds, stored.dkimKey), stored.checks);
    // As the server: what a check of a name without a public suffix found is never shown.
    const records = isPublicDomainName(stored.domain)
      ? checked
      : checked.map((record) => ({ ...record, found: null }));
    return {
      _id: stored._id,
      domain: stored.domain,
      active: stored.active,
      status: verificationStatus(records),
      lastCheckedAt: stored.lastCheckedAt,
      records,
      version: stored.version,
    };
  },

  domainList(this: MockDb): Domain[] {
    return [...this.domains]
      .sort((a, b) => a.domain.toLowerCase().localeCompare(b.domain.toLowerCase()))
      .map((domain) => this.toDomain(domain));
  },

  toIntegration(this: MockDb, stored: StoredIntegration): CommunicationIntegration {
    const { secrets: _secrets, ...rest } = stored;
    return structuredClone({ ...rest, secretsSet: Object.keys(stored.secrets).sort() });
  },
};
