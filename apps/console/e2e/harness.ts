import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { type Browser, chromium, type Page } from 'playwright-core';
import { newPGlite } from '../../server/src/db/pglite';

const repo = resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  url: string;
  /** What the server printed (its warnings and errors; LOG_LEVEL is warn). */
  log(): string;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  /** Every .eml the server wrote to its outbox, oldest first. */
  outbox(): string[];
  /** Stops the server and removes its DATA_DIR, unless `keepData` (to start again on it). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** A port nobody listens on now (the system's pick, released at once). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening));
  const address = probe.address();
  await new Promise((closed) => probe.close(closed));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface ServerOptions {
  /** Start on the data of an earlier run (stopped with `keepData`). */
  dataDir?: string;
  /**
   * Open the console at `http://localhost:<port>` with `PUBLIC_URL` saying so, rather than at 127.0.0.1: WebAuthn
   * refuses an IP address as the relying party, and the passkeys' origin is PUBLIC_URL's. The port is picked first.
   */
  localhost?: boolean;
}

/**
 * The real server (apps/server's build, serving apps/console's build) on a free port with a fresh DATA_DIR and
 * the default outbox mail transport, exactly as `npm start` runs it; `extraEnv` adds settings (e.g. DNS_SERVERS).
 * `options.dataDir` starts it on the data of an earlier run instead (stopped with `keepData`).
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  options: ServerOptions = {},
): Promise<RunningServer> {
  const fixedPort = options.localhost ? await freePort() : 0;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'qone-e2e-'));
  const adminEmail = 'admin@example.com';
  const adminPassword = 'e2e admin password 2026';
  const child: ChildProcess = spawn(process.execPath, [join(repo, 'apps/server/dist/src/main.js')], {
    env: {
      ...process.env,
      PORT: String(fixedPort),
      HOST: '127.0.0.1',
      ...(options.localhost ? { PUBLIC_URL: `http://localhost:${fixedPort}` } : {}),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      CONSOLE_DIST: join(repo, 'apps/console/dist'),
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolvePort, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/http:\/\/localhost:(\d+)\//);
      if (match?.[1]) {
        clearTimeout(timer);
        resolvePort(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const outboxDir = join(dataDir, 'outbox');
  const server: RunningServer = {
    url: `http://${options.localhost ? 'localhost' : '127.0.0.1'}:${port}`,
    log: () => output,
    dataDir,
    adminEmail,
    adminPassword,
    outbox() {
      try {
        // Files are named after their outbox row (a random id): written order is the files' modification order.
        return readdirSync(outboxDir)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => ({ f, at: statSync(join(outboxDir, f), { bigint: true }).mtimeNs }))
          .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
          .map(({ f }) => readFileSync(join(outboxDir, f), 'utf8'));
      } catch {
        return [];
      }
    },
    async stop({ keepData = false } = {}) {
      child.removeAllListeners('exit');
      await new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
      runningServers.delete(server);
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  runningServers.add(server);
  return server;
}

/**
 * Stops `server`, runs `change` on its embedded database, and starts it again on the same data with `extraEnv`:
 * for test data no API may make (events of a year ago). PGlite is one process's database, hence the stop; the
 * server is a new process on a new port, so pages and sign-ins come after this.
 */
export async function restartWithDatabase(
  server: RunningServer,
  extraEnv: Record<string, string>,
  change: (db: PGlite) => Promise<void>,
): Promise<RunningServer> {
  await server.stop({ keepData: true });
  // Opened as the server opens it (with its extensions): a write to an indexed table needs them.
  const db = newPGlite(join(server.dataDir, 'pglite'));
  try {
    await change(db);
  } finally {
    await db.close();
  }
  return startServer(extraEnv, { dataDir: server.dataDir });
}

/**
 * The first link whose path starts with `path` in the newest mail (to `to`, when given) among those written after
 * the first `after` (`server.outbox().length` taken before the action that mails), quoted-printable soft breaks
 * undone. Waits up to 10 s for such a mail: the server's outbox worker writes mail just after the answer.
 */
export async function linkFromMail(
  server: RunningServer,
  path: string,
  to?: string,
  after = 0,
): Promise<URL> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const texts = server
      .outbox()
      .slice(after)
      .map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    const addressed = to ? new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi') : /^/;
    const newest = texts.reverse().find((text) => addressed.test(text));
    const match = newest?.match(pattern);
    if (match) return new URL(match[0]);
    if (Date.now() > deadline) throw new Error(`no ${path} link was mailed${to ? ` to ${to}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Debian's Chromium (never a downloaded build), quiet: without the background-networking flags it calls home. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

export async function newPage(browser: Browser, server: RunningServer): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  openPages.add(page);
  page.once('close', () => openPages.delete(page));
  return page;
}

/**
 * The servers and pages a test file has open, for failure-evidence.ts: when a test fails it saves what each page
 * showed and prints what the servers logged, so a failure on CI can be read without running it again.
 */
export const runningServers = new Set<RunningServer>();
export const openPages = new Set<Page>();
