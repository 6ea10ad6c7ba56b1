import { isIP } from 'node:net';
import { resolve } from 'node:path';
import {
  INSTALLATION_LINK_KEYS,
  INSTALLATION_LINK_SETTINGS,
  type InstallationLinks,
} from '@qone/domain/installation-links';
import { MAIL_QUOTA_DEFAULTS } from '@qone/domain/mail-limits';
import { STEP_UP_SECONDS } from '@qone/domain/sessions';
import { BYTES_PER_MB, DEFAULT_STORAGE_QUOTA_MB } from '@qone/domain/storage';
import { SHEET_MAX_CELLS } from '@qone/domain/translation-sheet';

/** Everything the server reads from its environment, read once at start. */
export interface Config {
  port: number;
  host: string;
  /** Embedded database, outbox and uploaded logos live here. */
  dataDir: string;
  /** PostgreSQL instead of the embedded PGlite when set. */
  databaseUrl: string | undefined;
  /** Base of links in mails. */
  publicUrl: string;
  /** SMTP instead of the .eml outbox when set. */
  smtpUrl: string | undefined;
  /** How often each process's mail worker looks for due mail (queued by other processes, retries), in ms. */
  mailPollMs: number;
  /** How long a worker's claim on a mail holds before another worker takes it over (its worker died), in ms. */
  mailLeaseMs: number;
  /** How often the activity retention job runs (once per interval across all processes sharing the database), in ms. */
  activityPruneIntervalMs: number;
  adminEmail: string;
  adminPassword: string | undefined;
  logLevel: string;
  /**
   * `json`: one JSON line per event, for log collectors (production). `pretty`: one readable line per event and per
   * request, for a developer's terminal. LOG_FORMAT; by default `pretty` on a terminal outside production.
   */
  logFormat: LogFormat;
  /** The console's static build, served with SPA fallback when present. */
  consoleDist: string | undefined;
  /** Whether the session cookie is marked Secure (on when PUBLIC_URL is https). */
  secureCookies: boolean;
  /**
   * Behind reverse proxies, which of them to believe about the client's address (X-Forwarded-For), for per-IP
   * throttling: how many hops (the last n entries are the proxies'), or the proxies' own addresses and networks.
   * `false`: the connection's address is the client's. Never "every hop": a client could then name any address.
   */
  trustProxy: false | number | string[];
  /** Base64 of 32 bytes: the key for secrets at rest; when unset, a key kept in the database (src/secrets.ts). */
  secretsKey: string | undefined;
  /** DNS servers for domain verification (`1.1.1.1`, `127.0.0.1:5353`); the system's when empty. */
  dnsServers: string[];
  /** Auto-translate's provider (LIBRETRANSLATE_URL or DEEPL_API_KEY); none when neither is set. */
  translationProvider: TranslationProviderConfig | undefined;
  /** The most cells an uploaded translation sheet may hold (TRANSLATION_SHEET_MAX_CELLS). */
  translationSheetMaxCells: number;
  /** What one company may keep, in bytes: template versions, uploaded files, previews (COMPANY_STORAGE_QUOTA_MB). */
  storageQuotaBytes: number;
  /** What a company may mail a day (issue 21): previews and test mails, invitations. */
  mailQuotas: MailQuotaSettings;
  /** PostgreSQL's connection pool and session limits (not used by the embedded PGlite). */
  database: DatabaseSettings;
  /** How long the HTTP server waits for a client, and how long readiness waits for the database. */
  http: HttpSettings;
  /** SIGTERM / SIGINT: how long to keep accepting while readiness fails, and the deadline for the rest. */
  shutdown: ShutdownSettings;
  /** Where the other modules and Help live for this installation (PROJECTS_URL, …, SUPPORT_URL); `null` when unset. */
  installationLinks: InstallationLinks;
  /** How long a session lasts (docs/sign-in-assurance.md, "Sessions are rows"). */
  sessions: SessionSettings;
}

