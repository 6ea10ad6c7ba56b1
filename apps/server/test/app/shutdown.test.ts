import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, type ClientRequest, type IncomingHttpHeaders, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requestMessages } from '@qone/domain/messages';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, signIn, startServer } from '../helpers/server-process.js';

/**
 * A real server process told to stop (SIGTERM) under load: readiness fails first, requests already sent are all
 * answered in full (no ECONNRESET), idle keep-alive connections do not hold it, and it exits 0 — or 1 at the
 * deadline, when a client trickling its body would keep it forever. On PGlite (a DATA_DIR of its own): the drain is
 * the HTTP server's, the same on either engine.
 */
const adminPassword = 'Drain-before-you-go 2026';
const dataDir = mkdtempSync(join(tmpdir(), 'qone-shutdown-'));
const login = JSON.stringify({ email: 'admin@example.com', password: adminPassword });
const incoming = /"msg":"incoming request"/;
/** A cheap write nothing throttles, whose body the test can hold back: the role's name is unique per request. */
const role = (n: number) =>
  JSON.stringify({ role: `drained ${process.hrtime.bigint()}-${n}`, description: 'answered while draining' });

let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.kill();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string> = {}) {
  return startServer({
    env: {
      DATABASE_URL: undefined,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'info',
      ...env,
    },
  });
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Sends a request and settles with its whole answer, or with the socket's error (ECONNRESET, …). */
function send(
  url: string,
  options: {
    method?: string;
    path: string;
    agent?: Agent | false;
    body?: string;
    hold?: boolean;
    headers?: Record<string, string>;
  },
): { req: ClientRequest; answer: Promise<Answer> } {
  const req = request(`${url}${options.path}`, {
    method: options.method ?? 'GET',
    agent: options.agent ?? false,
    headers: {
      ...options.headers,
      ...(options.body
        ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(options.body)) }
        : {}),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
  });
  if (options.body && options.hold) {
    // Headers and part of the body now, the rest when the test says (req.end).
    req.write(options.body.slice(0, 10));
  } else {
    req.end(options.body);
  }
  return { req, answer };
}

