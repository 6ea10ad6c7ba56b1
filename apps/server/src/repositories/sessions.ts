import { randomUUID } from 'node:crypto';
import { SESSION_TOUCH_SECONDS, USER_AGENT_MAX_LENGTH } from '@qone/domain/sessions';
import type { Executor } from '../db/index.js';
import type { SessionEndReason, SessionMethod } from '../db/types.js';

/** Ended or expired rows are kept this long (a user's list never shows them), then removed at the user's next sign-in. */
const KEEP_ENDED_MS = 30 * 24 * 60 * 60 * 1000;

export interface NewSession {
  companyId: string;
  userId: string;
  ip: string;
  userAgent: string;
  method: SessionMethod;
  now: Date;
  /** The absolute end (SESSION_MAX_HOURS after `now`). */
  expiresAt: Date;
}

/** Starts a session; answers its id. The user's rows long past their end go at the same time. */
export async function insertSession(db: Executor, values: NewSession): Promise<string> {
  const id = randomUUID();
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', values.userId)
    .where((eb) =>
      eb.or([
        eb('ended_at', '<', new Date(values.now.getTime() - KEEP_ENDED_MS)),
        eb('expires_at', '<', new Date(values.now.getTime() - KEEP_ENDED_MS)),
      ]),
    )
    .execute();
  await db
    .insertInto('sessions')
    .values({
      id,
      company_id: values.companyId,
      user_id: values.userId,
      created_at: values.now,
      last_active_at: values.now,
      expires_at: values.expiresAt,
      ip: values.ip,
      user_agent: values.userAgent.slice(0, USER_AGENT_MAX_LENGTH),
      method: values.method,
      proved_at: values.now,
    })
    .execute();
  return id;
}

/**
 * What a request needs of its session, with the company's user-directory version (migration 0010) in the same round
 * trip: the one read every authenticated request makes before its user is taken from the directory cache.
 */
export async function readSession(db: Executor, sessionId: string) {
  const row = await db
    .selectFrom('sessions')
    .leftJoin('user_directory_versions', 'user_directory_versions.company_id', 'sessions.company_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.company_id',
      'sessions.last_active_at',
      'sessions.expires_at',
      'sessions.proved_at',
      'sessions.ended_at',
      'user_directory_versions.version',
    ])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, version: row.version === null ? '0' : String(row.version) };
}

/**
 * Moves `last_active_at` to `now` when it is more than a minute behind: one conditional statement, no transaction,
 * so at most one write a minute per session whatever the number of requests or server processes.
 */
export async function touchSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_active_at: now })
    .where('id', '=', sessionId)
    .where('ended_at', 'is', null)
    .where('last_active_at', '<', new Date(now.getTime() - SESSION_TOUCH_SECONDS * 1000))
    .execute();
}

/** A fresh proof of identity on this session (a step-up). */
export async function markProved(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ proved_at: now }).where('id', '=', sessionId).execute();
}

/** The user's sessions that are still usable at `now`, newest activity first. */
export function listOpenSessions(
  db: Executor,
  user: { companyId: string; userId: string },
  now: Date,
  idleMinutes: number,
) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_active_at', 'ip', 'user_agent', 'method'])
    .where('company_id', '=', user.companyId)
    .where('user_id', '=', user.userId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_active_at', '>', new Date(now.getTime() - idleMinutes * 60_000))
    .orderBy('last_active_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Ends one open session of the user; answers what it was (its user agent), or undefined when none was open. */
export async function endSession(
  db: Executor,
  user: { companyId: string; userId: string },
  sessionId: string,
  reason: SessionEndReason,
  now: Date,
) {
  return db
    .updateTable('sessions')
    .set({ ended_at: now, ended_reason: reason })
    .where('id', '=', sessionId)
    .where('company_id', '=', user.companyId)
    .where('user_id', '=', user.userId)
    .where('ended_at', 'is', null)
    .returning(['id', 'user_agent', 'expires_at', 'last_active_at'])
    .executeTakeFirst();
}

/** The company's people who have an open session, with their group's access (the containment of "sign out everyone"). */
export function findSignedInPeople(
  db: Executor,
  companyId: string,
): Promise<{ id: string; access: unknown }[]> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('permission_groups', 'permission_groups.id', 'users.permission_group_id')
    .select(['users.id as id', 'permission_groups.access as access'])
    .distinct()
    .where('sessions.company_id', '=', companyId)
    .where('users.company_id', '=', companyId)
    .where('sessions.ended_at', 'is', null)
    .execute();
}

/**
 * Ends every open session of the user, or of these users (but `except`); answers how many of them were still usable (not past their
 * end or idle time), the count the activity record and the answer give.
 */
export async function endUserSessions(
  db: Executor,
  userId: string | readonly string[],
  reason: SessionEndReason,
  now: Date,
  options: { except?: string; idleMinutes?: number } = {},
): Promise<number> {
  const users = typeof userId === 'string' ? [userId] : userId;
  if (users.length === 0) return 0;
  let query = db
    .updateTable('sessions')
    .set({ ended_at: now, ended_reason: reason })
    .where('user_id', 'in', users)
    .where('ended_at', 'is', null);
  if (options.except) query = query.where('id', '<>', options.except);
  const rows = await query.returning(['expires_at', 'last_active_at']).execute();
  const idleSince = now.getTime() - (options.idleMinutes ?? Number.POSITIVE_INFINITY) * 60_000;
  return rows.filter(
    (row) =>
      new Date(row.expires_at).getTime() > now.getTime() &&
      new Date(row.last_active_at).getTime() > idleSince,
  ).length;
}
