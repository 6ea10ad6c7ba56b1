import type { ColumnType, Generated, GeneratedAlways, Selectable } from 'kysely';

/** Table types for Kysely. Every table holding company data has company_id; every query is scoped by it. */
// Optional on insert (columns with a database default); not wrapped in Generated<>, which would not unwrap it.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null, string | null>;
/** Moved on by the database with every change of the record's fields (migration 0014); a save names the one it read. */
type RecordVersion = Generated<number>;

export interface CompaniesTable {
  id: string;
  name: string;
  alias: string | null;
  host: string | null;
  invoice_email: string;
  invoice_address: string;
  vat: string;
  contact_person: string;
  logo: string;
  plan: string;
  last_invoice_date: string | null;
  next_invoice_date: string | null;
  dpa_signed: Generated<boolean>;
  created_at: Timestamp;
  /** Set while a public sign-up is unconfirmed (migration 0004): the company is removed after this time. */
  signup_expires_at: Timestamp | null;
  /** Who must have a second factor (migration 0022). */
  second_factor_policy: Generated<'off' | 'settings' | 'everyone'>;
  /** How long the activity record is kept (migration 0023; 90 … 3650, 730 by default). */
  activity_retention_days: Generated<number>;
  version: RecordVersion;
}

/** A job run once per interval across every server process (migration 0023; src/jobs/periodic.ts). */
export interface PeriodicJobsTable {
  name: string;
  due_at: Timestamp;
  leased_until: Timestamp | null;
  last_finished_at: Timestamp | null;
}

export interface UsersTable {
  id: string;
  company_id: string;
  name: string;
  email: string;
  phone: string | null;
  /** argon2id; null while invited. Never selected into a response. */
  password_hash: string | null;
  is_deleted: Generated<boolean>;
  permission_group_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** lower(name), a line break, lower(email): what the user grid's search matches (migration 0009). */
  search_text: GeneratedAlways<string>;
  version: RecordVersion;
}

