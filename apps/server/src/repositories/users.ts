import type { components } from '@qone/domain/schema';
import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

export type User = components['schemas']['User'];
export type UserStatus = components['schemas']['UserStatus'];
type MailState = components['schemas']['MailState'];

/**
 * When the user's newest open mailed link (invitation or set-password link) stops working; null without one. Only
 * unused links count: a used or revoked link (a reinvite revokes the previous one) never keeps an invitation open.
 */
const invitationExpiresAt = sql<Date | string | null>`(
  select max(user_tokens.expires_at) from user_tokens
  where user_tokens.user_id = users.id and user_tokens.used_at is null
)`;

/**
 * An invited user's newest invitation mail (cancelled ones aside) as `{ state, at, reason }`, read with the user in
 * the same query — one index probe per invited user, none for the others. A claimed mail still shows as queued.
 */
const invitationMail = sql<{ state: string; at: string; reason: string | null } | null>`(
  case when users.password_hash is null and not users.is_deleted then (
    select json_build_object(
      'state', case when mail_outbox.state = 'sending' then 'queued' else mail_outbox.state end,
      'at', case mail_outbox.state
        when 'sent' then mail_outbox.sent_at
        when 'failed' then mail_outbox.updated_at
        else mail_outbox.created_at end,
      'reason', mail_outbox.last_error
    )
    from mail_outbox
    where mail_outbox.user_id = users.id and mail_outbox.kind = 'invite' and mail_outbox.state <> 'cancelled'
    order by mail_outbox.seq desc
    limit 1
  ) end
)`;

/** The kinds of the user's confirmed second factors (migration 0022), in one order. */
const secondFactorKinds = sql<('totp' | 'webauthn')[]>`array(
  select distinct second_factors.kind from second_factors
  where second_factors.user_id = users.id and second_factors.confirmed_at is not null
  order by second_factors.kind
)`;

/** Who a user is and may be, for a User and for a session alike. */
const whoColumns = [
  'users.id',
  'users.company_id',
  'users.name',
  'users.email',
  'users.is_deleted',
  'users.permission_group_id',
] as const;

const usersWithGroups = (db: Executor) =>
  db.selectFrom('users').leftJoin('permission_groups', 'permission_groups.id', 'users.permission_group_id');

/**
 * The columns a User is made of. The password hash is never selected here, only whether there is one: a record
 * read through this query cannot leak it, whatever code later does with the record.
 */
export function selectUsers(db: Executor) {
  return usersWithGroups(db).select([
    ...whoColumns,
    'users.phone',
    'users.created_at',
    'users.version',
    'permission_groups.name as permission_group_name',
    sql<boolean>`users.password_hash is not null`.as('has_password'),
    invitationExpiresAt.as('invitation_expires_at'),
    invitationMail.as('invitation_mail'),
    secondFactorKinds.as('second_factors'),
  ]);
}

export type UserRecord = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>;

export function userStatus(record: Pick<UserRecord, 'is_deleted' | 'has_password'>): UserStatus {
  if (record.is_deleted) return 'deleted';
  return record.has_password ? 'verified' : 'invited';
}

export function toUser(record: UserRecord): User {
  return {
    _id: record.id,
    name: record.name,
    email: record.email,
    phone: record.phone,
    status: userStatus(record),
    isDeleted: record.is_deleted ? 'true' : 'false',
    permissionGroupId: record.permission_group_id,
    permissionGroupName: record.permission_group_name,
    companyId: record.company_id,
    createdAt: new Date(record.created_at).toISOString(),
    invitationExpiresAt:
      userStatus(record) === 'invited' && record.invitation_expires_at !== null
        ? new Date(record.invitation_expires_at).toISOString()
        : null,
    invitationMail:
      userStatus(record) === 'invited' && record.invitation_mail !== null
        ? {
            state: record.invitation_mail.state as MailState,
            at: new Date(record.invitation_mail.at).toISOString(),
            reason: record.invitation_mail.reason,
          }
        : null,
    secondFactors: record.second_factors,
    version: record.version,
  };
}

const lowerEmail = sql<string>`lower(users.email)`;

