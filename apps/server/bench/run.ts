/**
 * `npm run bench -w @qone/server` (not part of `npm test`): load figures for the API's operations, on PGlite and —
 * when DATABASE_URL is set (bench/postgres.sh sets it to a throwaway server) — on PostgreSQL.
 *
 * Starts the app on a free loopback port over a fresh PGlite folder (then over PostgreSQL), seeds one company with
 * 1,000 users, and runs autocannon against each operation of `operations` below in turn: requests per second,
 * p50/p99 latency, and non-2xx answers. An operation that answers 501 (its issue has not landed) is listed as
 * skipped: it joins the figures by itself once it is implemented; add new operations to the list as they come.
 * Writes bench/results/<engine>.json with the machine the figures came from (cores, CPU, Node, database and its
 * version, load average before and after).
 *
 * Then the translation sheet's largest allowed upload with another company's requests meanwhile (bench/sheet.ts).
 *
 * BENCH_DURATION (seconds per operation, default 10) and BENCH_CONNECTIONS (default 10) bound the load; BENCH_ONLY keeps
 * the operations whose name contains its text (and the sheet upload when its name does); BENCH_SHEET_UPLOADS (default
 * 3) is how many times the sheet is uploaded.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { refreshStatistics } from '../src/db/index.js';
import { type SeededCompany, seedCompany } from './company.js';
import { figures, run } from './load.js';
import { type PeopleCompany, seedPeople } from './people.js';
import { benchSheetUpload, retryOnReset, SHEET_BENCH, type SheetUploadFigures } from './sheet.js';

const USERS = 1_000;
/** The company whose whole user list (`GET /api/users/all`, about 774 KB of JSON) is measured compressed. */
const LIST_USERS = 2_000;
/** The size user management is built for: the grid's pages are measured over a company of this many. */
const PEOPLE = 10_000;
const PASSWORD = 'bench password that is long enough';
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Only the operations whose name contains this text (e.g. BENCH_ONLY='GET /api/users'), for a quick look. */
const only = process.env.BENCH_ONLY ?? '';
const sheetUploads = Number(process.env.BENCH_SHEET_UPLOADS ?? 3);
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');

type Engine = 'pglite' | 'postgres';

interface Seeded {
  companyId: string;
  groupId: string;
  emails: string[];
  /** The company of PEOPLE users, and the cursor of its user list's page 101. */
  people: PeopleCompany & { page101Cursor: string };
  /** The ETag of the LIST_USERS company's `GET /api/users/all`, for the conditional request. */
  listEtag: string;
}

interface Operation {
  /** What the row is called: method, path and what makes it particular. */
  name: string;
  method?: 'GET' | 'POST' | 'PUT';
  path: (seeded: Seeded) => string;
  /** Sent signed in as the first user (a bearer token), unless false. */
  signedIn?: boolean;
  /** Sent signed in as the admin of the company of PEOPLE users instead. */
  asPeopleAdmin?: boolean;
  /** Sent signed in as a user of the company of LIST_USERS users instead. */
  asListUser?: boolean;
  headersFrom?: (seeded: Seeded) => Record<string, string>;
  headers?: Record<string, string>;
  /** A new body for every request. */
  body?: (seeded: Seeded) => unknown;
  /** A new path for every request (after the first, which `path` gives). */
  nextPath?: (seeded: Seeded) => string;
}

const rotating = (emails: string[]) => {
  let next = 0;
  return () => emails[next++ % emails.length] ?? '';
};

/** Searches no request has made before: a first name and a number ("anna 4711"), 10,000 of them in turn. */
function newSearch() {
  const names = ['anna', 'ben', 'clara', 'emma', 'jonas'];
  let next = 1;
  return () => {
    const n = next++;
    return `/api/users?limit=50&q=${names[n % names.length]}+${n % 10_000}`;
  };
}

