import { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database, opened the same way by the server, its backups, the e2e harness and the benches: one place
 * to add an extension should a migration ever need one on PGlite (migration 0026's trigram index is PostgreSQL's
 * only).
 */
export function newPGlite(dir?: string): PGlite {
  return new PGlite(dir === undefined ? {} : { dataDir: dir });
}
