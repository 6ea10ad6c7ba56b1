/**
 * `npm run bench:activity -w @qone/server` (also the last part of `npm run bench`; not part of `npm test`): the
 * activity timeline at a million events (issue 25 point 10), on PGlite and — with DATABASE_URL (bench/postgres.sh) —
 * on PostgreSQL.
 *
 * Seeds one company with 1,000,000 events over the two years before now, across every action of the catalogue and
 * 200 actors (one of them busy: every tenth event is theirs), in `INSERT … SELECT generate_series` statements, then
 * measures with autocannon at BENCH_CONNECTIONS (10) connections for BENCH_DURATION (5) seconds each: the first page
 * and page 500 (reached by following 499 cursors; the last page when a filter selects fewer) of the unfiltered
 * timeline and of each filter (actor, area, action, target, time range, text — for actor, target and text both one
 * that selects many events and one that selects few); the CSV export of all of it (time, and the growth of this process's RSS — the server runs in it — sampled
 * every 50 ms); and a retention run that deletes the older half (about 500,000) while the first page is read at 10
 * connections (its p99). Writes bench/results/activity-<engine>.json. BENCH_ACTIVITY_EVENTS overrides the count.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { refreshStatistics } from '../src/db/index.js';
import { runActivityRetention } from '../src/jobs/activity-retention.js';
import { seedActivityEvents } from './activity-seed.js';
import { seedCompany } from './company.js';
import { figures, run } from './load.js';

const EVENTS = Number(process.env.BENCH_ACTIVITY_EVENTS ?? 1_000_000);
const ACTORS = 200;
const PASSWORD = 'bench password that is long enough';
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
const DAY = 24 * 60 * 60 * 1000;

type Engine = 'pglite' | 'postgres';

async function bench(engine: Engine, databaseUrl: string | undefined): Promise<void> {
  const loadBefore = loadavg();
  const dataDir = await mkdtemp(join(tmpdir(), `qone-bench-activity-${engine}-`));
  const config = {
    ...readConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' }),
    databaseUrl,
  };
  const app = await buildApp({ config, logger: false });
  const db = app.services.db;
  const runId = randomUUID().slice(0, 8);
  const log = (line: string) => process.stdout.write(`[activity ${engine}] ${line}\n`);
  let companyId: string | undefined;
  try {
    const { rows } = await sql<{ version: string }>`select version() as version`.execute(db);
    const databaseVersion = rows[0]?.version ?? 'unknown';
    const company = await seedCompany(db, { runId, users: 1, password: PASSWORD });
    companyId = company.companyId;
    const now = Date.now();
    const actorIds = Array.from({ length: ACTORS }, () => randomUUID());
    log(`${databaseVersion}`);
    log(`seeding ${EVENTS.toLocaleString('en')} events…`);
    const seedStarted = performance.now();
    await seedActivityEvents(db, { companyId, events: EVENTS, actorIds, now });
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
    log(`seeded in ${seedSeconds} s`);
    await refreshStatistics(db);
    await sql`analyze activity`.execute(db);

    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;
    const login = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: company.emails[0], password: PASSWORD }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

    const month = new Date(now - 400 * DAY);
    const filters: Record<string, string> = {
      unfiltered: '',
      'actor (the busy one)': `actorId=${actorIds[0]}`,
      'actor (one of 199)': `actorId=${actorIds[17]}`,
      area: 'area=templates',
      action: 'action=role.updated',
      'target (the company)': `targetType=company&targetId=${company.companyId}`,
      'target (one role)': 'targetType=role&targetId=target-42',
      'time range': `from=${encodeURIComponent(month.toISOString())}&to=${encodeURIComponent(new Date(month.getTime() + 30 * DAY).toISOString())}`,
      'text (busy actor)': 'q=actor0%40',
      'text (an actor)': 'q=actor17%40',
      'text (a target)': 'q=target%204711%20',
      // Held by more than KEYED_SEARCH_MAX targets' names (every 'Target 4…'): matched by the walk.
      'text (common)': 'q=target%204',
    };
    type Figures = ReturnType<typeof figures>;
    const pages: Record<
      string,
      { first: Figures; deep: (Figures & { page: number; last: boolean }) | null }
    > = {};
    for (const [name, filter] of Object.entries(filters)) {
      const path = `/api/activity?limit=25${filter ? `&${filter}` : ''}`;
      const first = figures(await run({ url: `${base}${path}`, connections, duration, headers }));
      // Follows the cursors to page 500, or to the last page when there are fewer: `cursor` opens page `page`.
      let cursor: string | null = null;
      let page = 1;
      while (page < 500) {
        const res = await fetch(`${base}${path}${cursor ? `&cursor=${cursor}` : ''}`, { headers });
        const next = ((await res.json()) as { nextCursor: string | null }).nextCursor;
        if (!next) break;
        cursor = next;
        page += 1;
      }
      const deep = cursor
        ? {
            page,
            last: page < 500,
            ...figures(await run({ url: `${base}${path}&cursor=${cursor}`, connections, duration, headers })),
          }
        : null;
      pages[name] = { first, deep };
      log(
        `${name.padEnd(20)} first page p50 ${first.latencyP50Ms} / p99 ${first.latencyP99Ms} ms (${first.requestsPerSecond} req/s, ${first.non2xx} non-2xx)` +
          (deep
            ? `; page ${deep.page}${deep.last ? ' (the last)' : ''} p50 ${deep.latencyP50Ms} / p99 ${deep.latencyP99Ms} ms (${deep.requestsPerSecond} req/s, ${deep.non2xx} non-2xx)`
            : '; a single page'),
      );
    }

    log('exporting all events as CSV…');
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let rssMax = rssBefore;
    const sampler = setInterval(() => {
      rssMax = Math.max(rssMax, process.memoryUsage().rss);
    }, 50);
    const exportStarted = performance.now();
    const res = await fetch(`${base}/api/activity/export?format=csv`, { headers });
    let bytes = 0;
    let lines = 0;
    if (!res.body) throw new Error('no export body');
    for await (const chunk of res.body) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) lines += 1;
    }
    const exportSeconds = Math.round((performance.now() - exportStarted) / 100) / 10;
    clearInterval(sampler);
    const exported = {
      seconds: exportSeconds,
      megabytes: Math.round(bytes / 1e5) / 10,
      rows: lines - 1,
      rssGrowthMb: Math.round((rssMax - rssBefore) / 1e5) / 10,
    };
    log(
      `export: ${exported.rows.toLocaleString('en')} rows, ${exported.megabytes} MB in ${exported.seconds} s; RSS grew ${exported.rssGrowthMb} MB`,
    );

    log('retention: deleting the older half while the first page is read…');
    await db
      .updateTable('companies')
      .set({ activity_retention_days: 365 })
      .where('id', '=', companyId)
      .execute();
    let instance: autocannon.Instance | undefined;
    const reads = new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon(
        { url: `${base}/api/activity?limit=25`, connections, duration: 3600, headers },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    const pruneStarted = performance.now();
    const pruned = await runActivityRetention(app.services);
    const pruneSeconds = Math.round((performance.now() - pruneStarted) / 100) / 10;
    instance?.stop();
    const concurrent = figures(await reads);
    const deleted = pruned.companies.find((entry) => entry.companyId === companyId)?.deleted ?? 0;
    log(
      `retention: ${deleted.toLocaleString('en')} deleted in ${pruneSeconds} s; concurrent first page p50 ${concurrent.latencyP50Ms} / p99 ${concurrent.latencyP99Ms} ms (${concurrent.requests} requests, ${concurrent.errors} errors, ${concurrent.non2xx} non-2xx)`,
    );

    const results = {
      engine,
      at: new Date().toISOString(),
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'unknown',
        node: process.version,
        database: databaseVersion,
        loadAverage: { before: loadBefore, after: loadavg() },
      },
      events: EVENTS,
      actors: ACTORS,
      seedSeconds,
      durationSeconds: duration,
      connections,
      pages,
      export: exported,
      retention: { deleted, seconds: pruneSeconds, concurrentRead: concurrent },
    };
    await mkdir(resultsDir, { recursive: true });
    await writeFile(join(resultsDir, `activity-${engine}.json`), `${JSON.stringify(results, null, 2)}\n`);
  } finally {
    if (companyId) await db.deleteFrom('companies').where('id', '=', companyId).execute();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const engines = (process.env.BENCH_ACTIVITY_ENGINES ?? 'pglite,postgres').split(',');
if (engines.includes('pglite')) await bench('pglite', undefined);
if (engines.includes('postgres')) {
  if (process.env.DATABASE_URL) await bench('postgres', process.env.DATABASE_URL);
  else process.stdout.write('\n[activity postgres] skipped: no DATABASE_URL and no PostgreSQL binaries\n');
}