export interface SessionSettings {
  /** A session unused for this long ends (SESSION_IDLE_MINUTES). */
  idleMinutes: number;
  /** A session ends this long after its sign-in, used or not (SESSION_MAX_HOURS). */
  maxHours: number;
  /** A proof of identity at most this old is fresh (STEP_UP_SECONDS; `STEP_UP_SECONDS` of @qone/domain by default). */
  stepUpSeconds: number;
}

export type LogFormat = 'json' | 'pretty';

export interface MailQuotaSettings {
  /** Preview emails, preview SMS and mailer tests per company in any 24 hours (PREVIEW_MAILS_PER_DAY). */
  previewsPerDay: number;
  /** Invitations per company in any 24 hours (INVITATIONS_PER_DAY). */
  invitationsPerDay: number;
  /** The same for a company younger than 7 days or without a verified sending domain (INVITATIONS_PER_DAY_NEW_COMPANY). */
  invitationsPerDayNewCompany: number;
}

export interface DatabaseSettings {
  /** Connections per server process (DB_POOL_MAX). */
  poolMax: number;
  /** Opening a connection, or waiting for a free one, at most this long (DB_CONNECT_TIMEOUT_MS); then 503. */
  connectTimeoutMs: number;
  /** PostgreSQL's `statement_timeout` for every session (DB_STATEMENT_TIMEOUT_MS; 0 = none). */
  statementTimeoutMs: number;
  /** PostgreSQL's `idle_in_transaction_session_timeout` (DB_IDLE_IN_TRANSACTION_TIMEOUT_MS; 0 = none). */
  idleInTransactionTimeoutMs: number;
}

export interface HttpSettings {
  /** Node's `requestTimeout`: the whole request (headers and body) must arrive within it (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** Node's `headersTimeout`: the request's headers must arrive within it (HEADERS_TIMEOUT_MS). */
  headersTimeoutMs: number;
  /** How long an idle keep-alive connection stays open (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveTimeoutMs: number;
  /** How long readiness waits for the database's answer before it answers 503 (READINESS_TIMEOUT_MS). */
  readinessTimeoutMs: number;
}

export interface ShutdownSettings {
  /** After the signal, readiness fails but the server still serves for this long (SHUTDOWN_DRAIN_DELAY_MS). */
  drainDelayMs: number;
  /** Then: stop accepting, finish what is in flight, close; past this the rest is cut and the exit code is 1. */
  timeoutMs: number;
}

/** A whole number of milliseconds (or connections) from the environment, at least `min`. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}, got ${JSON.stringify(text)}`);
  return value;
}

export function readDatabaseSettings(env: NodeJS.ProcessEnv = {}): DatabaseSettings {
  return {
    poolMax: wholeNumber(env, 'DB_POOL_MAX', 10, 1),
    connectTimeoutMs: wholeNumber(env, 'DB_CONNECT_TIMEOUT_MS', 5_000, 1),
    statementTimeoutMs: wholeNumber(env, 'DB_STATEMENT_TIMEOUT_MS', 30_000, 0),
    idleInTransactionTimeoutMs: wholeNumber(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 60_000, 0),
  };
}

function readMailQuotaSettings(env: NodeJS.ProcessEnv = {}): MailQuotaSettings {
  return {
    previewsPerDay: wholeNumber(env, 'PREVIEW_MAILS_PER_DAY', MAIL_QUOTA_DEFAULTS.previewsPerDay, 1),
    invitationsPerDay: wholeNumber(env, 'INVITATIONS_PER_DAY', MAIL_QUOTA_DEFAULTS.invitationsPerDay, 1),
    invitationsPerDayNewCompany: wholeNumber(
      env,
      'INVITATIONS_PER_DAY_NEW_COMPANY',
      MAIL_QUOTA_DEFAULTS.invitationsPerDayNewCompany,
      1,
    ),
  };
}

export function readHttpSettings(env: NodeJS.ProcessEnv = {}): HttpSettings {
  const settings = {
    requestTimeoutMs: wholeNumber(env, 'REQUEST_TIMEOUT_MS', 30_000, 1),
    headersTimeoutMs: wholeNumber(env, 'HEADERS_TIMEOUT_MS', 10_000, 1),
    keepAliveTimeoutMs: wholeNumber(env, 'KEEP_ALIVE_TIMEOUT_MS', 5_000, 1),
    readinessTimeoutMs: wholeNumber(env, 'READINESS_TIMEOUT_MS', 2_000, 1),
  };
  // Node refuses a server whose headers may take longer than the whole request.
  if (settings.headersTimeoutMs > settings.requestTimeoutMs)
    throw new Error('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  return settings;
}

function readShutdownSettings(env: NodeJS.ProcessEnv = {}): ShutdownSettings {
  return {
    drainDelayMs: wholeNumber(env, 'SHUTDOWN_DRAIN_DELAY_MS', 0, 0),
    timeoutMs: wholeNumber(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 1),
  };
}

/** Where auto-translate sends texts, with its key; the key never leaves the server or reaches a log. */
export type TranslationProviderConfig =
  | { kind: 'libretranslate'; url: string; apiKey: string | undefined; timeoutMs: number }
  | { kind: 'deepl'; url: string; apiKey: string; timeoutMs: number };

