import { type Kysely, sql } from 'kysely';

/**
 * The mail outbox: every mail is a row written in the transaction of the change it belongs to, and delivered later
 * by a worker of any server process (src/mail/worker.ts), which claims a row with `FOR UPDATE SKIP LOCKED` so each
 * mail goes out once. Work that decides what to mail only later (forgot-password, sign-up: the request must not
 * reveal whether the address has accounts) is a row of its own kind (`…-request`) that the worker turns into mails.
 *
 * - `state`: queued → sending (claimed until `run_at`, the lease) → sent | failed; a retry goes back to queued with
 *   `run_at` after the backoff; a queued mail whose link was replaced is cancelled; a request row ends `done`.
 * - `sealed`: the message (or the request) sealed with the server's secret box, bound to the row's id; wiped once
 *   the row is finished, so no link token stays at rest.
 * - `company_id`, `kind`, `created_at`: what per-company daily counts read (indexed).
 * - `user_id`: whom the mail concerns (an invited user's card shows its invitation mail's state).
 * - `requested_by`: who asked for it (a mailer test's sender may read its state).
 *
 * An invitation mail's visible state (queued, sent, failed and why) is part of the user lists, which are cached
 * under the company's directory version (migration 0010): its changes move that version as the user tables' do.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mail_outbox (
      id uuid primary key,
      seq bigint generated always as identity,
      company_id uuid references companies (id) on delete cascade,
      user_id uuid references users (id) on delete set null,
      requested_by uuid,
      kind text not null,
      state text not null default 'queued'
        check (state in ('queued', 'sending', 'sent', 'failed', 'cancelled', 'done')),
      sealed text,
      attempts integer not null default 0,
      run_at timestamptz not null,
      claim uuid,
      last_error text,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      sent_at timestamptz
    )
  `.execute(db);
  // What a worker claims next: due rows (queued, or sending past their lease) in order.
  await sql`
    create index mail_outbox_due on mail_outbox (run_at, seq) where state in ('queued', 'sending')
  `.execute(db);
  await sql`create index mail_outbox_company_kind on mail_outbox (company_id, kind, created_at)`.execute(db);
  await sql`
    create index mail_outbox_user on mail_outbox (user_id, kind, seq) where user_id is not null
  `.execute(db);

  const visible = (row: 'new' | 'old') =>
    sql.raw(`(case when ${row}.state = 'sending' then 'queued' else ${row}.state end)`);
  await sql`
    create constraint trigger mail_outbox_directory_version_insert
      after insert on mail_outbox
      deferrable initially deferred
      for each row when (new.kind = 'invite')
      execute function bump_user_directory_version()
  `.execute(db);
  // A claim (queued → sending) changes nothing a card shows: only a visible change moves the version.
  await sql`
    create constraint trigger mail_outbox_directory_version_update
      after update on mail_outbox
      deferrable initially deferred
      for each row when (
        new.kind = 'invite'
        and (${visible('new')} is distinct from ${visible('old')} or new.last_error is distinct from old.last_error)
      )
      execute function bump_user_directory_version()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists mail_outbox`.execute(db);
}
