import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { companyMessages, userMessages } from '@qone/api-client/messages';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { actorOf, recordActivity } from '../../activity/record.js';
import { throttlePolicies } from '../../auth/throttle.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { assertCurrent, badRequest, HttpError, notFound } from '../../errors.js';
import {
  findCompany,
  findCompanyByHost,
  logoUrl,
  toCompanySettings,
  updateCompanySettings,
} from '../../repositories/companies.js';
import {
  forgetLogoUploads,
  isLogoUploadedFor,
  recordLogoUpload,
  staleLogoUploads,
} from '../../repositories/company-logo-uploads.js';
import { isUserOfCompany } from '../../repositories/users.js';
import { defineOperations } from '../define.js';

const companyNotFound = () => notFound(companyMessages.notFound);

/** Detected from the bytes, never from the name or the declared type; the stored name gets the detected extension. */
const logoTypes: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
/** Uploads that never became the logo are removed this long after upload. */
const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** Only plain file names ever reach the file system (the contract's pattern already says so; this is the backstop). */
const safeFileName = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** The fields of the company form, as the activity record keeps them. */
const companyFields = (values: {
  name: string;
  invoice_email: string;
  invoice_address: string;
  vat: string;
  contact_person: string;
  logo: string;
}) => ({
  name: values.name,
  invoice_email: values.invoice_email,
  invoice_address: values.invoice_address,
  vat: values.vat,
  contact_person: values.contact_person,
  logo: values.logo,
});

const logoDir = (config: Config) => join(config.dataDir, 'company_logos');

/** Every company operation acts on the caller's own company only: any other id is as unknown as a missing one. */
async function ownCompany(db: Db, companyId: string, id: string) {
  const company = id === companyId ? await findCompany(db, id) : undefined;
  if (!company) throw companyNotFound();
  return company;
}

async function removeLogoFiles(config: Config, log: FastifyBaseLogger, files: string[]): Promise<void> {
  for (const file of files) {
    if (!safeFileName.test(file)) continue;
    try {
      await unlink(join(logoDir(config), file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        log.warn({ err: error, file }, 'could not remove a logo file');
      }
    }
  }
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
    async handle({ db, auth, params, body, config, req, clock }) {
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
        await updateCompanySettings(trx, company.id, body);
        await recordActivity(trx, {
          companyId: company.id,
          actor: actorOf(auth),
          at: clock.now(),
          area: 'company',
          action: 'company.updated',
          target: { type: 'company', id: company.id, label: body.name },
          before: companyFields(current),
          after: companyFields(body),
        });
        return current;
      });
      if (before.logo && before.logo !== body.logo) {
        await forgetLogoUploads(db, [before.logo]);
        await removeLogoFiles(config, req.log, [before.logo]);
      }
      const saved = await ownCompany(db, auth.companyId, company.id);
      return { message: companyMessages.saved, data: toCompanySettings(saved) };
    },
  },

  uploadCompanyLogo: {
    async handle({ db, auth, params, config, clock, req }) {
      const company = await ownCompany(db, auth.companyId, params.id);
      // The multipart body was read before validation (request-body.ts); the contract made `file` required.
      const upload = req.uploads?.find((part) => part.fieldname === 'file');
      if (!upload) throw badRequest("'file' is required in body");
      const detected = await fileTypeFromBuffer(upload.data);
      const extension = detected ? logoTypes[detected.mime] : undefined;
      if (!extension) throw new HttpError(415, companyMessages.logoType);

      const file = `${randomUUID()}.${extension}`;
      await mkdir(logoDir(config), { recursive: true });
      await writeFile(join(logoDir(config), file), upload.data, { flag: 'wx' });
      await recordLogoUpload(db, company.id, file, clock.now());

      const stale = await staleLogoUploads(
        db,
        company.id,
        new Date(clock.now().getTime() - UNUSED_UPLOAD_TTL_MS),
      );
      await forgetLogoUploads(db, stale);
      await removeLogoFiles(config, req.log, stale);
      return { data: { logo: file, logoUrl: logoUrl(file) } };
    },
  },
});
