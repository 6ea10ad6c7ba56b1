import { sql } from 'kysely';
import type { Executor } from '../db/index.js';

/** The bytes of uploaded files, one row per key (migration 0012); used through src/files/file-store.ts. */
export interface StoredFileRow {
  key: string;
  contentType: string;
  size: number;
  sha256: string;
  data: Buffer;
}

/** Stores the bytes under `key`, replacing what was there (as an object store's put does). */
export async function upsertStoredFile(db: Executor, file: StoredFileRow, now: Date): Promise<void> {
  await db
    .insertInto('stored_files')
    .values({
      key: file.key,
      content_type: file.contentType,
      size: file.size,
      sha256: file.sha256,
      data: file.data,
      created_at: now,
    })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        content_type: sql`excluded.content_type`,
        size: sql`excluded.size`,
        sha256: sql`excluded.sha256`,
        data: sql`excluded.data`,
        created_at: sql`excluded.created_at`,
      }),
    )
    .execute();
}

export async function findStoredFile(db: Executor, key: string): Promise<StoredFileRow | undefined> {
  const row = await db
    .selectFrom('stored_files')
    .select(['key', 'content_type', 'size', 'sha256', 'data'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    key: row.key,
    contentType: row.content_type,
    size: row.size,
    sha256: row.sha256,
    data: Buffer.from(row.data),
  };
}

export async function deleteStoredFiles(db: Executor, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('stored_files').where('key', 'in', keys).execute();
}

/** Which of `keys` are stored. */
export async function storedFileKeys(db: Executor, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.selectFrom('stored_files').select('key').where('key', 'in', keys).execute();
  return new Set(rows.map((row) => row.key));
}
