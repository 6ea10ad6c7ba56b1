import { randomUUID } from 'node:crypto';
import { hashPassword } from '../src/auth/passwords.js';
import { issueSession, SESSION_COOKIE } from '../src/auth/session.js';
import { type AccessFlags, emptyAccess, fullAccess } from '../src/domain/access.js';
import type { TestApp } from './helpers.js';

/** Rows made directly in the database, so a test states only what it is about. */

export async function createCompany(t: TestApp, name = 'Acme') {
  const id = randomUUID();
  await t.db
    .insertInto('companies')
    .values({
      id,
      name,
      alias: null,
      host: null,
      invoice_email: '',
      invoice_address: '',
      vat: '',
      contact_person: '',
      logo: '',
      plan: 'Standard',
      last_invoice_date: null,
      next_invoice_date: null,
    })
    .execute();
  return { id, name };
}

export async function createGroup(
  t: TestApp,
  companyId: string,
  access: Partial<AccessFlags> | 'full' | 'none' = 'full',
  name = 'Administration',
) {
  const id = randomUUID();
  const value =
    access === 'full' ? fullAccess() : access === 'none' ? emptyAccess() : { ...emptyAccess(), ...access };
  await t.db
    .insertInto('permission_groups')
    .values({
      id,
      company_id: companyId,
      name,
      description: 'A group made by a test fixture for its own purposes.',
      access: JSON.stringify(value),
    })
    .execute();
  return { id, name, access: value };
}

export interface FixtureUser {
  id: string;
  companyId: string;
  email: string;
  name: string;
  password: string | null;
  permissionGroupId: string | null;
}

/** A verified user (with password) unless `password: null` (an invited user). */
export async function createUser(
  t: TestApp,
  companyId: string,
  options: {
    email?: string;
    name?: string;
    password?: string | null;
    groupId?: string | null;
    deleted?: boolean;
  } = {},
): Promise<FixtureUser> {
  const id = randomUUID();
  const email = options.email ?? `user-${id.slice(0, 8)}@example.com`;
  const name = options.name ?? 'Test User';
  const password = options.password === undefined ? 'correct horse battery staple' : options.password;
  await t.db
    .insertInto('users')
    .values({
      id,
      company_id: companyId,
      name,
      email,
      phone: null,
      password_hash: password ? await hashPassword(password) : null,
      permission_group_id: options.groupId ?? null,
      is_deleted: options.deleted ?? false,
    })
    .execute();
  return { id, companyId, email, name, password, permissionGroupId: options.groupId ?? null };
}

/** A company with an admin holding the given flags, ready to call the API. */
export async function signedInAdmin(t: TestApp, access: Partial<AccessFlags> | 'full' | 'none' = 'full') {
  const company = await createCompany(t);
  const group = await createGroup(t, company.id, access);
  const user = await createUser(t, company.id, {
    groupId: group.id,
    email: `admin-${company.id.slice(0, 6)}@acme.test`,
  });
  return { company, group, user, ...(await sessionHeaders(t, user)) };
}

/** Bearer and cookie headers for a user's current token version (no login round trip). */
export async function sessionHeaders(t: TestApp, user: { id: string }) {
  const row = await t.db
    .selectFrom('users')
    .select(['id', 'company_id', 'token_version'])
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  const token = issueSession(t.app.services, row);
  return {
    token,
    bearer: { authorization: `Bearer ${token}` },
    /** Cookie session as the console sends it, with the console's CSRF header. */
    cookie: { cookie: `${SESSION_COOKIE}=${token}`, 'x-requested-with': 'qone-console' },
  };
}
