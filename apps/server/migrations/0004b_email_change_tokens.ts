import { type Kysely, sql } from 'kysely';

/**
 * A new kind of mailed token: `email`, the link that confirms a new email address (`new_email`). The address
 * changes only when the link mailed to it is opened.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table user_tokens drop constraint if exists user_tokens_kind_check`.execute(db);
  await sql`alter table user_tokens add constraint user_tokens_kind_check check (kind in ('invite', 'password', 'email'))`.execute(
    db,
  );
  await db.schema.alterTable('user_tokens').addColumn('new_email', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db
    .deleteFrom('user_tokens' as never)
    .where(sql`kind`, '=', 'email')
    .execute();
  await db.schema.alterTable('user_tokens').dropColumn('new_email').execute();
  await sql`alter table user_tokens drop constraint if exists user_tokens_kind_check`.execute(db);
  await sql`alter table user_tokens add constraint user_tokens_kind_check check (kind in ('invite', 'password'))`.execute(
    db,
  );
}
