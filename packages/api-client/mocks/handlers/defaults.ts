import { type ActionOf, activity } from '@qone/domain/activity';
import { templateMessages } from '@qone/domain/messages';
import { templateVersionBytes, textBytes } from '@qone/domain/storage';
import {
  buttonMissingTemplate,
  MERGE_TAGS,
  PREVIEW_CSP,
  PUBLIC_PAGE_CSP,
  previewDocument,
  publicPageDocument,
  SMS_MAX_LENGTH,
  templateFieldsRefusal,
} from '@qone/domain/templates';
import type { TemplateSort, TemplateType } from '../../src/types';
import type { MockDb, MockTenant, StoredTemplate } from '../db';
import { makeButtonSettings } from '../fixtures/templates';
import { badRequest, conflict, notFound, routesFor } from '../http';
import { assertPreviewRecipient, assertPreviewSmsRecipient, takePreviewQuota } from '../mail-limits';

export { SMS_MAX_LENGTH };

/** A prepared preview is served for an hour, as on the server. */
const PREVIEW_TTL_MS = 60 * 60 * 1000;

function compare(sort: TemplateSort): (a: StoredTemplate, b: StoredTemplate) => number {
  const byName = (a: StoredTemplate, b: StoredTemplate) => a.name.localeCompare(b.name, 'en');
  const byDate = (a: StoredTemplate, b: StoredTemplate) =>
    a.createdAt.localeCompare(b.createdAt) || byName(a, b);
  switch (sort) {
    case 'date_asc':
      return byDate;
    case 'date_desc':
      return (a, b) => byDate(b, a);
    case 'name_asc':
      return (a, b) => byName(a, b) || byDate(a, b);
    case 'name_desc':
      return (a, b) => byName(b, a) || byDate(b, a);
  }
}

/** What the activity record keeps of a template (as the server does). */
const templateFields = (template: StoredTemplate) => ({
  name: template.name,
  description: template.description,
  status: template.status,
  slug: template.slug,
  subject: template.subject,
  html: template.html,
  htmlOnly: template.htmlOnly,
  linkedModule: template.linkedModule,
  notificationIncrement: template.notificationIncrement,
  notificationUnit: template.notificationUnit,
});

/** The fields a save (or a creation) may carry depend on the template's type (`@qone/domain/templates`). */
function checkFieldsFor(type: TemplateType, body: Parameters<typeof templateFieldsRefusal>[1]): void {
  const refusal = templateFieldsRefusal(type, body);
  if (refusal) badRequest(refusal);
}

/** A new button's settings when none are sent: labelled with its name (the server's defaultButtonSettings). */
const newButton = (text: string) => ({
  text,
  linkedModule: null,
  linkedOption: null,
  updateStatusTo: null,
  routing: null,
  onClickAction: null,
  openInWindow: null,
});

/** A live button names the email (SMS) template it sends while Send Email (Send SMS) is on, as on the server. */
function publishableButton(status: 'draft' | 'live', settings: Parameters<typeof buttonMissingTemplate>[0]) {
  if (status !== 'live') return;
  const missing = buttonMissingTemplate(settings);
  if (missing) badRequest(templateMessages.buttonTemplateRequired(missing));
}

const htmlResponse = (html: string, csp: string) =>
  new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': csp,
      'Cache-Control': 'no-store',
    },
  });

