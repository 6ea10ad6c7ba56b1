/**
 * Companies: one company's data as a tenant (`MockTenant`), which of MockDb's fields belong to the current company
 * (`TENANT_FIELDS`), switching the current company, a new company, and finding a user in any of them.
 */
import type { LanguageSetting } from '@qone/domain/languages';
import type { ActivityEvent, CompanySettings, PanelRef, UserRole } from '../../src/types';
import type { MockDb } from '../db';
import {
  makeLanguages,
  makeTimeZoneSettings,
  type StoredDomain,
  type StoredIntegration,
} from '../fixtures/settings';
import type { StoredGroup } from './groups';
import type { StoredUser } from './people';
import type { DnsZoneEntry, StoredMailer } from './platform';
import { emptyLegalState, type MutableLegalState } from './settings';
import type { StoredPreview, StoredTemplate } from './templates';
import type { StoredTranslation } from './translations';

/**
 * One company's data. The fake holds several companies; the current one — the signed-in user's — is in the fields
 * of MockDb (`db.users`, `db.groups`, …), the others wait in `otherTenants` until someone of theirs signs in, so a
 * handler only ever sees its caller's company, as the server's queries scoped by company do.
 */
export interface MockTenant {
  company: CompanySettings;
  companyAlias: string;
  users: StoredUser[];
  groups: StoredGroup[];
  panels: PanelRef[];
  roles: UserRole[];
  domains: StoredDomain[];
  dnsZone: Map<string, DnsZoneEntry>;
  mailers: StoredMailer[];
  templates: StoredTemplate[];
  previews: Map<string, StoredPreview>;
  languages: LanguageSetting[];
  timeZoneSettings: Map<string, boolean>;
  legal: MutableLegalState;
  integrations: StoredIntegration[];
  translations: Map<string, Map<string, StoredTranslation>>;
  uploadedLogos: Map<string, number>;
  activity: ActivityEvent[];
  /** While the company is an unconfirmed public sign-up: when it expires (removed by the next sign-up after). */
  signUpExpiresAt: string | null;
  /** When the company was made: a young one gets the smaller invitation quota (`@qone/domain/mail-limits`). */
  companyCreatedAt: string;
  /** When the company sent each preview (email, SMS) and mailer test, oldest first: its daily quota counts them. */
  previewsSent: string[];
  /** When the company started each activity export (ms, at `totpNow`), oldest first: a per-minute rate counts them. */
  activityExports: number[];
}

const TENANT_FIELDS = [
  'company',
  'companyAlias',
  'users',
  'groups',
  'panels',
  'roles',
  'domains',
  'dnsZone',
  'mailers',
  'templates',
  'previews',
  'languages',
  'timeZoneSettings',
  'legal',
  'integrations',
  'translations',
  'uploadedLogos',
  'activity',
  'signUpExpiresAt',
  'companyCreatedAt',
  'previewsSent',
  'activityExports',
] as const satisfies readonly (keyof MockTenant)[];

/** The current company's data as a tenant (its fields by reference). */
function currentTenant(db: MockDb): MockTenant {
  const tenant = {} as Record<string, unknown>;
  for (const field of TENANT_FIELDS) tenant[field] = db[field];
  // Every field of MockTenant was copied from the same-named field of db.
  return tenant as unknown as MockTenant;
}

export const tenantsStore = {
  /** Every company, the current one first. */
  tenants(this: MockDb): MockTenant[] {
    return [currentTenant(this), ...this.otherTenants];
  },

  /** Makes `companyId` the current company (its data in `users`, `groups`, …), parking the current one. */
  switchToCompany(this: MockDb, companyId: string): void {
    if (this.company._id === companyId) return;
    const index = this.otherTenants.findIndex((tenant) => tenant.company._id === companyId);
    const next = this.otherTenants[index];
    if (!next) throw new Error(`The fake has no company ${companyId}`);
    this.otherTenants.splice(index, 1, currentTenant(this));
    Object.assign(this, next);
  },

  /** A new company with nothing in it but the default languages, time zones and legal texts. */
  newTenant(this: MockDb, company: CompanySettings, alias = ''): MockTenant {
    return {
      companyCreatedAt: this.now(),
      previewsSent: [],
      activityExports: [],
      company,
      companyAlias: alias,
      users: [],
      groups: [],
      panels: [],
      roles: [],
      domains: [],
      dnsZone: new Map(),
      mailers: [],
      templates: [],
      previews: new Map(),
      languages: makeLanguages(),
      timeZoneSettings: makeTimeZoneSettings(),
      legal: emptyLegalState(),
      integrations: [],
      translations: new Map(),
      uploadedLogos: new Map(),
      activity: [],
      signUpExpiresAt: null,
    };
  },

  /** A user of any company matching `predicate`, with the company holding it. */
  findUserAnywhere(
    this: MockDb,
    predicate: (user: StoredUser) => boolean,
  ): { tenant: MockTenant; user: StoredUser } | undefined {
    for (const tenant of this.tenants()) {
      const user = tenant.users.find(predicate);
      if (user) return { tenant, user };
    }
    return undefined;
  },
};