/** The operations measured, in order. Add an operation here when its issue lands. */
function operations(seeded: Seeded): Operation[] {
  const nextEmail = rotating(seeded.emails);
  return [
    {
      // argon2id-bound by design: every request verifies a password (m = 19 MiB, t = 2: ~35 ms of one core).
      name: 'POST /api/users/login (argon2id)',
      method: 'POST',
      path: () => '/api/users/login',
      signedIn: false,
      body: () => ({ email: nextEmail(), password: PASSWORD }),
    },
    { name: 'GET /api/users/all (1,000 users)', path: () => '/api/users/all' },
    {
      name: 'GET /api/users/all (1,000 users, brotli as browsers ask)',
      path: () => '/api/users/all',
      headers: { 'accept-encoding': 'br, gzip' },
    },
    { name: 'GET /api/users/all, 2,000 users, plain', path: () => '/api/users/all', asListUser: true },
    {
      // Target (issue 20): p99 ≤ 100 ms at 10 connections. The cached answer keeps its gzip and brotli bytes.
      name: 'GET /api/users/all, 2,000 users, gzip',
      path: () => '/api/users/all',
      asListUser: true,
      headers: { 'accept-encoding': 'gzip' },
    },
    {
      name: 'GET /api/users/all, 2,000 users, brotli',
      path: () => '/api/users/all',
      asListUser: true,
      headers: { 'accept-encoding': 'br, gzip' },
    },
    {
      name: 'GET /api/users/all, 2,000 users, If-None-Match (304)',
      path: () => '/api/users/all',
      asListUser: true,
      headers: { 'accept-encoding': 'br, gzip' },
      headersFrom: (s): Record<string, string> => (s.listEtag ? { 'if-none-match': s.listEtag } : {}),
    },
    { name: 'GET /api/users/invited-users', path: () => '/api/users/invited-users' },
    {
      name: 'GET /api/users?limit=50 (10,000 users)',
      path: () => '/api/users?limit=50',
      asPeopleAdmin: true,
    },
    {
      name: 'GET /api/users?limit=50&cursor=… (page 101 of 10,000 users)',
      path: (s) => `/api/users?limit=50&cursor=${s.people.page101Cursor}`,
      asPeopleAdmin: true,
    },
    {
      name: 'GET /api/users?limit=50&q=weber (10,000 users)',
      path: () => '/api/users?limit=50&q=weber',
      asPeopleAdmin: true,
    },
    {
      // Answers are kept while nothing of the company's users changes (src/cache/directory-cache.ts): a search
      // never asked before is read from the database, and so is every one here (10,000 different texts, more than
      // the cache keeps).
      name: 'GET /api/users?limit=50&q=<a new text each time> (10,000 users, never cached)',
      path: () => '/api/users?limit=50&q=anna+0',
      nextPath: newSearch(),
      asPeopleAdmin: true,
    },
    { name: 'GET /api/permissions', path: () => '/api/permissions' },
    { name: 'GET /api/permission-groups', path: () => '/api/permission-groups' },
    { name: 'GET /api/permission-groups/{id}', path: (s) => `/api/permission-groups/${s.groupId}` },
    { name: 'GET /api/companies/{id}', path: (s) => `/api/companies/${s.companyId}` },
    { name: 'GET /api/companies/auth', path: () => '/api/companies/auth' },
    { name: 'GET /api/dashboard/summary', path: () => '/api/dashboard/summary' },
    { name: 'GET /api/user-roles', path: () => '/api/user-roles' },
    { name: 'GET /api/defaults', path: () => '/api/defaults?type=email' },
    { name: 'GET /api/languages', path: () => '/api/languages' },
    { name: 'GET /api/time-zones', path: () => '/api/time-zones' },
    { name: 'GET /api/platform-settings/domains', path: () => '/api/platform-settings/domains' },
    { name: 'GET /api/platform-settings/mailers', path: () => '/api/platform-settings/mailers' },
    { name: 'GET /api/legal-documents', path: () => '/api/legal-documents' },
    {
      name: 'GET /api/openapi.yaml (brotli)',
      path: () => '/api/openapi.yaml',
      headers: { 'accept-encoding': 'br' },
    },
  ];
}

const rounded = (values: number[]) => values.map((value) => Math.round(value * 100) / 100);

