import { type Kysely, sql } from 'kysely';

/**
 * A version on every record an administrator edits in a form, so that a save based on an older version than the
 * latest is refused (409) instead of silently undoing someone else's change: roles, permission groups, users, company
 * settings, sending domains, mailers, communication integrations and legal drafts.
 *
 * The database moves the version itself (a trigger before each update), so no write path can forget it, and only
 * when something the record shows changes: a user's sign-out (its token version) or a domain's DNS check (its
 * results) leave an edit based on the record's fields standing.
 *
 * A legal text's draft is removed when it is published or discarded, and a new draft must not take an old draft's
 * number (an editor still holding the old one would overwrite the new one): `legal_draft_versions` counts the saves of
 * drafts per text, and each draft keeps the count of its last save.
 */
/** Per table, the fields a change of which moves the version: `$` stands for the row (`old` or `new`). */
const VERSIONED: readonly { table: string; fields: readonly string[] }[] = [
  { table: 'user_roles', fields: ['$.role', '$.description'] },
  { table: 'permission_groups', fields: ['$.name', '$.description', '$.access'] },
  {
    table: 'users',
    fields: [
      '$.name',
      '$.email',
      '$.phone',
      '$.permission_group_id',
      '$.is_deleted',
      '$.password_hash is null',
    ],
  },
  {
    table: 'companies',
    fields: [
      '$.name',
      '$.invoice_email',
      '$.invoice_address',
      '$.vat',
      '$.contact_person',
      '$.logo',
      '$.plan',
      '$.last_invoice_date',
      '$.next_invoice_date',
    ],
  },
  { table: 'sending_domains', fields: ['$.domain', '$.active'] },
  { table: 'mailers', fields: ['$.mailer', '$.alias', '$.type', '$.domain_id'] },
  { table: 'communication_integrations', fields: ['$.name', '$.provider', '$.settings', '$.secrets'] },
];

const fieldsOf = (side: 'old' | 'new', fields: readonly string[]) =>
  sql.raw(`(${fields.map((field) => field.replaceAll('$', side)).join(', ')})`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function bump_record_version() returns trigger language plpgsql as $$
    begin
      new.version := old.version + 1;
      return new;
    end
    $$
  `.execute(db);
  for (const { table, fields } of VERSIONED) {
    await sql`alter table ${sql.table(table)} add column version integer not null default 1`.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_record_version`)}
        before update on ${sql.table(table)}
        for each row
        when (${fieldsOf('old', fields)} is distinct from ${fieldsOf('new', fields)})
        execute function bump_record_version()
    `.execute(db);
  }
  await sql`alter table legal_drafts add column version integer not null default 1`.execute(db);
  await sql`
    create table legal_draft_versions (
      company_id uuid not null references companies (id) on delete cascade,
      path text not null,
      version integer not null,
      primary key (company_id, path)
    )
  `.execute(db);
  await sql`
    insert into legal_draft_versions (company_id, path, version) select company_id, path, version from legal_drafts
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists legal_draft_versions`.execute(db);
  await sql`alter table legal_drafts drop column if exists version`.execute(db);
  for (const { table } of VERSIONED) {
    await sql`drop trigger if exists ${sql.raw(`${table}_record_version`)} on ${sql.table(table)}`.execute(
      db,
    );
    await sql`alter table ${sql.table(table)} drop column if exists version`.execute(db);
  }
  await sql`drop function if exists bump_record_version()`.execute(db);
}
