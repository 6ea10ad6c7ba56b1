import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createGroup, createUser, sessionHeaders, signedInAdmin } from '../fixtures/records.js';
import { build, buildSibling, type SiblingApp, type TestApp } from '../helpers/build.js';

/**
 * The user lists the directory cache keeps (src/cache/directory-cache.ts) are kept as they are sent: their JSON and
 * their brotli and gzip bytes, made once per answer instead of on every request, with an ETag of the company's
 * directory version so an unchanged list costs a 304.
 */
let t: TestApp | undefined;
let sibling: SiblingApp | undefined;
afterEach(async () => {
  await sibling?.close();
  await t?.app.close();
  sibling = undefined;
  t = undefined;
});

/** Every list the directory cache serves, and one search of the grid. */
const lists = [
  '/api/users/all',
  '/api/users/invited-users',
  '/api/users?limit=50',
  '/api/users?limit=20&q=member',
];

async function company(app: TestApp) {
  const admin = await signedInAdmin(app);
  // Enough users for every list to be worth compressing.
  for (let i = 0; i < 12; i++) {
    await createUser(app, admin.company.id, {
      email: `member-${i}@acme.test`,
      name: `Member Number ${i}`,
      groupId: admin.group.id,
    });
  }
  return admin;
}

const get = (app: TestApp | SiblingApp, url: string, headers: Record<string, string>) =>
  app.app.inject({ method: 'GET', url, headers });

describe('user lists kept compressed, with an ETag', () => {
  it('send the same JSON plain, as gzip and as brotli, with Vary and one ETag for all three', async () => {
    t = await build();
    const admin = await company(t);
    for (const url of lists) {
      const plain = await get(t, url, { ...admin.bearer, 'accept-encoding': 'identity' });
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const etag = plain.headers.etag;
      expect(etag).toMatch(/^W\/".+"$/);

      const gzip = await get(t, url, { ...admin.bearer, 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload), url).toBe(true);
      expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length);

      const br = await get(t, url, { ...admin.bearer, 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload), url).toBe(true);

      // A client that accepts neither (or says nothing) gets the JSON itself.
      for (const acceptEncoding of [undefined, 'deflate', 'gzip;q=0, br;q=0']) {
        const res = await get(t, url, {
          ...admin.bearer,
          ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
        });
        expect(res.headers['content-encoding'], acceptEncoding).toBeUndefined();
        expect(res.rawPayload.equals(plain.rawPayload)).toBe(true);
      }
      for (const res of [plain, gzip, br]) {
        expect(res.headers.etag).toBe(etag);
        expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
        expect(res.headers['cache-control']).toBe('private, no-cache');
      }
    }
  });

  it('answer 304 to a request holding the ETag, on either server, until another server changes a user', async () => {
    t = await build();
    const admin = await company(t);
    sibling = await buildSibling(t);
    for (const url of lists) {
      const first = await get(t, url, { ...admin.bearer, 'accept-encoding': 'br' });
      const etag = String(first.headers.etag);
      for (const app of [t, sibling]) {
        const again = await get(app, url, {
          ...admin.bearer,
          'accept-encoding': 'br',
          'if-none-match': etag,
        });
        expect(again.statusCode, url).toBe(304);
        expect(again.rawPayload.length).toBe(0);
        expect(again.headers.etag).toBe(etag);
      }
    }
    const before = await Promise.all(lists.map((url) => get(t as TestApp, url, admin.bearer)));

    // A change through the other server: every list of the company has a new ETag and shows it.
    const member = await createUser(t, admin.company.id, {
      email: 'newcomer@acme.test',
      groupId: admin.group.id,
    });
    const renamed = await sibling.app.inject({
      method: 'PUT',
      url: `/api/users/update-userprofile/${member.id}`,
      headers: admin.bearer,
      // A user made by createUser is at its first version.
      payload: { name: 'Member Renamed', email: member.email, phone: '+49 30 1234567', baseVersion: 1 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    for (const [i, url] of lists.entries()) {
      const oldEtag = String(before[i]?.headers.etag);
      const changed = await get(t, url, {
        ...admin.bearer,
        'accept-encoding': 'gzip',
        'if-none-match': oldEtag,
      });
      expect(changed.statusCode, url).toBe(200);
      expect(changed.headers.etag).not.toBe(oldEtag);
      if (!url.includes('q=member'))
        expect(gunzipSync(changed.rawPayload).toString()).toContain('Member Renamed');
    }

    // A write straight into the database (any other process): the same.
    const current = await get(t, '/api/users/all', admin.bearer);
    await t.db.updateTable('users').set({ name: 'Written Directly' }).where('id', '=', member.id).execute();
    const direct = await get(t, '/api/users/all', {
      ...admin.bearer,
      'if-none-match': String(current.headers.etag),
    });
    expect(direct.statusCode).toBe(200);
    expect(direct.headers.etag).not.toBe(current.headers.etag);
    expect(direct.body).toContain('Written Directly');
  });

  it('count every kept copy in the cache’s weight, each made once', async () => {
    t = await build();
    const admin = await company(t);
    const cache = t.app.services.directoryCache;
    const plain = await get(t, '/api/users/all', admin.bearer);
    const afterPlain = cache.bytes;
    const gzip = await get(t, '/api/users/all', { ...admin.bearer, 'accept-encoding': 'gzip' });
    expect(cache.bytes).toBe(afterPlain + gzip.rawPayload.length);
    await get(t, '/api/users/all', { ...admin.bearer, 'accept-encoding': 'gzip' });
    expect(cache.bytes).toBe(afterPlain + gzip.rawPayload.length);
    const br = await get(t, '/api/users/all', { ...admin.bearer, 'accept-encoding': 'br' });
    expect(cache.bytes).toBe(afterPlain + gzip.rawPayload.length + br.rawPayload.length);
    expect(cache.bytes).toBeGreaterThan(plain.rawPayload.length);
  });

  it('gives nobody an answer through an ETag: a caller without the flag gets 403 whatever it holds', async () => {
    t = await build();
    const admin = await company(t);
    const etag = String((await get(t, '/api/users/all', admin.bearer)).headers.etag);
    const editors = await createGroup(t, admin.company.id, { defaults: true }, 'Editors');
    const editor = await createUser(t, admin.company.id, { email: 'editor@acme.test', groupId: editors.id });
    const { bearer } = await sessionHeaders(t, editor);
    // The editor's session reads the same directory version, so the same ETag; still no list for them.
    const res = await get(t, '/api/users/all', { ...bearer, 'if-none-match': etag });
    expect(res.statusCode).toBe(403);
    expect((await get(t, '/api/users/all', { 'if-none-match': etag })).statusCode).toBe(401);
  });
});
