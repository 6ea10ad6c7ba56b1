import { afterEach, describe, expect, it } from 'vitest';
import { start, stop } from '../../fixtures/companies.js';
import { createCompany } from '../../fixtures/records.js';
import type { TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => stop(t));

describe('GET /api/companies/alias (getCompanyAlias)', () => {
  it('finds the company by its host (with or without port) or by the alias as the first label; public', async () => {
    t = await start();
    const acme = await createCompany(t, 'Acme Research GmbH');
    await t.db
      .updateTable('companies')
      .set({ alias: 'acme', host: 'console.acme.example' })
      .where('id', '=', acme.id)
      .execute();
    const expected = { data: { companyId: acme.id, alias: 'acme', name: 'Acme Research GmbH' } };
    for (const host of [
      'console.acme.example',
      'CONSOLE.acme.example:8443',
      'acme.qone.app',
      'acme.qone.app:443',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/companies/alias', query: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(res.json()).toEqual(expected);
    }
  });

  it('answers null for a host no company is served on and 400 for a malformed or missing host', async () => {
    t = await start();
    await createCompany(t);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/companies/alias',
      query: { host: 'nobody.example' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ data: null });
    const queries: Record<string, string>[] = [{ host: 'evil.example/path' }, { host: '' }, {}];
    for (const query of queries) {
      const res = await t.app.inject({ method: 'GET', url: '/api/companies/alias', query });
      expect(res.statusCode).toBe(400);
    }
  });

  it('throttles lookups per client address: 429 with Retry-After beyond 120 a minute', async () => {
    t = await start();
    const lookup = (remoteAddress: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/companies/alias',
        query: { host: 'nobody.example' },
        remoteAddress,
      });
    for (let i = 0; i < 120; i++) expect((await lookup('203.0.113.7')).statusCode).toBe(200);
    const throttled = await lookup('203.0.113.7');
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.json()).toEqual({ error: expect.any(String) });
    expect((await lookup('203.0.113.8')).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await lookup('203.0.113.7')).statusCode).toBe(200);
  });
});
