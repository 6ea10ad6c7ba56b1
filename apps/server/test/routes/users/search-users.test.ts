import { afterEach, describe, expect, it } from 'vitest';
import { createUser, sessionHeaders } from '../../fixtures/records.js';
import { get, send, usersWorld } from '../../fixtures/users.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

type Page = {
  data: { name: string; email: string; status: string }[];
  nextCursor: string | null;
  total: number | null;
};

const page = async (headers: Record<string, string>, query = ''): Promise<Page> => {
  const res = await get(t, `/api/users${query}`, headers);
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Every page of a search, following the cursors. */
async function allPages(headers: Record<string, string>, query: string) {
  const pages: Page[] = [];
  let cursor: string | null = null;
  do {
    const separator = query ? '&' : '?';
    pages.push(await page(headers, cursor ? `${query}${separator}cursor=${cursor}` : query));
    cursor = pages.at(-1)?.nextCursor ?? null;
  } while (cursor);
  return pages;
}

describe('GET /api/users (searchUsers)', () => {
  it('pages through the company in name order (case-insensitive, then id), counting the total on the first page', async () => {
    t = await build();
    const { admin } = await usersWorld(t);
    for (const name of ['bob', 'Alice', 'carol', 'Bob', 'dave']) {
      await createUser(t, admin.company.id, {
        name,
        email: `${name.toLowerCase()}${name.length}${Math.random()}@acme.test`,
      });
    }
    const pages = await allPages(admin.bearer, '?limit=2');
    // 5 created + the admin ('Test User') + the member of usersWorld ('Mia Member').
    expect(pages.map((p) => p.total)).toEqual([7, null, null, null]);
    expect(pages.map((p) => p.data.length)).toEqual([2, 2, 2, 1]);
    const names = pages.flatMap((p) => p.data.map((user) => user.name));
    expect(names.map((n) => n.toLowerCase())).toEqual([
      'alice',
      'bob',
      'bob',
      'carol',
      'dave',
      'mia member',
      'test user',
    ]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it('never shows another company’s users, and a page is stable while users are added before it', async () => {
    t = await build();
    const { admin, other } = await usersWorld(t);
    await createUser(t, other.company.id, { name: 'Aaron Outsider', email: 'aaron@other.test' });
    const first = await page(admin.bearer, '?limit=1');
    expect(first.data.map((u) => u.name)).toEqual(['Mia Member']);
    await createUser(t, admin.company.id, { name: 'Aardvark', email: 'aardvark@acme.test' });
    const second = await page(admin.bearer, `?limit=1&cursor=${first.nextCursor}`);
    expect(second.data.map((u) => u.name)).toEqual(['Test User']);
  });

  it('searches name and email, case-insensitively, with % and _ taken literally', async () => {
    t = await build();
    const { admin } = await usersWorld(t);
    await createUser(t, admin.company.id, { name: 'Zoë Weber', email: 'zoe.weber@acme.test' });
    await createUser(t, admin.company.id, { name: '100% Sure', email: 'sure_thing@acme.test' });
    expect((await page(admin.bearer, '?q=WEBER')).data.map((u) => u.name)).toEqual(['Zoë Weber']);
    expect((await page(admin.bearer, '?q=zoe.w')).data.map((u) => u.name)).toEqual(['Zoë Weber']);
    expect((await page(admin.bearer, '?q=%25')).data.map((u) => u.name)).toEqual(['100% Sure']);
    expect((await page(admin.bearer, '?q=e_t')).data.map((u) => u.name)).toEqual(['100% Sure']);
    const none = await page(admin.bearer, '?q=nobody-has-this');
    expect(none).toEqual({ data: [], nextCursor: null, total: 0 });
    // Name and email are matched each on its own: a text running from the end of one into the other finds nobody.
    expect((await page(admin.bearer, '?q=weber%20zoe')).total).toBe(0);
    expect((await page(admin.bearer, '?q=sure%20sure_')).total).toBe(0);
    // The users' changed names are searched at once (the searched text follows every edit).
    await t.app.services.db
      .updateTable('users')
      .set({ name: 'Zoë Keller' })
      .where('name', '=', 'Zoë Weber')
      .execute();
    expect((await page(admin.bearer, '?q=keller')).data.map((u) => u.name)).toEqual(['Zoë Keller']);
  });

  it('filters by status: verified, invited (open link), expired (no open link) and deleted', async () => {
    t = await build();
    const { admin, plainGroup } = await usersWorld(t);
    await createUser(t, admin.company.id, { name: 'Gone', deleted: true });
    await createUser(t, admin.company.id, { name: 'Never linked', password: null });
    const invite = await send(t, 'POST', '/api/users', admin.bearer, {
      name: 'Fresh Invite',
      email: 'fresh@acme.test',
      permissionGroupId: plainGroup.id,
    });
    expect(invite.statusCode).toBe(201);
    let headers = admin.bearer;
    const names = async (status: string) =>
      (await page(headers, `?status=${status}`)).data.map((u) => u.name);
    expect(await names('verified')).toEqual(['Mia Member', 'Test User']);
    expect(await names('deleted')).toEqual(['Gone']);
    expect(await names('invited')).toEqual(['Fresh Invite']);
    expect(await names('expired')).toEqual(['Never linked']);
    // Eight days later the invitation's week is over.
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    headers = (await sessionHeaders(t, admin.user)).bearer;
    expect(await names('invited')).toEqual([]);
    expect(await names('expired')).toEqual(['Fresh Invite', 'Never linked']);
    const expired = (await page(headers, '?status=expired&q=fresh')).data[0];
    expect(expired).toMatchObject({ status: 'invited', invitationExpiresAt: '2026-11-08T09:00:00.000Z' });
  });

  it('refuses a cursor it did not write, and bad limits or statuses, with 400', async () => {
    t = await build();
    const { admin } = await usersWorld(t);
    for (const query of ['?cursor=bm90LWEtY3Vyc29y', '?limit=0', '?limit=201', '?status=active']) {
      const res = await get(t, `/api/users${query}`, admin.bearer);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('needs the settings flag', async () => {
    t = await build();
    const { memberSession } = await usersWorld(t);
    expect((await get(t, '/api/users', memberSession.bearer)).statusCode).toBe(403);
  });
});
