/**
 * `npm run bench:ops` (not part of `npm test`): issue 20's operations benchmark. Real server processes
 * (`src/main.ts`), a loopback SMTP server and a throwaway PostgreSQL cluster of its own, and faults injected under
 * load (bench/ops/scenarios.ts):
 *   1. kill -9 cycles under writes, on PGlite and on PostgreSQL;
 *   2. PostgreSQL restarted under load (`pg_ctl restart -m fast`, then `-m immediate`, then down for 5 s);
 *   3. SIGTERM with 100 requests in flight (without and with a drain delay; PostgreSQL and PGlite);
 *   4. two processes on one PostgreSQL under mixed load.
 * Prints one table — acknowledged writes lost, mails lost or doubled, 5xx, time to recover, time to exit, targets —
 * and writes bench/results/ops.json with the machine and its load average before and after.
 *
 * BENCH_OPS_ONLY=<kill-9 | postgres-restart | sigterm | two-processes> runs the scenarios whose name contains the
 * text, for a quick look, and writes no results; BENCH_OPS_CYCLES (10) and BENCH_OPS_SECONDS (30) size scenarios
 * 1 and 4. Without PostgreSQL's binaries only the PGlite scenarios run. Everything started — servers, the cluster,
 * folders — is removed at the end, and on SIGINT / SIGTERM.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpServer } from '../test/fixtures/smtp-server.js';
import { startCluster } from './cluster.js';
import { now, round } from './ops/http.js';
import { RECOVERY_TARGET_SECONDS, type Row } from './ops/row.js';
import { killCycles, postgresRestart, sigterm, twoProcesses } from './ops/scenarios.js';
import { type Bench, type Engine, prepare } from './ops/setup.js';

const only = process.env.BENCH_OPS_ONLY ?? '';
const resultsDir = join(dirname(fileURLToPath(import.meta.url)), 'results');
const wanted = (scenario: string) => scenario.includes(only);
const startedAt = now();
const loadBefore = loadavg();

const bench: Bench = {
  runId: randomUUID().slice(0, 8),
  smtp: await startSmtpServer(),
  cluster: undefined,
  servers: new Set(),
  drops: new Set(),
  versions: {},
};

let cleaning: Promise<void> | undefined;
/** Kills every server process, removes every database and folder, closes the SMTP server, removes the cluster. */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...bench.servers].map((server) => server.kill()));
    // A server still starting when interrupted is not in `servers` yet: our own children, by their ids.
    const children = (() => {
      try {
        return execFileSync('ps', ['-o', 'pid=', '--ppid', String(process.pid)], { encoding: 'utf8' })
          .split('\n')
          .map(Number)
          .filter((pid) => pid > 0);
      } catch {
        return [];
      }
    })();
    for (const pid of children) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
    for (const drop of [...bench.drops]) await drop().catch(() => undefined);
    await bench.smtp.close();
    await bench.cluster?.remove();
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    process.stdout.write(`\n${signal}: stopping every server and removing the cluster and folders…\n`);
    void cleanUp().finally(() => process.exit(130));
  });
}
process.once('uncaughtException', (error) => {
  process.stderr.write(
    `\n${error.stack ?? String(error)}\nstopping every server and removing what was started…\n`,
  );
  void cleanUp().finally(() => process.exit(1));
});

const rows: Row[] = [];
const skipped: string[] = [];
try {
  const needsPostgres = ['kill-9', 'postgres-restart', 'sigterm', 'two-processes'].some(wanted);
  bench.cluster = needsPostgres ? await startCluster() : undefined;
  if (bench.cluster) process.env.DATABASE_URL = bench.cluster.url();
  else if (needsPostgres)
    skipped.push('PostgreSQL scenarios: no PostgreSQL binaries (/usr/lib/postgresql/<n>/bin)');
  const engines: Engine[] = bench.cluster ? ['pglite', 'postgres'] : ['pglite'];

  if (wanted('kill-9')) {
    // Each engine's killed workers leave claims that end a minute later: the other engine's cycles run meanwhile.
    const finishes = [];
    for (const engine of engines) finishes.push(await killCycles(bench, engine));
    rows.push(...(await Promise.all(finishes.map((finish) => finish()))));
  }
  if (wanted('postgres-restart') && bench.cluster) rows.push(...(await postgresRestart(bench)));
  if (wanted('sigterm')) {
    for (const engine of engines) {
      const prepared = await prepare(bench, engine, 'ops_sigterm');
      try {
        for (const delay of engine === 'postgres' ? [0, 2_000] : [0])
          rows.push(await sigterm(bench, prepared, delay));
      } finally {
        await prepared.drop();
      }
    }
  }
  if (wanted('two-processes') && bench.cluster) rows.push(await twoProcesses(bench));
} finally {
  await cleanUp();
}

