import { ACCESS_FLAG_NAMES, accessWith, permissionsOf, permissionsWith } from '@qone/domain/access';
import { type ActivityActor, type ActivityRecord, assertActivityAction } from '@qone/domain/activity';
import { expectedRecords, verificationStatus, withChecks } from '@qone/domain/dns-records';
import { isPublicDomainName } from '@qone/domain/domain-names';
import { INSTALLATION_LINK_KEYS, type InstallationLinks } from '@qone/domain/installation-links';
import { type LanguageSetting, languageName, requestedLanguage } from '@qone/domain/languages';
import {
  dayOf,
  dpaSigned,
  type LegalAcceptanceView,
  type LegalDraftView,
  type LegalState,
  type LegalVersionView,
} from '@qone/domain/legal-texts';
import { storageMessages } from '@qone/domain/messages';
import {
  BYTES_PER_MB,
  DEFAULT_STORAGE_QUOTA_MB,
  formatMegabytes,
  templateVersionBytes,
  textBytes,
} from '@qone/domain/storage';
import { timeZoneEntries } from '@qone/domain/time-zones';
import { extractSegments, localizeHtml, missingLanguages, type Segment } from '@qone/domain/translations';
import type {
  AccessFlags,
  ActivityEvent,
  ButtonTemplateSettings,
  CommunicationIntegration,
  CompanySettings,
  DashboardSummary,
  Domain,
  Mailer,
  MailerType,
  MailState,
  PanelRef,
  PermissionGroup,
  PermissionGroupData,
  Permissions,
  Template,
  TemplateSummary,
  TemplateVersion,
  TimeZone,
  TranslationEntry,
  User,
  UserRole,
} from '../src/types';
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
import { fail } from './http';
import { type Scenario, type ScenarioName, scenarios } from './scenarios';
import { seedScenario } from './seed';

/** A user as the fake stores it: the contract's user plus what a server keeps but never answers. */
export interface StoredUser extends Omit<User, 'permissionGroupName'> {
  /** Demo password in clear (the fake only); null while invited. Never part of an answer. */
  password: string | null;
  /** Token of the pending invitation link; null once registered. */
  registerToken: string | null;
}

export interface StoredGroup {
  _id: string;
  name: string;
  description: string;
  access: AccessFlags;
  version: number;
}

export interface StoredTemplate extends Template {
  /** Settings of a button template; null for other types. */
  button: ButtonTemplateSettings | null;
  /** Every saved version, oldest first (the server keeps them in their own table). */
  versions: TemplateVersion[];
}

/** Content kept for a sandboxed preview, by id. */
export interface StoredPreview {
  type: Template['type'];
  html: string;
  expiresAt: string;
}

/** What a name answers in the fake's DNS. */
export interface DnsZoneEntry {
  TXT?: string[];
  CNAME?: string;
  /** A temporary failure (SERVFAIL). */
  fail?: boolean;
}

export interface MutableLegalState extends LegalState {
  versions: Map<string, LegalVersionView[]>;
  drafts: Map<string, LegalDraftView>;
  choices: Map<string, string>;
  acceptances: (LegalAcceptanceView & { path: string })[];
  /** How many times a draft of each text was saved: a new draft never takes an earlier draft's version. */
  draftVersions: Map<string, number>;
}

export const emptyLegalState = (): MutableLegalState => ({
  versions: new Map(),
  drafts: new Map(),
  choices: new Map(),
  acceptances: [],
  draftVersions: new Map(),
});

export interface StoredMailer {
  _id: string;
  mailer: string;
  alias: string;
  type: MailerType;
  domainId: string;
  version: number;
}

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

export interface StoredTranslation {
  target: string;
  needsReview: boolean;
  updatedAt: string | null;
}

export interface MockSession {
  /** The signed-in user (a snapshot, used when the scenario keeps that user out of the lists). */
  user: User;
  /** Flags used when the user is not among `users` (the `empty` scenario). */
  fallbackPermissions: Permissions;
  token: string;
}

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
] as const satisfies readonly (keyof MockTenant)[];

/**
 * A mail the fake queued: to whom, what for, the token of its link (none for a notice), and how its delivery went —
 * the fake's "worker" delivers right after the answer (`deliverMails`), as the server's does.
 */
