import type { Background } from './background.js';
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import type { Mailer } from './mail/mailer.js';

/**
 * What every handler may use: the database, config, clock, mailer, the session-signing secret, and work to run
 * after the answer.
 */
export interface AppServices {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  sessionSecret: string;
  background: Background;
}