/** Opens new connections until the server refuses them: it has stopped accepting and is closing. */
async function untilRefused(url: string): Promise<void> {
  for (;;) {
    const refused = await send(url, { path: '/api/health/live' }).answer.then(
      () => false,
      (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
    );
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Asks readiness on a new connection until it answers something other than 200. */
async function firstNotReady(url: string): Promise<Answer> {
  for (;;) {
    const { answer } = send(url, { path: '/api/health/ready' });
    const res = await answer;
    if (res.status !== 200) return res;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// The drain and the time-outs are the HTTP server's, the same on either engine, and these processes run on PGlite
// whatever the leg: run once, in the PGlite leg, not again in CI's PostgreSQL one.
const onPgliteLeg = !process.env.DATABASE_URL;

describe.runIf(onPgliteLeg)('a server process stopped with SIGTERM', () => {
  it('fails readiness first, answers every request sent before the signal in full, and exits 0', async () => {
    // The delay a load balancer needs to see readiness fail: the server still takes requests meanwhile.
    server = await start({ SHUTDOWN_DRAIN_DELAY_MS: '1500' });
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 100 });
    const auth = {
      ...(await signIn(server, 'admin@example.com', adminPassword)),
      'x-requested-with': 'qone-test',
    };
    await server.waitForOutput(incoming);
    // 60 sign-ins (each an argon2 check, so many are still running at the signal) on keep-alive connections, and
    // 10 role creations whose bodies are only half sent: they are still in flight when the server stops accepting.
    const signIns = Array.from(
      { length: 60 },
      () =>
        send(server?.url ?? '', { method: 'POST', path: '/api/users/login', agent: keepAlive, body: login })
          .answer,
    );
    const roles = Array.from({ length: 10 }, (_, n) => role(n));
    const held = roles.map((body) =>
      send(server?.url ?? '', {
        method: 'POST',
        path: '/api/user-roles',
        agent: keepAlive,
        body,
        headers: auth,
        hold: true,
      }),
    );
    // Sent before the signal means the server has them: its log has all 70 (and the first sign-in).
    await server.waitForOutput(incoming, { count: 71 });

    const exited = server.stop('SIGTERM', 20_000);
    const notReady = await firstNotReady(server.url);
    expect(notReady.status).toBe(503);
    expect(JSON.parse(notReady.body)).toEqual({ error: requestMessages.shuttingDown });
    expect(notReady.headers.connection).toBe('close');

    await untilRefused(server.url);
    held.forEach(({ req }, n) => {
      req.end(roles[n]?.slice(10));
    });

    const answers = await Promise.allSettled([...signIns, ...held.map((h) => h.answer)]);
    const failed = answers.flatMap((a) => (a.status === 'rejected' ? [String(a.reason)] : []));
    expect(failed).toEqual([]);
    const statuses = answers.map((a) => (a.status === 'fulfilled' ? a.value.status : 0));
    // Sign-ins of one account at once are counted while in flight (auth/throttle.ts): past the policy's free
    // attempts they are refused with 429 — a whole answer all the same, which is what the drain must give.
    expect(statuses.slice(0, 60).every((status) => status === 200 || status === 429)).toBe(true);
    expect(statuses.slice(0, 60)).toContain(200);
    expect(statuses.slice(60)).toEqual(Array(10).fill(201));
    for (const answer of answers.slice(60)) {
      if (answer.status !== 'fulfilled') continue;
      expect(JSON.parse(answer.value.body)).toHaveProperty('data');
      expect(answer.value.headers.connection).toBe('close');
    }
    // Exit 0 is before the deadline: at the deadline the exit code is 1.
    expect(await exited).toEqual({ code: 0, signal: null });
    keepAlive.destroy();
  }, 90_000);

  it('exits 0 with idle keep-alive clients connected and requests in flight, without a drain delay', async () => {
    server = await start();
    const keepAlive = new Agent({ keepAlive: true, maxSockets: 100 });
    const url = server.url;
    const auth = {
      ...(await signIn(server, 'admin@example.com', adminPassword)),
      'x-requested-with': 'qone-test',
    };
    // 20 connections left idle after their answer, and 20 role creations on more of them whose bodies end only once
    // the server has stopped accepting: their answers must end their connections, or they would hold it open.
    const idle = await Promise.all(
      Array.from({ length: 20 }, () => send(url, { path: '/api/health/live', agent: keepAlive }).answer),
    );
    expect(idle.map((a) => a.headers.connection)).toEqual(Array(20).fill('keep-alive'));
    const roles = Array.from({ length: 20 }, (_, n) => role(n));
    const held = roles.map((body) =>
      send(url, {
        method: 'POST',
        path: '/api/user-roles',
        agent: keepAlive,
        body,
        headers: auth,
        hold: true,
      }),
    );
    await server.waitForOutput(incoming, { count: 41 });

    const exited = server.stop('SIGTERM', 20_000);
    await untilRefused(url);
    held.forEach(({ req }, n) => {
      req.end(roles[n]?.slice(10));
    });
    const answers = await Promise.allSettled(held.map((h) => h.answer));
    expect(answers.flatMap((a) => (a.status === 'rejected' ? [String(a.reason)] : []))).toEqual([]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value.status : 0))).toEqual(Array(20).fill(201));
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value.headers.connection : ''))).toEqual(
      Array(20).fill('close'),
    );
    expect(await exited).toEqual({ code: 0, signal: null });
    keepAlive.destroy();
  }, 90_000);

  it('does not wait past the deadline for a client trickling its body: it cuts it and exits 1', async () => {
    server = await start({ SHUTDOWN_TIMEOUT_MS: '1500' });
    const trickle = await trickleBody(server.port);
    await server.waitForOutput(incoming);

    const exit = await server.stop('SIGTERM', 20_000);
    trickle.stop();
    expect(exit).toEqual({ code: 1, signal: null });
    expect(server.stdout()).toMatch(/shutdown deadline reached/);
  }, 90_000);
});

describe.runIf(onPgliteLeg)('a server process with slow clients', () => {
  it('answers 408 and closes a connection whose headers or body do not arrive within the time-outs', async () => {
    server = await start({ HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1000' });
    const port = server.port;
    // Headers never finished.
    const headers = await closedWith(port, (socket) =>
      socket.write('GET /api/health/live HTTP/1.1\r\nHost: x\r\n'),
    );
    expect(headers).toMatch(/^HTTP\/1\.1 408/);
    // A body sent a byte at a time.
    const trickle = await trickleBody(port);
    const body = await trickle.closed;
    trickle.stop();
    expect(body).toMatch(/^HTTP\/1\.1 408/);
    expect(server.running).toBe(true);
  }, 90_000);
});

/** A sign-in whose body arrives one byte every 100 ms (of 1,000 announced: it never ends by itself). */
async function trickleBody(port: number): Promise<{ stop(): void; closed: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    'POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
  );
  const timer = setInterval(() => socket.write(' '), 100);
  const closed = received(socket);
  return {
    stop() {
      clearInterval(timer);
      socket.destroy();
    },
    closed,
  };
}

/** What the server sent on `socket` until it closed the connection (bounded: 10 s). */
function received(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    const timer = setTimeout(() => reject(new Error(`still open after 10 s; received ${data}`)), 10_000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

async function closedWith(port: number, write: (socket: Socket) => void): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  write(socket);
  return received(socket);
}
