import { type Kysely, sql } from 'kysely';

/**
 * Sessions are rows (issue 24; docs/sign-in-assurance.md, "Sessions are rows"): the signed token names its session,
 * and every request reads the row, so one session, all of a user's or all of a company's can be ended and count on
 * every server process from the next request. `users.token_version`, which ended all of a user's sessions at once
 * and nothing finer, has no reader left and goes; tokens issued before this migration name no session and are
 * refused (everyone signs in once more).
 *
 * - `user_agent` is kept as sent (its first 512 characters), read into browser and system only when listed.
 * - `method` is how the user signed in; `proved_at` the last proof of identity (the sign-in or a step-up).
 * - An ended session keeps its row with `ended_at` and `ended_reason`; rows long past their end are removed at the
 *   user's next sign-in (src/repositories/sessions.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sessions (
      id uuid primary key,
      company_id uuid not null references companies (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null,
      last_active_at timestamptz not null,
      expires_at timestamptz not null,
      ip text not null,
      user_agent text not null,
      method text not null check (method in
        ('password', 'password+totp', 'password+recovery', 'password+security-key', 'passkey', 'link')),
      proved_at timestamptz not null,
      ended_at timestamptz,
      ended_reason text check (ended_reason in
        ('signed-out', 'ended-by-user', 'ended-by-admin', 'password-reset', 'second-factors-reset',
         'user-deleted', 'email-changed', 'password-changed')),
      check ((ended_at is null) = (ended_reason is null))
    )
  `.execute(db);
  // A user's open sessions: the list, "end the others", "everywhere".
  await sql`create index sessions_open_by_user on sessions (user_id) where ended_at is null`.execute(db);
  await sql`alter table users drop column token_version`.execute(db);
}
