import { fullAccess } from '@qone/domain/access';
import { afterEach, describe, expect, it } from 'vitest';
import { DirectoryCache, MAX_CACHED_BYTES } from '../../src/cache/directory-cache.js';
import { storeUserToken } from '../../src/repositories/user-tokens.js';
import { readDirectoryVersion } from '../../src/repositories/users.js';
import { createGroup, createUser, sessionHeaders } from '../fixtures/records.js';
import { get, usersWorld } from '../fixtures/users.js';
import { build, type TestApp } from '../helpers/build.js';

/**
 * User-list answers and sessions are served from memory while the company's user-directory version (migration 0010)
 * is unchanged. Every write below is made straight in the database, as another server process sharing it would:
 * the next request must see it without this process having been told.
 */
let t: TestApp;
afterEach(async () => t?.app.close());

type UserList = {
  data: {
    _id: string;
    name: string;
    permissionGroupName: string | null;
    invitationExpiresAt: string | null;
  }[];
  total?: number | null;
};

const list = async (headers: Record<string, string>, path = '/api/users?limit=50') => {
  const res = await get(t, path, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as UserList;
};

describe('the user-directory version', () => {
  it('changes once per writing transaction, for each table a user list or a session is read from', async () => {
    t = await build();
    const { admin, member, other } = await usersWorld(t);
    const companyId = admin.company.id;
    const version = () => readDirectoryVersion(t.db, companyId);
    const seen = [await version()];
    const expectChanged = async () => {
      const now = await version();
      expect(seen).not.toContain(now);
      seen.push(now);
    };

    await t.db.updateTable('users').set({ name: 'Mia Renamed' }).where('id', '=', member.id).execute();
    await expectChanged();
    await storeUserToken(t.db, {
      token: 'x'.repeat(43),
      companyId,
      userId: member.id,
      kind: 'password',
      now: t.clock.now(),
    });
    await expectChanged();
    await t.db
      .updateTable('permission_groups')
      .set({ name: 'Renamed' })
      .where('id', '=', admin.group.id)
      .execute();
    await expectChanged();
    await createGroup(t, companyId, 'none', 'Another group');
    await expectChanged();
    await t.db.deleteFrom('users').where('id', '=', member.id).execute();
    await expectChanged();

    // Three users in one transaction: the number moves on once, not three times.
    const before = BigInt(await version());
    await t.db.transaction().execute(async (trx) => {
      for (const n of [1, 2, 3]) {
        await trx
          .insertInto('users')
          .values({
            id: crypto.randomUUID(),
            company_id: companyId,
            name: `Bulk ${n}`,
            email: `bulk${n}@acme.test`,
            phone: null,
            password_hash: null,
            permission_group_id: null,
          })
          .execute();
      }
    });
    expect(BigInt(await version())).toBe(before + 1n);

    // Another company's writes leave this company's number alone.
    const unchanged = await version();
    await createUser(t, other.company.id, { email: 'elsewhere@other.test' });
    expect(await version()).toBe(unchanged);
  });

  it('goes with its company: deleting a company with users, links and groups works', async () => {
    t = await build();
    const { other, otherUser } = await usersWorld(t);
    await storeUserToken(t.db, {
      token: 'y'.repeat(43),
      companyId: other.company.id,
      userId: otherUser.id,
      kind: 'password',
      now: t.clock.now(),
    });
    await t.db.deleteFrom('companies').where('id', '=', other.company.id).execute();
    expect(await readDirectoryVersion(t.db, other.company.id)).toBe('0');
  });
});

describe('cached user lists', () => {
  it('show a change made by another process on the next request: names, group names, links, new and removed users', async () => {
    t = await build();
    const { admin, member, plainGroup } = await usersWorld(t);
    const byId = async (id: string) => (await list(admin.bearer)).data.find((user) => user._id === id);
    expect((await byId(member.id))?.name).toBe('Mia Member');
    // Served from memory now: the same answer again.
    expect((await byId(member.id))?.name).toBe('Mia Member');

    await t.db.updateTable('users').set({ name: 'Mia Changed' }).where('id', '=', member.id).execute();
    expect((await byId(member.id))?.name).toBe('Mia Changed');

    await t.db
      .updateTable('permission_groups')
      .set({ name: 'Planners' })
      .where('id', '=', plainGroup.id)
      .execute();
    expect((await byId(member.id))?.permissionGroupName).toBe('Planners');

    const invited = await createUser(t, admin.company.id, { name: 'Ivy Invited', password: null });
    expect((await list(admin.bearer)).total).toBe(3);
    await storeUserToken(t.db, {
      token: 'z'.repeat(43),
      companyId: admin.company.id,
      userId: invited.id,
      kind: 'invite',
      now: t.clock.now(),
    });
    expect((await byId(invited.id))?.invitationExpiresAt).not.toBeNull();

    await t.db.deleteFrom('users').where('id', '=', invited.id).execute();
    expect(await byId(invited.id)).toBeUndefined();

    // The other list operations alike.
    const all = async () => (await list(admin.bearer, '/api/users/all')).data.map((user) => user.name);
    expect(await all()).toContain('Mia Changed');
    await t.db.updateTable('users').set({ name: 'Mia Again' }).where('id', '=', member.id).execute();
    expect(await all()).toContain('Mia Again');
    const invitedTable = async () =>
      (await list(admin.bearer, '/api/users/invited-users')).data.map((user) => user.name);
    expect(await invitedTable()).toContain('Mia Again');
    await t.db.updateTable('users').set({ name: 'Mia Third' }).where('id', '=', member.id).execute();
    expect(await invitedTable()).toContain('Mia Third');
  });

  it('never keep which invitations are open or expired: the time alone changes those', async () => {
    t = await build();
    const { admin } = await usersWorld(t);
    const invited = await createUser(t, admin.company.id, { name: 'Ivy Invited', password: null });
    await storeUserToken(t.db, {
      token: 'w'.repeat(43),
      companyId: admin.company.id,
      userId: invited.id,
      kind: 'invite',
      now: t.clock.now(),
    });
    let headers = admin.bearer;
    const names = async (status: string) =>
      (await list(headers, `/api/users?status=${status}`)).data.map((user) => user.name);
    expect(await names('invited')).toEqual(['Ivy Invited']);
    expect(await names('expired')).toEqual([]);
    t.clock.advance(30 * 24 * 60 * 60 * 1000);
    // A new session for the new day (signing in writes nothing a user list is read from).
    headers = (await sessionHeaders(t, admin.user)).bearer;
    expect(await names('invited')).toEqual([]);
    expect(await names('expired')).toEqual(['Ivy Invited']);
  });

  it('are kept per company', async () => {
    t = await build();
    const { admin, other } = await usersWorld(t);
    const mine = (await list(admin.bearer)).data.map((user) => user._id);
    const theirs = (await list(other.bearer)).data.map((user) => user._id);
    expect(mine.some((id) => theirs.includes(id))).toBe(false);
  });
});

describe('cached sessions', () => {
  it('see a revoked token, a deleted user and a group that lost its access on the next request', async () => {
    t = await build();
    const { admin, member, memberSession } = await usersWorld(t);
    const me = (headers: Record<string, string>) => get(t, '/api/users?limit=1', headers);
    expect((await me(admin.bearer)).statusCode).toBe(200);
    expect((await me(admin.bearer)).statusCode).toBe(200);

    // The admin's group loses `settings` in another process: 403 from now on.
    const access = { ...fullAccess(), settings: false };
    await t.db
      .updateTable('permission_groups')
      .set({ access: JSON.stringify(access) })
      .where('id', '=', admin.group.id)
      .execute();
    expect((await me(admin.bearer)).statusCode).toBe(403);

    // Signed out everywhere (its session rows ended): 401.
    expect((await get(t, '/api/permissions', memberSession.bearer)).statusCode).toBe(200);
    await t.db
      .updateTable('sessions')
      .set({ ended_at: new Date(), ended_reason: 'ended-by-admin' })
      .where('user_id', '=', member.id)
      .execute();
    expect((await get(t, '/api/permissions', memberSession.bearer)).statusCode).toBe(401);

    // Deleted: 401.
    const fresh = await createUser(t, admin.company.id, { email: 'fresh@acme.test' });
    const session = await sessionHeaders(t, fresh);
    expect((await get(t, '/api/permissions', session.bearer)).statusCode).toBe(200);
    await t.db.updateTable('users').set({ is_deleted: true }).where('id', '=', fresh.id).execute();
    expect((await get(t, '/api/permissions', session.bearer)).statusCode).toBe(401);
  });
});

describe('DirectoryCache', () => {
  it('reads once for requests arriving together, again for a new version, and keeps no failed read', async () => {
    const cache = new DirectoryCache();
    let reads = 0;
    const load = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { data: [reads] };
    };
    const size = (answer: { data: number[] }) => answer.data.length;
    const together = await Promise.all(
      Array.from({ length: 10 }, () => cache.read('c1', '1', 'k', load, size)),
    );
    expect(reads).toBe(1);
    expect(new Set(together).size).toBe(1);
    await cache.read('c1', '1', 'k', load, size);
    expect(reads).toBe(1);
    await cache.read('c1', '2', 'k', load, size);
    expect(reads).toBe(2);
    // Another company never gets this company's answer, whatever its version.
    await cache.read('c2', '2', 'k', load, size);
    expect(reads).toBe(3);

    const failing = () => Promise.reject(new Error('database down'));
    await expect(cache.read('c1', '3', 'k', failing, size)).rejects.toThrow('database down');
    expect((await cache.read('c1', '3', 'k', load, size)).data).toEqual([4]);
  });

  it('does not keep an answer too big for it, and still gives it', async () => {
    const cache = new DirectoryCache();
    const huge = { data: [1, 2, 3] };
    expect(
      await cache.read(
        'c1',
        '1',
        'all',
        async () => huge,
        () => MAX_CACHED_BYTES + 1,
      ),
    ).toBe(huge);
    expect(cache.size).toBe(0);
  });
});
