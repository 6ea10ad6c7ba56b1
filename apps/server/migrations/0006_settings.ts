import { type Kysely, sql } from 'kysely';

/**
 * Company and platform settings: sending domains (with their DKIM key and the result of the last DNS check per
 * record) and mailers, the company's time zones, versions, drafts, choices and acceptances of the legal texts, and
 * communication integrations (secrets encrypted, see src/crypto/secret-box.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sending_domains')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('dkim_public_key', 'text', (c) => c.notNull())
    /** The DKIM private key, encrypted like every other secret; the relay signs with it. */
    .addColumn('dkim_private_key', 'text', (c) => c.notNull())
    .addColumn('last_checked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index sending_domains_name on sending_domains (company_id, lower(domain))`.execute(
    db,
  );

  await db.schema
    .createTable('domain_dns_checks')
    .addColumn('domain_id', 'uuid', (c) => c.notNull().references('sending_domains.id').onDelete('cascade'))
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    /** The value the check looked for: a check of another value (the domain or its mailers changed) is stale. */
    .addColumn('expected', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('found', 'text')
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('domain_dns_checks_pk', ['domain_id', 'purpose', 'host'])
    .execute();

  await db.schema
    .createTable('mailers')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('mailer', 'text', (c) => c.notNull())
    .addColumn('alias', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('socketlabs', 'ese')`))
    .addColumn('domain_id', 'uuid', (c) => c.notNull().references('sending_domains.id').onDelete('restrict'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index mailers_name on mailers (company_id, lower(mailer))`.execute(db);
  await db.schema.createIndex('mailers_domain').on('mailers').column('domain_id').execute();

  await db.schema
    .createTable('company_time_zones')
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('company_time_zones_pk', ['company_id', 'zone'])
    .execute();
  await sql`create unique index company_time_zones_default on company_time_zones (company_id) where is_default`.execute(
    db,
  );

  await db.schema
    .createTable('legal_versions')
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('paragraph', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('effective_date', 'date', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('published_by_id', 'uuid')
    .addColumn('published_by_name', 'text', (c) => c.notNull())
    .addColumn('published_by_email', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('legal_versions_pk', ['company_id', 'path', 'version'])
    .execute();

  await db.schema
    .createTable('legal_drafts')
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('paragraph', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_by_id', 'uuid')
    .addColumn('updated_by_name', 'text', (c) => c.notNull())
    .addColumn('updated_by_email', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('legal_drafts_pk', ['company_id', 'path'])
    .execute();

  await db.schema
    .createTable('legal_choices')
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('choice', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('legal_choices_pk', ['company_id', 'path'])
    .execute();

  await db.schema
    .createTable('legal_acceptances')
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_by_id', 'uuid')
    .addColumn('accepted_by_name', 'text', (c) => c.notNull())
    .addColumn('accepted_by_email', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('legal_acceptances_pk', ['company_id', 'path', 'version'])
    .execute();

  await db.schema
    .createTable('communication_integrations')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('email', 'sms')`))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    /** Secret name → ciphertext (src/crypto/secret-box.ts); never selected into an answer. */
    .addColumn('secrets', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('communication_integrations_company')
    .on('communication_integrations')
    .columns(['company_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'communication_integrations',
    'legal_acceptances',
    'legal_choices',
    'legal_drafts',
    'legal_versions',
    'company_time_zones',
    'mailers',
    'domain_dns_checks',
    'sending_domains',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
