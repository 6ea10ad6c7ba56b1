import { type Kysely, sql } from 'kysely';

/**
 * State that lived in one server process moves into the database, so every process sharing it answers alike:
 *
 * - `stored_files`: the bytes of uploaded files (company logos, saved or not yet), with their detected content type,
 *   size and SHA-256 (the ETag). They were files under $DATA_DIR/company_logos, which only the process that wrote
 *   them could serve; the server copies any it still finds there when it starts (src/files/import-logos.ts: a
 *   migration is not given the data folder).
 * - `request_rates`: request rates per key (a client address and operation, a company), as the hits of the last
 *   window. They were counted in each process's memory, so n processes allowed n times the rate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // "Is this file some company's current logo?" is asked by every logo request, by anyone: found by index.
  await sql`create index companies_logo on companies (logo) where logo <> ''`.execute(db);
  await db.schema
    .createTable('request_rates')
    .addColumn('key', 'text', (c) => c.primaryKey())
    // The times of the hits counted in the last window, oldest first: at most the policy's `max` of them.
    .addColumn('hits', sql`timestamptz[]`, (c) => c.notNull())
    // Whether the last hit was refused (the window was full): set by the same statement that counts it.
    .addColumn('refused', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('request_rates').ifExists().execute();
  await sql`drop index if exists companies_logo`.execute(db);
  await db.schema.dropTable('stored_files').ifExists().execute();
}
