import { INSTALLATION_LINK_KEYS, type InstallationLinks } from '@qone/domain/installation-links';
import type { LanguageSetting } from '@qone/domain/languages';
import { BYTES_PER_MB, DEFAULT_STORAGE_QUOTA_MB } from '@qone/domain/storage';
import type { ActivityEvent, CompanySettings, PanelRef, UserRole } from '../src/types';
import { PANELS } from './fixtures/access';
import { COMPANY_ALIAS, makeCompany } from './fixtures/company';
import { BASE_DATE, createClock, daysAgo } from './fixtures/dates';
import { createRandom, hashSeed, type Random, randomToken, randomUuid } from './fixtures/random';
import {
  FAKE_INSTALLATION_LINKS,
  makeLanguages,
  makeTimeZoneSettings,
  type StoredDomain,
  type StoredIntegration,
} from './fixtures/settings';
import { type Scenario, type ScenarioName, scenarios } from './scenarios';
import { seedScenario } from './seed';
import { activityStore } from './store/activity';
import { groupsStore, type StoredGroup } from './store/groups';
import { type MockMail, mailStore } from './store/mail';
import { type MockSession, peopleStore, type StoredSession, type StoredUser } from './store/people';
import { type DnsZoneEntry, platformStore, type StoredMailer } from './store/platform';
import { emptyLegalState, type MutableLegalState, settingsStore } from './store/settings';
import { type StoredPreview, type StoredTemplate, templatesStore } from './store/templates';
import { type MockTenant, tenantsStore } from './store/tenants';
import { type StoredTranslation, translationsStore } from './store/translations';

export { activityEvent } from './store/activity';
export type { StoredGroup } from './store/groups';
export type { MockMail } from './store/mail';
export type { MockSession, StoredPasskey, StoredSession, StoredUser } from './store/people';
export { secondFactorKinds } from './store/people';
export type { DnsZoneEntry, StoredMailer } from './store/platform';
export type { MutableLegalState } from './store/settings';
export type { StoredPreview, StoredTemplate } from './store/templates';
export type { MockTenant } from './store/tenants';
export type { StoredTranslation } from './store/translations';
export { changeRecord, shownFields } from './store/versions';

export interface MockDbOptions {
  /** Overrides the scenario's delay, e.g. `0` for `slow` in tests. */
  delayMs?: number;
}

