import { randomBytes } from 'node:crypto';
import type { Db } from './db/index.js';

/**
 * The key that signs session tokens lives in the database, created once, so every server behind a load balancer
 * shares it and a restart keeps sessions. It never leaves the server.
 */
export async function loadSessionSecret(db: Db): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name: 'session_hmac', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', 'session_hmac')
    .executeTakeFirstOrThrow();
  return row.value;
}
