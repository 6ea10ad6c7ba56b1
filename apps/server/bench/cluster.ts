import { spawn } from 'node:child_process';
import { chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway PostgreSQL cluster of bench/ops.ts's own — as bench/postgres.sh makes for `npm run bench`, but held
 * here because the benchmark restarts it (`pg_ctl restart`), which a server named by DATABASE_URL would not allow.
 * In a temporary folder, on a free port of 127.0.0.1, owned by the `postgres` user when run as root (initdb refuses
 * root); `remove()` stops it and deletes the folder.
 */
export interface Cluster {
  /** `postgres://postgres@127.0.0.1:<port>/<database>` (the `postgres` database by default). */
  url(database?: string): string;
  /** `pg_ctl restart -m <mode>`: resolves once PostgreSQL accepts connections again. */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  /** `pg_ctl stop -m fast`, then `start` after `ms`: an outage of a few seconds, as a failover takes. */
  stopFor(ms: number): Promise<void>;
  remove(): Promise<void>;
}

/** The newest installed PostgreSQL's binaries (Debian: /usr/lib/postgresql/<n>/bin), if any. */
async function binaries(): Promise<string | undefined> {
  const root = '/usr/lib/postgresql';
  const versions = await readdir(root).catch(() => [] as string[]);
  const newest = versions
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  return newest ? join(root, newest, 'bin') : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL program as the cluster's owner; rejects with its output when it fails. */
function asOwner(program: string, args: string[]): Promise<void> {
  const [command, argv] = asRoot
    ? ['su', ['postgres', '-c', [program, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ')]]
    : [program, args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} ${args.join(' ')} exited ${code}: ${output}`)),
    );
  });
}

/** Starts a new cluster, or answers undefined when PostgreSQL is not installed. */
export async function startCluster(): Promise<Cluster | undefined> {
  const bin = await binaries();
  if (!bin) return undefined;
  const dir = await mkdtemp(join(tmpdir(), 'qone-bench-ops-pg-'));
  if (asRoot) await chown(dir, ...(await postgresIds()));
  const data = join(dir, 'data');
  const log = join(dir, 'log');
  const port = await freePort();
  const pgCtl = join(bin, 'pg_ctl');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  let started = false;
  const remove = async () => {
    if (started) await asOwner(pgCtl, ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
    started = false;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await asOwner(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    await asOwner(pgCtl, ['-D', data, '-o', options, '-l', log, '-w', 'start']);
    started = true;
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: (mode) => asOwner(pgCtl, ['-D', data, '-m', mode, '-o', options, '-l', log, '-w', 'restart']),
    async stopFor(ms) {
      await asOwner(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
      await new Promise((resolve) => setTimeout(resolve, ms));
      await asOwner(pgCtl, ['-D', data, '-o', options, '-l', log, '-w', 'start']);
    },
    remove,
  };
}

async function postgresIds(): Promise<[number, number]> {
  const line = (await readFile('/etc/passwd', 'utf8')).split('\n').find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) throw new Error('no postgres user to own the cluster');
  return [Number(uid), Number(gid)];
}
