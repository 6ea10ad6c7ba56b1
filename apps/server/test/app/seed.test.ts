import { ACCESS_FLAG_NAMES } from '@qone/domain/access';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_COMPANY_ID, seed } from '../../src/seed.js';
import { bearer, login } from '../fixtures/auth.js';
import { createCompany, createUser } from '../fixtures/records.js';
import { build, type TestApp } from '../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

const tables = [
  'companies',
  'users',
  'permission_groups',
  'panels',
  'user_roles',
  'languages',
  'user_tokens',
] as const;

async function counts() {
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

describe('seed', () => {
  it('creates the demo company once; a second run changes nothing and generates no new password', async () => {
    t = await build({ adminPassword: undefined });
    const first = await seed(t.app.services, t.app.log);
    expect(first.generatedAdminPassword).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const after = await counts();
    expect(after).toMatchObject({ companies: 1, panels: 3, user_roles: 3, languages: 3, user_tokens: 0 });
    expect(after.permission_groups).toBe(4);

    const usersBefore = await t.db.selectFrom('users').selectAll().orderBy('id').execute();
    const second = await seed(t.app.services, t.app.log);
    expect(second.generatedAdminPassword).toBeUndefined();
    expect(await counts()).toEqual(after);
    expect(await t.db.selectFrom('users').selectAll().orderBy('id').execute()).toEqual(usersBefore);

    const res = await login(t, 'admin@example.com', first.generatedAdminPassword as string);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      companyId: DEMO_COMPANY_ID,
      permissionGroupName: 'Administration',
    });
    expect(Object.values(res.json().permissions).every(Boolean)).toBe(true);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD when set, and reports no generated password', async () => {
    t = await build({ adminEmail: 'owner@demo.test', adminPassword: 'a chosen admin passphrase' });
    const report = await seed(t.app.services, t.app.log);
    expect(report.generatedAdminPassword).toBeUndefined();
    expect((await login(t, 'owner@demo.test', 'a chosen admin passphrase')).statusCode).toBe(200);
    expect((await login(t, 'admin@example.com', 'a chosen admin passphrase')).statusCode).toBe(401);
  });

  it('never writes the admin password to the log', async () => {
    t = await build({ adminPassword: 'a chosen admin passphrase' });
    await seed(t.app.services, t.app.log);
    expect(t.logLines.join('\n')).not.toContain('a chosen admin passphrase');
    await t.app.close();
    t = await build({ adminPassword: undefined });
    const report = await seed(t.app.services, t.app.log);
    expect(t.logLines.join('\n')).not.toContain(report.generatedAdminPassword as string);
  });

  it('seeds an Administration group with every flag on and three sample groups with descriptions of 20+ characters', async () => {
    t = await build({ adminPassword: 'a chosen admin passphrase' });
    await seed(t.app.services, t.app.log);
    const groups = await t.db
      .selectFrom('permission_groups')
      .select(['name', 'description', 'access'])
      .orderBy('name')
      .execute();
    expect(groups.map((g) => g.name)).toEqual([
      'Administration',
      'Panel Operators',
      'Project Managers',
      'Read Only',
    ]);
    const panels = await t.db.selectFrom('panels').select('id').execute();
    for (const group of groups) expect(group.description.length).toBeGreaterThanOrEqual(20);
    const admin = groups[0]?.access as Record<string, unknown> & {
      panelMap: Record<string, Record<string, boolean>>;
    };
    for (const flag of ACCESS_FLAG_NAMES) expect(admin[flag]).toBe(true);
    expect(Object.keys(admin.panelMap).sort()).toEqual(panels.map((p) => p.id).sort());
    for (const row of Object.values(admin.panelMap)) expect(Object.values(row).every(Boolean)).toBe(true);
    const readOnly = groups[3]?.access as Record<string, unknown>;
    expect(readOnly.settings).toBe(false);
  });

  it('seeds users in every state, visible through the API', async () => {
    t = await build({ adminPassword: 'a chosen admin passphrase' });
    await seed(t.app.services, t.app.log);
    const token = (await login(t, 'admin@example.com', 'a chosen admin passphrase')).json().token as string;
    const all = await t.app.inject({ method: 'GET', url: '/api/users/all', headers: bearer(token) });
    const statuses = new Set((all.json().data as { status: string }[]).map((u) => u.status));
    expect(statuses).toEqual(new Set(['verified', 'invited', 'deleted']));
    const invited = await t.app.inject({
      method: 'GET',
      url: '/api/users/invited-users',
      headers: bearer(token),
    });
    expect((invited.json().data as unknown[]).length).toBeGreaterThanOrEqual(1);
  });

  it('seeds English (default), German and French, all enabled', async () => {
    t = await build({ adminPassword: 'a chosen admin passphrase' });
    await seed(t.app.services, t.app.log);
    const languages = await t.db
      .selectFrom('languages')
      .select(['code', 'name', 'custom_code', 'enabled', 'is_default'])
      .orderBy('code')
      .execute();
    // ISO 639-2 bibliographic codes, with the short codes the console's language selects use.
    expect(languages).toEqual([
      { code: 'eng', name: 'English', custom_code: 'en', enabled: true, is_default: true },
      { code: 'fre', name: 'French', custom_code: 'fr', enabled: true, is_default: false },
      { code: 'ger', name: 'German', custom_code: 'de', enabled: true, is_default: false },
    ]);
  });

  it('gives an admin email that already signs in elsewhere an account of its own in the demo company', async () => {
    t = await build({ adminPassword: 'a chosen admin passphrase' });
    const company = await createCompany(t, 'Signed up earlier');
    await createUser(t, company.id, { email: 'admin@example.com', password: 'the owner own passphrase' });
    await seed(t.app.services, t.app.log);
    const elsewhere = { companyId: company.id };
    const demo = { companyId: DEMO_COMPANY_ID };
    expect((await login(t, 'admin@example.com', 'the owner own passphrase', elsewhere)).statusCode).toBe(200);
    expect((await login(t, 'admin@example.com', 'a chosen admin passphrase', elsewhere)).statusCode).toBe(
      401,
    );
    expect((await login(t, 'admin@example.com', 'a chosen admin passphrase', demo)).statusCode).toBe(200);
    expect((await login(t, 'admin@example.com', 'the owner own passphrase', demo)).statusCode).toBe(401);
  });
});
