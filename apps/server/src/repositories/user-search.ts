import type { UserPosition } from '@qone/domain/people';
import type { components } from '@qone/domain/schema';
import { sql } from 'kysely';
import type { Executor } from '../db/index.js';
import { selectUsers, type UserRecord } from './users.js';

export type UserListStatus = components['schemas']['UserListStatus'];

export interface UserSearch {
  /** Matched case-insensitively anywhere in the name or the email; empty matches everyone. */
  q?: string | undefined;
  status?: UserListStatus | undefined;
  /** Only users with (`set`) or without (`not-set`) a confirmed second factor. */
  secondFactor?: 'set' | 'not-set' | undefined;
  /** Only users after this position. */
  after?: UserPosition | undefined;
  /** "Now", for telling open invitations from expired ones. */
  now: Date;
}

/** The sort key of the grid, exactly as the index of migration 0005 is built (byte order, whatever the locale). */
const sortName = sql<string>`lower(users.name) collate "C"`;

/** `%`, `_` and `\` match themselves in a search, not as LIKE wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Whether the user has a mailed link that is still open (unused and not yet expired). */
const hasOpenLink = (now: Date) => sql<boolean>`exists (
  select 1 from user_tokens
  where user_tokens.user_id = users.id and user_tokens.used_at is null and user_tokens.expires_at > ${now}
)`;

function filtered(db: Executor, companyId: string, search: UserSearch) {
  let query = selectUsers(db).where('users.company_id', '=', companyId);
  const q = search.q?.trim();
  if (q) {
    // One LIKE over the stored lower-cased text rather than ILIKE over two columns: ~6 times less work per row.
    // The line break between name and email cannot be searched for (no search text may hold one), so a match never
    // spans the two.
    query = query.where('users.search_text', 'like', sql<string>`lower(${likePattern(q)})`);
  }
  switch (search.status) {
    case 'verified':
      query = query.where('users.is_deleted', '=', false).where('users.password_hash', 'is not', null);
      break;
    case 'deleted':
      query = query.where('users.is_deleted', '=', true);
      break;
    case 'invited':
      query = query
        .where('users.is_deleted', '=', false)
        .where('users.password_hash', 'is', null)
        .where(hasOpenLink(search.now));
      break;
    case 'expired':
      query = query
        .where('users.is_deleted', '=', false)
        .where('users.password_hash', 'is', null)
        .where(sql<boolean>`not ${hasOpenLink(search.now)}`);
      break;
    default:
      break;
  }
  if (search.secondFactor) {
    const has = sql<boolean>`exists (
      select 1 from second_factors
      where second_factors.user_id = users.id and second_factors.confirmed_at is not null
    )`;
    query = query.where(search.secondFactor === 'set' ? has : sql<boolean>`not ${has}`);
  }
  return query;
}

/**
 * One page of the company's users in name order (keyset: strictly after `search.after`), with one extra row so the
 * caller knows whether a next page exists. Each row carries its sort key for the next cursor.
 */
export function searchUsers(
  db: Executor,
  companyId: string,
  search: UserSearch,
  limit: number,
): Promise<(UserRecord & { sort_name: string })[]> {
  let query = filtered(db, companyId, search).select(sortName.as('sort_name'));
  if (search.after) {
    const { sortName: name, id } = search.after;
    query = query.where(sql<boolean>`(${sortName}, users.id) > (${name} collate "C", ${id}::uuid)`);
  }
  return query
    .orderBy(sortName)
    .orderBy('users.id')
    .limit(limit + 1)
    .execute();
}

/** How many users match the search (without a position). */
export async function countUsers(db: Executor, companyId: string, search: UserSearch): Promise<number> {
  const q = search.q?.trim();
  // The status filters and the search need the joined row; the plain count needs only the company's index.
  if (!q && !search.status && !search.secondFactor) {
    const row = await db
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('total'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }
  const row = await db
    .selectFrom(
      filtered(db, companyId, { ...search, after: undefined })
        .clearSelect()
        .select('users.id')
        .as('matching'),
    )
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
