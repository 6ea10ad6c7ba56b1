import { countedStorage, livePreviewBytes } from '../../repositories/company-storage.js';
import { totalOf } from '../../storage/quota.js';
import { defineOperations } from '../define.js';

/** The company's storage: what it keeps, by kind, against its quota. */
export const storageOperations = defineOperations({
  getStorageUsage: {
    async handle({ db, auth, clock, config }) {
      const counted = await countedStorage(db, auth.companyId);
      // Previews expire after an hour; those not yet removed are left out here as the next write removes them.
      const use = { ...counted, previews: await livePreviewBytes(db, auth.companyId, clock.now()) };
      return {
        data: {
          quotaBytes: config.storageQuotaBytes,
          usedBytes: totalOf(use),
          templateVersionsBytes: use.templateVersions,
          filesBytes: use.files,
          previewsBytes: use.previews,
        },
      };
    },
  },
});