export interface MockMail {
  _id: string;
  to: string;
  kind:
    | 'invite'
    | 'password'
    | 'sign-up'
    | 'confirm-email'
    | 'email-notice'
    | 'mailer-test'
    | 'template-preview';
  token: string | null;
  /** The company it was sent for: its daily quotas count its mails. */
  companyId: string | null;
  /** When it was queued (`at` moves with its delivery). */
  queuedAt: string;
  /** The invited user an `invite` mail is for (their card shows its state). */
  userId?: string;
  /** Who asked for it (a mailer test): only they may read its state. */
  requestedBy?: string;
  state: MailState;
  at: string;
  reason: string | null;
}

export interface MockDbOptions {
  /** Overrides the scenario's delay, e.g. `0` for `slow` in tests. */
  delayMs?: number;
}

/**
 * The in-memory state behind the handlers: one per story or test, so nothing leaks between them.
 * Ids, tokens and dates come from a seeded generator and a clock that starts at a fixed date.
 */
export class MockDb {
  readonly scenario: ScenarioName;
  delayMs: number;
  failAll: boolean;
  session: MockSession | null = null;

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

  // ------------------------------------------------------------------ companies

  /** The current company's data as a tenant (its fields by reference). */
  private currentTenant(): MockTenant {
    const tenant = {} as Record<string, unknown>;
    for (const field of TENANT_FIELDS) tenant[field] = this[field];
    // Every field of MockTenant was copied from the same-named field of this.
    return tenant as unknown as MockTenant;
  }

  /** Every company, the current one first. */
  tenants(): MockTenant[] {
    return [this.currentTenant(), ...this.otherTenants];
  }

  /** Makes `companyId` the current company (its data in `users`, `groups`, …), parking the current one. */
  switchToCompany(companyId: string): void {
    if (this.company._id === companyId) return;
    const index = this.otherTenants.findIndex((tenant) => tenant.company._id === companyId);
    const next = this.otherTenants[index];
    if (!next) throw new Error(`The fake has no company ${companyId}`);
    this.otherTenants.splice(index, 1, this.currentTenant());
    Object.assign(this, next);
  }

