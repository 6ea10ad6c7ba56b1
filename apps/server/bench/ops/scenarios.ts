import { Agent } from 'node:http';
import type { components } from '@qone/domain/schema';
import pg from 'pg';
import { throttlePolicies } from '../../src/auth/throttle.js';
import type { ServerProcess } from '../../test/helpers/server-process.js';
import { type Answer, json, now, round, send, sleep, Tally } from './http.js';
import { Ledger, type Verification, verify } from './ledger.js';
import { commonMisses, RECOVERY_TARGET_SECONDS, type Row } from './row.js';
import {
  type Bench,
  type Engine,
  ownFolder,
  PASSWORD,
  type Prepared,
  prepare,
  serve,
  serverLog,
  signInAs,
} from './setup.js';

type Schemas = components['schemas'];
type Auth = Record<string, string>;

/** kill -9 cycles per engine (BENCH_OPS_CYCLES). */
const CYCLES = Number(process.env.BENCH_OPS_CYCLES ?? 10);
/** Seconds of mixed load on two processes (BENCH_OPS_SECONDS). */
const MIXED_SECONDS = Number(process.env.BENCH_OPS_SECONDS ?? 30);
/** The server's default SHUTDOWN_TIMEOUT_MS: the deadline after the drain delay. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** The longer outage of scenario 2: PostgreSQL stopped, and started again this much later (a failover's time). */
const OUTAGE_MS = 5_000;
/** Long enough for a killed worker's lease (MAIL_LEASE_MS = 60 s) to end and its mails to be delivered again. */
const DRAIN_TIMEOUT_MS = 150_000;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

const is2xx = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** The writes every scenario sends, each leaving a unique name or address to look for afterwards. */
function writes(prepared: Prepared, ledger: Ledger, tally: Tally, runId: string) {
  let n = 0;
  const unique = () => {
    n += 1;
    return `${runId}-${n}`;
  };
  const record = (kind: 'role' | 'template' | 'invite', key: string, answer: Answer, tag: string) => {
    ledger.add(kind, key, answer, tag);
    tally.add(answer);
    return answer;
  };
  return {
    role(base: string, auth: Auth, tag: string, agent?: Agent, holdBodyUntil?: Promise<void>) {
      const role = `ops role ${unique()}`;
      return send(base, {
        method: 'POST',
        path: '/api/user-roles',
        headers: auth,
        agent: agent ?? false,
        ...(holdBodyUntil ? { holdBodyUntil } : {}),
        body: { role, description: 'written by bench:ops' },
      }).then((answer) => record('role', role, answer, tag));
    },
    template(base: string, auth: Auth, tag: string, agent?: Agent, holdBodyUntil?: Promise<void>) {
      const name = `ops template ${unique()}`;
      return send(base, {
        method: 'POST',
        path: '/api/defaults',
        headers: auth,
        agent: agent ?? false,
        ...(holdBodyUntil ? { holdBodyUntil } : {}),
        body: { name, description: 'written by bench:ops', type: 'email' },
      }).then((answer) => record('template', name, answer, tag));
    },
    invite(base: string, auth: Auth, tag: string, agent?: Agent, holdBodyUntil?: Promise<void>) {
      const email = `ops-invitee-${unique()}@bench.example`;
      return send(base, {
        method: 'POST',
        path: '/api/users',
        headers: auth,
        agent: agent ?? false,
        ...(holdBodyUntil ? { holdBodyUntil } : {}),
        body: { name: 'Ops Invitee', email, permissionGroupId: prepared.company.groupId },
      }).then((answer) => record('invite', email, answer, tag));
    },
  };
}

/**
 * The company's settings saved one at a time with a rising number in its name (each save sends the version the
 * last answer gave; after a restart it reads the settings again): the database must hold the last acknowledged
 * number, or a later one.
 */
