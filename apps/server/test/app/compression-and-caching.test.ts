import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../../src/plugins/external/compress.js';
import { signedInAdmin } from '../fixtures/records.js';
import { build, type TestApp } from '../helpers/build.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

/** A console build with its build-time `.br` / `.gz` files, as `vite build` writes them. */
async function consoleBuild(): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'qone-console-'));
  onTestFinished(() => rm(dist, { recursive: true, force: true }));
  await mkdir(join(dist, 'assets'));
  const html =
    '<!doctype html><title>Q One</title><script type="module" src="/assets/app-1a2b3c.js"></script>';
  for (const [name, body] of [
    ['index.html', html],
    ['assets/app-1a2b3c.js', script],
  ] as const) {
    await writeFile(join(dist, name), body);
    await writeFile(join(dist, `${name}.br`), brotliCompressSync(body));
    await writeFile(join(dist, `${name}.gz`), gzipSync(body));
  }
  return dist;
}

describe('compression', () => {
  it("sends the build's brotli or gzip file by content negotiation, and the file itself to anyone else", async () => {
    t = await build({ consoleDist: await consoleBuild() });
    const url = '/assets/app-1a2b3c.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    for (const page of ['/', '/company-settings/overview']) {
      const res = await t.app.inject({ method: 'GET', url: page, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding'], page).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), page).toContain('<title>Q One</title>');
    }
  });

  it('compresses JSON answers above the threshold, and leaves small ones alone', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    for (let i = 0; i < 30; i++) {
      await t.db
        .insertInto('user_roles')
        .values({
          id: crypto.randomUUID(),
          company_id: admin.company.id,
          role: `Role ${i}`,
          description: 'x'.repeat(60),
        })
        .execute();
    }
    const big = await t.app.inject({
      method: 'GET',
      url: '/api/user-roles',
      headers: { ...admin.bearer, 'accept-encoding': 'br, gzip' },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(big.rawPayload).toString();
    expect(json.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(JSON.parse(json).data).toHaveLength(30);

    const small = await t.app.inject({
      method: 'GET',
      url: '/api/users/all',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(401);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ error: expect.any(String) });
  });

  it('compresses the OpenAPI document', async () => {
    t = await build();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.yaml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('openapi: 3.1');
  });
});

describe('caching', () => {
  it('keeps hashed assets for a year, revalidates index.html on every load', async () => {
    t = await build({ consoleDist: await consoleBuild() });
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/company-settings/overview']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("never caches the service's JSON, answers and errors alike", async () => {
    t = await build({ consoleDist: await consoleBuild() });
    const admin = await signedInAdmin(t);
    for (const [url, headers, status] of [
      ['/api/user-roles', admin.bearer, 200],
      ['/api/users/all', {}, 401],
      ['/api/nope', {}, 404],
      ['/api/openapi.yaml', {}, 200],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('answers a missing asset with 404, not with the console page', async () => {
    t = await build({ consoleDist: await consoleBuild() });
    for (const url of ['/assets/gone-0a0b0c.js', '/assets/gone.css', '/favicon.ico']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: 'Not found' });
    }
  });
});