/**
 * LIBRETRANSLATE_URL (+ LIBRETRANSLATE_API_KEY) or DEEPL_API_KEY (+ DEEPL_API_URL: the free API for keys ending in
 * `:fx`, the paid one otherwise), each answer awaited at most TRANSLATION_TIMEOUT_MS (15 s). Both set is refused:
 * which one translates must not depend on an order nobody sees.
 */
export function parseTranslationProvider(env: NodeJS.ProcessEnv): TranslationProviderConfig | undefined {
  const libre = env.LIBRETRANSLATE_URL?.trim();
  const deeplKey = env.DEEPL_API_KEY?.trim();
  const timeoutMs = Number(env.TRANSLATION_TIMEOUT_MS ?? 15_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1)
    throw new Error(
      `TRANSLATION_TIMEOUT_MS must be a whole number of milliseconds, got ${env.TRANSLATION_TIMEOUT_MS}`,
    );
  const httpUrl = (name: string, value: string) => {
    if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
      throw new Error(`${name} must be an http(s) URL`);
    return value.replace(/\/+$/, '');
  };
  if (libre && deeplKey) throw new Error('Set LIBRETRANSLATE_URL or DEEPL_API_KEY, not both');
  if (libre) {
    return {
      kind: 'libretranslate',
      url: httpUrl('LIBRETRANSLATE_URL', libre),
      apiKey: env.LIBRETRANSLATE_API_KEY?.trim() || undefined,
      timeoutMs,
    };
  }
  if (deeplKey) {
    const url =
      env.DEEPL_API_URL?.trim() ||
      (deeplKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com');
    return { kind: 'deepl', url: httpUrl('DEEPL_API_URL', url), apiKey: deeplKey, timeoutMs };
  }
  return undefined;
}

/**
 * PROJECTS_URL, SURVEY_DESIGNER_URL, PANELS_URL, CONTACTS_URL, REPORTS_URL, TUTORIALS_URL, FAQ_URL, SUPPORT_URL:
 * each unset (or empty) or an absolute http(s) URL. Anything else stops the start, so a typo never reaches an
 * admin's home screen as a link that leads nowhere.
 */
export function readInstallationLinks(env: NodeJS.ProcessEnv = {}): InstallationLinks {
  const links = {} as InstallationLinks;
  for (const key of INSTALLATION_LINK_KEYS) {
    const name = INSTALLATION_LINK_SETTINGS[key];
    const text = env[name]?.trim();
    if (!text) {
      links[key] = null;
      continue;
    }
    const url = URL.canParse(text) ? new URL(text) : undefined;
    if (!url || !/^https?:$/.test(url.protocol) || !url.hostname)
      throw new Error(`${name} must be an absolute http(s) URL, got ${JSON.stringify(text)}`);
    if (url.username || url.password) throw new Error(`${name} must not hold a user name or password`);
    if (url.href.length > 2048) throw new Error(`${name} must be at most 2048 characters long`);
    links[key] = url.href;
  }
  return links;
}

/** An address or a network in CIDR notation: `10.0.0.1`, `10.0.0.0/8`, `fd00::/8`. */
function isAddressOrNetwork(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty or `false` → no proxy; a whole number ≥ 1 → that many proxy hops; otherwise a
 * comma-separated list of proxy addresses or networks. `true` (trust every X-Forwarded-For hop) is refused: any
 * client could then pick the address it is throttled under.
 */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (/^\d+$/.test(text) && Number(text) >= 1) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrNetwork)) return entries;
  throw new Error(
    `TRUST_PROXY must be the number of proxy hops in front of the server (e.g. 1) or their addresses ` +
      `(e.g. 10.0.0.0/8,127.0.0.1), got ${JSON.stringify(text)}` +
      (text === 'true' ? ': "true" would believe any X-Forwarded-For a client sends' : ''),
  );
}

