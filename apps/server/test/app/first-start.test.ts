import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestMessages } from '@qone/domain/messages';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.js';
import { type ServerProcess, startServer } from '../helpers/server-process.js';

/**
 * `npm start` on a fresh folder, as a new admin reads it (issue 23, point 17): the address and the first sign-in come
 * last and stand out, and requests in development are one readable line each — JSON lines stay for production.
 */
const dataDirs: string[] = [];
let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.kill();
  server = undefined;
});
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function freshStart(logFormat: 'pretty' | 'json') {
  const dataDir = mkdtempSync(join(tmpdir(), 'qone-first-start-'));
  dataDirs.push(dataDir);
  return startServer({
    env: { DATABASE_URL: undefined, DATA_DIR: dataDir, ADMIN_PASSWORD: undefined, LOG_FORMAT: logFormat },
    startTimeoutMs: 120_000,
  });
}

describe('first start (point 17)', () => {
  it('prints the address and the one-time credentials last, then one readable line per request', async () => {
    server = await freshStart('pretty');
    const [passwordLine] = await server.waitForOutput(/Password: /);
    const password = passwordLine?.split('Password: ')[1]?.trim() ?? '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const beforeRequests = server.stdout();
    const lines = beforeRequests.trimEnd().split('\n');
    // The banner closes what start-up prints: its rule is the last line, the email and the password inside it.
    const rules = lines.flatMap((line, index) => (/^─{20,}$/.test(line) ? [index] : []));
    expect(rules).toHaveLength(2);
    expect(rules[1]).toBe(lines.length - 1);
    const banner = lines.slice(rules[0], (rules[1] ?? 0) + 1).join('\n');
    expect(banner).toContain(`Q One console: http://localhost:${server.port}/`);
    expect(banner).toContain('Email:    admin@example.com');
    expect(banner).toContain(`Password: ${password}`);
    // Start-up's own log lines are readable, not JSON, and warn of nothing on a sound installation.
    expect(lines.filter((line) => line.startsWith('{'))).toEqual([]);
    expect(lines.filter((line) => /\b(WARN|ERROR)\b/.test(line))).toEqual([]);

    await fetch(`${server.url}/api/health/live`);
    await fetch(`${server.url}/api/users`);
    const [live] = await server.waitForOutput(/GET \/api\/health\/live 200 \d+ ms/);
    const [refused] = await server.waitForOutput(/GET \/api\/users 401 \d+ ms/);
    expect(live).toMatch(/^\[\d\d:\d\d:\d\d(\.\d+)?\] INFO/);
    expect(refused).toBeDefined();
    const afterRequests = server.stdout().slice(beforeRequests.length);
    // One line per request, nothing JSON-shaped, and the password never again.
    expect(afterRequests.trim().split('\n')).toHaveLength(2);
    expect(afterRequests).not.toContain('{');
    expect(server.stdout().split(password).length - 1).toBe(1);
    expect(server.stderr()).not.toContain(password);
  }, 180_000);

  it('writes JSON lines (one per event) with LOG_FORMAT=json, and refuses answer-only media types', async () => {
    server = await freshStart('json');
    await server.waitForOutput(/Password: /);
    await fetch(`${server.url}/api/health/live`);
    const [completed] = await server.waitForOutput(/"msg":"request completed"/);
    expect(JSON.parse(completed ?? '')).toMatchObject({ res: { statusCode: 200 } });
    const logLines = server
      .stdout()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    expect(logLines.length).toBeGreaterThan(2);
    for (const line of logLines) expect(() => JSON.parse(line)).not.toThrow();

    // The media types only answers have no longer warn at start, and a request still may not send them (415).
    for (const type of ['text/html', 'application/yaml', 'application/x-unheard-of']) {
      const res = await fetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: '<p>hello</p>',
      });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: requestMessages.unsupportedMediaType });
    }
  }, 180_000);
});

describe('LOG_FORMAT', () => {
  it('is readable on a terminal and JSON in production, in a pipe, or when asked', () => {
    expect(readConfig({}, true).logFormat).toBe('pretty');
    expect(readConfig({}, false).logFormat).toBe('json');
    expect(readConfig({ NODE_ENV: 'production' }, true).logFormat).toBe('json');
    expect(readConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(readConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => readConfig({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT must be json or pretty/);
  });
});
