import type { Db } from '../db/index.js';
import { expiredLogoUploads, forgetLogoUploads } from '../repositories/company-logo-uploads.js';
import type { AppServices } from '../services.js';
import { type FileStore, logoKey } from './file-store.js';

/** Uploads that never became the logo are removed this long after upload. */
export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Removes logo files: their bytes first, then their records (so no bytes are ever left without a record). */
export async function removeLogoFiles(db: Db, files: FileStore, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await files.delete(names.map(logoKey));
  await forgetLogoUploads(db, names);
}

/**
 * Every company's uploads older than a day that never became its logo (an upload also removes its own company's):
 * run hourly (main.ts), so unsaved uploads hold no space for long.
 */
export async function sweepUnusedLogoUploads(
  services: Pick<AppServices, 'db' | 'files' | 'clock'>,
): Promise<void> {
  const before = new Date(services.clock.now().getTime() - UNUSED_UPLOAD_TTL_MS);
  await removeLogoFiles(services.db, services.files, await expiredLogoUploads(services.db, before));
}
