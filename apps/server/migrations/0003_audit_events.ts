import { type Kysely, sql } from 'kysely';

/**
 * The activity record: one row per change to a company's records, written in the same transaction as the change.
 * The actor is kept as they were named then (a deleted user's events still say who acted). Indexed for the two
 * reads the console makes: one target's history, and an area's or the whole company's newest events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('actor_id', 'uuid')
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('target_label', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .execute();
  await sql`create index audit_events_company_at on audit_events (company_id, at desc, id desc)`.execute(db);
  await sql`create index audit_events_target on audit_events (company_id, target_type, target_id, at desc, id desc)`.execute(
    db,
  );
  await sql`create index audit_events_area on audit_events (company_id, area, at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_events').ifExists().execute();
}
