import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * A real server process (`src/main.ts` through tsx, or the build in `dist/`), for what `app.inject` cannot show:
 * signals, sockets, time-outs, a process that dies. It listens on a free port of 127.0.0.1 (PORT=0, HOST=127.0.0.1)
 * with the test's environment plus `env`; on PGlite give it a DATA_DIR of its own, on PostgreSQL a DATABASE_URL.
 */
export interface StartOptions {
  /** Over the test's own environment; a variable set to `undefined` is removed (e.g. `DATABASE_URL` for PGlite). */
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

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const consoleLine = /Q One console: http:\/\/localhost:(\d+)\//;

export async function startServer(options: StartOptions = {}): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', ...options.env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const args = options.entry === 'dist' ? ['dist/src/main.js'] : ['--import', 'tsx', 'src/main.ts'];
  // process.execPath: the Node 24 that runs the tests, not whatever `node` the PATH finds first.
  const child = spawn(process.execPath, args, { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