/** A whole number of milliseconds of at least `min` from the environment, or `fallback` when unset. */
function wholeMilliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of milliseconds, at least ${min}, got ${text}`);
  return value;
}

export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  onTerminal: boolean = process.stdout.isTTY === true,
): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailPollMs: wholeMilliseconds(env, 'MAIL_POLL_MS', 1_000, 10),
    // Well above the SMTP transport's own time-outs (src/mail/mailer.ts), so a slow delivery is never taken over.
    mailLeaseMs: wholeMilliseconds(env, 'MAIL_LEASE_MS', 5 * 60_000, 60_000),
    activityPruneIntervalMs: wholeMilliseconds(env, 'ACTIVITY_PRUNE_INTERVAL_MS', 60 * 60_000, 1_000),
    adminEmail: env.ADMIN_EMAIL ?? 'admin@example.com',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: parseLogFormat(env, onTerminal),
    consoleDist: env.CONSOLE_DIST,
    secureCookies: publicUrl.startsWith('https://'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    secretsKey: env.SECRETS_KEY || undefined,
    dnsServers: (env.DNS_SERVERS ?? '')
      .split(',')
      .map((server) => server.trim())
      .filter(Boolean),
    translationProvider: parseTranslationProvider(env),
    mailQuotas: readMailQuotaSettings(env),
    database: readDatabaseSettings(env),
    http: readHttpSettings(env),
    shutdown: readShutdownSettings(env),
    installationLinks: readInstallationLinks(env),
    translationSheetMaxCells: positiveInteger('TRANSLATION_SHEET_MAX_CELLS', env, SHEET_MAX_CELLS),
    storageQuotaBytes:
      positiveInteger('COMPANY_STORAGE_QUOTA_MB', env, DEFAULT_STORAGE_QUOTA_MB) * BYTES_PER_MB,
    sessions: {
      idleMinutes: positiveInteger('SESSION_IDLE_MINUTES', env, 30),
      maxHours: positiveInteger('SESSION_MAX_HOURS', env, 12),
      stepUpSeconds: positiveInteger('STEP_UP_SECONDS', env, STEP_UP_SECONDS),
    },
  };
}

function positiveInteger(name: string, env: NodeJS.ProcessEnv, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number above 0, got ${text}`);
  return value;
}

function parseLogFormat(env: NodeJS.ProcessEnv, onTerminal: boolean): LogFormat {
  const value = env.LOG_FORMAT;
  if (value === undefined || value === '')
    return onTerminal && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
  if (value === 'json' || value === 'pretty') return value;
  throw new Error(`LOG_FORMAT must be json or pretty, got ${value}`);
}