async function bench(engine: Engine, databaseUrl: string | undefined): Promise<void> {
  const loadBefore = loadavg();
  const dataDir = await mkdtemp(join(tmpdir(), `qone-bench-${engine}-`));
  const config = {
    ...readConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' }),
    databaseUrl,
  };
  const app = await buildApp({ config, logger: false });
  const runId = randomUUID().slice(0, 8);
  let company: SeededCompany | undefined;
  let list: SeededCompany | undefined;
  let people: PeopleCompany | undefined;
  let sheetCompany: SeededCompany | undefined;
  try {
    const { rows } = await sql<{ version: string }>`select version() as version`.execute(app.services.db);
    const databaseVersion = rows[0]?.version ?? 'unknown';
    process.stdout.write(`\n[${engine}] ${databaseVersion}\n[${engine}] seeding ${USERS} users…\n`);
    company = await seedCompany(app.services.db, { runId, users: USERS, password: PASSWORD });
    process.stdout.write(`[${engine}] seeding ${LIST_USERS} users for the whole list…\n`);
    list = await seedCompany(app.services.db, { runId, users: LIST_USERS, password: PASSWORD });
    process.stdout.write(`[${engine}] seeding ${PEOPLE} users for user management…\n`);
    people = await seedPeople(app, PEOPLE, PASSWORD, runId);
    // As the server does when it starts on PGlite (which has no autovacuum): plan with the seeded sizes.
    await refreshStatistics(app.services.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;

    const signInAs = async (email: string | undefined) => {
      const res = await fetch(`${base}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (!res.ok) throw new Error(`sign-in of ${email} for the benchmark failed: ${res.status}`);
      return ((await res.json()) as { token: string }).token;
    };
    const token = await signInAs(company.emails[0]);
    const peopleToken = await signInAs(people.adminEmail);
    const listToken = await signInAs(list.emails[0]);
    const listAnswer = await fetch(`${base}/api/users/all`, {
      headers: { authorization: `Bearer ${listToken}` },
    });
    await listAnswer.arrayBuffer();
    // Page 101 of the user list: a hundred pages along the keyset.
    let cursor = '';
    for (let page = 0; page < 100; page += 1) {
      const res = await fetch(`${base}/api/users?limit=50${cursor ? `&cursor=${cursor}` : ''}`, {
        headers: { authorization: `Bearer ${peopleToken}` },
      });
      cursor = ((await res.json()) as { nextCursor: string }).nextCursor;
    }
    const seeded: Seeded = {
      ...company,
      people: { ...people, page101Cursor: cursor },
      listEtag: listAnswer.headers.get('etag') ?? '',
    };

    const measured: Record<string, ReturnType<typeof figures>> = {};
    const skipped: string[] = [];
    for (const operation of operations(seeded).filter((o) => o.name.includes(only))) {
      const url = `${base}${operation.path(seeded)}`;
      const headers: Record<string, string> = {
        ...(operation.signedIn === false
          ? {}
          : {
              authorization: `Bearer ${operation.asPeopleAdmin ? peopleToken : operation.asListUser ? listToken : token}`,
            }),
        ...(operation.body ? { 'content-type': 'application/json' } : {}),
        ...operation.headers,
        ...operation.headersFrom?.(seeded),
      };
      const probe = await fetch(url, {
        method: operation.method ?? 'GET',
        headers,
        ...(operation.body ? { body: JSON.stringify(operation.body(seeded)) } : {}),
      });
      await probe.arrayBuffer();
      if (probe.status === 501) {
        skipped.push(operation.name);
        continue;
      }
      const { body, nextPath } = operation;
      const result = await run({
        url,
        connections,
        duration,
        headers,
        requests: [
          {
            method: operation.method ?? 'GET',
            ...(body
              ? { setupRequest: (request) => ({ ...request, body: JSON.stringify(body(seeded)) }) }
              : {}),
            ...(nextPath ? { setupRequest: (request) => ({ ...request, path: nextPath(seeded) }) } : {}),
          },
        ],
      });
      const f = figures(result);
      measured[operation.name] = f;
      process.stdout.write(
        `[${engine}] ${operation.name.padEnd(58)} ${String(f.requestsPerSecond).padStart(7)} req/s` +
          `  p50 ${f.latencyP50Ms} ms  p99 ${f.latencyP99Ms} ms  (${f.requests} requests, ${f.non2xx} non-2xx)\n`,
      );
    }
    if (skipped.length)
      process.stdout.write(`[${engine}] not implemented yet (501): ${skipped.join(', ')}\n`);

    let sheetUpload: SheetUploadFigures | undefined;
    if (SHEET_BENCH.includes(only)) {
      process.stdout.write(`[${engine}] seeding 20,000 page segments for the translation sheet…\n`);
      sheetCompany = await seedCompany(app.services.db, { runId, users: 1, password: PASSWORD });
      sheetUpload = await benchSheetUpload({
        db: app.services.db,
        base,
        companyId: sheetCompany.companyId,
        uploaderToken: await retryOnReset(() => signInAs(sheetCompany?.emails[0])),
        otherToken: token,
        uploads: sheetUploads,
      });
      const { lateMs: late, eventLoopDelayMs: loop } = sheetUpload;
      process.stdout.write(
        `[${engine}] ${SHEET_BENCH}: uploads ${sheetUpload.statuses.join(', ')} in ${sheetUpload.uploadMs.join(', ')} ms;` +
          ` ${sheetUpload.otherRequests} other requests late by p50 ${late.p50} / p90 ${late.p90} / p99 ${late.p99} / max ${late.max} ms;` +
          ` event loop delay p50 ${loop.p50} / p99 ${loop.p99} / max ${loop.max} ms\n`,
      );
    }

    const results = {
      engine,
      at: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'unknown',
        node: process.version,
        database: databaseVersion,
        loadAverage: { before: rounded(loadBefore), after: rounded(loadavg()) },
      },
      users: USERS,
      listUsers: LIST_USERS,
      peopleUsers: PEOPLE,
      durationSeconds: duration,
      connections,
      operations: measured,
      sheetUpload,
      notImplementedYet: skipped,
    };
    // A partial run (BENCH_ONLY) is for a look, not for the record.
    if (!only) {
      await mkdir(resultsDir, { recursive: true });
      await writeFile(join(resultsDir, `${engine}.json`), `${JSON.stringify(results, null, 2)}\n`);
    }
  } finally {
    // On a shared PostgreSQL database the benchmark's companies go again (users and groups cascade).
    for (const id of [company?.companyId, list?.companyId, people?.companyId, sheetCompany?.companyId]) {
      if (id) await app.services.db.deleteFrom('companies').where('id', '=', id).execute();
    }
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await bench('pglite', undefined);
if (process.env.DATABASE_URL) await bench('postgres', process.env.DATABASE_URL);
else
  process.stdout.write(
    '\n[postgres] skipped: no DATABASE_URL and no PostgreSQL binaries (bench/postgres.sh)\n',
  );
process.stdout.write(`\nResults in ${resultsDir}\n`);
