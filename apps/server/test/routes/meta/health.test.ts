import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { readDatabaseSettings, readHttpSettings } from '../../../src/config.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('liveness and readiness (GET /api/health/live, /api/health/ready)', () => {
  it('answer without a session, with nothing but a status word, never cached', async () => {
    t = await build();
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.headers.connection).not.toBe('close');
  });

  it('readiness fails once the process drains, liveness does not, and every answer closes its connection', async () => {
    t = await build();
    t.app.services.lifecycle.startDraining();
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: requestMessages.shuttingDown });
    expect(ready.headers.connection).toBe('close');
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.connection).toBe('close');
  });

  it('readiness answers 503 when the database does not answer within its time-out, 200 once it does', async () => {
    // Mail delivered by hand (none is queued): the harness's delivery after each request needs the database, which
    // this test holds until the request has been answered.
    t = await build({ http: { ...readHttpSettings(), readinessTimeoutMs: 100 } }, { deliverMail: 'manual' });
    // Every connection held: PGlite's only one, or the whole PostgreSQL pool, as a long query or a dead server would.
    const pool = process.env.DATABASE_URL ? readDatabaseSettings().poolMax : 1;
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = 0;
    const allHeld = new Promise<void>((resolve) => {
      for (let i = 0; i < readDatabaseSettings().poolMax; i++) {
        void t.db.connection().execute(async () => {
          if (++held === pool) resolve();
          await released;
        });
      }
    });
    await allHeld;
    const waiting = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    release();
    expect(waiting.statusCode).toBe(503);
    expect(waiting.json()).toEqual({ error: requestMessages.databaseUnavailable });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('the usual probe paths of other servers answer a 404 { error }, not the console page', async () => {
    const consoleDist = await mkdtemp(join(tmpdir(), 'qone-console-'));
    onTestFinished(() => rm(consoleDist, { recursive: true, force: true }));
    await writeFile(join(consoleDist, 'index.html'), '<!doctype html><title>Q One</title>');
    t = await build({ consoleDist });
    const page = await t.app.inject({ method: 'GET', url: '/people' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    for (const url of ['/healthz', '/readyz', '/livez', '/health', '/healthz/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: requestMessages.notFound });
    }
  });
});
