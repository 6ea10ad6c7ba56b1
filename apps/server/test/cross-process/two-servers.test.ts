import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScratchDatabase, scratchDatabase } from '../helpers/scratch-database.js';
import { type ServerProcess, signIn, startServer } from '../helpers/server-process.js';

/**
 * Production is two or more server processes on one PostgreSQL behind a load balancer. These cases run against two
 * real server processes (`npm start`'s program) sharing one fresh database, and pass only if nothing the rules
 * depend on is kept per process. PostgreSQL only: the embedded engine is one process's database by design
 * (src/db/data-dir-lock.ts), so the CI's PostgreSQL leg runs this file.
 */
describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let database: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    database = await scratchDatabase('two_servers', 'postgres');
    const env = { DATABASE_URL: database.databaseUrl, DATA_DIR: database.dataDir };
    // Started at once on an empty database: migrations and the seed must run once between them.
    [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((server) => server.stop()));
    await database?.drop();
  }, 60_000);

  const call = async (
    server: ServerProcess,
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
  ) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...headers,
        'x-requested-with': 'qone-test',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  };

  it('starting both at once seeded one company with one administrator', async () => {
    const auth = await signIn(a);
    const users = await call(b, 'GET', '/api/users/all', auth);
    expect(users.status).toBe(200);
    const emails = (users.body.data as { email: string }[]).map((user) => user.email);
    expect(emails.filter((email) => email === 'admin@example.com')).toHaveLength(1);
  });

  it('a session ended on one process is refused on the other at once', async () => {
    const auth = await signIn(a);
    expect((await call(b, 'GET', '/api/permissions', auth)).status).toBe(200);
    expect((await call(a, 'POST', '/api/users/logout', auth, {})).status).toBe(200);
    expect((await call(b, 'GET', '/api/permissions', auth)).status).toBe(401);
  });

  it('a user invited through one process is listed by the other at once', async () => {
    const auth = await signIn(a);
    const groups = await call(a, 'GET', '/api/permission-groups', auth);
    const group = (groups.body.data as { _id: string }[])[0];
    const invited = await call(a, 'POST', '/api/users', auth, {
      name: 'Ines Cross',
      email: 'ines.cross@example.com',
      permissionGroupId: group?._id,
    });
    expect(invited.status).toBe(201);
    const listed = await call(b, 'GET', '/api/users/all', auth);
    expect((listed.body.data as { email: string }[]).map((user) => user.email)).toContain(
      'ines.cross@example.com',
    );
  });
});