/** Default content templates (email, page, SMS, button), tracking codes, previews and public pages. */
export function defaultsHandlers(db: MockDb) {
  const { get, post, put, delete: del } = routesFor(db);

  const templateById = (id: string) => db.findTemplate(id) ?? notFound(templateMessages.notFound);
  const ofType = (template: StoredTemplate, type: TemplateType, message: string) => {
    if (template.type !== type) badRequest(message);
    return template;
  };
  /** A button's linked template: null, or a template of `type`. */
  const linkedTemplate = (id: string | null, type: TemplateType, message: string) => {
    if (id !== null && db.findTemplate(id)?.type !== type) notFound(message);
  };
  const record = (
    action: ActionOf<'templates'>,
    template: StoredTemplate,
    before: object | null,
    after: object | null,
  ) =>
    db.recordActivity(
      activity.templates({
        actor: db.actor(),
        action,
        target: { id: template._id, label: template.name },
        before: before && { ...before },
        after: after && { ...after },
      }),
    );
  /**
   * The page a public address names, as the server finds it (routes/defaults/pages.ts): with `company` (its alias or
   * id), that company's live page, or its draft for its own signed-in editors; without it, the signed-in editor's
   * company's page (drafts too), else the live page of the company that first published the slug. The fake serves no
   * company on a host.
   */
  const pageForSlug = (slug: string, company: string | null) => {
    const editor = db.session !== null && db.currentPermissions().defaults;
    const pageOf = (tenant: MockTenant | undefined, drafts: boolean) =>
      tenant?.templates.find(
        (template) =>
          template.type === 'page' && template.slug === slug && (drafts || template.status === 'live'),
      );
    const tenants = db.tenants();
    let page: StoredTemplate | undefined;
    if (company !== null) {
      const named = company.toLowerCase();
      const tenant = tenants.find(
        (candidate) => candidate.companyAlias.toLowerCase() === named || candidate.company._id === named,
      );
      page = pageOf(tenant, editor && tenant?.company._id === db.company._id);
    } else {
      page = editor ? pageOf(tenants[0], true) : undefined;
      const owner = db.pageSlugClaims.get(slug);
      page ??= pageOf(
        tenants.find((candidate) => candidate.company._id === owner),
        false,
      );
    }
    return page ?? notFound(templateMessages.pageNotFound);
  };
  const versionOf = (template: StoredTemplate, versionId: string) =>
    template.versions.find((version) => version._id === versionId) ??
    notFound(templateMessages.versionNotFound);

  return [
    get('/api/defaults', ({ query, response }) => {
      const status = query.get('status') ?? '';
      const type = query.get('type');
      const sort = query.get('sort') ?? 'date_asc';
      const search = (query.get('search') ?? '').trim().toLowerCase();
      const rows = db.templates
        .filter((template) => status === '' || template.status === status)
        .filter((template) => type === null || template.type === type)
        .filter(
          (template) =>
            search === '' ||
            template.name.toLowerCase().includes(search) ||
            template.description.toLowerCase().includes(search),
        )
        .sort(compare(sort));
      return response(200).json({
        data: rows.map((template) => ({
          ...db.toSummary(template),
          missingLanguages: db.missingLanguages(template),
        })),
      });
    }),

    post('/api/defaults', ({ body, response }) => {
      const now = db.now();
      checkFieldsFor(body.type, { ...body, html: body.html ?? '' });
      if (body.button !== undefined && body.type !== 'button')
        badRequest(templateMessages.onlyButtonSettings);
      const slug = body.slug ?? null;
      if (slug !== null && db.templates.some((other) => other.slug === slug))
        conflict(templateMessages.slugTaken);
      const button =
        body.type === 'button'
          ? body.button
            ? { ...body.button }
            : makeButtonSettings(newButton(body.name))
          : null;
      if (button) {
        publishableButton(body.status ?? 'draft', button);
        linkedTemplate(button.emailTemplateId, 'email', templateMessages.emailTemplateNotFound);
        linkedTemplate(button.smsTemplateId, 'sms', templateMessages.smsTemplateNotFound);
      }
      const template: StoredTemplate = {
        _id: db.id(),
        name: body.name,
        description: body.description,
        type: body.type,
        status: body.status ?? 'draft',
        slug,
        html: body.html ?? '',
        tracking_codes: [],
        createdAt: now,
        updatedAt: now,
        subject: body.subject ?? '',
        htmlOnly: body.htmlOnly ?? false,
        linkedModule: body.linkedModule ?? null,
        notificationIncrement: body.notificationIncrement ?? null,
        notificationUnit: body.notificationUnit ?? 'hours',
        version: 1,
        button,
        versions: [],
      };
      db.assertStorageRoom(templateVersionBytes(template));
      db.keepVersion(template);
      db.templates.push(template);
      record('template.created', template, null, {
        type: template.type,
        ...templateFields(template),
        ...(button ? { button: { ...button } } : {}),
      });
      const message =
        body.status === undefined
          ? templateMessages.created
          : body.status === 'live'
            ? templateMessages.published
            : templateMessages.savedAsDraft;
      return response(201).json({ message, data: db.toTemplate(template) });
    }),

    get('/api/defaults/merge-tags', ({ response }) =>
      response(200).json({ data: MERGE_TAGS.map((tag) => ({ ...tag })) }),
    ),

    post('/api/defaults/previews', ({ body, response }) => {
      db.assertStorageRoom(textBytes(body.html));
      const id = db.id();
      const expiresAt = new Date(Date.parse(db.now()) + PREVIEW_TTL_MS).toISOString();
      db.previews.set(id, { type: body.type, html: body.html, expiresAt });
      return response(201).json({ data: { _id: id, url: `/api/defaults/previews/${id}`, expiresAt } });
    }),

    get('/api/defaults/previews/{id}', ({ params }) => {
      const preview = db.previews.get(params.id);
      if (!preview || preview.expiresAt <= db.now()) return notFound(templateMessages.previewExpired);
      return htmlResponse(previewDocument(preview.type, preview.html), PREVIEW_CSP);
    }),

    get('/api/defaults/default/{id}', ({ params, response }) =>
      response(200).json({ data: db.toTemplate(templateById(params.id)) }),
    ),

    put('/api/defaults/default/{id}', ({ params, body, response }) => {
      const template = templateById(params.id);
      const { slug, subject, htmlOnly } = body;
      checkFieldsFor(template.type, body);
      if (body.baseVersion !== undefined && body.baseVersion !== template.version) {
        conflict(templateMessages.staleVersion);
      }
      if (slug !== undefined && db.templates.some((other) => other !== template && other.slug === slug)) {
        conflict(templateMessages.slugTaken);
      }
      if (template.type === 'button') {
        publishableButton(body.status, template.button ?? makeButtonSettings(newButton(template.name)));
      }
      db.assertStorageRoom(
        templateVersionBytes({
          name: body.name,
          description: body.description,
          subject: subject ?? template.subject,
          html: body.html,
        }),
      );
      const before = templateFields(template);
      Object.assign(template, {
        name: body.name,
        description: body.description,
        status: body.status,
        html: body.html,
        slug: slug ?? template.slug,
        subject: subject ?? template.subject,
        htmlOnly: htmlOnly ?? template.htmlOnly,
        linkedModule: body.linkedModule === undefined ? template.linkedModule : body.linkedModule,
        notificationIncrement:
          body.notificationIncrement === undefined
            ? template.notificationIncrement
            : body.notificationIncrement,
        notificationUnit: body.notificationUnit ?? template.notificationUnit,
        version: template.version + 1,
        updatedAt: db.now(),
      });
      db.keepVersion(template);
      record('template.updated', template, before, templateFields(template));
      const message = body.status === 'live' ? templateMessages.published : templateMessages.savedAsDraft;
      return response(200).json({ message, data: db.toTemplate(template) });
    }),

    del('/api/defaults/default/{id}', ({ params, response }) => {
      const template = templateById(params.id);
      db.templates = db.templates.filter((candidate) => candidate !== template);
      for (const button of db.templates) {
        if (button.button?.emailTemplateId === template._id) button.button.emailTemplateId = null;
        if (button.button?.smsTemplateId === template._id) button.button.smsTemplateId = null;
      }
      record('template.deleted', template, { type: template.type, ...templateFields(template) }, null);
      return response(200).json({ message: templateMessages.deleted });
    }),

    post('/api/defaults/default/{id}/copy', ({ params, response }) => {
      const source = templateById(params.id);
      const now = db.now();
      const copy: StoredTemplate = {
        ...structuredClone(source),
        _id: db.id(),
        name: `Copy of ${source.name}`.slice(0, 200),
        status: 'draft',
        slug: null,
        tracking_codes: source.tracking_codes.map((code) => ({ ...code, _id: db.id() })),
        createdAt: now,
        updatedAt: now,
        version: 1,
        versions: [],
      };
      db.assertStorageRoom(templateVersionBytes(copy));
      db.keepVersion(copy);
      db.templates.push(copy);
      record('template.copied', copy, null, {
        type: copy.type,
        copiedFrom: source.name,
        ...templateFields(copy),
      });
      return response(201).json({ message: templateMessages.copied, data: db.toTemplate(copy) });
    }),

    get('/api/defaults/default/{id}/versions', ({ params, response }) => {
      const template = templateById(params.id);
      const versions = [...template.versions]
        .reverse()
        .map(({ _id, number, status, name, createdAt, author, restoredFrom }) => ({
          _id,
          number,
          status,
          name,
          createdAt,
          author: { ...author },
          restoredFrom,
        }));
      return response(200).json({ data: versions });
    }),

    get('/api/defaults/default/{id}/versions/{versionId}', ({ params, response }) => {
      const version = versionOf(templateById(params.id), params.versionId);
      return response(200).json({ data: structuredClone(version) });
    }),

    post('/api/defaults/default/{id}/versions/{versionId}/restore', ({ params, response }) => {
      const template = templateById(params.id);
      const version = versionOf(template, params.versionId);
      db.assertStorageRoom(templateVersionBytes(version));
      const before = templateFields(template);
      Object.assign(template, {
        name: version.name,
        description: version.description,
        subject: version.subject,
        html: version.html,
        htmlOnly: version.htmlOnly,
        version: template.version + 1,
        updatedAt: db.now(),
      });
      db.keepVersion(template, version.number);
      record('template.restored', template, before, {
        ...templateFields(template),
        restoredFrom: version.number,
      });
      return response(200).json({
        message: templateMessages.restored(version.number),
        data: db.toTemplate(template),
      });
    }),

    put('/api/defaults/email/{id}', ({ params, body, response }) => {
      ofType(templateById(params.id), 'email', templateMessages.onlyEmailPreview);
      assertPreviewRecipient(db, body.email);
      takePreviewQuota(db);
      db.sendMail({
        to: body.email,
        kind: 'template-preview',
        token: null,
        ...(db.session ? { requestedBy: db.session.user._id } : {}),
      });
      return response(200).json({ message: templateMessages.previewEmailQueued(body.email) });
    }),

    post('/api/defaults/sms/{id}/preview', ({ params, body, response }) => {
      const sms = ofType(templateById(params.id), 'sms', templateMessages.onlySmsPreview);
      // The fake sends nothing; the server hands the text, its merge tags filled in, to the SMS sender.
      if (sms.html.trim() === '') badRequest(templateMessages.smsEmpty);
      assertPreviewSmsRecipient(db, body.phone);
      takePreviewQuota(db);
      return response(200).json({ message: templateMessages.previewSmsSent(body.phone) });
    }),

    get('/api/defaults/button/{id}/settings', ({ params, response }) => {
      const template = ofType(templateById(params.id), 'button', templateMessages.onlyButtonSettings);
      return response(200).json({
        data: { ...(template.button ?? makeButtonSettings({ text: template.name })) },
      });
    }),

    put('/api/defaults/button/{id}/settings', ({ params, body, response }) => {
      const template = ofType(templateById(params.id), 'button', templateMessages.onlyButtonSettings);
      publishableButton(template.status, body);
      linkedTemplate(body.emailTemplateId, 'email', templateMessages.emailTemplateNotFound);
      linkedTemplate(body.smsTemplateId, 'sms', templateMessages.smsTemplateNotFound);
      const before = template.button;
      template.button = { ...body };
      record('button-settings.updated', template, before, body);
      return response(200).json({ message: templateMessages.buttonSettingsSaved, data: { ...body } });
    }),

    get('/api/defaults/slug/{slug}', ({ params, query, response }) =>
      response(200).json({ data: { html: pageForSlug(params.slug, query.get('company')).html } }),
    ),

    get('/api/defaults/slug/{slug}/page', ({ params, query }) => {
      const page = pageForSlug(params.slug, query.get('company'));
      // languages and translations: the page in the visitor's language (`?lang=de`), else its own text.
      const html = db.localizedPageHtml(page, query.get('lang'));
      return htmlResponse(publicPageDocument(html, page.name, page.tracking_codes), PUBLIC_PAGE_CSP);
    }),

    post('/api/defaults/default/{pageId}/code', ({ params, body, response }) => {
      const page = ofType(templateById(params.pageId), 'page', templateMessages.onlyPagesHaveTrackingCodes);
      const fields = { name: body.name, code: body.code, location: body.location };
      if (body.id === undefined) {
        page.tracking_codes.push({ _id: db.id(), ...fields });
        record('tracking-code.added', page, null, fields);
      } else {
        const existing =
          page.tracking_codes.find((code) => code._id === body.id) ??
          notFound(templateMessages.trackingCodeNotFound);
        const before = { name: existing.name, code: existing.code, location: existing.location };
        Object.assign(existing, fields);
        record('tracking-code.updated', page, before, fields);
      }
      return response(200).json({
        message: templateMessages.trackingCodeSaved,
        data: page.tracking_codes.map((code) => ({ ...code })),
      });
    }),

    del('/api/defaults/default/{pageId}/code/{codeId}', ({ params, response }) => {
      const page = templateById(params.pageId);
      const existing =
        page.tracking_codes.find((code) => code._id === params.codeId) ??
        notFound(templateMessages.trackingCodeNotFound);
      page.tracking_codes = page.tracking_codes.filter((code) => code !== existing);
      record(
        'tracking-code.deleted',
        page,
        { name: existing.name, code: existing.code, location: existing.location },
        null,
      );
      return response(200).json({ message: templateMessages.trackingCodeDeleted });
    }),
  ];
}
