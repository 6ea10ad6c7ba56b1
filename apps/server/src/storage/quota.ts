import { storageMessages } from '@qone/domain/messages';
import { formatMegabytes } from '@qone/domain/storage';
import type { Executor } from '../db/index.js';
import { HttpError } from '../errors.js';
import { countedStorage, deleteExpiredPreviewsOf, type StorageUse } from '../repositories/company-storage.js';
import type { AppServices } from '../services.js';

export const totalOf = (use: StorageUse) => use.templateVersions + use.files + use.previews;

/**
 * Run in the transaction of a write that keeps `added` more bytes for the company, after the write: 413 when the
 * company now keeps more than its quota (`COMPANY_STORAGE_QUOTA_MB`) (the transaction, and with it the write and its count, is undone). The
 * write's trigger holds the company's counter row until the transaction ends, so writes of one company at the same
 * moment are judged one after another, each seeing the others' bytes: together they never pass the quota. Expired
 * previews are removed first, so they never stand in the way.
 */
export async function assertStorageRoom(
  trx: Executor,
  services: Pick<AppServices, 'clock' | 'config'>,
  companyId: string,
  added: number,
): Promise<void> {
  await deleteExpiredPreviewsOf(trx, companyId, services.clock.now());
  const total = totalOf(await countedStorage(trx, companyId));
  const quota = services.config.storageQuotaBytes;
  if (total <= quota) return;
  throw new HttpError(
    413,
    storageMessages.quotaExceeded(
      formatMegabytes(added),
      formatMegabytes(Math.max(0, total - added)),
      formatMegabytes(quota),
    ),
  );
}