/**
 * The in-memory state behind the handlers: one per story or test, so nothing leaks between them.
 * Ids, tokens and dates come from a seeded generator and a clock that starts at a fixed date.
 * The class holds the state and the clock; its methods on each area's state come from the modules of `store/`.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the merged interface holds only the stores' methods, which the loop after the class puts on its prototype
export class MockDb {
  readonly scenario: ScenarioName;
  delayMs: number;
  failAll: boolean;
  session: MockSession | null = null;
  /** Every session of every company (docs/sign-in-assurance.md): the caller's is `session.id`. */
  sessions: StoredSession[] = [];

  company: CompanySettings = makeCompany();
  companyAlias = COMPANY_ALIAS;
  users: StoredUser[] = [];
  groups: StoredGroup[] = [];
  panels: PanelRef[] = [...PANELS];
  roles: UserRole[] = [];
  domains: StoredDomain[] = [];
  /**
   * The DNS the fake's Verify looks records up in: name (lower case) → what it answers. Empty by default (nothing
   * published); stories publish records here to show verified or mismatching domains.
   */
  dnsZone = new Map<string, DnsZoneEntry>();
  mailers: StoredMailer[] = [];
  templates: StoredTemplate[] = [];
  /** Prepared previews of templates, by id. */
  previews = new Map<string, StoredPreview>();
  /** The company's language settings (only languages with something set; the list is `languageList`). */
  languages: LanguageSetting[] = makeLanguages();
  /** The company's enabled time zones: id → whether it is the default. */
  timeZoneSettings: Map<string, boolean> = makeTimeZoneSettings();
  /** The company's own versions, drafts, choices and acceptances of the legal texts. */
  legal: MutableLegalState = emptyLegalState();
  integrations: StoredIntegration[] = [];
  /** Targets keyed by `templateId:language`, then by translation key. */
  translations = new Map<string, Map<string, StoredTranslation>>();
  /** Auto-translate's provider as the server's environment would set it; null: not set up (stories of that state). */
  translationProvider: 'libretranslate' | 'deepl' | null = 'libretranslate';
  /**
   * The installation's addresses of the other modules and of Help (the server's PROJECTS_URL … SUPPORT_URL): every
   * one set by default; the `noInstallationLinks` scenario has none, as a server with none set.
   */
  installationLinks: InstallationLinks = { ...FAKE_INSTALLATION_LINKS };
  /** Logo files uploaded for the company, with their bytes (only these may be saved as `logo`; counted in storage). */
  uploadedLogos = new Map<string, number>();
  /** The storage quota writes are judged against: the server's default (a test may lower it). */
  storageQuotaBytes = DEFAULT_STORAGE_QUOTA_MB * BYTES_PER_MB;
  /** Set-password link tokens (`utoken`) to user ids. */
  passwordTokens = new Map<string, string>();
  /** Register and set-password tokens that were used or replaced (410 Gone). */
  revokedTokens = new Set<string>();
  /** The activity record, newest last (as recorded). */
  activity: ActivityEvent[] = [];
  signUpExpiresAt: string | null = null;
  /** The fixture company has been a customer for a year. */
  companyCreatedAt: string = daysAgo(365);
  previewsSent: string[] = [];
  /** The other companies' data (see MockTenant). */
  otherTenants: MockTenant[] = [];
  /** Links that confirm a new email address: token → user and address. */
  emailTokens = new Map<string, { userId: string; newEmail: string }>();
  /** Tickets of the second sign-in step: ticket → user and when it stops working (ms). */
  signInTickets = new Map<string, { userId: string; companyId: string; expiresAt: number }>();
  /**
   * WebAuthn challenges handed to the browser, each answered once: challenge → purpose, user (none for signing in
   * with a passkey alone) and when it stops working (ms, at `totpNow`).
   */
  webauthnChallenges = new Map<
    string,
    {
      purpose: 'registration' | 'sign-in' | 'second-step' | 'step-up';
      userId: string | null;
      expiresAt: number;
    }
  >();
  /**
   * The time authenticator codes are made and checked at (ms): the real time by default, so an app on a phone works
   * with the offline console; the parity suite fixes it.
   */
  totpNow: () => number = () => Date.now();
  /** Every mail queued, oldest first: tests and the parity suite follow their links. */
  mails: MockMail[] = [];
  /**
   * Addresses (lower case) whose mails fail, with the reason a server would give (`mailDeliveryMessages`): stories
   * and tests of a failed invitation or mailer test.
   */
  mailFailures = new Map<string, string>();
  /**
   * Slug → the company that first published a live page with it (the server's `page_slug_claims`): the older public
   * address without a company, `/preview-web-page/{slug}`, shows that company's page and never another's.
   */
  pageSlugClaims = new Map<string, string>();

  readonly random: Random;
  /** The fake's clock: one minute later on every reading. */
  readonly now: () => string;
  private lastReading: string = BASE_DATE;

  constructor(scenario: ScenarioName, definition: Scenario, options: MockDbOptions = {}) {
    this.scenario = scenario;
    this.delayMs = options.delayMs ?? definition.delayMs;
    this.failAll = definition.failAll;
    if (definition.noTranslationProvider) this.translationProvider = null;
    if (definition.noInstallationLinks) {
      for (const key of INSTALLATION_LINK_KEYS) this.installationLinks[key] = null;
    }
    this.random = createRandom(hashSeed(`db:${scenario}`));
    const tick = createClock();
    this.now = () => {
      this.lastReading = tick();
      return this.lastReading;
    };
    if (this.company.logo) this.uploadedLogos.set(this.company.logo, 0);
  }

  id(): string {
    return randomUuid(this.random);
  }

  token(length = 40): string {
    return randomToken(this.random, length);
  }

  /** The fake's current time, without moving its clock (the last time it read). */
  currentTime(): string {
    return this.lastReading;
  }
}

/** MockDb's methods, one store module per area (their names must differ: a later one would replace an earlier). */
const stores = {
  ...tenantsStore,
  ...mailStore,
  ...activityStore,
  ...peopleStore,
  ...groupsStore,
  ...platformStore,
  ...templatesStore,
  ...translationsStore,
  ...settingsStore,
};

type Stores = typeof stores;

/** The stores' methods on MockDb: the type is read from the same object the loop below puts on the prototype. */
export interface MockDb extends Stores {}

for (const [name, method] of Object.entries(stores)) {
  if (name in MockDb.prototype) throw new Error(`A store would replace MockDb's own ${name}`);
  Object.defineProperty(MockDb.prototype, name, { value: method, writable: true, configurable: true });
}

/**
 * A fresh in-memory state for one story or test, filled as the scenario says (`default` when not
 * given). Mutate it directly to set up a case; the handlers of `createHandlers(db)` read and write it.
 */
export function createMockDb(scenario: ScenarioName = 'default', options: MockDbOptions = {}): MockDb {
  const definition = scenarios[scenario];
  const db = new MockDb(scenario, definition, options);
  seedScenario(db, definition);
  for (const tenant of db.tenants()) {
    for (const template of tenant.templates) db.claimPageSlug(template, tenant.company._id);
  }
  return db;
}
