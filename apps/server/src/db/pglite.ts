import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The embedded database with the extensions the migrations create (pg_trgm: the activity timeline's text index,
 * migration 0026). Every opening of a data folder goes through this: without the extension loaded, a write to a table
 * with a trigram index fails.
 */
export function newPGlite(dir?: string): PGlite {
  return new PGlite({ ...(dir === undefined ? {} : { dataDir: dir }), extensions: { pg_trgm } });
}
