import { type Kysely, sql } from 'kysely';

/**
 * A storage quota per company (issue 21, point 5): what a company keeps — every version of its templates, its
 * uploaded files (logos) and its editor previews until they expire — is counted in `company_storage`, one row per
 * company, by triggers on the tables that hold it, in the transaction of the write. So no write path can forget to
 * count, the quota check is one read of one row (`src/repositories/company-storage.ts`), and two writes of one
 * company at the same moment queue on that row: the second sees the first's bytes before it is judged.
 *
 * - `company_logo_uploads.size`: a file's bytes are counted by its upload record, written (with the quota check)
 *   before the bytes are stored, so concurrent uploads can never pass the check together. Filled here from the
 *   stored bytes; a logo still to be imported from the data folder gets its size when it is.
 * - Sizes are the bytes of the UTF-8 texts a row keeps (`@qone/api-client/storage`, which the fake counts with).
 * - Nothing stored is removed: a company already past its quota keeps everything, and only writes that add are
 *   refused until it deletes something.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_storage')
    .addColumn('company_id', 'uuid', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('template_versions', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('files', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('previews', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('company_logo_uploads')
    .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update company_logo_uploads u set size = f.size
    from stored_files f where f.key = 'logos/' || u.file`.execute(db);
  // The editor's previews of a company that have expired are removed before its quota is checked.
  await sql`create index template_previews_company_expiry on template_previews (company_id, expires_at)`.execute(
    db,
  );

  // Adds to (or takes from) a company's counters. A row is made by the first addition; a taking for a company whose
  // row is gone (the company being deleted, its rows cascading) changes nothing.
  await sql`
    create function count_company_storage(company uuid, add_versions bigint, add_files bigint, add_previews bigint)
    returns void language plpgsql as $$
    begin
      update company_storage set
        template_versions = template_versions + add_versions,
        files = files + add_files,
        previews = previews + add_previews
      where company_id = company;
      if not found and add_versions + add_files + add_previews > 0 then
        insert into company_storage (company_id, template_versions, files, previews)
        values (company, add_versions, add_files, add_previews)
        on conflict (company_id) do update set
          template_versions = company_storage.template_versions + excluded.template_versions,
          files = company_storage.files + excluded.files,
          previews = company_storage.previews + excluded.previews;
      end if;
    end $$`.execute(db);

  await sql`
    create function count_template_version_bytes() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform count_company_storage(new.company_id,
          octet_length(new.name) + octet_length(new.description) + octet_length(new.subject) + octet_length(new.html),
          0, 0);
        return new;
      end if;
      perform count_company_storage(old.company_id,
        -(octet_length(old.name) + octet_length(old.description) + octet_length(old.subject) + octet_length(old.html)),
        0, 0);
      return old;
    end $$`.execute(db);
  await sql`
    create trigger template_versions_storage after insert or delete on template_versions
    for each row execute function count_template_version_bytes()`.execute(db);

  await sql`
    create function count_preview_bytes() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform count_company_storage(new.company_id, 0, 0, octet_length(new.html));
        return new;
      end if;
      perform count_company_storage(old.company_id, 0, 0, -octet_length(old.html));
      return old;
    end $$`.execute(db);
  await sql`
    create trigger template_previews_storage after insert or delete on template_previews
    for each row execute function count_preview_bytes()`.execute(db);

  await sql`
    create function count_file_bytes() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        perform count_company_storage(old.company_id, 0, -old.size, 0);
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        perform count_company_storage(new.company_id, 0, new.size, 0);
        return new;
      end if;
      return old;
    end $$`.execute(db);
  await sql`
    create trigger company_logo_uploads_storage after insert or delete or update of size, company_id
    on company_logo_uploads for each row execute function count_file_bytes()`.execute(db);

  await fillCompanyStorage(db);
}

/** Every company's counters as its rows are now (the triggers keep them from here on). */
export async function fillCompanyStorage(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into company_storage (company_id, template_versions, files, previews)
    select c.id,
      coalesce((select sum(octet_length(v.name) + octet_length(v.description) + octet_length(v.subject)
        + octet_length(v.html)) from template_versions v where v.company_id = c.id), 0),
      coalesce((select sum(u.size) from company_logo_uploads u where u.company_id = c.id), 0),
      coalesce((select sum(octet_length(p.html)) from template_previews p where p.company_id = c.id), 0)
    from companies c
    on conflict (company_id) do update set
      template_versions = excluded.template_versions, files = excluded.files, previews = excluded.previews`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists company_logo_uploads_storage on company_logo_uploads`.execute(db);
  await sql`drop trigger if exists template_previews_storage on template_previews`.execute(db);
  await sql`drop trigger if exists template_versions_storage on template_versions`.execute(db);
  await sql`drop function if exists count_file_bytes()`.execute(db);
  await sql`drop function if exists count_preview_bytes()`.execute(db);
  await sql`drop function if exists count_template_version_bytes()`.execute(db);
  await sql`drop function if exists count_company_storage(uuid, bigint, bigint, bigint)`.execute(db);
  await sql`drop index if exists template_previews_company_expiry`.execute(db);
  await db.schema.alterTable('company_logo_uploads').dropColumn('size').execute();
  await db.schema.dropTable('company_storage').ifExists().execute();
}
