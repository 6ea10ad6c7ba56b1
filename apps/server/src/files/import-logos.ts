import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  allLogoUploadFiles,
  recordCurrentLogosAsUploads,
  setLogoUploadSize,
} from '../repositories/company-logo-uploads.js';
import { storedFileKeys } from '../repositories/stored-files.js';
import type { AppServices } from '../services.js';
import { logoKey } from './file-store.js';

/** The folder earlier versions kept logo files in; read only by this import, never written. */
const legacyLogoFolder = (dataDir: string) => join(dataDir, 'company_logos');

const typeByExtension: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
const logoFileName = /^[A-Za-z0-9-]+\.(png|jpg|webp)$/;

/**
 * Earlier versions kept logo files in $DATA_DIR/company_logos, where only that server process could serve them.
 * When that folder exists, every logo the database names (current logos and uploads not yet saved) whose bytes are
 * not stored yet is read from it into the file store: run at every start, it imports each file once and then finds
 * nothing left to do; several processes starting together store the same bytes. A file the database names but the
 * folder lacks is logged (that logo answers 404, as it did) and the start goes on. The folder is left as it was:
 * remove it once the log says nothing is missing.
 */
export async function importLogoFolder(
  services: Pick<AppServices, 'db' | 'config' | 'clock' | 'files'>,
  log: FastifyBaseLogger,
): Promise<{ imported: string[]; missing: string[] }> {
  const folder = legacyLogoFolder(services.config.dataDir);
  const outcome = { imported: [] as string[], missing: [] as string[] };
  if (!existsSync(folder)) return outcome;
  await recordCurrentLogosAsUploads(services.db, services.clock.now());
  const files = await allLogoUploadFiles(services.db);
  const stored = await storedFileKeys(services.db, files.map(logoKey));
  for (const file of files) {
    if (stored.has(logoKey(file))) continue;
    const extension = logoFileName.exec(file)?.[1];
    const data = extension ? await readFile(join(folder, file)).catch(() => undefined) : undefined;
    if (!extension || !data) {
      outcome.missing.push(file);
      continue;
    }
    const detected = (await fileTypeFromBuffer(data))?.mime;
    await services.files.put(
      logoKey(file),
      data,
      detected ?? typeByExtension[extension] ?? 'application/octet-stream',
    );
    // Counted in its company's storage from now on (over the quota or not: nothing stored is refused).
    await setLogoUploadSize(services.db, file, data.length);
    outcome.imported.push(file);
  }
  if (outcome.imported.length > 0) {
    log.info(
      { files: outcome.imported },
      `imported ${outcome.imported.length} company logo files from ${folder}`,
    );
  }
  if (outcome.missing.length > 0) {
    log.warn(
      { files: outcome.missing },
      `${outcome.missing.length} company logo files named in the database are not in ${folder}: they answer 404`,
    );
  }
  return outcome;
}