  /** A new company with nothing in it but the default languages, time zones and legal texts. */
  newTenant(company: CompanySettings, alias = ''): MockTenant {
    return {
      companyCreatedAt: this.now(),
      previewsSent: [],
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
  }

  /** A user of any company matching `predicate`, with the company holding it. */
  findUserAnywhere(
    predicate: (user: StoredUser) => boolean,
  ): { tenant: MockTenant; user: StoredUser } | undefined {
    for (const tenant of this.tenants()) {
      const user = tenant.users.find(predicate);
      if (user) return { tenant, user };
    }
    return undefined;
  }

  /**
   * Queues a mail, as the server's outbox does, for the current company unless it names another; an invitation's
   * shows on its user's card. Answers the mail.
   */
  sendMail(
    mail: Omit<MockMail, '_id' | 'state' | 'at' | 'reason' | 'companyId' | 'queuedAt'> & {
      companyId?: string | null;
    },
  ): MockMail {
    const at = this.now();
    const queued: MockMail = {
      companyId: this.company._id,
      ...mail,
      _id: this.id(),
      state: 'queued',
      at,
      queuedAt: at,
      reason: null,
    };
    this.mails.push(queued);
    if (queued.kind === 'invite' && queued.userId) {
      const user = this.findUser(queued.userId);
      if (user) user.invitationMail = { state: 'queued', at: queued.at, reason: null };
    }
    return queued;
  }

  /**
   * Delivers every queued mail (handlers call it after building their answer, so the answer shows the mail queued
   * and the next read shows it sent): sent, or failed for an address in `mailFailures`.
   */
  deliverMails(): void {
    for (const mail of this.mails) {
      if (mail.state !== 'queued') continue;
      const reason = this.mailFailures.get(mail.to.toLowerCase()) ?? null;
      mail.state = reason ? 'failed' : 'sent';
      mail.at = this.now();
      mail.reason = reason;
      const user = mail.kind === 'invite' && mail.userId ? this.findUser(mail.userId) : undefined;
      if (user) user.invitationMail = { state: mail.state, at: mail.at, reason };
    }
  }

  // ------------------------------------------------------------------ activity record

  /** The signed-in user as the activity record names who acted. */
  actor(): ActivityActor {
    const current = this.currentUser();
    return { id: current?._id ?? null, name: current?.name ?? '', email: current?.email ?? '' };
  }

  /**
   * Keeps a record built by a builder of `@qone/domain/activity` (the server's builders too), now; null (a
   * change that changed nothing) keeps nothing. `companyId`: the company the change belongs to when it is not the
   * current one (a link followed for another company).
   */
  recordActivity(record: ActivityRecord | null, companyId?: string): void {
    if (record === null) return;
    assertActivityAction(record.area, record.action);
    const kept =
      this.tenants().find((tenant) => tenant.company._id === (companyId ?? this.company._id))?.activity ??
      this.activity;
    kept.push(activityEvent(record, this.id(), this.now()));
  }

  // ------------------------------------------------------------------ users and session

  findUser(id: string): StoredUser | undefined {
    return this.users.find((user) => user._id === id);
  }

  /** The user (not deleted) with this email, whatever its case: a deleted user's address is free again. */
  findUserByEmail(email: string): StoredUser | undefined {
    const wanted = email.toLowerCase();
    return this.users.find((user) => user.status !== 'deleted' && user.email.toLowerCase() === wanted);
  }

  findGroup(id: string | null): StoredGroup | undefined {
    return id === null ? undefined : this.groups.find((group) => group._id === id);
  }

  /** The contract's view of a stored user: no password, no token, the group's current name. */
  toUser(user: StoredUser): User {
    const { password: _password, registerToken: _token, ...rest } = user;
    return {
      ...rest,
      permissionGroupName: this.findGroup(user.permissionGroupId)?.name ?? null,
      invitationExpiresAt: user.status === 'invited' ? user.invitationExpiresAt : null,
      invitationMail: user.status === 'invited' ? user.invitationMail : null,
    };
  }

  /** The fake's current time, without moving its clock (the last time it read). */
  currentTime(): string {
    return this.lastReading;
  }

  /** An invited user whose link still works (not yet expired, not revoked) rather than an expired invitation. */
  hasOpenInvitation(user: StoredUser): boolean {
    return (
      user.status === 'invited' &&
      user.invitationExpiresAt !== null &&
      user.invitationExpiresAt > this.currentTime()
    );
  }

  /** Starts a session for `user` (login), making the user's company the current one. */
  signIn(user: StoredUser): MockSession {
    if (this.tenants().some((tenant) => tenant.company._id === user.companyId))
      this.switchToCompany(user.companyId);
    this.session = {
      user: this.toUser(user),
      fallbackPermissions: permissionsWith(false),
      token: `mock-${this.token(32)}`,
    };
    return this.session;
  }

  signOut(): void {
    this.session = null;
  }

  /** The signed-in user as the contract shows it, or undefined when signed out or no longer active. */
  currentUser(): User | undefined {
    if (!this.session) return undefined;
    const stored = this.findUser(this.session.user._id);
    if (!stored) return this.session.user;
    return stored.status === 'verified' ? this.toUser(stored) : undefined;
  }

  /** The signed-in user's top-level flags (all false without a group). */
  currentPermissions(): Permissions {
    if (!this.session) return permissionsWith(false);
    const stored = this.findUser(this.session.user._id);
    if (!stored) return { ...this.session.fallbackPermissions };
    return permissionsOf(this.findGroup(stored.permissionGroupId)?.access);
  }

  /** The signed-in user's group's whole access (flags and panel rows); nothing without a group. */
  currentAccess(): AccessFlags {
    const stored = this.session ? this.findUser(this.session.user._id) : undefined;
    return structuredClone(this.findGroup(stored?.permissionGroupId ?? null)?.access ?? accessWith(false));
  }

  // ------------------------------------------------------------------ permission groups

  memberCount(groupId: string): number {
    return this.users.filter((user) => user.permissionGroupId === groupId && user.status !== 'deleted')
      .length;
  }

  toGroupRow(group: StoredGroup): PermissionGroup {
    return {
      _id: group._id,
      name: group.name,
      member: this.memberCount(group._id),
      description: group.description,
      access: structuredClone(group.access),
      version: group.version,
    };
  }

  toGroupData(group: StoredGroup): PermissionGroupData {
    return {
      ...this.toGroupRow(group),
      avaialblePermissions: [...ACCESS_FLAG_NAMES],
      panelList: this.panels.map((panel) => ({ ...panel })),
    };
  }

  // ------------------------------------------------------------------ platform settings

  toMailer(mailer: StoredMailer): Mailer {
    const domain = this.domains.find((candidate) => candidate._id === mailer.domainId);
    return {
      _id: mailer._id,
      mailer: mailer.mailer,
      alias: mailer.alias,
      type: mailer.type,
      domain: { _id: mailer.domainId, domain: domain?.domain ?? '' },
      version: mailer.version,
    };
  }

  /** A stored domain as the contract shows it: the records its mailers' types need, with their last checks. */
  toDomain(stored: StoredDomain): Domain {
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
  }

  domainList(): Domain[] {
    return [...this.domains]
      .sort((a, b) => a.domain.toLowerCase().localeCompare(b.domain.toLowerCase()))
      .map((domain) => this.toDomain(domain));
  }

  // ------------------------------------------------------------------ time zones, legal texts, integrations

  /** Today (UTC) by the fake's clock. */
  today(): string {
    return dayOf(new Date(this.now()));
  }

  /** Every zone the runtime knows with its offset on the fixtures' date (stable screenshots), and the settings. */
  timeZoneList(): TimeZone[] {
    return timeZoneEntries(new Date(BASE_DATE)).map((entry) => ({
      ...entry,
      enabled: this.timeZoneSettings.has(entry.id),
      default: this.timeZoneSettings.get(entry.id) === true,
    }));
  }

  toIntegration(stored: StoredIntegration): CommunicationIntegration {
    const { secrets: _secrets, ...rest } = stored;
    return structuredClone({ ...rest, secretsSet: Object.keys(stored.secrets).sort() });
  }

  mailerList(): Mailer[] {
    return [...this.mailers]
      .sort((a, b) => a.mailer.localeCompare(b.mailer))
      .map((mailer) => this.toMailer(mailer));
  }

  // ------------------------------------------------------------------ templates and translations

  findTemplate(id: string): StoredTemplate | undefined {
    return this.templates.find((template) => template._id === id);
  }

  toTemplate(template: StoredTemplate): Template {
    const { button: _button, versions: _versions, ...rest } = template;
    return structuredClone(rest);
  }

  /** Keeps the template as it now is as its latest version (the server does so on every save). */
  /** Claims a live page's slug for `companyId` unless some company holds it already (as the server's trigger does). */
  claimPageSlug(template: StoredTemplate, companyId: string = this.company._id): void {
    const { slug } = template;
    if (template.type !== 'page' || template.status !== 'live' || !slug || this.pageSlugClaims.has(slug))
      return;
    this.pageSlugClaims.set(slug, companyId);
  }

  /** What the company keeps, in bytes, by kind, as the server counts it (`@qone/domain/storage`). */
  storageUse(): { templateVersions: number; files: number; previews: number } {
    const now = this.now();
    let templateVersions = 0;
    for (const template of this.templates)
      for (const version of template.versions) templateVersions += templateVersionBytes(version);
    let previews = 0;
    for (const preview of this.previews.values())
      if (preview.expiresAt > now) previews += textBytes(preview.html);
    let files = 0;
    for (const bytes of this.uploadedLogos.values()) files += bytes;
    return { templateVersions, files, previews };
  }

  /** Refuses (413, the server's words) a write keeping `added` more bytes than the company has left. */
  assertStorageRoom(added: number): void {
    const use = this.storageUse();
    const used = use.templateVersions + use.files + use.previews;
    if (used + added <= this.storageQuotaBytes) return;
    fail(
      413,
      storageMessages.quotaExceeded(
        formatMegabytes(added),
        formatMegabytes(used),
        formatMegabytes(this.storageQuotaBytes),
      ),
    );
  }

  keepVersion(template: StoredTemplate, restoredFrom: number | null = null): void {
    this.claimPageSlug(template);
    const author = this.currentUser();
    template.versions.push({
      _id: this.id(),
      number: template.version,
      status: template.status,
      name: template.name,
      description: template.description,
      subject: template.subject,
      html: template.html,
      htmlOnly: template.htmlOnly,
      createdAt: this.now(),
      author: { _id: author?._id ?? null, name: author?.name ?? '' },
      restoredFrom,
    });
  }

  toSummary(template: StoredTemplate): TemplateSummary {
    const { _id, name, description, type, status, slug, createdAt, updatedAt } = template;
    return { _id, name, description, type, status, slug, createdAt, updatedAt };
  }

  /** The enabled languages, other than the default, in which the template lacks a translation (as the server's). */
  missingLanguages(template: StoredTemplate): string[] {
    const languages = this.languages.filter((language) => language.enabled && !language.default);
    return missingLanguages(
      this.translationSegments(template),
      languages.map((language) => language.code),
      (language) => this.storedTranslations(template._id, language),
    );
  }

  /** The translatable segments of a template (the shared rules of `src/translations.ts`, as the server's). */
  translationSegments(template: StoredTemplate): Segment[] {
    return extractSegments({
      type: template.type,
      subject: template.subject,
      html: template.html,
      buttonText: template.button?.text ?? template.name,
    });
  }

  /** The stored translations of a template into one language, by segment key. */
  storedTranslations(templateId: string, language: string): ReadonlyMap<string, StoredTranslation> {
    return this.translations.get(`${templateId}:${language}`) ?? new Map();
  }

  translationEntries(template: StoredTemplate, language: string): TranslationEntry[] {
    const stored = this.storedTranslations(template._id, language);
    return this.translationSegments(template).map(({ key, context, source }) => ({
      key,
      context,
      source,
      target: stored.get(key)?.target ?? '',
      needsReview: stored.get(key)?.needsReview ?? false,
      updatedAt: stored.get(key)?.updatedAt ?? null,
    }));
  }

  /** A page's HTML in the visitor's enabled, non-default language (`?lang=`), else its own (as the server's). */
  localizedPageHtml(page: StoredTemplate, lang: string | null): string {
    const language = lang ? requestedLanguage(this.languages, lang) : null;
    if (!language || language.default) return page.html;
    return localizeHtml(page.html, this.storedTranslations(page._id, language.code));
  }

  /** Stores a translation; an empty target removes it. */
  setTranslation(
    templateId: string,
    language: string,
    key: string,
    target: string,
    needsReview = false,
  ): void {
    const mapKey = `${templateId}:${language}`;
    const stored = this.translations.get(mapKey) ?? new Map<string, StoredTranslation>();
    if (target === '') stored.delete(key);
    else stored.set(key, { target, needsReview, updatedAt: this.now() });
    this.translations.set(mapKey, stored);
  }

  // ------------------------------------------------------------------ dashboard

  dashboardSummary(): DashboardSummary {
    const count = (status: User['status']) => this.users.filter((user) => user.status === status).length;
    const perType = (type: Template['type']) =>
      this.templates.filter((template) => template.type === type).length;
    const defaultLanguage = this.languages.find((language) => language.default);
    const defaultZone = [...this.timeZoneSettings.entries()].find(([, isDefault]) => isDefault)?.[0];
    return {
      activeUsers: count('verified'),
      inactiveAccounts: count('deleted'),
      invitedUsers: count('invited'),
      languages: {
        enabled: this.languages.filter((language) => language.enabled).length,
        default: defaultLanguage ? languageName(defaultLanguage.code) : null,
      },
      timeZones: { enabled: this.timeZoneSettings.size, default: defaultZone ?? null },
      defaults: {
        email: perType('email'),
        page: perType('page'),
        sms: perType('sms'),
        button: perType('button'),
        live: this.templates.filter((template) => template.status === 'live').length,
        draft: this.templates.filter((template) => template.status === 'draft').length,
      },
      company: {
        name: this.company.name,
        plan: this.company.plan,
        invoice_email: this.company.invoice_email,
        lastInvoiceDate: this.company.lastInvoiceDate,
        nextInvoiceDate: this.company.nextInvoiceDate,
      },
      privacy: { dpaSigned: dpaSigned(this.legal, this.today()) },
    };
  }
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

/** A built record as the activity read answers it, with its id and time. */
export function activityEvent(record: ActivityRecord, id: string, at: string): ActivityEvent {
  return {
    _id: id,
    at,
    actor: { _id: record.actor.id, name: record.actor.name, email: record.actor.email },
    area: record.area,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    targetLabel: record.target.label,
    before: record.before,
    after: record.after,
  };
}
