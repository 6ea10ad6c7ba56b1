import { afterEach, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers.js';

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
