import type { Executor } from '../db/index.js';

/**
 * Returns the named secret, creating it with `create()` when it does not exist yet. Of several servers starting at
 * once, the first insert wins and everyone reads the same value.
 */
export async function findOrCreateSecret(db: Executor, name: string, create: () => string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: create() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