function settingWriter(prepared: Prepared, ledger: Ledger, tally: Tally, tag: string) {
  let seq = 0;
  return async (base: string, auth: Auth, stopped: () => boolean) => {
    const path = `/api/companies/${prepared.company.companyId}`;
    const read = await send(base, { path, headers: auth });
    tally.add(read);
    let current = json<Schemas['CompanySettingsResponse']>(read)?.data;
    while (current && !stopped()) {
      seq += 1;
      const name = `Ops settings ${seq}`;
      const answer = await send(base, {
        method: 'PUT',
        path,
        headers: auth,
        body: {
          name,
          invoice_email: current.invoice_email,
          invoice_address: current.invoice_address,
          vat: current.vat,
          contact_person: current.contact_person,
          logo: current.logo,
          baseVersion: current.version,
        },
      });
      ledger.add('setting', name, answer, tag, seq);
      tally.add(answer);
      if (answer.status === 200) current = json<Schemas['CompanySettingsMessageResponse']>(answer)?.data;
      else if (answer.status === 409) current = json<Schemas['CompanySettingsConflict']>(answer)?.current;
      else if (answer.status === 0) return;
    }
  };
}

function finishRow(
  prepared: Prepared,
  partial: Omit<Row, 'misses' | 'verification'>,
  verification: Verification,
  drainSeconds: number | null,
  extraMisses: string[] = [],
): Row {
  const row = {
    ...partial,
    details: { ...partial.details, serverLog: serverLog(prepared) },
    verification,
    misses: [] as string[],
  };
  row.misses = [...commonMisses(row, drainSeconds), ...extraMisses];
  return row;
}

/**
 * 1. kill -9 cycles under writes: each cycle starts a server on the same database, lets three role writers, two
 * inviters (each invitation queues a mail) and one settings writer write, and kills it with SIGKILL at a random
 * moment. Answers a function that starts the server once more, waits for its worker to deliver every mail (the
 * killed workers' claims end after their lease) and counts — so that the other engine's cycles can run meanwhile.
 */
export async function killCycles(bench: Bench, engine: Engine): Promise<() => Promise<Row>> {
  const prepared = await prepare(bench, engine, 'ops_kill');
  const ledger = new Ledger();
  const tally = new Tally();
  const tag = 'kill';
  const write = writes(prepared, ledger, tally, `${bench.runId}-kill-${engine}`);
  const saveSettings = settingWriter(prepared, ledger, tally, tag);
  const cycles: { startSeconds: number; killAfterMs: number; writes: number; acknowledged: number }[] = [];
  for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
    const started = now();
    const server = await serve(bench, prepared);
    const startSeconds = round((now() - started) / 1000);
    const auth = await signInAs(server, prepared);
    const agent = new Agent({ keepAlive: true });
    let killed = false;
    const loop = (one: () => Promise<Answer>) => async () => {
      while (!killed) await one();
    };
    const before = ledger.writes.length;
    const writers = [
      ...[0, 1, 2].map(() => loop(() => write.role(server.url, auth, tag, agent))),
      ...[0, 1].map(() => loop(() => write.invite(server.url, auth, tag, agent))),
      () => saveSettings(server.url, auth, () => killed),
    ].map((writer) => writer());
    const killAfterMs = Math.round(300 + Math.random() * 2_200);
    await sleep(killAfterMs);
    killed = true;
    await server.kill();
    await Promise.all(writers);
    agent.destroy();
    const cycleWrites = ledger.writes.slice(before);
    cycles.push({
      startSeconds,
      killAfterMs,
      writes: cycleWrites.length,
      acknowledged: cycleWrites.filter((w) => w.status >= 200 && w.status < 300).length,
    });
    process.stdout.write(
      `[kill -9 ${engine}] cycle ${cycle}/${CYCLES}: started in ${startSeconds} s, killed after ${killAfterMs} ms, ` +
        `${cycleWrites.length} writes sent\n`,
    );
  }
  return async () => {
    const server = await serve(bench, prepared);
    try {
      const auth = await signInAs(server, prepared);
      const { byTag, drainSeconds } = await verify({
        server,
        auth,
        companyId: prepared.company.companyId,
        ledger,
        smtp: bench.smtp,
        drainTimeoutMs: DRAIN_TIMEOUT_MS,
      });
      const verification = byTag.get(tag);
      if (!verification) throw new Error('no writes');
      return finishRow(
        prepared,
        {
          scenario: `kill -9 × ${CYCLES} under writes`,
          engine,
          outcomes: tally.toJSON().outcomes,
          serverErrors: tally.serverErrors,
          unavailable: tally.unavailable,
          outage: false,
          details: { cycles, drainSeconds, database: prepared.version },
          note:
            `a killed server's successor listened ${median(cycles.map((c) => c.startSeconds))} s (median; ` +
            `max ${Math.max(...cycles.map((c) => c.startSeconds))} s) after it was started; ` +
            `the outbox drained ${drainSeconds ?? '—'} s after the last start`,
        },
        verification,
        drainSeconds,
      );
    } finally {
      await server.stop('SIGTERM').catch(() => server.kill());
      await prepared.drop();
    }
  };
}

