import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { throttlePolicies } from '../../src/auth/throttle.js';
import { signedInAdmin } from '../fixtures/records.js';
import { build, type TestApp } from '../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('app', () => {
  it('serves the contract at /api/openapi.yaml', async () => {
    t = await build();
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.yaml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/yaml');
    expect(res.body).toContain('openapi: 3.1');
  });

  it('sets security headers on every response', async () => {
    t = await build();
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.yaml' });
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
  });

  it('answers 401 { error } on a protected operation without a session', async () => {
    t = await build();
    const res = await t.app.inject({ method: 'GET', url: '/api/users/all' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('answers 404 { error } for an unknown API path', async () => {
    t = await build();
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });

  it('answers 400 { error } for a body that is not JSON', async () => {
    t = await build();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON' });
  });

  it('answers 400 { error } for a field the contract does not list', async () => {
    t = await build();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password',
      payload: { email: 'a@b.co', admin: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('admin');
  });
});

describe('request validation', () => {
  it('takes body types exactly as the contract says: no coercion of JSON values', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const asString = await t.app.inject({
      method: 'PUT',
      url: `/api/permission-groups/${admin.group.id}`,
      headers: admin.bearer,
      payload: { id: admin.group.id, target: 'projects', value: 'true' },
    });
    expect(asString.statusCode).toBe(400);
    expect(asString.json()).toEqual({ error: expect.any(String) });
    const asNumber = await t.app.inject({
      method: 'POST',
      url: '/api/user-roles',
      headers: admin.bearer,
      payload: { role: 42, description: 'A role whose name was sent as a number.' },
    });
    expect(asNumber.statusCode).toBe(400);
    const stored = await t.db.selectFrom('user_roles').select('role').execute();
    expect(stored).toEqual([]);
  });

  it('still reads path and query strings as the contract types them', async () => {
    t = await build();
    const res = await t.app.inject({ method: 'GET', url: '/api/companies/alias?host=console.example.com' });
    expect(res.statusCode).toBe(200);
  });
});

describe('static files', () => {
  it("serves the console's build, its index.html for any other page, and 404 { error } for the rest", async () => {
    const consoleDist = await mkdtemp(join(tmpdir(), 'qone-console-'));
    onTestFinished(() => rm(consoleDist, { recursive: true, force: true }));
    await mkdir(join(consoleDist, 'assets'));
    await writeFile(join(consoleDist, 'index.html'), '<!doctype html><title>Q One</title>');
    await writeFile(join(consoleDist, 'assets', 'app.js'), 'console.log(1)');
    t = await build({ consoleDist });

    const page = await t.app.inject({ method: 'GET', url: '/settings/users' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Q One</title>');
    expect(page.headers['content-security-policy']).toBeDefined();
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');

    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/company_logos/missing.png'],
      ['POST', '/settings/users'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found' });
    }
  });
});

describe('request rates', () => {
  it('limit only the operations that name a rate policy', async () => {
    t = await build();
    const lookup = await t.app.inject({
      method: 'GET',
      url: '/api/companies/alias',
      query: { host: 'x.example' },
    });
    expect(lookup.headers['x-ratelimit-limit']).toBe(String(throttlePolicies.publicLookupPerIp.max));
    for (const url of ['/api/openapi.yaml', '/api/users/invitations/not-a-token', '/api/users/all']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-ratelimit-limit'], url).toBeUndefined();
    }
  });
});
