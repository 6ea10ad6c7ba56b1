import { closeSync, openSync, readFileSync, rmSync, statSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * PGlite is one process's database: a second process opening the same folder (a second server, or `npm run
 * db:backup` while the server runs) runs a second PostgreSQL on the same files and corrupts them, and PGlite itself
 * does not stop it (its postmaster.pid always says pid -42). So the folder is locked by a file beside it naming
 * the holder's host and process.
 *
 * A lock is stale — taken over — when its process is gone (same host), or when it is the process's own pid but not
 * held here (a container restarted after kill -9 is pid 1 again), or when its holder, on another host, has not
 * touched it for `staleAfterMs` (the holder touches it every third of that).
 */
export interface DataDirLock {
  release(): void;
}

const held = new Set<string>();
const staleAfterMs = 30_000;

interface Holder {
  pid: number;
  host: string;
  holder: string;
  since: string;
}

function readHolder(file: string): (Holder & { touchedAt: number }) | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
    return { ...holder, touchedAt: statSync(file).mtimeMs };
  } catch {
    // Gone meanwhile, or half written by a holder that died while writing it: nobody holds it.
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isStale(holder: Holder & { touchedAt: number }): boolean {
  if (holder.host !== hostname()) return Date.now() - holder.touchedAt > staleAfterMs;
  return holder.pid === process.pid || !isAlive(holder.pid);
}

/** Why the folder cannot be opened now, for the refusal's text. */
class DataDirInUseError extends Error {
  constructor(file: string, holder: Holder) {
    super(
      `The embedded database is in use by ${holder.holder} (process ${holder.pid} on ${holder.host}, since ` +
        `${holder.since}): PGlite allows one process per DATA_DIR. Stop it first (a backup or restore of the ` +
        `embedded database needs the server stopped). If no such process runs, remove ${file}.`,
    );
  }
}

/**
 * Locks `dir` (the PGlite folder) for this process as `holder` (`server`, `db:backup`, …), or throws
 * DataDirInUseError naming who holds it.
 */
export function lockDataDir(dir: string, holder: string): DataDirLock {
  const file = `${dir}.lock`;
  if (held.has(file))
    throw new Error(`${dir} is already open in this process: PGlite allows one instance per folder`);
  const content = JSON.stringify({
    pid: process.pid,
    host: hostname(),
    holder,
    since: new Date().toISOString(),
  });
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, content);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
      const current = readHolder(file);
      if (current && !isStale(current)) throw new DataDirInUseError(file, current);
      rmSync(file, { force: true });
    }
  }
  held.add(file);
  const touch = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // Removed by hand: the next process takes the folder as free, as the refusal's text told.
    }
  }, staleAfterMs / 3);
  touch.unref();
  return {
    release() {
      clearInterval(touch);
      if (!held.delete(file)) return;
      const current = readHolder(file);
      if (current?.pid === process.pid && current.host === hostname()) rmSync(file, { force: true });
    },
  };
}
