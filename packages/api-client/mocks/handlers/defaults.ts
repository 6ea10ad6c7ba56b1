import { templateMessages } from '../../src/messages';
import type { TemplateSort, TemplateType } from '../../src/types';
import type { MockDb, StoredTemplate } from '../db';
import { makeButtonSettings } from '../fixtures/templates';
import { badRequest, conflict, notFound, routesFor } from '../http';

/** An SMS template's text is at most this long (the console counts n/160). */
export const SMS_MAX_LENGTH = 160;

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
      return response(200).json({ data: rows.map((template) => db.toSummary(template)) });
    }),

    post('/api/defaults', ({ body, response }) => {
      const now = db.now();
      const template: StoredTemplate = {
        _id: db.id(),
        name: body.name,
        description: body.description,
        type: body.type,
        status: 'draft',
        slug: null,
        html: '',
        tracking_codes: [],
        createdAt: now,
        updatedAt: now,
        button: body.type === 'button' ? makeButtonSettings({ text: body.name }) : null,
      };
      db.templates.push(template);
      return response(201).json({ message: templateMessages.created, data: db.toTemplate(template) });
    }),

    get('/api/defaults/default/{id}', ({ params, response }) =>
      response(200).json({ data: db.toTemplate(templateById(params.id)) }),
    ),

    put('/api/defaults/default/{id}', ({ params, body, response }) => {
      const template = templateById(params.id);
      if (template.type === 'sms' && body.html.length > SMS_MAX_LENGTH) {
        badRequest(templateMessages.smsTooLong(SMS_MAX_LENGTH));
      }
      const { slug } = body;
      if (slug !== undefined) {
        if (template.type !== 'page') badRequest(templateMessages.onlyPagesHaveSlug);
        if (db.templates.some((other) => other !== template && other.slug === slug)) {
          conflict(templateMessages.slugTaken);
        }
      }
      const { name, description, status, html } = body;
      Object.assign(template, { name, description, status, html, updatedAt: db.now() });
      if (slug !== undefined) template.slug = slug;
      const message = status === 'live' ? templateMessages.published : templateMessages.savedAsDraft;
      return response(200).json({ message, data: db.toTemplate(template) });
    }),

    del('/api/defaults/default/{id}', ({ params, response }) => {
      const template = templateById(params.id);
      db.templates = db.templates.filter((candidate) => candidate !== template);
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
      };
      db.templates.push(copy);
      return response(201).json({ message: templateMessages.copied, data: db.toTemplate(copy) });
    }),

    put('/api/defaults/email/{id}', ({ params, body, response }) => {
      ofType(templateById(params.id), 'email', templateMessages.onlyEmailPreview);
      return response(200).json({ message: templateMessages.previewEmailSent(body.email) });
    }),

    post('/api/defaults/sms/{id}/preview', ({ params, body, response }) => {
      ofType(templateById(params.id), 'sms', templateMessages.onlySmsPreview);
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
      linkedTemplate(body.emailTemplateId, 'email', templateMessages.emailTemplateNotFound);
      linkedTemplate(body.smsTemplateId, 'sms', templateMessages.smsTemplateNotFound);
      template.button = { ...body };
      return response(200).json({ message: templateMessages.buttonSettingsSaved, data: { ...body } });
    }),

    get('/api/defaults/slug/{slug}', ({ params, response }) => {
      const page = db.templates.find((template) => template.type === 'page' && template.slug === params.slug);
      if (!page) return notFound(templateMessages.pageNotFound);
      return response(200).json({ data: { html: page.html } });
    }),

    post('/api/defaults/default/{pageId}/code', ({ params, body, response }) => {
      const page = ofType(templateById(params.pageId), 'page', templateMessages.onlyPagesHaveTrackingCodes);
      const fields = { name: body.name, code: body.code, location: body.location };
      if (body.id === undefined) {
        page.tracking_codes.push({ _id: db.id(), ...fields });
      } else {
        const existing =
          page.tracking_codes.find((code) => code._id === body.id) ??
          notFound(templateMessages.trackingCodeNotFound);
        Object.assign(existing, fields);
      }
      page.updatedAt = db.now();
      return response(200).json({
        message: templateMessages.trackingCodeSaved,
        data: page.tracking_codes.map((code) => ({ ...code })),
      });
    }),

    del('/api/defaults/default/{pageId}/code/{codeId}', ({ params, response }) => {
      const page = templateById(params.pageId);
      if (!page.tracking_codes.some((code) => code._id === params.codeId)) {
        notFound(templateMessages.trackingCodeNotFound);
      }
      page.tracking_codes = page.tracking_codes.filter((code) => code._id !== params.codeId);
      page.updatedAt = db.now();
      return response(200).json({ message: templateMessages.trackingCodeDeleted });
    }),
  ];
}
