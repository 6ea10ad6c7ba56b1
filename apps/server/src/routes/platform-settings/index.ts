import { randomUUID } from 'node:crypto';
import { activity } from '@qone/domain/activity';
import { missingRecommendations } from '@qone/domain/dns-records';
import { isPublicDomainName } from '@qone/domain/domain-names';
import { domainMessages, mailerMessages } from '@qone/domain/messages';
import { actorOf, recordActivity } from '../../activity/record.js';
import { adminMailKey, countRequest, takeRate, throttlePolicies } from '../../auth/throttle.js';
import type { Executor } from '../../db/index.js';
import {
  checkRecords,
  dkimContext,
  domainList,
  newDkimKeyPair,
  toDomain,
} from '../../domain/sending-domains.js';
import { badRequest, conflict, notFound, StaleWriteError } from '../../errors.js';
import { assertPreviewRecipient, takePreviewQuota } from '../../mail/limits.js';
import { mailerTestMail } from '../../mail/templates.js';
import { findCompanyName } from '../../repositories/companies.js';
import { countedStorage, livePreviewBytes } from '../../repositories/company-storage.js';
import { listDnsChecks, replaceDnsChecks } from '../../repositories/domain-dns-checks.js';
import {
  deleteMailer,
  domainMailerNames,
  findMailerRecord,
  insertMailer,
  listMailerRecords,
  type MailerRecord,
  type MailerValues,
  mailerKindsByDomain,
  mailerNameTaken,
  updateMailer,
} from '../../repositories/mailers.js';
import {
  deleteDomain,
  domainNameTaken,
  findDomainRecord,
  insertDomain,
  markDomainChecked,
  updateDomain,
} from '../../repositories/sending-domains.js';
import { isUniqueViolation } from '../../repositories/users.js';
import { totalOf } from '../../storage/quota.js';
import { defineOperations } from '../define.js';

const toMailer = (row: MailerRecord) => ({
  _id: row.id,
  mailer: row.mailer,
  alias: row.alias,
  type: row.type,
  domain: { _id: row.domain_id, domain: row.domain },
  version: row.version,
});

const mailerList = async (db: Executor, companyId: string) =>
  (await listMailerRecords(db, companyId)).map(toMailer);

async function ownDomain(db: Executor, companyId: string, id: string, lock?: 'update' | 'share') {
  const domain = await findDomainRecord(db, companyId, id, lock ? { lock } : {});
  if (!domain) throw notFound(domainMessages.notFound);
  return domain;
}

async function ownMailer(db: Executor, companyId: string, id: string, options: { forUpdate?: boolean } = {}) {
  const mailer = await findMailerRecord(db, companyId, id, options);
  if (!mailer) throw notFound(mailerMessages.notFound);
  return mailer;
}

/** The domain's view with its current records and checks. */
async function domainView(db: Executor, companyId: string, id: string) {
  const row = await ownDomain(db, companyId, id);
  const kinds = (await mailerKindsByDomain(db, companyId)).get(id) ?? [];
  return toDomain(row, kinds, await listDnsChecks(db, [id]));
}

/** A unique index refused the write: two requests raced for one name. */
function takenOr(error: unknown, message: string): never {
  if (isUniqueViolation(error)) throw conflict(message);
  throw error;
}

/**
 * A mailer sends from an active domain of the caller's company, under a name no other mailer has. The domain's row is
 * held (shared) until the transaction ends, so it cannot be deactivated or deleted under the mailer being written.
 */
async function mailerValues(
  trx: Executor,
  companyId: string,
  body: { mailer: string; alias: string; domain: string; type: MailerValues['type'] },
  exceptId?: string,
): Promise<MailerValues & { domainName: string }> {
  const domain = await ownDomain(trx, companyId, body.domain, 'share');
  if (!domain.active) throw badRequest(domainMessages.inactive);
  if (await mailerNameTaken(trx, companyId, body.mailer, exceptId)) throw conflict(mailerMessages.nameTaken);
  return {
    mailer: body.mailer,
    alias: body.alias,
    type: body.type,
    domainId: domain.id,
    domainName: domain.domain,
  };
}