const seconds = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : `${value} s`;
const table = [
  [
    'scenario',
    'engine',
    'writes acknowledged',
    'lost',
    'landed without an answer',
    'mails expected',
    'mails lost',
    'mails doubled (by Message-ID / resent with the same ID)',
    '5xx other than 503',
    '503',
    'time to recover (first 2xx / ready)',
    'time to exit (deadline)',
    'targets met',
  ],
  ...rows.map((row) => {
    const v = row.verification;
    return [
      row.scenario,
      row.engine === 'pglite' ? 'PGlite' : 'PostgreSQL',
      String(v.writesAcknowledged),
      String(v.lost),
      String(v.landedWithoutAnswer),
      String(v.mailsExpected),
      String(v.mailsLost),
      `${v.mailsDoubled} / ${v.mailsResentSameId}`,
      String(row.serverErrors),
      String(row.unavailable),
      row.recovery
        ? `${seconds(row.recovery.firstAnswerSeconds)} / ${seconds(row.recovery.readySeconds)}`
        : '—',
      row.exit ? `${row.exit.seconds} s (${row.exit.deadlineSeconds} s), exit ${row.exit.code}` : '—',
      row.misses.length ? 'no' : 'yes',
    ];
  }),
];
const widths =
  table[0]?.map((_, column) => Math.max(...table.map((line) => line[column]?.length ?? 0))) ?? [];
const line = (cells: string[]) => `| ${cells.map((cell, n) => cell.padEnd(widths[n] ?? 0)).join(' | ')} |`;
process.stdout.write(
  `\n${[line(table[0] ?? []), line(widths.map((w) => '-'.repeat(w))), ...table.slice(1).map(line)].join('\n')}\n`,
);
for (const row of rows) {
  process.stdout.write(`\n${row.scenario} (${row.engine}): ${row.note}`);
  if (row.misses.length) process.stdout.write(`\n  MISSED: ${row.misses.join('; ')}`);
}
for (const reason of skipped) process.stdout.write(`\nskipped: ${reason}`);

const loadAfter = loadavg();
const rounded = (values: number[]) => values.map((value) => round(value, 2));
const results = {
  at: new Date().toISOString(),
  durationSeconds: round((now() - startedAt) / 1000),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    databases: bench.versions,
    loadAverage: { before: rounded(loadBefore), after: rounded(loadAfter) },
  },
  targets: {
    acknowledgedWritesLost: 0,
    mailsLost: 0,
    mailsDoubled: 0,
    serverErrorsOtherThan503: 0,
    unavailableOutsideAnOutage: 0,
    recoverySecondsAfterTheDatabaseIsBack: RECOVERY_TARGET_SECONDS,
    exit: 'code 0 within SHUTDOWN_DRAIN_DELAY_MS + SHUTDOWN_TIMEOUT_MS',
  },
  rows,
  skipped,
};
process.stdout.write(
  `\n\nload average before ${rounded(loadBefore).join(' ')}, after ${rounded(loadAfter).join(' ')} ` +
    `(${cpus().length} cores); ${results.durationSeconds} s\n`,
);
// A partial run (BENCH_OPS_ONLY) is for a look, not for the record.
if (!only) {
  await mkdir(resultsDir, { recursive: true });
  await writeFile(join(resultsDir, 'ops.json'), `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`Results in ${join(resultsDir, 'ops.json')}\n`);
}
process.exit(rows.some((row) => row.misses.length) ? 1 : 0);