export interface UserTokensTable {
  id: string;
  company_id: string;
  user_id: string;
  kind: 'invite' | 'password' | 'email';
  /** sha256 of the token; the token itself exists only in the mail. */
  token_hash: string;
  /** The address an `email` token confirms (migration 0004b); null for other kinds. */
  new_email: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface LoginThrottleTable {
  /** 'account:<email>' or 'ip:<address>'. */
  key: string;
  failures: number;
  locked_until: Timestamp | null;
  last_failure_at: Timestamp;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

export interface PermissionGroupsTable {
  id: string;
  company_id: string;
  name: string;
  description: string;
  access: Json<Record<string, unknown>>;
  created_at: Timestamp;
  version: RecordVersion;
}

export interface PanelsTable {
  id: string;
  company_id: string;
  name: string;
}

export interface UserRolesTable {
  id: string;
  company_id: string;
  role: string;
  description: string;
  created_at: Timestamp;
  version: RecordVersion;
}

export interface LanguagesTable {
  company_id: string;
  code: string;
  name: string;
  custom_code: string;
  enabled: boolean;
  is_default: boolean;
}

/** A template's text translated into one language (migration 0008): one row per segment key. */
export interface TranslationsTable {
  company_id: string;
  template_id: string;
  language: string;
  key: string;
  target: string;
  needs_review: boolean;
  updated_at: Timestamp;
}

/** A logo file uploaded for a company (migration 0002); its bytes are a `stored_files` row of the same key. */
export interface CompanyLogoUploadsTable {
  file: string;
  company_id: string;
  created_at: Timestamp;
  /** The file's bytes, counted in the company's storage (migration 0017; 0 until a legacy file is imported). */
  size: Generated<number>;
}

/**
 * What a company keeps, in bytes, kept by triggers in the transaction of every write (migration 0017): its template
 * versions, its uploaded files, its previews not yet removed. Read as text: bigint.
 */
export interface CompanyStorageTable {
  company_id: string;
  template_versions: ColumnType<string, never, never>;
  files: ColumnType<string, never, never>;
  previews: ColumnType<string, never, never>;
}

/** One change to a company's records (migration 0003, named `activity` by 0018): who, when, what, before → after (no secrets). */
export interface ActivityTable {
  id: string;
  company_id: string;
  at: Timestamp;
  /** Null for the system or a signed-out visitor (e.g. an invitation accepted through its link). */
  actor_id: string | null;
  actor_name: string;
  actor_email: string;
  area: string;
  action: string;
  target_type: string;
  target_id: string;
  target_label: string;
  before: NullableJson<Record<string, unknown>>;
  after: NullableJson<Record<string, unknown>>;
  /** The target's and the actor's names then, lower-cased, for the timeline's text filter (migration 0021). */
  search_text: GeneratedAlways<string>;
}

/**
 * A name kept with the company's events, once per actor or target (migration 0028, kept by a trigger on `activity`):
 * the timeline's text filter finds its actors and targets here first.
 */
export interface ActivityNamesTable {
  company_id: string;
  /** An actor's row: the actor (null for the system); null on a target's row. */
  actor_id: string | null;
  /** A target's row: its type and id; both null on an actor's row. */
  target_type: string | null;
  target_id: string | null;
  /** As `search_text` holds it: the target's name, or the actor's name and address joined by a line break, lower-cased. */
  name: string;
}

// ------------------------------------------------------------ default content templates (migration 0007)

/** A default content template: email, page, SMS or button. */
export interface TemplatesTable {
  id: string;
  company_id: string;
  type: 'email' | 'page' | 'sms' | 'button';
  name: string;
  description: string;
  status: 'live' | 'draft';
  /** Pages only; unique within the company. */
  slug: string | null;
  subject: string;
  /** Stored exactly as written (HTML, or the plain text of an SMS). */
  html: string;
  html_only: boolean;
  linked_module: string | null;
  notification_increment: number | null;
  notification_unit: 'minutes' | 'hours' | 'days' | 'weeks';
  /** The number of the latest version in template_versions. */
  version: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

// ------------------------------------------------------------ settings (migration 0006)

export interface SendingDomainsTable {
  id: string;
  company_id: string;
  domain: string;
  active: boolean;
  dkim_public_key: string;
  /** Encrypted (crypto/secret-box.ts); never selected into an answer. */
  dkim_private_key: string;
  last_checked_at: Timestamp | null;
  created_at: Timestamp;
  version: RecordVersion;
}

export interface DomainDnsChecksTable {
  domain_id: string;
  host: string;
  purpose: string;
  expected: string;
  status: string;
  found: string | null;
  checked_at: Timestamp;
}

export interface MailersTable {
  id: string;
  company_id: string;
  mailer: string;
  alias: string;
  type: 'socketlabs' | 'ese';
  domain_id: string;
  created_at: Timestamp;
  version: RecordVersion;
}

export interface CompanyTimeZonesTable {
  company_id: string;
  zone: string;
  is_default: boolean;
}

export interface LegalVersionsTable {
  company_id: string;
  path: string;
  version: number;
  title: string;
  paragraph: string;
  description: string;
  effective_date: ColumnType<string, string, string>;
  published_at: Timestamp;
  published_by_id: string | null;
  published_by_name: string;
  published_by_email: string;
}

export interface LegalDraftsTable {
  company_id: string;
  path: string;
  title: string;
  paragraph: string;
  description: string;
  updated_at: Timestamp;
  updated_by_id: string | null;
  updated_by_name: string;
  updated_by_email: string;
  /** The text's draft-save count at this draft's last save (legal_draft_versions, migration 0014). */
  version: number;
}

/** How many times a draft of each legal text was saved: a new draft never takes an earlier draft's version. */
export interface LegalDraftVersionsTable {
  company_id: string;
  path: string;
  version: number;
}

export interface LegalChoicesTable {
  company_id: string;
  path: string;
  choice: string;
}

export interface LegalAcceptancesTable {
  company_id: string;
  path: string;
  version: number;
  accepted_at: Timestamp;
  accepted_by_id: string | null;
  accepted_by_name: string;
  accepted_by_email: string;
}

export interface CommunicationIntegrationsTable {
  id: string;
  company_id: string;
  name: string;
  type: 'email' | 'sms';
  provider: string;
  settings: Json<Record<string, string>>;
  /** Secret name → ciphertext; never selected into an answer. */
  secrets: Json<Record<string, string>>;
  created_at: Timestamp;
  updated_at: Timestamp;
  version: RecordVersion;
}

/** One save of a template: its content and status then, and who saved it. */
export interface TemplateVersionsTable {
  id: string;
  template_id: string;
  company_id: string;
  number: number;
  status: 'live' | 'draft';
  name: string;
  description: string;
  subject: string;
  html: string;
  html_only: boolean;
  author_id: string | null;
  author_name: string;
  restored_from: number | null;
  created_at: Timestamp;
}

export interface TrackingCodesTable {
  id: string;
  template_id: string;
  company_id: string;
  name: string;
  code: string;
  location: 'head' | 'body';
  created_at: Timestamp;
}

export interface ButtonSettingsTable {
  template_id: string;
  company_id: string;
  text: string;
  linked_module: string | null;
  linked_option: string | null;
  update_status_to: string | null;
  routing: string | null;
  on_click_action: string | null;
  open_in_window: string | null;
  send_email: boolean;
  send_sms: boolean;
  email_template_id: string | null;
  sms_template_id: string | null;
}

/**
 * A per-company number the database changes (by triggers, in the writing transaction) whenever users, their mailed
 * links or permission groups change (migration 0010): what the server's cached user-list answers are checked against.
 */
/** How a session began (migration 0019; docs/sign-in-assurance.md). */
export type SessionMethod =
  | 'password'
  | 'password+totp'
  | 'password+recovery'
  | 'password+security-key'
  | 'passkey'
  | 'link';

/** Why a session ended (migration 0019). */
export type SessionEndReason =
  | 'signed-out'
  | 'ended-by-user'
  | 'ended-by-admin'
  | 'password-reset'
  | 'second-factors-reset'
  | 'user-deleted'
  | 'email-changed'
  | 'password-changed';

/** A signed-in session (migration 0019): the signed token names it; every request reads it. */
export interface SessionsTable {
  id: string;
  company_id: string;
  user_id: string;
  created_at: Timestamp;
  last_active_at: Timestamp;
  /** The absolute end: created_at + SESSION_MAX_HOURS. */
  expires_at: Timestamp;
  ip: string;
  /** The first 512 characters of the User-Agent header; shown as browser and system, never trusted. */
  user_agent: string;
  method: SessionMethod;
  /** The last proof of identity: the sign-in, or a step-up (STEP_UP_SECONDS of @qone/domain/sessions). */
  proved_at: Timestamp;
  ended_at: Timestamp | null;
  ended_reason: SessionEndReason | null;
}

export interface UserDirectoryVersionsTable {
  company_id: string;
  version: ColumnType<string, never, never>;
}

/** The bytes of an uploaded file (migration 0012), behind src/files/file-store.ts. */
export interface StoredFilesTable {
  key: string;
  content_type: string;
  size: number;
  /** Hex SHA-256 of `data`: the file's ETag. */
  sha256: string;
  data: Buffer;
  created_at: Timestamp;
}

/** The hits of one request rate in its last window (migration 0012), behind src/auth/throttle.ts. */
export interface RequestRatesTable {
  key: string;
  hits: Date[];
  refused: Generated<boolean>;
}

/** Unsaved editor content kept briefly so a sandboxed frame can load it by id. */
export interface TemplatePreviewsTable {
  id: string;
  company_id: string;
  type: 'email' | 'page' | 'sms' | 'button';
  html: string;
  expires_at: Timestamp;
}

/** The mail outbox (migration 0011): every mail, and the requests that turn into mails, until delivered. */
export interface MailOutboxTable {
  id: string;
  seq: GeneratedAlways<string>;
  company_id: string | null;
  /** Whom the mail concerns (an invitation's user), when it concerns one. */
  user_id: string | null;
  /** Who asked for it (a mailer test), when someone signed in did. */
  requested_by: string | null;
  kind: string;
  state: ColumnType<
    'queued' | 'sending' | 'sent' | 'failed' | 'cancelled' | 'done',
    'queued' | undefined,
    'queued' | 'sending' | 'sent' | 'failed' | 'cancelled' | 'done'
  >;
  /** The message (or request) sealed by the secret box under `mail-outbox:<id>`; null once finished. */
  sealed: string | null;
  attempts: Generated<number>;
  /** When it may be claimed: due when queued, the lease's end while sending. */
  run_at: Timestamp;
  /** The current claim's id: only its holder may finish the row. */
  claim: string | null;
  /** The last attempt's failure, a short fixed phrase (src/mail/delivery-errors.ts). */
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  sent_at: Timestamp | null;
}

/** The company a page slug's address without a company shows (migration 0015; written by a trigger on templates). */
export interface PageSlugClaimsTable {
  slug: string;
  company_id: string;
  claimed_at: Timestamp;
}

/** An authenticator app or (once built) a WebAuthn credential of a user (migration 0022). */
export interface SecondFactorsTable {
  id: string;
  company_id: string;
  user_id: string;
  kind: 'totp' | 'webauthn';
  name: Generated<string>;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  /** Null while an authenticator app waits for its first code. */
  confirmed_at: Timestamp | null;
  /** The TOTP secret sealed by the secret box (context `totp:<id>`). Never selected into an answer. */
  secret_sealed: string | null;
  /** The last step a code was accepted for: only later steps count (replay guard). */
  last_step: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  credential_id: string | null;
  public_key: Buffer | null;
  sign_count: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  transports: NullableJson<string[]>;
  user_verified: boolean | null;
  /** Whether the browser said the credential is discoverable (`credProps.rk`); null for an authenticator app. */
  discoverable: boolean | null;
}

export interface WebauthnChallengesTable {
  id: string;
  /** SHA-256 of the challenge handed to the browser. */
  challenge_hash: string;
  purpose: 'registration' | 'sign-in' | 'second-step' | 'step-up';
  /** The order challenges were made in (an identity column): a user's newest few of a purpose stay. */
  seq: GeneratedAlways<string>;
  company_id: string | null;
  user_id: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface RecoveryCodesTable {
  id: string;
  company_id: string;
  user_id: string;
  /** SHA-256 of the normalised code. */
  code_hash: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SignInTicketsTable {
  id: string;
  company_id: string;
  user_id: string;
  /** SHA-256 of the ticket; the ticket itself exists only in login's answer. */
  ticket_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface Database {
  companies: CompaniesTable;
  users: UsersTable;
  user_tokens: UserTokensTable;
  user_directory_versions: UserDirectoryVersionsTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  server_secrets: ServerSecretsTable;
  permission_groups: PermissionGroupsTable;
  panels: PanelsTable;
  user_roles: UserRolesTable;
  languages: LanguagesTable;
  company_logo_uploads: CompanyLogoUploadsTable;
  company_storage: CompanyStorageTable;
  // state shared by every server process (migration 0012)
  stored_files: StoredFilesTable;
  request_rates: RequestRatesTable;
  activity: ActivityTable;
  activity_names: ActivityNamesTable;
  // default content (migration 0007)
  templates: TemplatesTable;
  template_versions: TemplateVersionsTable;
  tracking_codes: TrackingCodesTable;
  button_settings: ButtonSettingsTable;
  template_previews: TemplatePreviewsTable;
  // settings (migration 0006)
  sending_domains: SendingDomainsTable;
  domain_dns_checks: DomainDnsChecksTable;
  mailers: MailersTable;
  company_time_zones: CompanyTimeZonesTable;
  legal_versions: LegalVersionsTable;
  legal_drafts: LegalDraftsTable;
  legal_draft_versions: LegalDraftVersionsTable;
  legal_choices: LegalChoicesTable;
  legal_acceptances: LegalAcceptancesTable;
  communication_integrations: CommunicationIntegrationsTable;
  // languages and translations (migration 0008)
  translations: TranslationsTable;
  // mail (migration 0011)
  mail_outbox: MailOutboxTable;
  // page addresses (migration 0015)
  page_slug_claims: PageSlugClaimsTable;
  // second factors (migration 0022)
  second_factors: SecondFactorsTable;
  recovery_codes: RecoveryCodesTable;
  sign_in_tickets: SignInTicketsTable;
  // jobs of every process (migration 0023)
  periodic_jobs: PeriodicJobsTable;
  webauthn_challenges: WebauthnChallengesTable;
}

export type PermissionGroupRow = Selectable<PermissionGroupsTable>;
export type UserRoleRow = Selectable<UserRolesTable>;