export const platformSettingsOperations = defineOperations({
  listDomains: {
    async handle({ db, auth }) {
      return { data: await domainList(db, auth.companyId) };
    },
  },

  createDomain: {
    async handle({ db, auth, body, clock, secretBox, reply }) {
      if (!isPublicDomainName(body.domain)) throw badRequest(domainMessages.notPublic);
      if (await domainNameTaken(db, auth.companyId, body.domain)) throw conflict(domainMessages.taken);
      // Made before the transaction: on PGlite a transaction holds the only connection.
      const keys = await newDkimKeyPair();
      const id = randomUUID();
      await db
        .transaction()
        .execute(async (trx) => {
          await insertDomain(trx, {
            id,
            companyId: auth.companyId,
            domain: body.domain,
            publicKey: keys.publicKey,
            sealedPrivateKey: secretBox.seal(keys.privateKey, dkimContext(id)),
            now: clock.now(),
          });
          await recordActivity(
            trx,
            { companyId: auth.companyId, at: clock.now() },
            activity.domains({
              actor: actorOf(auth),
              action: 'domain.created',
              target: { id, label: body.domain },
              before: null,
              after: { domain: body.domain, active: true },
            }),
          );
        })
        .catch((error) => takenOr(error, domainMessages.taken));
      reply.code(201);
      return { data: await domainList(db, auth.companyId) };
    },
  },

  updateDomain: {
    async handle({ db, auth, params, body, clock }) {
      await db
        .transaction()
        .execute(async (trx) => {
          const domain = await ownDomain(trx, auth.companyId, params.id, 'update');
          if (domain.version !== body.baseVersion) {
            throw new StaleWriteError(domainMessages.stale, await domainView(trx, auth.companyId, domain.id));
          }
          // A name stored before this rule is kept (it may still be deactivated); a new name must be public.
          const renamed = body.domain.toLowerCase() !== domain.domain.toLowerCase();
          if (renamed && !isPublicDomainName(body.domain)) throw badRequest(domainMessages.notPublic);
          if (await domainNameTaken(trx, auth.companyId, body.domain, domain.id)) {
            throw conflict(domainMessages.taken);
          }
          await updateDomain(trx, auth.companyId, domain.id, { domain: body.domain, active: body.active });
          await recordActivity(
            trx,
            { companyId: auth.companyId, at: clock.now() },
            activity.domains({
              actor: actorOf(auth),
              action: 'domain.updated',
              target: { id: domain.id, label: body.domain },
              before: { domain: domain.domain, active: domain.active },
              after: { domain: body.domain, active: body.active },
            }),
          );
        })
        .catch((error) => takenOr(error, domainMessages.taken));
      return { data: await domainList(db, auth.companyId) };
    },
  },

  deleteDomain: {
    async handle({ db, auth, params, clock }) {
      await db.transaction().execute(async (trx) => {
        // Locked first: a mailer written for it meanwhile holds it until it is saved, and is then counted here.
        const domain = await ownDomain(trx, auth.companyId, params.id, 'update');
        const senders = await domainMailerNames(trx, auth.companyId, domain.id);
        if (senders.length > 0) {
          throw conflict(domainMessages.inUse(senders.map((mailer) => `${mailer}@${domain.domain}`)));
        }
        await deleteDomain(trx, auth.companyId, domain.id);
        await recordActivity(
          trx,
          { companyId: auth.companyId, at: clock.now() },
          activity.domains({
            actor: actorOf(auth),
            action: 'domain.deleted',
            target: { id: domain.id, label: domain.domain },
            before: { domain: domain.domain, active: domain.active },
            after: null,
          }),
        );
      });
      return { data: await domainList(db, auth.companyId) };
    },
  },

  verifyDomain: {
    async handle(ctx) {
      const { db, auth, params, clock, dns } = ctx;
      const looked = await domainView(db, auth.companyId, params.id);
      // Only public names are looked up: any other would read the server's internal DNS (domains stored before
      // the rule keep their name, and their last check, but are never looked up again).
      if (!isPublicDomainName(looked.domain)) throw badRequest(domainMessages.cannotVerify(looked.domain));
      await takeRate(ctx, throttlePolicies.domainVerifyPerCompany, auth.companyId);
      // Looked up outside any transaction: a slow DNS server must not hold the database.
      const at = clock.now();
      const checks = await checkRecords(dns, looked.records, at);
      const after = await db.transaction().execute(async (trx) => {
        // The domain's row locked: two checks at once replace its results in turn (not both inserting them).
        await ownDomain(trx, auth.companyId, params.id, 'update');
        const before = await domainView(trx, auth.companyId, params.id);
        await replaceDnsChecks(trx, before._id, checks);
        await markDomainChecked(trx, before._id, at);
        const checked = await domainView(trx, auth.companyId, before._id);
        if (checked.status !== before.status) {
          await recordActivity(
            trx,
            { companyId: auth.companyId, at: at },
            activity.domains({
              actor: actorOf(auth),
              action: 'domain.verified',
              target: { id: checked._id, label: checked.domain },
              before: { status: before.status },
              after: { status: checked.status },
            }),
          );
        }
        return checked;
      });
      const required = after.records.filter((record) => record.required);
      const verified = required.filter((record) => record.status === 'verified').length;
      const message = domainMessages.checked(verified, required.length);
      return { message, data: after };
    },
  },

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

  listMailers: {
    async handle({ db, auth }) {
      return { data: await mailerList(db, auth.companyId) };
    },
  },

  createMailer: {
    async handle({ db, auth, body, clock, reply }) {
      const id = randomUUID();
      await db
        .transaction()
        .execute(async (trx) => {
          const values = await mailerValues(trx, auth.companyId, body);
          await insertMailer(trx, { ...values, id, companyId: auth.companyId, now: clock.now() });
          await recordActivity(
            trx,
            { companyId: auth.companyId, at: clock.now() },
            activity.mailers({
              actor: actorOf(auth),
              action: 'mailer.created',
              target: { id, label: values.mailer },
              before: null,
              after: {
                mailer: values.mailer,
                alias: values.alias,
                type: values.type,
                domain: values.domainName,
              },
            }),
          );
        })
        .catch((error) => takenOr(error, mailerMessages.nameTaken));
      reply.code(201);
      return { data: await mailerList(db, auth.companyId) };
    },
  },

  updateMailer: {
    async handle({ db, auth, params, body, clock }) {
      await db
        .transaction()
        .execute(async (trx) => {
          const mailer = await ownMailer(trx, auth.companyId, params.id, { forUpdate: true });
          if (mailer.version !== body.baseVersion) {
            throw new StaleWriteError(mailerMessages.stale, toMailer(mailer));
          }
          const values = await mailerValues(trx, auth.companyId, body, mailer.id);
          await updateMailer(trx, auth.companyId, mailer.id, values);
          await recordActivity(
            trx,
            { companyId: auth.companyId, at: clock.now() },
            activity.mailers({
              actor: actorOf(auth),
              action: 'mailer.updated',
              target: { id: mailer.id, label: values.mailer },
              before: {
                mailer: mailer.mailer,
                alias: mailer.alias,
                type: mailer.type,
                domain: mailer.domain,
              },
              after: {
                mailer: values.mailer,
                alias: values.alias,
                type: values.type,
                domain: values.domainName,
              },
            }),
          );
        })
        .catch((error) => takenOr(error, mailerMessages.nameTaken));
      return { data: await mailerList(db, auth.companyId) };
    },
  },

  deleteMailer: {
    async handle({ db, auth, params, clock }) {
      await db.transaction().execute(async (trx) => {
        const mailer = await ownMailer(trx, auth.companyId, params.id, { forUpdate: true });
        await deleteMailer(trx, auth.companyId, mailer.id);
        await recordActivity(
          trx,
          { companyId: auth.companyId, at: clock.now() },
          activity.mailers({
            actor: actorOf(auth),
            action: 'mailer.deleted',
            target: { id: mailer.id, label: mailer.mailer },
            before: { mailer: mailer.mailer, alias: mailer.alias, type: mailer.type, domain: mailer.domain },
            after: null,
          }),
        );
      });
      return { data: await mailerList(db, auth.companyId) };
    },
  },

  /**
   * A test mail through the mailer, once its domain is active and verified (409), to someone the company vouches
   * for (403), counted per recipient and against the company's daily quota of previews and test mails (429).
   */
  sendMailerTest: {
    async handle(ctx) {
      const { db, auth, params, body, mail } = ctx;
      const mailer = await ownMailer(db, auth.companyId, params.id);
      const domain = await domainView(db, auth.companyId, mailer.domain_id);
      if (!domain.active) throw conflict(mailerMessages.domainInactive(domain.domain));
      if (domain.status !== 'verified') throw conflict(mailerMessages.domainNotVerified(domain.domain));
      const message = mailerTestMail({
        to: body.email,
        from: { name: mailer.alias, address: `${mailer.mailer}@${domain.domain}` },
        mailer: { alias: mailer.alias, type: mailer.type },
        senderName: auth.name,
        companyName: await findCompanyName(db, auth.companyId),
      });
      await assertPreviewRecipient(db, auth.companyId, body.email);
      await countRequest(ctx, [adminMailKey(auth.companyId, body.email)]);
      await takePreviewQuota(ctx, auth.companyId);
      const mailId = await mail.queue(db, {
        kind: 'mailer-test',
        companyId: auth.companyId,
        requestedBy: auth.userId,
        message,
      });
      const warnings = missingRecommendations(domain.records).map(() =>
        mailerMessages.dmarcMissing(domain.domain),
      );
      // The dialog follows the mail's delivery through getMailStatus.
      return { message: mailerMessages.testQueued(body.email), warnings, mailId };
    },
  },
});
