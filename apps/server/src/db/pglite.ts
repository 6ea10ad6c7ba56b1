import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the embedded database is opened with: `pg_trgm` for the trigram index of the activity record's
 * names (migration 0028). A database whose schema uses an extension cannot be written without it (each write to the
 * indexed table calls its functions), so whatever opens a server's PGlite folder — the e2e harness, the console's
 * bench — opens it through `newPGlite`.
 */
const pgliteExtensions = { pg_trgm };

/** The embedded database, opened the same way by the server, its backups, the e2e harness and the benches. */
export function newPGlite(dir?: string): PGlite {
  return new PGlite(
    dir === undefined ? { extensions: pgliteExtensions } : { dataDir: dir, extensions: pgliteExtensions },
  );
}
