import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import type { Mailer } from './mail/mailer.js';
import type { SmsSender } from './sms/sender.js';

/** What every handler may use: the database, config, clock, mailer, SMS sender and the session-signing secret. */
export interface AppServices {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  /** Text messages (template previews); the SMS outbox by default. */
  sms: SmsSender;
  sessionSecret: string;
}
