import type { DirectoryCache } from './cache/directory-cache.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { SecretBox } from './crypto/secret-box.js';
import type { Db } from './db/index.js';
import type { DnsLookup } from './dns/lookup.js';
import type { FileStore } from './files/file-store.js';
import type { Lifecycle } from './lifecycle.js';
import type { MailOutbox } from './mail/outbox.js';
import type { SmsSender } from './sms/sender.js';

/**
 * What every handler may use: the database, config, clock, the mail outbox, SMS sender, the session-signing secret.
 */
export interface AppServices {
  db: Db;
  config: Config;
  clock: Clock;
  /** Mail is queued in the transaction of its change and delivered by the outbox's worker (src/mail/outbox.ts). */
  mail: MailOutbox;
  /** Text messages (template previews); the SMS outbox by default. */
  sms: SmsSender;
  sessionSecret: string;
  /** Encrypts secrets at rest (integration API keys, DKIM private keys). */
  secretBox: SecretBox;
  /** Looks up the DNS records of sending domains (DNS_SERVERS). */
  dns: DnsLookup;
  /** User-list answers kept while the company's user directory is unchanged (src/cache/directory-cache.ts). */
  directoryCache: DirectoryCache;
  /** Uploaded files (company logos), in the database: every server process serves every file. */
  files: FileStore;
  /** Whether the process is draining for shutdown (readiness fails, answers close their connection). */
  lifecycle: Lifecycle;
}
