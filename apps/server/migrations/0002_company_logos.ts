import { type Kysely, sql } from 'kysely';

/**
 * Logo files uploaded for a company. `updateCompany` accepts as `logo` only a file listed here for the caller's
 * company, so no other company's file (and no path) can be named; unused uploads are swept after a day.
 * Also an index for permission-group member counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_logo_uploads')
    .addColumn('file', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('company_logo_uploads_company')
    .on('company_logo_uploads')
    .columns(['company_id', 'created_at'])
    .execute();
  await db.schema.createIndex('users_permission_group').on('users').column('permission_group_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_permission_group').ifExists().execute();
  await db.schema.dropTable('company_logo_uploads').ifExists().execute();
}
