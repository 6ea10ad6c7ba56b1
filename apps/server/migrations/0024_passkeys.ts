import { type Kysely, sql } from 'kysely';

/**
 * Passkeys and security keys (issue 24; docs/sign-in-assurance.md). Their credentials are rows of `second_factors`
 * (kind `webauthn`, migration 0022's columns); this adds:
 *
 * - `second_factors.discoverable`: whether the browser said the credential is discoverable (`credProps.rk`). With
 *   `user_verified` it makes a passkey (signs in alone) or a security key (the second step).
 * - `webauthn_challenges`: the challenges handed to the browser, as SHA-256, each answered once (taken by
 *   `DELETE … RETURNING`) within `expires_at`. In the database, not in a process, so a ceremony started on one server
 *   process finishes on another. `registration` and `second-step` challenges name their user; `sign-in` ones (a
 *   passkey alone, no email typed) name nobody.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table second_factors add column discoverable boolean`.execute(db);
  await sql`
    create table webauthn_challenges (
      id uuid primary key,
      challenge_hash text not null unique,
      purpose text not null check (purpose in ('registration', 'sign-in', 'second-step')),
      company_id uuid references companies (id) on delete cascade,
      user_id uuid references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      check ((purpose = 'sign-in') = (user_id is null))
    )
  `.execute(db);
  await sql`create index webauthn_challenges_expires on webauthn_challenges (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists webauthn_challenges`.execute(db);
  await sql`alter table second_factors drop column if exists discoverable`.execute(db);
}
