import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * A real server process (`src/main.ts` through tsx, or the build in `dist/`), for what `app.inject` cannot show:
 * signals, sockets, time-outs, a process that dies. It listens on a free port of 127.0.0.1 (PORT=0, HOST=127.0.0.1)
 * with the test's environment plus `env`; on PGlite give it a DATA_DIR of its own, on PostgreSQL a DATABASE_URL.
 */
export interface StartOptions {
  /**
   * Over the test's own environment, except its DATABASE_URL (the shared test database's: a process gets one only
   * when a test gives it); a variable set to `undefined` is removed. ADMIN_PASSWORD defaults to `ADMIN_PASSWORD`.
   */
  env?: Record<string, string | undefined>;
  /** `src`: src/main.ts through tsx (default); `dist`: dist/src/main.js of `npm run build`. */
  entry?: 'src' | 'dist';
  /** How long to wait for the console line (a new PGlite folder plus migrations take seconds on a busy machine). */
  startTimeoutMs?: number;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  readonly pid: number;
  readonly port: number;
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  /** Settles when the process has ended, however it ended. */
  readonly exited: Promise<Exit>;
  readonly running: boolean;
  stdout(): string;
  stderr(): string;
  /**
   * Resolves with the lines of stdout (from the start) matching `pattern` once there are `count` of them (1 by
   * default); rejects if the process ends first or after `timeoutMs` (15 s).
   */
  waitForOutput(pattern: RegExp, options?: { count?: number; timeoutMs?: number }): Promise<string[]>;
  /** Sends `signal` and waits for the exit; past `timeoutMs` it is killed (-9) and this rejects. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit>;
  /** kill -9, and waits for the exit. */
  kill(): Promise<Exit>;
}

/** The server's folder: `src/main.ts` and `src/cli/db.ts` run from here, as `npm start` and `npm run db:*` do. */
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
const consoleLine = /Q One console: http:\/\/localhost:(\d+)\//;

/** The seeded administrator's password in every server process a test starts (unless its env says otherwise). */
export const ADMIN_PASSWORD = 'Kettle-Orbit-Lantern-42';

/** The environment of a child process: the test's own without its DATABASE_URL, plus `env` (`undefined` removes). */
function childEnv(env: Record<string, string | undefined>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _, ...inherited } = process.env;
  const merged: NodeJS.ProcessEnv = { ...inherited, ...env };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  return merged;
}

/**
 * A TypeScript program of this package (`src/cli/db.ts`, …) on the Node that runs the tests, through tsx in one
 * process (tsx's CLI would put a parent in front of it, and a signal would reach only that parent).
 */
export function runTs(script: string, args: string[], env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverRoot,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += String(chunk);
  });
  const exit = new Promise<Exit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, exit, output: () => output };
}

export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const env = childEnv({ PORT: '0', HOST: '127.0.0.1', ADMIN_PASSWORD, ...options.env });
  const args = options.entry === 'dist' ? ['dist/src/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  // process.execPath: the Node 24 that runs the tests, not whatever `node` the PATH finds first.
  const child = spawn(process.execPath, args, { cwd: serverRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const watchers = new Set<() => void>();
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    for (const watch of watchers) watch();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
  });
  let running = true;
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      for (const watch of watchers) watch();
      resolve({ code, signal });
    });
  });
  const tail = () => `\n--- stdout ---\n${out.slice(-4000)}\n--- stderr ---\n${err.slice(-4000)}`;

  function waitForOutput(
    pattern: RegExp,
    { count = 1, timeoutMs = 15_000 }: { count?: number; timeoutMs?: number } = {},
  ): Promise<string[]> {
    return new Promise((resolve, reject) => {
      const done = (settle: () => void) => {
        clearTimeout(timer);
        watchers.delete(watch);
        settle();
      };
      const watch = () => {
        const lines = out.split('\n').filter((l) => pattern.test(l));
        if (lines.length >= count) done(() => resolve(lines));
        else if (!running)
          done(() =>
            reject(new Error(`server exited with ${lines.length} of ${count} × ${pattern}${tail()}`)),
          );
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`not ${count} × ${pattern} within ${timeoutMs} ms${tail()}`))),
        timeoutMs,
      );
      watchers.add(watch);
      watch();
    });
  }

  async function kill(): Promise<Exit> {
    if (running) child.kill('SIGKILL');
    return exited;
  }

  let port: number;
  try {
    const [line = ''] = await waitForOutput(consoleLine, { timeoutMs: options.startTimeoutMs ?? 60_000 });
    port = Number(consoleLine.exec(line)?.[1]);
  } catch (error) {
    await kill();
    throw error;
  }
  if (child.pid === undefined) throw new Error('the server process has no pid');
  return {
    pid: child.pid,
    port,
    url: `http://127.0.0.1:${port}`,
    exited,
    get running() {
      return running;
    },
    stdout: () => out,
    stderr: () => err,
    waitForOutput,
    async stop(signal = 'SIGTERM', timeoutMs = 30_000) {
      if (running) child.kill(signal);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), timeoutMs);
      });
      const outcome = await Promise.race([exited, late]);
      clearTimeout(timer);
      if (outcome === 'late') {
        await kill();
        throw new Error(`the server did not exit within ${timeoutMs} ms of ${signal}${tail()}`);
      }
      return outcome;
    },
    kill,
  };
}

/** Signs in through `server`'s API (the seeded administrator by default) and answers the bearer header. */
export async function signIn(
  server: { url: string },
  email = 'admin@example.com',
  password = ADMIN_PASSWORD,
): Promise<{ authorization: string }> {
  const res = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
