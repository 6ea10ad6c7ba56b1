import type { components } from '@qone/domain/schema';
import { sql } from 'kysely';
import type { Executor } from '../db/index.js';
import type { UserRoleRow } from '../db/types.js';

export type UserRole = components['schemas']['UserRole'];

const toUserRole = (row: Pick<UserRoleRow, 'id' | 'role' | 'description' | 'version'>): UserRole => ({
  _id: row.id,
  role: row.role,
  description: row.description,
  version: row.version,
});

export async function listRoles(db: Executor, companyId: string): Promise<UserRole[]> {
  const rows = await db
    .selectFrom('user_roles')
    .select(['id', 'role', 'description', 'version'])
    .where('company_id', '=', companyId)
    .orderBy(sql`lower(role)`)
    .orderBy('id')
    .execute();
  return rows.map(toUserRole);
}

/** The role; `forUpdate` locks its row until the transaction ends, so writes based on it are judged in turn. */
export async function findRole(
  db: Executor,
  companyId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<UserRole | undefined> {
  let query = db
    .selectFrom('user_roles')
    .select(['id', 'role', 'description', 'version'])
    .where('company_id', '=', companyId)
    .where('id', '=', id);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toUserRole(row);
}

/** Role names are unique per company (case-insensitively): check and write under one per-company lock. */
export async function lockRoleNames(trx: Executor, companyId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`user_roles:${companyId}`}))`.execute(trx);
}

export async function isRoleTaken(
  db: Executor,
  companyId: string,
  role: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('user_roles')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<string>`lower(role)`, '=', role.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertRole(
  db: Executor,
  role: { id: string; companyId: string; role: string; description: string; now?: Date },
): Promise<void> {
  await db
    .insertInto('user_roles')
    .values({
      id: role.id,
      company_id: role.companyId,
      role: role.role,
      description: role.description,
      ...(role.now ? { created_at: role.now } : {}),
    })
    .execute();
}

export async function updateRole(
  db: Executor,
  companyId: string,
  id: string,
  values: { role: string; description: string },
): Promise<UserRole | undefined> {
  const row = await db
    .updateTable('user_roles')
    .set({ role: values.role, description: values.description })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning(['id', 'role', 'description', 'version'])
    .executeTakeFirst();
  return row && toUserRole(row);
}

export async function deleteRole(db: Executor, companyId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('user_roles')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
