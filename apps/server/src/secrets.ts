import { randomBytes } from 'node:crypto';
import { createSecretBox, parseSecretsKey, type SecretBox } from './crypto/secret-box.js';
import type { Db } from './db/index.js';
import { findOrCreateSecret } from './repositories/server-secrets.js';

/**
 * The key that signs session tokens lives in the database, created once, so every server behind a load balancer
 * shares it and a restart keeps sessions. It never leaves the server.
 */
export function loadSessionSecret(db: Db): Promise<string> {
  return findOrCreateSecret(db, 'session_hmac', () => randomBytes(32).toString('base64url'));
}

/**
 * The key that encrypts secrets at rest: `SECRETS_KEY` from the environment when set (the key then lives apart
 * from the database, so a copy of the database alone reveals no secret), otherwise one created once in the
 * database like the session secret (which protects against leaks of single tables and logs, not of the whole
 * database).
 */
export async function loadSecretBox(db: Db, secretsKey: string | undefined): Promise<SecretBox> {
  if (secretsKey) return createSecretBox(parseSecretsKey(secretsKey));
  const stored = await findOrCreateSecret(db, 'secrets_aes_key', () => randomBytes(32).toString('base64'));
  return createSecretBox(Buffer.from(stored, 'base64'));
}
