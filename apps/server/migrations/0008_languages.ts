import { type Kysely, sql } from 'kysely';

/**
 * Languages and translations. Languages are stored by their ISO 639-2 bibliographic code (`ger`, `fre`, the one code
 * the platform's list has for every language): rows the first seed wrote with the terminological codes (`deu`,
 * `fra`) are renamed, companies without any language get the defaults (English default, German, French, with the
 * custom codes en, de, fr), and translations are kept per template, language and segment key — apart from the
 * languages, so disabling a language keeps them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await moveToTheList(db);

  await db.schema
    .createTable('translations')
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('template_id', 'uuid', (c) => c.notNull().references('templates.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('needs_review', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('translations_pk', ['template_id', 'language', 'key'])
    .execute();
  await sql`create index translations_company_language on translations (company_id, language)`.execute(db);
}

/** The existing companies' languages in the list's codes, and the defaults for companies that have none. */
export async function moveToTheList(db: Kysely<unknown>): Promise<void> {
  await sql`update languages set code = 'ger', name = 'German' where code = 'deu'`.execute(db);
  await sql`update languages set code = 'fre', name = 'French' where code = 'fra'`.execute(db);
  await sql`update languages set custom_code = case code when 'eng' then 'en' when 'ger' then 'de' else 'fr' end
    where custom_code = '' and code in ('eng', 'ger', 'fre')`.execute(db);
  await sql`insert into languages (company_id, code, name, custom_code, enabled, is_default)
    select c.id, d.code, d.name, d.custom_code, true, d.code = 'eng'
    from companies c
    cross join (values ('eng', 'English', 'en'), ('ger', 'German', 'de'), ('fre', 'French', 'fr'))
      as d (code, name, custom_code)
    where not exists (select 1 from languages l where l.company_id = c.id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('translations').ifExists().execute();
}
