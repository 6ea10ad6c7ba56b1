import { type Kysely, sql } from 'kysely';

/**
 * A per-company number that changes whenever anything a user list or a session is read from changes: users, their
 * mailed links (an invitation's expiry) and permission groups (a group's name and access). The database keeps it
 * itself, so no write path can forget it, and it changes in the writing transaction: a reader that sees the number
 * unchanged knows that nothing it read before has changed, on this server process or any other. The server caches
 * user-list answers under it (src/cache/directory-cache.ts).
 *
 * The triggers are deferred to the commit, and bump once per company and transaction: taking the company's counter
 * row last, after every other lock of the transaction, means two transactions never wait on each other through it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table user_directory_versions (
      company_id uuid primary key references companies (id) on delete cascade,
      version bigint not null
    )
  `.execute(db);
  await sql`
    create function bump_user_directory_version() returns trigger language plpgsql as $$
    declare
      company uuid;
      bumped text := coalesce(current_setting('qone.directory_bumped', true), '');
    begin
      if tg_op = 'DELETE' then
        company := old.company_id;
      else
        company := new.company_id;
      end if;
      if position(company::text in bumped) > 0 then
        return null;
      end if;
      -- Not when the company itself is deleted in this transaction: its counter goes with it.
      insert into user_directory_versions as current (company_id, version)
        select company, 1 where exists (select 1 from companies where id = company)
        on conflict (company_id) do update set version = current.version + 1;
      -- Transaction-local: the next transaction bumps again.
      perform set_config('qone.directory_bumped', bumped || company::text || ',', true);
      return null;
    end
    $$
  `.execute(db);
  for (const table of ['users', 'user_tokens', 'permission_groups']) {
    await sql`
      create constraint trigger ${sql.raw(`${table}_directory_version`)}
        after insert or update or delete on ${sql.table(table)}
        deferrable initially deferred
        for each row execute function bump_user_directory_version()
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['users', 'user_tokens', 'permission_groups']) {
    await sql`drop trigger if exists ${sql.raw(`${table}_directory_version`)} on ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`drop function if exists bump_user_directory_version()`.execute(db);
  await sql`drop table if exists user_directory_versions`.execute(db);
}
