import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { companyMessages, userMessages } from '@qone/api-client/messages';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import { badRequest, HttpError, notFound, tooManyRequests } from '../../errors.js';
import {
  findCompany,
  findCompanyByHost,
  forgetLogoUploads,
  isLogoUploadedFor,
  isUserOfCompany,
  logoUrl,
  recordLogoUpload,
  staleLogoUploads,
  toCompanySettings,
  updateCompanySettings,
} from '../../repositories/companies.js';
import { defineOperations } from '../define.js';

const companyNotFound = () => notFound(companyMessages.notFound);

/** Detected from the bytes, never from the name or the declared type; the stored name gets the detected extension. */
const logoTypes: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
/** Uploads that never became the logo are removed this long after upload. */
const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/** Only plain file names ever reach the file system (the contract's pattern already says so; this is the backstop). */
const safeFileName = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const logoDir = (config: Config) => join(config.dataDir, 'company_logos');

/**
 * The public host lookup is throttled per client address (contract: public operations are). A read this cheap and
 * this frequent (every visit to the login page) is counted in memory in fixed one-minute windows, per server,
 * rather than with a database write per request like the sign-in counters.
 */
const ALIAS_LOOKUPS_PER_MINUTE = 120;
const aliasWindows = new WeakMap<FastifyInstance, Map<string, { start: number; count: number }>>();

function countAliasLookup(server: FastifyInstance, ip: string, now: number): void {
  let windows = aliasWindows.get(server);
  if (!windows) {
    windows = new Map();
    aliasWindows.set(server, windows);
  }
  const current = windows.get(ip);
  if (!current || now - current.start >= 60_000) {
    // Whenever a window opens, drop the finished ones of every address, so the map stays as small as the traffic.
    for (const [key, window] of windows) if (now - window.start >= 60_000) windows.delete(key);
    windows.set(ip, { start: now, count: 1 });
    return;
  }
  current.count += 1;
  if (current.count > ALIAS_LOOKUPS_PER_MINUTE) throw tooManyRequests((current.start + 60_000 - now) / 1000);
}

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
    async handle({ db, query, req, clock }) {
      countAliasLookup(req.server, req.ip, clock.now().getTime());
      const company = await findCompanyByHost(db, query.host);
      if (!company) throw notFound(companyMessages.noCompanyOnHost);
      return { data: { companyId: company.id, alias: company.alias ?? '', name: company.name } };
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
    async handle({ db, auth, params, body, config, req }) {
      const company = await ownCompany(db, auth.companyId, params.id);
      const keep = body.logo === '' || body.logo === company.logo;
      if (!keep && !(await isLogoUploadedFor(db, company.id, body.logo))) {
        throw badRequest(companyMessages.unknownLogo);
      }
      await updateCompanySettings(db, company.id, body);
      if (company.logo && company.logo !== body.logo) {
        await forgetLogoUploads(db, [company.logo]);
        await removeLogoFiles(config, req.log, [company.logo]);
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
