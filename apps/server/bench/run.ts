/**
 * `npm run bench -w @qone/server` (not part of `npm test`): load figures for sign-in and the user list.
 *
 * Starts the app on a free loopback port over PGlite in a temporary folder (and again over PostgreSQL when
 * DATABASE_URL is set), seeds one company with 1,000 users, and runs autocannon against
 *   - POST /api/users/login   (argon2id-bound by design: every request verifies a password), and
 *   - GET  /api/users/all     (authenticated with a bearer token; lists all 1,000 users).
 * Prints requests per second and p50/p99 latency and writes them to bench/results/<engine>.json.
 * Sign-in throttling counts failures only, and every request here uses the right password, so no request is
 * refused with 429 however many come from 127.0.0.1.
 *
 * BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 10) bound the load.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { hashPassword } from '../src/auth/passwords.js';
import { readConfig } from '../src/config.js';
import { refreshStatistics } from '../src/db/index.js';
import { insertCompany } from '../src/repositories/companies.js';
import { insertAdministrationGroup } from '../src/repositories/permission-groups.js';
import { type PeopleCompany, seedPeople } from './people.js';

const USERS = 1_000;
/** The size user management is built for. */
const PEOPLE = 10_000;
const PASSWORD = 'bench password that is long enough';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');

type Engine = 'pglite' | 'postgres';

interface Figures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

interface Seeded {
  companyId: string;
  emails: string[];
}

/** One company, a full-access group and 1,000 verified users sharing one password hash (hashing each costs ~35 ms). */
async function seedCompany(app: FastifyInstance, runId: string): Promise<Seeded> {
  const db = app.services.db;
  const companyId = randomUUID();
  await insertCompany(db, { id: companyId, name: `Bench ${runId}`, now: new Date() });
  const groupId = await insertAdministrationGroup(db, companyId, new Date());
  const passwordHash = await hashPassword(PASSWORD);
  const emails = Array.from({ length: USERS }, (_, i) => `bench-${runId}-${i}@bench.example`);
  for (let start = 0; start < USERS; start += 250) {
    await db
      .insertInto('users')
      .values(
        emails.slice(start, start + 250).map((email, i) => ({
          id: randomUUID(),
          company_id: companyId,
          name: `Bench User ${start + i}`,
          email,
          phone: null,
          password_hash: passwordHash,
          permission_group_id: groupId,
        })),
      )
      .execute();
  }
  return { companyId, emails };
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const figures = (result: autocannon.Result): Figures => ({
  requestsPerSecond: Math.round(result.requests.average * 10) / 10,
  latencyP50Ms: result.latency.p50,
  latencyP99Ms: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
});

async function bench(engine: Engine, databaseUrl: string | undefined): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), `qone-bench-${engine}-`));
  const config = {
    ...readConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' }),
    databaseUrl,
  };
  const app = await buildApp({ config, logger: false });
  const runId = randomUUID().slice(0, 8);
  let seeded: Seeded | undefined;
  let people: PeopleCompany[] = [];
  try {
    process.stdout.write(`\n[${engine}] seeding ${USERS} users…\n`);
    seeded = await seedCompany(app, runId);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;

    const emails = seeded.emails;
    let next = 0;
    const login = await run({
      url: `${base}/api/users/login`,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({ email: emails[next++ % emails.length], password: PASSWORD }),
          }),
        },
      ],
    });

    const signIn = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: emails[0], password: PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in for the list benchmark failed: ${signIn.status}`);
    const { token } = (await signIn.json()) as { token: string };
    const list = await run({
      url: `${base}/api/users/all`,
      connections,
      duration,
      headers: { authorization: `Bearer ${token}` },
    });

    // User management: the grid's pages over 10,000 users, and the whole list of a company of 1,000.
    const signInAs = async (email: string) => {
      const res = await fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
      return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
    };
    process.stdout.write(`[${engine}] seeding ${PEOPLE} users for user management…\n`);
    people = [await seedPeople(app, PEOPLE, PASSWORD, runId), await seedPeople(app, USERS, PASSWORD, runId)];
    // As the server does when it starts on PGlite (which has no autovacuum): plan with the seeded sizes.
    await refreshStatistics(app.services.db);
    const [many, thousand] = people;
    if (!many || !thousand) throw new Error('no people seeded');
    const manyHeaders = await signInAs(many.adminEmail);
    const deep = await fetch(`${base}/api/users?limit=50&q=`, { headers: manyHeaders });
    let cursor = ((await deep.json()) as { nextCursor: string }).nextCursor;
    for (let i = 0; i < 100; i += 1) {
      const next = await fetch(`${base}/api/users?limit=50&cursor=${cursor}`, { headers: manyHeaders });
      cursor = ((await next.json()) as { nextCursor: string }).nextCursor;
    }
    const pageRun = (path: string, headers: Record<string, string>) =>
      run({ url: `${base}${path}`, connections, duration, headers });
    const searchFirstPage = await pageRun('/api/users?limit=50', manyHeaders);
    const searchDeepPage = await pageRun(`/api/users?limit=50&cursor=${cursor}`, manyHeaders);
    const searchText = await pageRun('/api/users?limit=50&q=weber', manyHeaders);
    const listThousand = await pageRun('/api/users/all', await signInAs(thousand.adminEmail));

    const results = {
      engine,
      users: USERS,
      durationSeconds: duration,
      connections,
      node: process.version,
      at: new Date().toISOString(),
      login: figures(login),
      listUsers: figures(list),
      people: {
        users: PEOPLE,
        searchUsersFirstPage: figures(searchFirstPage),
        searchUsersPage100: figures(searchDeepPage),
        searchUsersByText: figures(searchText),
        listUsersOf1000: figures(listThousand),
      },
    };
    await mkdir(resultsDir, { recursive: true });
    await writeFile(join(resultsDir, `${engine}.json`), `${JSON.stringify(results, null, 2)}\n`);
    for (const [name, f] of [
      ['POST /api/users/login', results.login],
      ['GET  /api/users/all  ', results.listUsers],
      ['GET  /api/users?limit=50 (10,000 users)        ', results.people.searchUsersFirstPage],
      ['GET  /api/users?limit=50&cursor=… (page 101)   ', results.people.searchUsersPage100],
      ['GET  /api/users?limit=50&q=weber               ', results.people.searchUsersByText],
      ['GET  /api/users/all (1,000 users, bench:people)', results.people.listUsersOf1000],
    ] as const) {
      process.stdout.write(
        `[${engine}] ${name}  ${f.requestsPerSecond} req/s  p50 ${f.latencyP50Ms} ms  p99 ${f.latencyP99Ms} ms` +
          `  (${f.requests} requests, ${f.non2xx} non-2xx, ${f.errors} errors)\n`,
      );
    }
  } finally {
    // On a shared PostgreSQL database the benchmark's company goes again (users and groups cascade).
    if (seeded) await app.services.db.deleteFrom('companies').where('id', '=', seeded.companyId).execute();
    for (const company of people) {
      await app.services.db.deleteFrom('companies').where('id', '=', company.companyId).execute();
    }
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await bench('pglite', undefined);
if (process.env.DATABASE_URL) await bench('postgres', process.env.DATABASE_URL);
process.stdout.write(`\nResults in ${resultsDir}\n`);
