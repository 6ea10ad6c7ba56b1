/**
 * Record versions: what each record shows as far as its version goes, and `changeRecord`, which moves the version
 * exactly when the server's triggers would.
 */
import type { CompanySettings, UserRole } from '../../src/types';
import type { StoredDomain, StoredIntegration } from '../fixtures/settings';
import type { StoredGroup } from './groups';
import type { StoredUser } from './people';
import type { StoredMailer } from './platform';

/**
 * What each record shows, as far as its version goes: the version moves when one of these changes (the server's
 * triggers, migration 0014), so a sign-out (a token) or a domain's DNS check (its results) leave an edit standing.
 */
export const shownFields = {
  user: (user: StoredUser) => [user.name, user.email, user.phone, user.permissionGroupId, user.status],
  group: (group: StoredGroup) => [group.name, group.description, group.access],
  role: (role: UserRole) => [role.role, role.description],
  company: (company: CompanySettings) => [
    company.name,
    company.invoice_email,
    company.invoice_address,
    company.vat,
    company.contact_person,
    company.logo,
    company.plan,
    company.lastInvoiceDate,
    company.nextInvoiceDate,
    company.secondFactorPolicy,
    company.activityRetentionDays,
  ],
  domain: (domain: StoredDomain) => [domain.domain, domain.active],
  mailer: (mailer: StoredMailer) => [mailer.mailer, mailer.alias, mailer.type, mailer.domainId],
  integration: (integration: StoredIntegration) => [
    integration.name,
    integration.provider,
    integration.settings,
    integration.secrets,
  ],
} as const;

/** Applies `change` to `record` and moves the record's version on when what it shows (`shown`) changed. */
export function changeRecord<Record extends { version: number }>(
  record: Record,
  shown: (record: Record) => unknown,
  change: (record: Record) => void,
): void {
  const before = JSON.stringify(shown(record));
  change(record);
  if (JSON.stringify(shown(record)) !== before) record.version += 1;
}
