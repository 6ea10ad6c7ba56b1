import { type Kysely, sql } from 'kysely';

/**
 * Default content templates (email, page, SMS, button) of a company, every saved version of each, a page's tracking
 * codes, a button's settings, and prepared previews.
 *
 * - A slug is unique within its company (a partial unique index: templates without a slug do not collide).
 * - A version keeps what a save wrote (content and status) and who saved it; versions go with their template.
 * - A button's email and SMS templates are real references: deleting such a template clears the reference.
 * - Previews are short-lived renderings of unsaved editor content, removed when they expire.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('templates')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('email', 'page', 'sms', 'button')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('live', 'draft')`))
    .addColumn('slug', 'text')
    .addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('html', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('html_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('linked_module', 'text')
    .addColumn('notification_increment', 'integer')
    .addColumn('notification_unit', 'text', (c) => c.notNull().defaultTo('hours'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index templates_company_slug on templates (company_id, slug) where slug is not null`.execute(
    db,
  );
  await sql`create index templates_company_created on templates (company_id, created_at, id)`.execute(db);
  await sql`create index templates_slug on templates (slug) where slug is not null`.execute(db);

  await db.schema
    .createTable('template_versions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('template_id', 'uuid', (c) => c.notNull().references('templates.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('html_only', 'boolean', (c) => c.notNull())
    .addColumn('author_id', 'uuid')
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('restored_from', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('template_versions_number', ['template_id', 'number'])
    .execute();

  await db.schema
    .createTable('tracking_codes')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('template_id', 'uuid', (c) => c.notNull().references('templates.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull().check(sql`location in ('head', 'body')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index tracking_codes_template on tracking_codes (template_id, created_at, id)`.execute(db);

  await db.schema
    .createTable('button_settings')
    .addColumn('template_id', 'uuid', (c) => c.primaryKey().references('templates.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('linked_module', 'text')
    .addColumn('linked_option', 'text')
    .addColumn('update_status_to', 'text')
    .addColumn('routing', 'text')
    .addColumn('on_click_action', 'text')
    .addColumn('open_in_window', 'text')
    .addColumn('send_email', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('send_sms', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('email_template_id', 'uuid', (c) => c.references('templates.id').onDelete('set null'))
    .addColumn('sms_template_id', 'uuid', (c) => c.references('templates.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('template_previews')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index template_previews_expiry on template_previews (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('template_previews').ifExists().execute();
  await db.schema.dropTable('button_settings').ifExists().execute();
  await db.schema.dropTable('tracking_codes').ifExists().execute();
  await db.schema.dropTable('template_versions').ifExists().execute();
  await db.schema.dropTable('templates').ifExists().execute();
}
