import { randomUUID } from 'node:crypto';
import { hashToken } from '../auth/tokens.js';
import type { Executor } from '../db/index.js';

export type UserTokenKind = 'invite' | 'password' | 'email';

/**
 * An invitation stays open a week; a set-password link an hour (it replaces a password, so it is short-lived); an
 * email confirmation a day.
 */
export const TOKEN_TTL_MS: Record<UserTokenKind, number> = {
  invite: 7 * 24 * 60 * 60 * 1000,
  password: 60 * 60 * 1000,
  email: 24 * 60 * 60 * 1000,
};

/**
 * Stores a mailed token by its hash and revokes the user's earlier open tokens of the same kind, so only the newest
 * link works. The token itself is made by the caller first, because the mail carrying it is checked before any write.
 */
export async function storeUserToken(
  db: Executor,
  values: {
    token: string;
    companyId: string;
    userId: string;
    kind: UserTokenKind;
    now: Date;
    /** The address an `email` token confirms. */
    newEmail?: string;
  },
): Promise<void> {
  await revokeUserTokens(db, values.userId, values.now, values.kind);
  await db
    .insertInto('user_tokens')
    .values({
      id: randomUUID(),
      company_id: values.companyId,
      user_id: values.userId,
      kind: values.kind,
      token_hash: hashToken(values.token),
      expires_at: new Date(values.now.getTime() + TOKEN_TTL_MS[values.kind]),
      used_at: null,
      created_at: values.now,
      new_email: values.newEmail ?? null,
    })
    .execute();
}

/** Marks open tokens used (of one kind, or all): a revoked link answers like a used one. */
export async function revokeUserTokens(
  db: Executor,
  userId: string,
  now: Date,
  kind?: UserTokenKind,
): Promise<void> {
  let query = db
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null);
  if (kind) query = query.where('kind', '=', kind);
  await query.execute();
}

export type TokenLookup =
  | { state: 'unknown' }
  | { state: 'gone' }
  | {
      state: 'open';
      tokenId: string;
      userId: string;
      companyId: string;
      email: string;
      name: string;
      companyName: string;
      /** The address an `email` token confirms; null for other kinds. */
      newEmail: string | null;
    };

/** Finds a mailed token: unknown, gone (used, revoked, expired, or its user deleted) or open. */
export async function lookUpUserToken(
  db: Executor,
  token: string,
  kind: UserTokenKind,
  now: Date,
): Promise<TokenLookup> {
  const row = await db
    .selectFrom('user_tokens')
    .innerJoin('users', 'users.id', 'user_tokens.user_id')
    .innerJoin('companies', 'companies.id', 'user_tokens.company_id')
    .select([
      'user_tokens.id',
      'user_tokens.user_id',
      'user_tokens.company_id',
      'user_tokens.expires_at',
      'user_tokens.used_at',
      'user_tokens.new_email',
      'users.email',
      'users.name',
      'users.is_deleted',
      'companies.name as company_name',
    ])
    .where('user_tokens.token_hash', '=', hashToken(token))
    .where('user_tokens.kind', '=', kind)
    .executeTakeFirst();
  if (!row) return { state: 'unknown' };
  if (row.used_at || row.is_deleted || new Date(row.expires_at).getTime() <= now.getTime()) {
    return { state: 'gone' };
  }
  return {
    state: 'open',
    tokenId: row.id,
    userId: row.user_id,
    companyId: row.company_id,
    email: row.email,
    name: row.name,
    companyName: row.company_name,
    newEmail: row.new_email,
  };
}

/** Marks the token used; false when a concurrent request used it first (single use even under a race). */
export async function consumeUserToken(db: Executor, tokenId: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
