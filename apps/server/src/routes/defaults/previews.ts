import { randomUUID } from 'node:crypto';
import { PREVIEW_MARK } from '@qone/domain/mail-limits';
import { templateMessages } from '@qone/domain/messages';
import { textBytes } from '@qone/domain/storage';
import { fillMergeTags, MERGE_TAGS } from '@qone/domain/templates';
import { countRequest, takeRate, throttleKey, throttlePolicies } from '../../auth/throttle.js';
import { badRequest, notFound } from '../../errors.js';
import { assertPreviewRecipient, assertPreviewSmsRecipient, takePreviewQuota } from '../../mail/limits.js';
import { previewMail } from '../../mail/templates.js';
import { findCompanyName } from '../../repositories/companies.js';
import { findPreview, insertPreview } from '../../repositories/template-previews.js';
import { assertStorageRoom } from '../../storage/quota.js';
import { PREVIEW_CSP, previewDocument, textOf } from '../../templates/render.js';
import { defineOperations } from '../define.js';
import { localizedEmail } from '../translations/localized.js';
import { ofType, ownTemplate } from './shared.js';

/** A prepared preview is served for this long. */
const PREVIEW_TTL_MS = 60 * 60 * 1000;

export const previewOperations = defineOperations({
  listMergeTags: {
    async handle() {
      return { data: MERGE_TAGS.map((tag) => ({ ...tag })) };
    },
  },

  createTemplatePreview: {
    async handle(ctx) {
      const { db, auth, body, clock, reply } = ctx;
      // Per company across every server: each preview keeps up to a few MB for an hour.
      await takeRate(ctx, throttlePolicies.templatePreviewPerCompany, auth.companyId);
      const now = clock.now();
      const id = randomUUID();
      const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
      await db.transaction().execute(async (trx) => {
        await insertPreview(trx, {
          id,
          companyId: auth.companyId,
          type: body.type,
          html: body.html,
          expiresAt,
        });
        await assertStorageRoom(trx, ctx, auth.companyId, textBytes(body.html));
      });
      reply.code(201);
      return { data: { _id: id, url: `/api/defaults/previews/${id}`, expiresAt: expiresAt.toISOString() } };
    },
  },

  /** The rendering, sandboxed: scripts never run, whatever the content holds (see templates/render.ts). */
  getTemplatePreview: {
    async handle({ db, auth, params, clock, reply }) {
      const preview = await findPreview(db, auth.companyId, params.id, clock.now());
      if (!preview) throw notFound(templateMessages.previewExpired);
      reply
        .header('content-security-policy', PREVIEW_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8');
      return previewDocument(preview.type, preview.html);
    },
  },

  /**
   * The saved template, mailed to someone the company vouches for (its active users, its verified domains: 403
   * otherwise), marked as a preview with its sender and company, within the sender's burst limit and the company's
   * daily quota of previews (429).
   */
  sendPreviewEmail: {
    async handle(ctx) {
      const { db, auth, params, body, mail } = ctx;
      const template = ofType(
        await ownTemplate(db, auth.companyId, params.id),
        'email',
        templateMessages.onlyEmailPreview,
      );
      const localized = await localizedEmail(db, template, body.lang);
      const html = previewDocument('email', localized.html);
      const message = previewMail({
        to: body.email,
        subject: fillMergeTags(localized.subject || template.name, MERGE_TAGS).trim() || template.name,
        html,
        text: textOf(html),
        senderName: auth.name,
        companyName: await findCompanyName(db, auth.companyId),
      });
      await assertPreviewRecipient(db, auth.companyId, body.email);
      await countRequest(ctx, [throttleKey(throttlePolicies.previewPerSender, auth.email)]);
      await takePreviewQuota(ctx, auth.companyId);
      await mail.queue(db, {
        kind: 'template-preview',
        companyId: auth.companyId,
        requestedBy: auth.userId,
        message,
      });
      return { message: templateMessages.previewEmailQueued(body.email) };
    },
  },

  /** The saved text, to the phone of one of the company's active users (403 otherwise), marked as a preview. */
  sendPreviewSms: {
    async handle(ctx) {
      const { db, auth, params, body, sms } = ctx;
      const template = ofType(
        await ownTemplate(db, auth.companyId, params.id),
        'sms',
        templateMessages.onlySmsPreview,
      );
      if (template.html.trim() === '') throw badRequest(templateMessages.smsEmpty);
      await assertPreviewSmsRecipient(db, auth.companyId, body.phone);
      await countRequest(ctx, [throttleKey(throttlePolicies.previewPerSender, auth.email)]);
      await takePreviewQuota(ctx, auth.companyId);
      await sms.send({
        companyId: auth.companyId,
        to: body.phone,
        text: `${PREVIEW_MARK}${fillMergeTags(template.html, MERGE_TAGS)}`,
      });
      return { message: templateMessages.previewSmsSent(body.phone) };
    },
  },
});
