import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Config } from '../../src/config.js';
import { settings, stop, updateCompany, upload } from '../fixtures/companies.js';
import { signedInAdmin } from '../fixtures/records.js';
import { logoUpload, png } from '../fixtures/uploads.js';
import { build, type TestApp } from '../helpers/build.js';

/** What the server hands out to anyone, and the headers that keep it from being misused. */
let t: TestApp | undefined;
afterEach(async () => {
  await stop(t);
  t = undefined;
});

/** The app on a data folder of its own (stop() removes it), with the given settings. */
async function start(overrides: Partial<Config> = {}): Promise<TestApp> {
  return build({ dataDir: await mkdtemp(join(tmpdir(), 'qone-public-files-')), ...overrides });
}

/** A console build as `vite build` writes it, with the files a build may hold that must never be served. */
async function consoleBuild(): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'qone-console-'));
  onTestFinished(() => rm(dist, { recursive: true, force: true }));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Q One</title>');
  await writeFile(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  await writeFile(
    join(dist, 'assets', 'app-1a2b3c.js.map'),
    '{"version":3,"sourcesContent":["secret source"]}',
  );
  await writeFile(join(dist, 'mockServiceWorker.js'), '/* Mock Service Worker */');
  await writeFile(join(dist, '.vite', 'manifest.json'), '{}');
  return dist;
}

describe('public files', () => {
  it('production source maps are never served', async () => {
    t = await start({ consoleDist: await consoleBuild() });
    const map = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.json()).toEqual({ error: 'Not found' });
    expect(map.body).not.toContain('secret source');
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' })).statusCode).toBe(200);
  });

  it('the MSW worker and the build manifest are never served from a production build', async () => {
    t = await start({ consoleDist: await consoleBuild() });
    for (const url of ['/mockServiceWorker.js', '/.vite/manifest.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: 'Not found' });
    }
  });

  it('a logo never saved to a company is not public; a current logo is', async () => {
    t = await start();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const { logo, logoUrl } = (await upload(t, admin.bearer, admin.company.id, logoUpload(png))).json().data;

    expect((await t.app.inject({ method: 'GET', url: logoUrl })).statusCode).toBe(404);
    // Another company's admin cannot see it either, by bearer token or by cookie.
    expect((await t.app.inject({ method: 'GET', url: logoUrl, headers: other.bearer })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: logoUrl, headers: other.cookie })).statusCode).toBe(404);
    // The uploading company's users see it for the settings form's preview, uncached.
    const preview = await t.app.inject({ method: 'GET', url: logoUrl, headers: admin.cookie });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');

    await updateCompany(t, admin.bearer, admin.company.id, { ...settings, logo });
    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=86400');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('answers a logo path that is no stored file name with 404', async () => {
    t = await start();
    for (const url of [
      '/company_logos/..%2Fsecret.png',
      '/company_logos/logo.svg',
      '/company_logos/%00.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('security headers', () => {
  it('HSTS only when PUBLIC_URL is https', async () => {
    t = await start({ publicUrl: 'http://console.test', secureCookies: false });
    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.yaml' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await stop(t);

    t = await start({ publicUrl: 'https://console.example.com', secureCookies: true });
    const secure = await t.app.inject({ method: 'GET', url: '/api/openapi.yaml' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("X-Frame-Options is DENY, as CSP's frame-ancestors 'none' says", async () => {
    t = await start();
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.yaml' });
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
