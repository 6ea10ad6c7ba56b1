import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/index.js';
import { type ServerProcess, signIn, startServer } from '../helpers/server-process.js';

/**
 * What the embedded engine promises (README "What the embedded database survives"), checked on real server
 * processes. PostgreSQL's own durability is PostgreSQL's (and CI runs it with fsync=off), so this runs on PGlite.
 */

/** The `state` of PostgreSQL's control file: 1 = shut down cleanly, 6 = in production (it did not shut down). */
function controlState(dataDir: string): number {
  return readFileSync(join(dataDir, 'pglite', 'global', 'pg_control')).readUInt32LE(16);
}
const SHUT_DOWN = 1;
const IN_PRODUCTION = 6;

const servers: ServerProcess[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) if (server.running) await server.kill();
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

async function dataDir() {
  const folder = await mkdtemp(join(tmpdir(), 'qone-durability-'));
  folders.push(folder);
  return folder;
}

async function start(folder: string) {
  const server = await startServer({ env: { DATA_DIR: folder } });
  servers.push(server);
  return server;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'the embedded database (PGlite) on a real server process',
  () => {
    it('keeps every acknowledged write when the process is killed (SIGKILL) in the middle of writes', {
      timeout: 120_000,
    }, async () => {
      const folder = await dataDir();
      const first = await start(folder);
      const auth = await signIn(first);
      const acknowledged: string[] = [];
      let killed = false;
      // Four writers at once, so writes are in flight when the kill comes.
      const writer = async (n: number) => {
        for (let i = 0; !killed; i++) {
          const role = `role ${n}-${i}`;
          try {
            const res = await fetch(`${first.url}/api/user-roles`, {
              method: 'POST',
              headers: { ...auth, 'content-type': 'application/json', 'x-requested-with': 'qone-test' },
              body: JSON.stringify({ role, description: 'written before the kill' }),
            });
            if (res.status === 201) acknowledged.push(role);
          } catch {
            return; // the connection died with the process
          }
          if (acknowledged.length >= 80 && !killed) {
            killed = true;
            void first.kill();
          }
        }
      };
      await Promise.all([0, 1, 2, 3].map(writer));
      expect((await first.exited).signal).toBe('SIGKILL');
      expect(controlState(folder)).toBe(IN_PRODUCTION);

      const second = await start(folder);
      const res = await fetch(`${second.url}/api/user-roles`, { headers: await signIn(second) });
      const kept = new Set(((await res.json()) as { data: { role: string }[] }).data.map((r) => r.role));
      expect(acknowledged.length).toBeGreaterThanOrEqual(80);
      expect(acknowledged.filter((role) => !kept.has(role))).toEqual([]);
    });

    it('refuses a second process on the same DATA_DIR while one runs, and closes cleanly on SIGTERM', {
      timeout: 120_000,
    }, async () => {
      const folder = await dataDir();
      const server = await start(folder);
      const refused = startServer({ env: { DATA_DIR: folder } }).then((second) => {
        servers.push(second);
        return second;
      });
      await expect(refused).rejects.toThrow(new RegExp(`in use by a server \\(process ${server.pid} `));
      // The same in one process: a second PGlite on the folder would be a second PostgreSQL on its files.
      await expect(openDatabase({ dataDir: folder })).rejects.toThrow(/in use by a server/);

      expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
      // Closed with PGlite's shutdown checkpoint: the next start needs no recovery.
      expect(controlState(folder)).toBe(SHUT_DOWN);
      expect(existsSync(join(folder, 'pglite.lock'))).toBe(false);
      const { db } = await openDatabase({ dataDir: folder, holder: 'this test' });
      await db.destroy();
    });
  },
);
