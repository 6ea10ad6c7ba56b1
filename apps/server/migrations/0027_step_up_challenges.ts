import { type Kysely, sql } from 'kysely';

/**
 * A step-up with a passkey or security key (docs/sign-in-assurance.md, "Fresh proof"): its challenges are rows of
 * `webauthn_challenges` with the purpose `step-up`, naming their user like `registration` and `second-step`.
 * `seq` orders a user's challenges as they were made (two in one millisecond too), so that `insertChallenge` can keep
 * the newest few of a purpose and drop the rest; the index serves that.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table webauthn_challenges drop constraint webauthn_challenges_purpose_check`.execute(db);
  await sql`
    alter table webauthn_challenges add constraint webauthn_challenges_purpose_check
      check (purpose in ('registration', 'sign-in', 'second-step', 'step-up'))
  `.execute(db);
  await sql`alter table webauthn_challenges add column seq bigint generated always as identity`.execute(db);
  await sql`create index webauthn_challenges_user_purpose on webauthn_challenges (user_id, purpose, seq)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists webauthn_challenges_user_purpose`.execute(db);
  await sql`alter table webauthn_challenges drop column if exists seq`.execute(db);
  await sql`delete from webauthn_challenges where purpose = 'step-up'`.execute(db);
  await sql`alter table webauthn_challenges drop constraint webauthn_challenges_purpose_check`.execute(db);
  await sql`
    alter table webauthn_challenges add constraint webauthn_challenges_purpose_check
      check (purpose in ('registration', 'sign-in', 'second-step'))
  `.execute(db);
}
