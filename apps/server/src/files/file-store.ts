import { createHash } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Db } from '../db/index.js';
import { deleteStoredFiles, findStoredFile, upsertStoredFile } from '../repositories/stored-files.js';

/** A stored file: its bytes, the content type detected when it was stored, and its SHA-256 (hex: the ETag). */
export interface StoredFile {
  contentType: string;
  size: number;
  sha256: string;
  data: Buffer;
}

/**
 * Where uploaded files live, by key (`logos/<name>`), so that every server process sharing the database serves
 * every file. The database is the one implementation (`databaseFileStore`); an object store (S3 and the like)
 * would be a second one behind the same three calls — nothing else of the server knows where the bytes are.
 * Callers keep their own record of which keys they use (e.g. `company_logo_uploads`), written before `put` and
 * removed after `delete`, so no bytes are ever left without a record.
 */
export interface FileStore {
  /** Stores the bytes under `key`, replacing any there. */
  put(key: string, data: Buffer, contentType: string): Promise<StoredFile>;
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the keys; a key not stored is no error. */
  delete(keys: readonly string[]): Promise<void>;
}

export const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Files as rows of `stored_files` (bytea): nothing to set up, in every backup of the database. */
export function databaseFileStore(db: Db, clock: Clock): FileStore {
  return {
    async put(key, data, contentType) {
      const file = { contentType, size: data.length, sha256: sha256Hex(data), data };
      await upsertStoredFile(db, { key, ...file }, clock.now());
      return file;
    },
    async get(key) {
      const row = await findStoredFile(db, key);
      return row && { contentType: row.contentType, size: row.size, sha256: row.sha256, data: row.data };
    },
    async delete(keys) {
      await deleteStoredFiles(db, keys);
    },
  };
}

/** The key of a company logo file (`<uuid>.<ext>`, the name in `companies.logo`) in the file store. */
export const logoKey = (file: string) => `logos/${file}`;
