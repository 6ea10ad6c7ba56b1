/**
 * `npm run bench:activity -w @qone/server` (also the last part of `npm run bench`; not part of `npm test`): the
 * activity timeline at a million events (issue 25 point 10), on PGlite and — with DATABASE_URL (bench/postgres.sh) —
 * on PostgreSQL.
 *
 * Seeds one company with 1,000,000 events over the two years before now, across every action of the catalogue and
 * 200 actors, in one `INSERT … SELECT generate_series` statement, then measures with autocannon at
 * BENCH_CONNECTIONS (10) connections for BENCH_DURATION (5) seconds each: the first page and page 500 (reached by
 * following 499 cursors) of the unfiltered timeline and of each filter (actor, area, action, target, time range,
 * text); the CSV export of all of it (time, and the growth of this process's RSS — the server runs in it — sampled
 * every 50 ms); and a retention run that deletes the older half (about 500,000) while the first page is read at 10
 * connections (its p99). Writes bench/results/activity-<engine>.json. BENCH_ACTIVITY_EVENTS overrides the count.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { activityCatalogue } from '@qone/domain/activity';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../src/app.js';
import { readConfig } from '../src/config.js';
import { refreshStatistics } from '../src/db/index.js';
import { runActivityRetention } from '../src/jobs/activity-retention.js';
import { seedCompany } from './company.js';
import { figures, run } from './load.js';

const EVENTS = Number(process.env.BENCH_ACTIVITY_EVENTS ?? 1_000_000);
const ACTORS = 200;
const TARGETS = 5_000;
const SEED_CHUNK = 100_000;
const PASSWORD = 'bench password that is long enough';
const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
const DAY = 24 * 60 * 60 * 1000;

type Engine = 'pglite' | 'postgres';

/** Every action with its area and target kind: the seeded events cycle through them. */
const actions = Object.entries(activityCatalogue).flatMap(([area, entry]) =>
  Object.keys(entry.actions).map((action) => ({ area, action, target: entry.target as string })),
);

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
    const start = new Date(now - 730 * DAY);
    const step = (730 * DAY) / EVENTS;
    const catalogue = JSON.stringify(actions);
    const actorIds = Array.from({ length: ACTORS }, () => randomUUID());
    log(`${databaseVersion}`);
    log(`seeding ${EVENTS.toLocaleString('en')} events…`);
    const seedStarted = performance.now();
    // Times spread evenly over two years (whole milliseconds, as the server writes them), the
    // actions of the catalogue in turn, 200 actors, 5,000 targets with a name each.
    // In statements of 100,000 rows, each well inside the server's statement time-out (DB_STATEMENT_TIMEOUT_MS).
    for (let first = 1; first <= EVENTS; first += SEED_CHUNK) {
      const last = Math.min(EVENTS, first + SEED_CHUNK - 1);
      await sql`
        with catalogue as (
          select (ordinality - 1)::int as i, value->>'area' as area, value->>'action' as action, value->>'target' as target
          from jsonb_array_elements(${catalogue}::jsonb) with ordinality
        ), actors as (
          select (ordinality - 1)::int as i, id::uuid as id from unnest(${actorIds}::text[]) with ordinality as id
        )
        insert into activity
          (id, company_id, at, actor_id, actor_name, actor_email, area, action, target_type, target_id, target_label,
           before, after)
        select gen_random_uuid(), ${companyId}::uuid,
          date_trunc('milliseconds', ${start}::timestamptz + (n * ${step}::float8) * interval '1 millisecond'),
          actors.id, 'Actor ' || (n % ${ACTORS}), 'actor' || (n % ${ACTORS}) || '@bench.example',
          catalogue.area, catalogue.action, catalogue.target, 'target-' || (n % ${TARGETS}),
          'Target ' || (n % ${TARGETS}) || ' ' || catalogue.target,
          jsonb_build_object('name', 'Before ' || n), jsonb_build_object('name', 'After ' || n)
        from generate_series(${first}::int, ${last}::int) as n
        join catalogue on catalogue.i = n % ${actions.length}
        join actors on actors.i = n % ${ACTORS}
      `.execute(db);
    }
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
      actor: `actorId=${actorIds[7]}`,
      area: 'area=templates',
      action: 'action=role.updated',
      target: 'targetType=role&targetId=target-42',
      'time range': `from=${encodeURIComponent(month.toISOString())}&to=${encodeURIComponent(new Date(month.getTime() + 30 * DAY).toISOString())}`,
      text: 'q=actor17%40',
    };
    const pages: Record<
      string,
      { first: ReturnType<typeof figures>; page500: ReturnType<typeof figures> | null }
    > = {};
    for (const [name, filter] of Object.entries(filters)) {
      const path = `/api/activity?limit=25${filter ? `&${filter}` : ''}`;
      const first = figures(await run({ url: `${base}${path}`, connections, duration, headers }));
      let cursor: string | null = null;
      let page = 1;
      for (; page < 500; page += 1) {
        const res = await fetch(`${base}${path}${cursor ? `&cursor=${cursor}` : ''}`, { headers });
        cursor = ((await res.json()) as { nextCursor: string | null }).nextCursor;
        if (!cursor) break;
      }
      const page500 = cursor
        ? figures(await run({ url: `${base}${path}&cursor=${cursor}`, connections, duration, headers }))
        : null;
      pages[name] = { first, page500 };
      log(
        `${name.padEnd(11)} first page p50 ${first.latencyP50Ms} / p99 ${first.latencyP99Ms} ms (${first.requestsPerSecond} req/s, ${first.non2xx} non-2xx)` +
          (page500
            ? `; page 500 p50 ${page500.latencyP50Ms} / p99 ${page500.latencyP99Ms} ms (${page500.requestsPerSecond} req/s)`
            : `; ${page} pages only`),
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
