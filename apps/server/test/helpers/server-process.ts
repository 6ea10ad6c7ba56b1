import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The server's folder: `src/main.ts` and `src/cli/db.ts` run from here, as `npm start` and `npm run db:*` do. */
export const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A process of this package run on Node 24 through tsx, in one process (tsx's CLI would put a parent in front). */
export function runTs(script: string, args: string[], env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: serverRoot,
    env: { ...withoutDatabaseUrl(process.env), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exit = new Promise<Exit>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return { child, exit, output: () => output };
}

/** The parent's DATABASE_URL is the test database's: a process is given one only when a test says so. */
function withoutDatabaseUrl(env: NodeJS.ProcessEnv) {
  const { DATABASE_URL: _, ...rest } = env;
  return rest;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  exit: Promise<Exit>;
  output(): string;
  /** Sends `signal` and waits for the process to end. */
  stop(signal: NodeJS.Signals): Promise<Exit>;
}

export const ADMIN_PASSWORD = 'Kettle-Orbit-Lantern-42';

/** `npm start`'s program (src/main.ts) on a free port, resolved once it prints its URL. */
export async function startServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const run = runTs('src/main.ts', [], {
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD,
    ...env,
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL printed in 60 s:\n${run.output()}`)), 60_000);
    const look = () => {
      const match = run.output().match(/Q One console: (http:\/\/localhost:\d+)\//);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    run.child.stdout?.on('data', look);
    run.exit.then((exit) => {
      clearTimeout(timer);
      reject(new Error(`the server ended (${exit.code ?? exit.signal}) before listening:\n${run.output()}`));
    });
  });
  return {
    url,
    child: run.child,
    exit: run.exit,
    output: run.output,
    async stop(signal) {
      run.child.kill(signal);
      return run.exit;
    },
  };
}

/** Signs in as the seeded admin and returns the bearer header. */
export async function signIn(
  server: { url: string },
  email = 'admin@example.com',
  password = ADMIN_PASSWORD,
) {
  const res = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}
