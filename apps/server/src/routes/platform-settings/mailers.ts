import { randomUUID } from 'node:crypto';
import { activity } from '@qone/domain/activity';
import { missingRecommendations } from '@qone/domain/dns-records';
import { domainMessages, mailerMessages } from '@qone/domain/messages';
import { actorOf, recordActivity } from '../../activity/record.js';
import { adminMailKey, countRequest } from '../../auth/throttle.js';
import type { Executor } from '../../db/index.js';
import { badRequest, conflict, notFound, StaleWriteError } from '../../errors.js';
import { assertPreviewRecipient, takePreviewQuota } from '../../mail/limits.js';
import { mailerTestMail } from '../../mail/templates.js';
import { findCompanyName } from '../../repositories/companies.js';
import {
  deleteMailer,
  findMailerRecord,
  insertMailer,
  listMailerRecords,
  type MailerRecord,
  type MailerValues,
  mailerNameTaken,
  updateMailer,
} from '../../repositories/mailers.js';
import { defineOperations } from '../define.js';
import { domainView, ownDomain, takenOr } from './domains.js';

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

async function ownMailer(db: Executor, companyId: string, id: string, options: { forUpdate?: boolean } = {}) {
  const mailer = await findMailerRecord(db, companyId, id, options);
  if (!mailer) throw notFound(mailerMessages.notFound);
  return mailer;
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

/** Mailers: their list, create, edit, delete, and a test mail through one. */
export const mailerOperations = defineOperations({
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