interface Probe {
  at: number;
  up: boolean;
}

/** Asks PostgreSQL on a new connection every 50 ms whether it answers, until stopped. */
function probePostgres(url: string) {
  const probes: Probe[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
      client.on('error', () => undefined);
      const up = await client
        .connect()
        .then(() => client.query('select 1'))
        .then(
          () => true,
          () => false,
        );
      probes.push({ at: now(), up });
      await client.end().catch(() => undefined);
      await sleep(50);
    }
  })();
  return {
    probes,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

/** Asks the server's readiness every 100 ms on a new connection, until stopped. */
function probeReadiness(server: ServerProcess) {
  const probes: { at: number; status: number }[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const answer = await send(server.url, { path: '/api/health/ready', timeoutMs: 5_000 });
      probes.push({ at: answer.settledAt, status: answer.status });
      await sleep(100);
    }
  })();
  return {
    probes,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

async function until<T>(find: () => T | undefined, timeoutMs: number): Promise<T | undefined> {
  const started = now();
  for (;;) {
    const found = find();
    if (found !== undefined || now() - started > timeoutMs) return found;
    await sleep(50);
  }
}

/**
 * 2. PostgreSQL restarted under load (`pg_ctl restart -m fast`, then `-m immediate`: a crash and its recovery;
 * then stopped for OUTAGE_MS, as a failover takes)
 * while clients read (roles, a page of users, groups), write roles and invite users on one server. Recovery is
 * measured from the moment PostgreSQL accepts connections again (a probe connecting every 50 ms) to the first 2xx
 * answer of a request sent after it went down, and to readiness answering 200.
 */
export async function postgresRestart(bench: Bench): Promise<Row[]> {
  const cluster = bench.cluster;
  if (!cluster) throw new Error('no PostgreSQL cluster');
  const prepared = await prepare(bench, 'postgres', 'ops_restart');
  const server = await serve(bench, prepared);
  const ledger = new Ledger();
  const tallies = new Map<string, Tally>();
  const tallyOf = (phase: string) => {
    const tally = tallies.get(phase) ?? new Tally();
    tallies.set(phase, tally);
    return tally;
  };
  const answers: (Answer & { phase: string })[] = [];
  const outages: { name: string; cause: () => Promise<void> }[] = [
    { name: 'restart -m fast', cause: () => cluster.restart('fast') },
    { name: 'restart -m immediate', cause: () => cluster.restart('immediate') },
    { name: `down ${OUTAGE_MS / 1000} s`, cause: () => cluster.stopFor(OUTAGE_MS) },
  ];
  let phase = outages[0]?.name ?? '';
  let running = true;
  const pgProbe = probePostgres(cluster.url());
  const ready = probeReadiness(server);
  try {
    const auth = await signInAs(server, prepared);
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    const ignore = new Tally();
    const write = writes(prepared, ledger, ignore, `${bench.runId}-restart`);
    const reads = ['/api/user-roles', '/api/users?limit=50', '/api/permission-groups'];
    const operations: ((tag: string) => Promise<Answer>)[] = [
      ...reads.map((path) => () => send(server.url, { path, headers: auth, agent })),
      () => send(server.url, { path: reads[0] ?? '', headers: auth, agent }),
      (tag) => write.role(server.url, auth, tag, agent),
      (tag) => write.role(server.url, auth, tag, agent),
      (tag) => write.invite(server.url, auth, tag, agent),
    ];
    const clients = operations.map(async (operation) => {
      while (running) {
        const tag = phase;
        const answer = await operation(tag);
        tallyOf(tag).add(answer);
        answers.push({ ...answer, phase: tag });
        // A client that got no 2xx waits a little before it tries again, as a browser's user would.
        if (!is2xx(answer)) await sleep(50);
      }
    });

    const measured: {
      mode: string;
      outageSeconds: number | null;
      firstAnswerSeconds: number | null;
      readySeconds: number | null;
      late503: number;
    }[] = [];
    for (const { name: mode, cause } of outages) {
      phase = mode;
      await sleep(3_000);
      const restartAt = now();
      process.stdout.write(`[PostgreSQL ${mode}] under load…\n`);
      await cause();
      const down = await until(() => pgProbe.probes.find((p) => p.at > restartAt && !p.up), 30_000);
      const back = down
        ? await until(() => pgProbe.probes.find((p) => p.at > down.at && p.up), 30_000)
        : undefined;
      const backAt = back?.at ?? now();
      const firstAnswer = await until(
        () => answers.find((a) => is2xx(a) && a.sentAt > (down?.at ?? restartAt) && a.settledAt > backAt),
        30_000,
      );
      const readyAgain = await until(
        () => ready.probes.find((p) => p.at > backAt && p.status === 200),
        30_000,
      );
      await sleep(2_000);
      const late503 = answers.filter(
        (a) => a.phase === mode && a.status === 503 && readyAgain && a.sentAt > readyAgain.at,
      ).length;
      const m = {
        mode,
        outageSeconds: down && back ? round((back.at - down.at) / 1000, 2) : null,
        firstAnswerSeconds: firstAnswer ? round((firstAnswer.settledAt - backAt) / 1000, 2) : null,
        readySeconds: readyAgain ? round((readyAgain.at - backAt) / 1000, 2) : null,
        late503,
      };
      measured.push(m);
      process.stdout.write(
        `[PostgreSQL ${mode}]: down ${m.outageSeconds ?? '?'} s; first 2xx ${m.firstAnswerSeconds ?? '—'} s ` +
          `and readiness ${m.readySeconds ?? '—'} s after it was back\n`,
      );
    }
    running = false;
    await Promise.all(clients);
    agent.destroy();
    const { byTag, drainSeconds } = await verify({
      server,
      auth,
      companyId: prepared.company.companyId,
      ledger,
      smtp: bench.smtp,
      drainTimeoutMs: DRAIN_TIMEOUT_MS,
    });
    return measured.map((m) => {
      const tally = tallyOf(m.mode);
      const verification = byTag.get(m.mode);
      if (!verification) throw new Error(`no writes during the ${m.mode} restart`);
      const slow = (seconds: number | null, what: string) =>
        seconds === null
          ? [`${what}: never`]
          : seconds > RECOVERY_TARGET_SECONDS
            ? [`${what} ${seconds} s after PostgreSQL was back`]
            : [];
      return finishRow(
        prepared,
        {
          scenario: `PostgreSQL ${m.mode} under load`,
          engine: 'postgres',
          outcomes: tally.toJSON().outcomes,
          serverErrors: tally.serverErrors,
          unavailable: tally.unavailable,
          outage: true,
          recovery: { firstAnswerSeconds: m.firstAnswerSeconds, readySeconds: m.readySeconds },
          note:
            `PostgreSQL refused connections for ${m.outageSeconds ?? '?'} s; ` +
            `p99 over the whole phase ${tally.percentile(0.99)} ms`,
          details: {
            outageSeconds: m.outageSeconds,
            unavailableAfterReady: m.late503,
            unanswered: tally.unanswered,
            drainSeconds,
            latency: tally.toJSON(),
          },
        },
        verification,
        drainSeconds,
        [
          ...slow(m.firstAnswerSeconds, 'first 2xx'),
          ...slow(m.readySeconds, 'readiness 200'),
          ...(m.late503 ? [`${m.late503} × 503 sent after readiness was back`] : []),
          ...(tally.unanswered ? [`${tally.unanswered} requests without an answer`] : []),
        ],
      );
    });
  } finally {
    running = false;
    await pgProbe.stop();
    await ready.stop();
    await server.stop('SIGTERM').catch(() => server.kill());
    await prepared.drop();
  }
}

const incoming = /"msg":"incoming request"/;
/**
 * Sign-ins among the 100 requests in flight: below the per-client-address throttle's free attempts
 * (`throttlePolicies.signInPerIp`), which counts sign-ins in flight, so that each is a real password check.
 */
const SIGN_INS = throttlePolicies.signInPerIp.free - 5;
const countIncoming = (server: ServerProcess) =>
  server
    .stdout()
    .split('\n')
    .filter((line) => incoming.test(line)).length;

/**
 * 3. SIGTERM under load: 100 requests in flight — SIGN_INS sign-ins (argon2id, one or two per account), role
 * creations and 30 invitations — their headers and first bytes received by the server (its log counts them), then
 * SIGTERM, then the rest of their bodies. Meanwhile a client asks readiness on new connections until they are
 * refused, and sends reads during the drain delay as a load balancer still would. Counts answers cut or missing, 5xx,
 * and the time to exit against the deadline; then a new server on the same database delivers the invitations' mails
 * and every acknowledged write is looked for.
 */
export async function sigterm(bench: Bench, prepared: Prepared, drainDelayMs: number): Promise<Row> {
  const { engine } = prepared;
  const tag = `sigterm ${drainDelayMs}`;
  const ledger = new Ledger();
  const tally = new Tally();
  const signIns = new Tally();
  const write = writes(prepared, ledger, tally, `${bench.runId}-term-${engine}-${drainDelayMs}`);
  const deadlineMs = drainDelayMs + SHUTDOWN_TIMEOUT_MS;
  const server = await serve(bench, prepared, {
    LOG_LEVEL: 'info',
    SHUTDOWN_DRAIN_DELAY_MS: String(drainDelayMs),
  });
  let exit: { seconds: number; deadlineSeconds: number; code: number | null } | undefined;
  const drain = { notReadyAfterSeconds: null as number | null, servedWhileDraining: 0, errors: {} };
  let received = 0;
  let inFlightAtSignal = 0;
  try {
    const auth = await signInAs(server, prepared);
    const agent = new Agent({ keepAlive: true, maxSockets: 200 });
    const before = countIncoming(server);
    // Every request's headers and first bytes go now, the rest of its body 100 ms after the signal: all 100 are in
    // flight when it comes, whatever the engine's speed.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inFlight: Promise<Answer>[] = [];
    for (let i = 0; i < 100; i += 1) {
      if (i < SIGN_INS) {
        const email = prepared.company.emails[1 + (i % (prepared.company.emails.length - 1))];
        inFlight.push(
          send(server.url, {
            method: 'POST',
            path: '/api/users/login',
            agent,
            body: { email, password: PASSWORD },
            holdBodyUntil: released,
          }).then((answer) => {
            tally.add(answer);
            signIns.add(answer);
            return answer;
          }),
        );
      } else if (i < 70) inFlight.push(write.role(server.url, auth, tag, agent, released));
      else inFlight.push(write.invite(server.url, auth, tag, agent, released));
    }
    await server.waitForOutput(incoming, { count: before + 100, timeoutMs: 30_000 }).catch(() => undefined);
    received = countIncoming(server) - before;

    const signalAt = now();
    const stopped = server.stop('SIGTERM', deadlineMs + 20_000).then(
      (result) => ({ result, at: now() }),
      () => ({ result: { code: null, signal: 'SIGKILL' as const }, at: now() }),
    );
    void sleep(100).then(release);
    // Meanwhile, as a load balancer sees it: readiness, asked on a new connection every 50 ms, fails at once; the
    // balancer notices only after its checks, so during the first three quarters of the drain delay new requests
    // still come (on new connections) and must be served. Then the server stops accepting.
    const late = new Tally();
    const balancerSendsUntil = signalAt + drainDelayMs * 0.75;
    for (;;) {
      const readiness = await send(server.url, { path: '/api/health/ready', timeoutMs: 5_000 });
      if (readiness.status !== 200 && drain.notReadyAfterSeconds === null)
        drain.notReadyAfterSeconds = round((readiness.settledAt - signalAt) / 1000, 2);
      if (readiness.status === 0) break;
      if (now() < balancerSendsUntil)
        late.add(await send(server.url, { path: '/api/user-roles', headers: auth, timeoutMs: 15_000 }));
      await sleep(50);
    }
    drain.servedWhileDraining = late.count((o) => o === '200');
    drain.errors = Object.fromEntries([...late.outcomes].filter(([outcome]) => outcome !== '200'));
    const answers = await Promise.all(inFlight);
    inFlightAtSignal = answers.filter((answer) => answer.settledAt > signalAt).length;
    const ended = await stopped;
    agent.destroy();
    exit = {
      seconds: round((ended.at - signalAt) / 1000, 2),
      deadlineSeconds: deadlineMs / 1000,
      code: ended.result.code,
    };
    process.stdout.write(
      `[SIGTERM ${engine}, drain delay ${drainDelayMs} ms] exit ${exit.code} after ${exit.seconds} s; ` +
        `${inFlightAtSignal} of 100 still unanswered at the signal, ` +
        `${answers.filter((a) => a.status === 0).length} without a whole answer\n`,
    );
  } finally {
    if (server.running) await server.kill();
  }

  // The invitations queued in flight are delivered by the next process on the database (here: a new one).
  const next = await serve(bench, prepared);
  try {
    const auth = await signInAs(next, prepared);
    const { byTag, drainSeconds } = await verify({
      server: next,
      auth,
      companyId: prepared.company.companyId,
      ledger,
      smtp: bench.smtp,
      drainTimeoutMs: DRAIN_TIMEOUT_MS,
    });
    const verification = byTag.get(tag);
    if (!verification) throw new Error('no writes');
    const cut = tally.unanswered;
    return finishRow(
      prepared,
      {
        scenario: `SIGTERM, 100 in flight, drain delay ${drainDelayMs / 1000} s`,
        engine,
        outcomes: tally.toJSON().outcomes,
        serverErrors: tally.serverErrors,
        unavailable: tally.unavailable,
        outage: false,
        ...(exit ? { exit } : {}),
        note:
          `readiness failed ${drain.notReadyAfterSeconds ?? '—'} s after the signal; ` +
          `${drain.servedWhileDraining} reads served during the drain delay; ${inFlightAtSignal} of 100 ` +
          `unanswered at the signal; sign-ins answered ${JSON.stringify(signIns.toJSON().outcomes)}`,
        details: {
          receivedBeforeSignal: received,
          inFlightAtSignal,
          drain,
          drainSeconds,
          signIns: signIns.toJSON().outcomes,
        },
      },
      verification,
      drainSeconds,
      [
        ...(cut ? [`${cut} of 100 requests in flight without a whole answer`] : []),
        ...(received < 100 ? [`only ${received} of 100 requests had reached the server at the signal`] : []),
        ...(!exit
          ? ['no exit measured']
          : exit.code !== 0 || exit.seconds > exit.deadlineSeconds
            ? [`exit ${exit.code} after ${exit.seconds} s (deadline ${exit.deadlineSeconds} s)`]
            : []),
        ...(Object.keys(drain.errors).length
          ? [`requests sent during the drain delay: ${JSON.stringify(drain.errors)}`]
          : []),
      ],
    );
  } finally {
    await next.stop('SIGTERM').catch(() => next.kill());
  }
}

/**
 * 4. Two processes on one PostgreSQL under mixed load, no balancer: ten clients alternate between them, each request
 * drawn from reads (a page of users, groups, roles), writes (roles, templates), invitations (mail), sign-ins and
 * saves on a stale version (409 expected) — for MIXED_SECONDS. Throughput and latency per process; afterwards
 * every acknowledged write is looked for and every invitation's mails counted.
 */
export async function twoProcesses(bench: Bench): Promise<Row> {
  const prepared = await prepare(bench, 'postgres', 'ops_two');
  const servers = await Promise.all([
    serve(bench, prepared, ownFolder(prepared, 'a')),
    serve(bench, prepared, ownFolder(prepared, 'b')),
  ]);
  const tag = 'two';
  const ledger = new Ledger();
  const all = new Tally();
  const perProcess = servers.map(() => new Tally());
  const perOperation = new Map<string, Tally>();
  try {
    const [a] = servers;
    if (!a) throw new Error('no server');
    const auth = await signInAs(a, prepared);
    const created = await send(a.url, {
      method: 'POST',
      path: '/api/user-roles',
      headers: auth,
      body: { role: 'ops stale target', description: 'version 1' },
    });
    const role = json<Schemas['UserRoleMessageResponse']>(created)?.data;
    if (!role) throw new Error(`the role for stale saves answered ${created.status}`);
    const moved = await send(a.url, {
      method: 'PUT',
      path: `/api/user-roles/${role._id}`,
      headers: auth,
      body: { role: role.role, description: 'version 2', baseVersion: role.version },
    });
    if (moved.status !== 200) throw new Error(`moving the role on answered ${moved.status}`);
    const write = writes(prepared, ledger, new Tally(), `${bench.runId}-two`);
    const agents = servers.map(() => new Agent({ keepAlive: true, maxSockets: 16 }));
    let signIns = 0;
    const mix: [string, number, (base: string, agent: Agent) => Promise<Answer>][] = [
      [
        'GET /api/users?limit=50',
        20,
        (base, agent) => send(base, { path: '/api/users?limit=50', headers: auth, agent }),
      ],
      [
        'GET /api/permission-groups',
        15,
        (base, agent) => send(base, { path: '/api/permission-groups', headers: auth, agent }),
      ],
      [
        'GET /api/user-roles',
        15,
        (base, agent) => send(base, { path: '/api/user-roles', headers: auth, agent }),
      ],
      ['POST /api/user-roles', 15, (base, agent) => write.role(base, auth, tag, agent)],
      ['POST /api/defaults', 10, (base, agent) => write.template(base, auth, tag, agent)],
      ['POST /api/users (invitation)', 10, (base, agent) => write.invite(base, auth, tag, agent)],
      [
        'POST /api/users/login',
        10,
        (base, agent) => {
          signIns += 1;
          const email = prepared.company.emails[1 + (signIns % (prepared.company.emails.length - 1))];
          return send(base, {
            method: 'POST',
            path: '/api/users/login',
            agent,
            body: { email, password: PASSWORD },
          });
        },
      ],
      [
        'PUT /api/user-roles/{id} on a stale version',
        2,
        (base, agent) =>
          send(base, {
            method: 'PUT',
            path: `/api/user-roles/${role._id}`,
            headers: auth,
            agent,
            body: { role: role.role, description: 'stale save', baseVersion: role.version },
          }),
      ],
    ];
    const weights = mix.reduce((sum, [, weight]) => sum + weight, 0);
    const pick = () => {
      let roll = Math.random() * weights;
      for (const entry of mix) {
        roll -= entry[1];
        if (roll < 0) return entry;
      }
      return mix[0] as (typeof mix)[number];
    };
    const endAt = now() + MIXED_SECONDS * 1000;
    process.stdout.write(`[two processes] ${MIXED_SECONDS} s of mixed load from 10 clients…\n`);
    await Promise.all(
      Array.from({ length: 10 }, async (_, client) => {
        for (let i = client; now() < endAt; i += 1) {
          const [name, , operation] = pick();
          const target = i % servers.length;
          const server = servers[target];
          const agent = agents[target];
          if (!server || !agent) throw new Error('no server');
          const answer = await operation(server.url, agent);
          all.add(answer);
          perProcess[target]?.add(answer);
          const tally = perOperation.get(name) ?? new Tally();
          tally.add(answer);
          perOperation.set(name, tally);
        }
      }),
    );
    for (const agent of agents) agent.destroy();
    const { byTag, drainSeconds } = await verify({
      server: a,
      auth,
      companyId: prepared.company.companyId,
      ledger,
      smtp: bench.smtp,
      drainTimeoutMs: DRAIN_TIMEOUT_MS,
    });
    const verification = byTag.get(tag);
    if (!verification) throw new Error('no writes');
    const expected = (name: string, outcome: string) =>
      name.includes('stale')
        ? outcome === '409'
        : outcome.startsWith('2') || (name.includes('login') && outcome === '429');
    const unexpected = Object.fromEntries(
      [...perOperation].flatMap(([name, tally]) => {
        const odd = [...tally.outcomes].filter(([outcome]) => !expected(name, outcome));
        return odd.length ? [[name, Object.fromEntries(odd)]] : [];
      }),
    );
    const processes = perProcess.map((tally) => ({
      requestsPerSecond: round(tally.total / MIXED_SECONDS),
      ...tally.toJSON(),
    }));
    process.stdout.write(
      processes
        .map(
          (p, n) =>
            `[two processes] process ${n + 1}: ${p.requestsPerSecond} req/s, p50 ${p.latencyP50Ms} ms, p99 ${p.latencyP99Ms} ms\n`,
        )
        .join(''),
    );
    return finishRow(
      prepared,
      {
        scenario: `two processes, mixed load ${MIXED_SECONDS} s`,
        engine: 'postgres',
        outcomes: all.toJSON().outcomes,
        serverErrors: all.serverErrors,
        unavailable: all.unavailable,
        outage: false,
        note: processes
          .map(
            (p, n) =>
              `process ${n + 1}: ${p.requestsPerSecond} req/s, p50 ${p.latencyP50Ms} ms, p99 ${p.latencyP99Ms} ms`,
          )
          .join('; '),
        details: {
          processes,
          operations: Object.fromEntries([...perOperation].map(([name, tally]) => [name, tally.toJSON()])),
          unexpected,
          drainSeconds,
        },
      },
      verification,
      drainSeconds,
      [
        ...(Object.keys(unexpected).length ? [`unexpected answers: ${JSON.stringify(unexpected)}`] : []),
        ...(all.unanswered ? [`${all.unanswered} requests without an answer`] : []),
      ],
    );
  } finally {
    await Promise.all(servers.map((server) => server.stop('SIGTERM').catch(() => server.kill())));
    await prepared.drop();
  }
}
