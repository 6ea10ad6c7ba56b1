import { randomUUID } from 'node:crypto';
import { activity } from '@qone/domain/activity';
import { companyMessages, userMessages } from '@qone/domain/messages';
import { fileTypeFromBuffer } from 'file-type';
import { actorOf, recordActivity } from '../../activity/record.js';
import { throttlePolicies } from '../../auth/throttle.js';
import type { Db } from '../../db/index.js';
import { assertCurrent, badRequest, HttpError, notFound } from '../../errors.js';
import { logoKey } from '../../files/file-store.js';
import { removeLogoFiles, UNUSED_UPLOAD_TTL_MS } from '../../files/logos.js';
import {
  findCompany,
  findCompanyByHost,
  logoUrl,
  toCompanySettings,
  updateCompanySettings,
} from '../../repositories/companies.js';
import {
  isLogoUploadedFor,
  recordLogoUpload,
  staleLogoUploads,
} from '../../repositories/company-logo-uploads.js';
import { isUserOfCompany } from '../../repositories/users.js';
import { assertStorageRoom } from '../../storage/quota.js';
import { defineOperations } from '../define.js';

const companyNotFound = () => notFound(companyMessages.notFound);

/** Detected from the bytes, never from the name or the declared type; the stored name gets the detected extension. */
const logoTypes: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/** Every company operation acts on the caller's own company only: any other id is as unknown as a missing one. */
async function ownCompany(db: Db, companyId: string, id: string) {
  const company = id === companyId ? await findCompany(db, id) : undefined;
  if (!company) throw companyNotFound();
  return company;
}

export const companyOperations = defineOperations({
  getCompanySettingByUser: {
    async handle({ db, auth, body }) {
      if (!(await isUserOfCompany(db, auth.companyId, body.userId))) throw notFound(userMessages.notFound);
      return { data: toCompanySettings(await ownCompany(db, auth.companyId, auth.companyId)) };
    },
  },

  getCompanyAuth: {
    async handle({ db, auth }) {
      const company = await ownCompany(db, auth.companyId, auth.companyId);
      return {
        data: {
          companyId: company.id,
          name: company.name,
          alias: company.alias ?? '',
          userId: auth.userId,
          email: auth.email,
        },
      };
    },
  },

  getCompanyAlias: {
    // Public, and asked on every visit of the login page: a per-server request rate rather than database counters.
    rateLimit: throttlePolicies.publicLookupPerIp,
    async handle({ db, query }) {
      const company = await findCompanyByHost(db, query.host);
      return {
        data: company ? { companyId: company.id, alias: company.alias ?? '', name: company.name } : null,
      };
    },
  },

  listCompanies: {
    async handle({ db, auth }) {
      const company = await ownCompany(db, auth.companyId, auth.companyId);
      return { data: [{ _id: company.id, name: company.name, alias: company.alias ?? '' }] };
    },
  },

  getCompany: {
    async handle({ db, auth, params }) {
      return { data: toCompanySettings(await ownCompany(db, auth.companyId, params.id)) };
    },
  },

  updateCompany: {
    async handle({ db, auth, params, body, files, clock }) {
      const company = await ownCompany(db, auth.companyId, params.id);
      assertCurrent(toCompanySettings(company), body.baseVersion, companyMessages.stale);
      const keep = body.logo === '' || body.logo === company.logo;
      if (!keep && !(await isLogoUploadedFor(db, company.id, body.logo))) {
        throw badRequest(companyMessages.unknownLogo);
      }
      const before = await db.transaction().execute(async (trx) => {
        // Read again with the row locked: a save based on an older version than this one is refused.
        const current = await findCompany(trx, company.id, { forUpdate: true });
        if (!current) throw companyNotFound();
        assertCurrent(toCompanySettings(current), body.baseVersion, companyMessages.stale);
        // Left out, the retention stays as it is (clients of the form before it had the field).
        const after = {
          ...body,
          activityRetentionDays: body.activityRetentionDays ?? current.activity_retention_days,
        };
        await updateCompanySettings(trx, company.id, after);
        await recordActivity(
          trx,
          { companyId: company.id, at: clock.now() },
          activity.companySettings({
            actor: actorOf(auth),
            company,
            before: { ...current, activityRetentionDays: current.activity_retention_days },
            after: {
              ...after,
              second_factor_policy: body.secondFactorPolicy ?? current.second_factor_policy,
            },
          }),
        );
        return current;
      });
      // The replaced logo goes at once: nobody may bring it back by name.
      if (before.logo && before.logo !== body.logo) await removeLogoFiles(db, files, [before.logo]);
      const saved = await ownCompany(db, auth.companyId, company.id);
      return { message: companyMessages.saved, data: toCompanySettings(saved) };
    },
  },

  uploadCompanyLogo: {
    async handle({ db, auth, params, files, clock, config, req }) {
      const company = await ownCompany(db, auth.companyId, params.id);
      // The multipart body was read before validation (request-body.ts); the contract made `file` required.
      const upload = req.uploads?.find((part) => part.fieldname === 'file');
      if (!upload) throw badRequest("'file' is required in body");
      const detected = await fileTypeFromBuffer(upload.data);
      const extension = detected ? logoTypes[detected.mime] : undefined;
      if (!extension) throw new HttpError(415, companyMessages.logoType);

      const file = `${randomUUID()}.${extension}`;
      // Recorded (with its size, against the storage quota) before its bytes are stored: an upload cut short leaves
      // a record the sweep removes, never bytes; uploads at the same moment are judged one after another.
      await db.transaction().execute(async (trx) => {
        await recordLogoUpload(trx, company.id, file, upload.data.length, clock.now());
        await assertStorageRoom(trx, { clock, config }, company.id, upload.data.length);
      });
      await files.put(logoKey(file), upload.data, detected?.mime ?? 'application/octet-stream');

      // The company's uploads that never became its logo go after a day (all companies': hourly, main.ts).
      const stale = await staleLogoUploads(
        db,
        company.id,
        new Date(clock.now().getTime() - UNUSED_UPLOAD_TTL_MS),
      );
      await removeLogoFiles(db, files, stale);
      return { data: { logo: file, logoUrl: logoUrl(file) } };
    },
  },
});
