import { type Kysely, sql } from 'kysely';

/**
 * Second factors, recovery codes, the ticket between the password and the second sign-in step, and the company's
 * policy (issue 24; docs/sign-in-assurance.md).
 *
 * - `second_factors`: an authenticator app (`totp`: its secret sealed by the server's secret box, context
 *   `totp:<id>`; `last_step`, the replay guard: a code counts only for a step after it, in one atomic UPDATE) or, once
 *   passkeys are built, a WebAuthn credential (its columns are here already, unused). `confirmed_at` stays null
 *   while an app waits for its first code; one app per user.
 * - `recovery_codes`: SHA-256 of each code, `used_at` once used.
 * - `sign_in_tickets`: SHA-256 of the ticket a right password answers for a user with a second factor; deleted when
 *   used, worthless after `expires_at`.
 * - `companies.second_factor_policy`: off | settings | everyone. It is part of the company settings' form, so its
 *   change moves the record's version (migration 0014's trigger, made again with it).
 *
 * A user's factors and the policy are read with the session's user (src/auth/session.ts) from the directory cache,
 * so their changes move the company's directory version (migration 0010) like a change of the user itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table second_factors (
      id uuid primary key,
      company_id uuid not null references companies (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      kind text not null check (kind in ('totp', 'webauthn')),
      name text not null default '',
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      confirmed_at timestamptz,
      secret_sealed text,
      last_step bigint,
      credential_id text unique,
      public_key bytea,
      sign_count bigint,
      transports jsonb,
      user_verified boolean
    )
  `.execute(db);
  await sql`create index second_factors_user on second_factors (user_id)`.execute(db);
  await sql`create unique index second_factors_one_totp on second_factors (user_id) where kind = 'totp'`.execute(
    db,
  );
  await sql`
    create table recovery_codes (
      id uuid primary key,
      company_id uuid not null references companies (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      code_hash text not null,
      created_at timestamptz not null default now(),
      used_at timestamptz
    )
  `.execute(db);
  await sql`create unique index recovery_codes_user_hash on recovery_codes (user_id, code_hash)`.execute(db);
  await sql`
    create table sign_in_tickets (
      id uuid primary key,
      company_id uuid not null references companies (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      ticket_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )
  `.execute(db);
  await sql`create index sign_in_tickets_expires on sign_in_tickets (expires_at)`.execute(db);
  await sql`
    alter table companies add column second_factor_policy text not null default 'off'
      check (second_factor_policy in ('off', 'settings', 'everyone'))
  `.execute(db);

  await sql`
    create constraint trigger second_factors_directory_version
      after insert or update or delete on second_factors
      deferrable initially deferred
      for each row execute function bump_user_directory_version()
  `.execute(db);
  // The companies table has no company_id: its policy's change bumps the company's directory version by its id.
  await sql`
    create function bump_directory_version_of_company() returns trigger language plpgsql as $$
    begin
      insert into user_directory_versions as current (company_id, version)
        values (new.id, 1)
        on conflict (company_id) do update set version = current.version + 1;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create constraint trigger companies_second_factor_policy_directory_version
      after update of second_factor_policy on companies
      deferrable initially deferred
      for each row when (old.second_factor_policy is distinct from new.second_factor_policy)
      execute function bump_directory_version_of_company()
  `.execute(db);
  await sql`drop trigger companies_record_version on companies`.execute(db);
  await sql`
    create trigger companies_record_version
      before update on companies
      for each row
      when ((old.name, old.invoice_email, old.invoice_address, old.vat, old.contact_person, old.logo, old.plan,
             old.last_invoice_date, old.next_invoice_date, old.second_factor_policy)
        is distinct from (new.name, new.invoice_email, new.invoice_address, new.vat, new.contact_person, new.logo,
             new.plan, new.last_invoice_date, new.next_invoice_date, new.second_factor_policy))
      execute function bump_record_version()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists companies_record_version on companies`.execute(db);
  await sql`
    create trigger companies_record_version
      before update on companies
      for each row
      when ((old.name, old.invoice_email, old.invoice_address, old.vat, old.contact_person, old.logo, old.plan,
             old.last_invoice_date, old.next_invoice_date)
        is distinct from (new.name, new.invoice_email, new.invoice_address, new.vat, new.contact_person, new.logo,
             new.plan, new.last_invoice_date, new.next_invoice_date))
      execute function bump_record_version()
  `.execute(db);
  await sql`drop trigger if exists companies_second_factor_policy_directory_version on companies`.execute(db);
  await sql`drop function if exists bump_directory_version_of_company()`.execute(db);
  await sql`alter table companies drop column if exists second_factor_policy`.execute(db);
  await sql`drop table if exists sign_in_tickets`.execute(db);
  await sql`drop table if exists recovery_codes`.execute(db);
  await sql`drop table if exists second_factors`.execute(db);
}
