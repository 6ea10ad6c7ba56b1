import { randomBytes } from 'node:crypto';
import type { Db } from './db/index.js';
import { findOrCreateSecret } from './repositories/server-secrets.js';

/**
 * The key that signs session tokens lives in the database, created once, so every server behind a load balancer
 * shares it and a restart keeps sessions. It never leaves the server.
 */
export function loadSessionSecret(db: Db): Promise<string> {
  return findOrCreateSecret(db, 'session_hmac', () => randomBytes(32).toString('base64url'));
}