/** The user; `forUpdate` locks their row until the transaction ends, so writes based on it are judged in turn. */
export function findUserById(
  db: Executor,
  companyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<UserRecord | undefined> {
  const query = selectUsers(db).where('users.company_id', '=', companyId).where('users.id', '=', id);
  return (options.forUpdate ? query.forUpdate('users') : query).executeTakeFirst();
}

/** The company's one live (not deleted) record with this email: addresses are unique per company. */
export function findLiveUserByEmail(
  db: Executor,
  email: string,
  companyId: string,
): Promise<UserRecord | undefined> {
  return selectUsers(db)
    .where(lowerEmail, '=', email.toLowerCase())
    .where('users.is_deleted', '=', false)
    .where('users.company_id', '=', companyId)
    .executeTakeFirst();
}

export function listCompanyUsers(db: Executor, companyId: string): Promise<UserRecord[]> {
  return selectUsers(db)
    .where('users.company_id', '=', companyId)
    .orderBy(sql`lower(users.name)`)
    .orderBy('users.created_at')
    .orderBy('users.id')
    .execute();
}

export function listCompanyInvitedUsers(db: Executor, companyId: string): Promise<UserRecord[]> {
  return selectUsers(db)
    .where('users.company_id', '=', companyId)
    .where('users.is_deleted', '=', false)
    .where('users.password_hash', 'is', null)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .execute();
}

/**
 * Whether a live user of the company other than `exceptUserId` has this email. Addresses are unique per company
 * only: whether another company uses an address is never asked, so no answer can depend on it.
 */
export async function isEmailTaken(
  db: Executor,
  companyId: string,
  email: string,
  exceptUserId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('users')
    .select('users.id')
    .where('users.company_id', '=', companyId)
    .where(lowerEmail, '=', email.toLowerCase())
    .where('users.is_deleted', '=', false);
  if (exceptUserId) query = query.where('users.id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Whether the company has an active user (signed up, not deleted) with this email: they may receive previews. */
export async function isActiveUserEmail(db: Executor, companyId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('users.id')
    .where('users.company_id', '=', companyId)
    .where(lowerEmail, '=', email.trim().toLowerCase())
    .where('users.is_deleted', '=', false)
    .where('users.password_hash', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The phone numbers of the company's active users (signed up, not deleted), as they typed them. */
export async function listActiveUserPhones(db: Executor, companyId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('users.phone')
    .where('users.company_id', '=', companyId)
    .where('users.is_deleted', '=', false)
    .where('users.password_hash', 'is not', null)
    .where('users.phone', 'is not', null)
    .where('users.phone', '<>', '')
    .execute();
  return rows.flatMap((row) => (row.phone ? [row.phone] : []));
}

/**
 * The account a sign-in with this address is checked against — the only read of a password hash besides a password
 * change's, returning nothing of it to the caller. With a company: that company's live account. Without: the
 * address's oldest live account that has a password, so a sign-in costs one password check whatever the number of
 * accounts, and the answer's timing cannot count them.
 */
export function findSignInAccount(db: Executor, email: string, companyId?: string) {
  let query = db
    .selectFrom('users')
    .select(['id', 'company_id', 'name', 'email', 'password_hash'])
    .where(lowerEmail, '=', email.toLowerCase())
    .where('is_deleted', '=', false);
  query = companyId
    ? query.where('company_id', '=', companyId)
    : query.where('password_hash', 'is not', null).orderBy('created_at').orderBy('id');
  return query.limit(1).executeTakeFirst();
}

/** Every live account of the address that has a password, with its company's name (forgot-password mails each). */
export function findAccountsWithPassword(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.id', 'users.company_id', 'users.name', 'users.email', 'companies.name as company_name'])
    .where(lowerEmail, '=', email.toLowerCase())
    .where('users.is_deleted', '=', false)
    .where('users.password_hash', 'is not', null)
    .orderBy('users.created_at')
    .execute();
}

export function findPasswordHash(db: Executor, userId: string) {
  return db
    .selectFrom('users')
    .select(['password_hash'])
    .where('id', '=', userId)
    .where('is_deleted', '=', false)
    .executeTakeFirst();
}

export interface NewUserValues {
  id: string;
  companyId: string;
  name: string;
  email: string;
  permissionGroupId: string | null;
  now: Date;
  /** Left out: an invited user (no phone, no password, created now). */
  phone?: string | null;
  passwordHash?: string | null;
  deleted?: boolean;
  createdAt?: Date;
}

const userRow = (values: NewUserValues) => ({
  id: values.id,
  company_id: values.companyId,
  name: values.name,
  email: values.email,
  phone: values.phone ?? null,
  password_hash: values.passwordHash ?? null,
  is_deleted: values.deleted ?? false,
  permission_group_id: values.permissionGroupId,
  created_at: values.createdAt ?? values.now,
  updated_at: values.now,
});

/** An invited user: no password until they register or follow a set-password link. */
export async function insertInvitedUser(
  db: Executor,
  values: Omit<NewUserValues, 'phone' | 'passwordHash' | 'deleted' | 'createdAt'>,
): Promise<void> {
  await db.insertInto('users').values(userRow(values)).execute();
}

/** A user with every column given (first-start data). */
export async function insertUser(db: Executor, values: NewUserValues): Promise<void> {
  await db.insertInto('users').values(userRow(values)).execute();
}

export interface UserChanges {
  name?: string;
  email?: string;
  phone?: string;
  permissionGroupId?: string;
}

export async function updateUserFields(
  db: Executor,
  userId: string,
  changes: UserChanges,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.email !== undefined ? { email: changes.email } : {}),
      ...(changes.phone !== undefined ? { phone: changes.phone } : {}),
      ...(changes.permissionGroupId !== undefined ? { permission_group_id: changes.permissionGroupId } : {}),
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

/** Sets (or with null clears) the password. Whose sessions end with it is the caller's to say (src/repositories/sessions.ts). */
export async function setPasswordHash(
  db: Executor,
  userId: string,
  passwordHash: string | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Makes a confirmed address the user's (the caller ends the user's other sessions). */
export async function setConfirmedEmail(
  db: Executor,
  userId: string,
  email: string,
  now: Date,
): Promise<void> {
  await db.updateTable('users').set({ email, updated_at: now }).where('id', '=', userId).execute();
}

/** Deleted users keep their record, as status `deleted`, until retention removes it; they can no longer sign in. */
export async function markUserDeleted(db: Executor, userId: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ is_deleted: true, updated_at: now }).where('id', '=', userId).execute();
}

export async function removeUser(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** Whether the user record (in any status) belongs to the company. */
export async function isUserOfCompany(db: Executor, companyId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The user a session names, with their group's stored access. */
/**
 * The session's user, with what the company's second-factor policy needs (whether they have a confirmed factor, and
 * the policy) in the same query: read from the directory cache, whose version the factors and the policy move.
 */
export function findSessionUser(db: Executor, companyId: string, userId: string) {
  return usersWithGroups(db)
    .select([
      ...whoColumns,
      'permission_groups.access',
      sql<boolean>`exists (
        select 1 from second_factors
        where second_factors.user_id = users.id and second_factors.confirmed_at is not null
      )`.as('has_second_factor'),
      sql<'off' | 'settings' | 'everyone'>`(
        select companies.second_factor_policy from companies where companies.id = users.company_id
      )`.as('second_factor_policy'),
    ])
    .where('users.id', '=', userId)
    .where('users.company_id', '=', companyId)
    .executeTakeFirst();
}

/**
 * The company's user-directory version (migration 0010): it changes in the same transaction as any change to its
 * users, their mailed links or its permission groups; '0' before the first such change.
 */
export async function readDirectoryVersion(db: Executor, companyId: string): Promise<string> {
  const row = await db
    .selectFrom('user_directory_versions')
    .select('version')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row === undefined ? '0' : String(row.version);
}

export interface UserCounts {
  verified: number;
  deleted: number;
  invited: number;
}

/** The company's users by status, in one round trip. */
export async function countUsersByStatus(db: Executor, companyId: string): Promise<UserCounts> {
  const row = await db
    .selectFrom('users')
    .select([
      sql<number>`count(*) filter (where not is_deleted and password_hash is not null)::int`.as('verified'),
      sql<number>`count(*) filter (where is_deleted)::int`.as('deleted'),
      sql<number>`count(*) filter (where not is_deleted and password_hash is null)::int`.as('invited'),
    ])
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return { verified: Number(row.verified), deleted: Number(row.deleted), invited: Number(row.invited) };
}

/** PostgreSQL's unique_violation: two requests raced past the "email taken" check. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
