import { randomUUID } from 'node:crypto';
import { templateMessages } from '@qone/api-client/messages';
import { textBytes } from '@qone/api-client/storage';
import { fillMergeTags, MERGE_TAGS } from '@qone/api-client/templates';
import { countRequest, takeRate, throttleKey, throttlePolicies } from '../../auth/throttle.js';
import { badRequest, notFound } from '../../errors.js';
import { assertSafeHeaders } from '../../mail/mailer.js';
import { findPreview, insertPreview } from '../../repositories/template-previews.js';
import { assertStorageRoom } from '../../storage/quota.js';
import { PREVIEW_CSP, previewDocument, textOf } from '../../templates/render.js';
import { defineOperations } from '../define.js';
import { localizedEmail } from '../translations/localized.js';
import { ofType, ownTemplate } from './shared.js';

/** A prepared preview is served for this long. */
const PREVIEW_TTL_MS = 60 * 60 * 1000;

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

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
      const message = {
        to: body.email,
        subject: oneLine(fillMergeTags(localized.subject || template.name, MERGE_TAGS)) || template.name,
        html,
        text: textOf(html),
      };
      assertSafeHeaders(message);
      await countRequest(ctx, [throttleKey(throttlePolicies.previewPerSender, auth.email)]);
      await mail.queue(db, {
        kind: 'template-preview',
        companyId: auth.companyId,
        requestedBy: auth.userId,
        message,
      });
      return { message: templateMessages.previewEmailQueued(body.email) };
    },
  },

  sendPreviewSms: {
    async handle(ctx) {
      const { db, auth, params, body, sms } = ctx;
      const template = ofType(
        await ownTemplate(db, auth.companyId, params.id),
        'sms',
        templateMessages.onlySmsPreview,
      );
      if (template.html.trim() === '') throw badRequest(templateMessages.smsEmpty);
      await countRequest(ctx, [throttleKey(throttlePolicies.previewPerSender, auth.email)]);
      await sms.send({
        companyId: auth.companyId,
        to: body.phone,
        text: fillMergeTags(template.html, MERGE_TAGS),
      });
      return { message: templateMessages.previewSmsSent(body.phone) };
    },
  },
});
