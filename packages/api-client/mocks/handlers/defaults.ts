import type { ButtonTemplateSettings, TemplateSort, TemplateStatus, TemplateType } from '../../src/types';
import type { MockDb, StoredTemplate } from '../db';
import { makeButtonSettings } from '../fixtures/templates';
import { badRequest, conflict, fail, notFound, routesFor, SLUG, UUID } from '../route';
import {
  type Body,
  onlyKeys,
  optionalText,
  optionalUuid,
  readJson,
  requireBoolean,
  requireEmail,
  requireOneOf,
  requirePhone,
  requireText,
} from '../validate';

export const SLUG_MESSAGE = 'Slug can not contain special characters. Please avoid it';
export const SMS_TOO_LONG = 'SMS text can not be longer than 160 characters';
export const SMS_MAX_LENGTH = 160;

const TYPES = ['email', 'page', 'sms', 'button'] as const satisfies readonly TemplateType[];
const STATUSES = ['live', 'draft'] as const satisfies readonly TemplateStatus[];
const SORTS = ['date_asc', 'date_desc', 'name_asc', 'name_desc'] as const satisfies readonly TemplateSort[];
const LOCATIONS = ['head', 'body'] as const;

function oneOfQuery<const T extends string>(
  value: string | null,
  allowed: readonly T[],
  name: string,
): T | undefined {
  if (value === null) return undefined;
  const found = allowed.find((candidate) => candidate === value);
  return found ?? badRequest(`${name} must be one of ${allowed.join(', ')}`);
}

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

function nullableText(body: Body, key: string, max: number): string | null {
  const value = body[key];
  if (value === null) return null;
  return requireText(body, key, { allowEmpty: true, max });
}

/** Default content templates (email, page, SMS, button), tracking codes, previews and public pages. */
export function defaultsHandlers(db: MockDb) {
  const { get, post, put, delete: del } = routesFor(db);

  const templateById = (id: string) => db.findTemplate(id) ?? notFound();
  const ofType = (template: StoredTemplate, type: TemplateType, message: string) => {
    if (template.type !== type) badRequest(message);
    return template;
  };
  const templateRef = (body: Body, key: string, type: TemplateType, label: string): string | null => {
    if (body[key] === null) return null;
    const id = requireText(body, key, { pattern: [UUID, `${key} must be a valid id`] });
    const found = db.findTemplate(id);
    if (!found || found.type !== type) notFound(`${label} template not found`);
    return id;
  };

  return [
    get('/api/defaults', { permission: 'defaults' }, ({ query, json }) => {
      const status = oneOfQuery(query.get('status'), [...STATUSES, ''], 'status') ?? '';
      const type = oneOfQuery(query.get('type'), TYPES, 'type');
      const sort = oneOfQuery(query.get('sort'), SORTS, 'sort') ?? 'date_asc';
      const search = (query.get('search') ?? '').trim().toLowerCase();
      if (search.length > 200) badRequest('search must be at most 200 characters');
      const rows = db.templates
        .filter((template) => status === '' || template.status === status)
        .filter((template) => type === undefined || template.type === type)
        .filter(
          (template) =>
            search === '' ||
            template.name.toLowerCase().includes(search) ||
            template.description.toLowerCase().includes(search),
        )
        .sort(compare(sort));
      return json(200, { data: rows.map((template) => db.toSummary(template)) });
    }),

    post('/api/defaults', { permission: 'defaults' }, async ({ request, json }) => {
      const body = await readJson(request);
      onlyKeys(body, ['name', 'description', 'type']);
      const name = requireText(body, 'name', { required: 'Name is required', max: 200 });
      const description = requireText(body, 'description', { allowEmpty: true, max: 2000 });
      const type = requireOneOf(body, 'type', TYPES);
      const now = db.now();
      const template: StoredTemplate = {
        _id: db.id(),
        name,
        description,
        type,
        status: 'draft',
        slug: null,
        html: '',
        tracking_codes: [],
        createdAt: now,
        updatedAt: now,
        button: type === 'button' ? makeButtonSettings({ text: name }) : null,
      };
      db.templates.push(template);
      return json(201, { message: 'Template created', data: db.toTemplate(template) });
    }),

    get('/api/defaults/default/{id}', { permission: 'defaults' }, ({ params, json }) =>
      json(200, { data: db.toTemplate(templateById(params.id)) }),
    ),

    put('/api/defaults/default/{id}', { permission: 'defaults' }, async ({ request, params, json }) => {
      const template = templateById(params.id);
      const body = await readJson(request);
      onlyKeys(body, ['name', 'description', 'status', 'html', 'slug']);
      const name = requireText(body, 'name', { required: 'Name is required', max: 200 });
      const description = requireText(body, 'description', { allowEmpty: true, max: 2000 });
      const status = requireOneOf(body, 'status', STATUSES);
      const html = requireText(body, 'html', { allowEmpty: true });
      if (html.length > 1_000_000) fail(413, 'The content is larger than allowed');
      if (template.type === 'sms' && html.length > SMS_MAX_LENGTH) badRequest(SMS_TOO_LONG);
      const slug = optionalText(body, 'slug', { max: 200 });
      if (slug !== undefined) {
        if (template.type !== 'page') badRequest('Only pages have a slug');
        if (!SLUG.test(slug)) badRequest(SLUG_MESSAGE);
        if (db.templates.some((other) => other !== template && other.slug === slug)) {
          conflict('Another page already uses this slug');
        }
      }
      Object.assign(template, { name, description, status, html, updatedAt: db.now() });
      if (slug !== undefined) template.slug = slug;
      const message = status === 'live' ? 'Template published' : 'Template saved as draft';
      return json(200, { message, data: db.toTemplate(template) });
    }),

    del('/api/defaults/default/{id}', { permission: 'defaults' }, ({ params, json }) => {
      const template = templateById(params.id);
      db.templates = db.templates.filter((candidate) => candidate !== template);
      return json(200, { message: 'Template deleted' });
    }),

    post('/api/defaults/default/{id}/copy', { permission: 'defaults' }, ({ params, json }) => {
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
      return json(201, { message: 'Template copied', data: db.toTemplate(copy) });
    }),

    put('/api/defaults/email/{id}', { permission: 'defaults' }, async ({ request, params, json }) => {
      const template = templateById(params.id);
      const body = await readJson(request);
      onlyKeys(body, ['email']);
      const email = requireEmail(body);
      ofType(template, 'email', 'Only email templates can be sent as a preview email');
      return json(200, { message: `Preview email sent to ${email}` });
    }),

    post('/api/defaults/sms/{id}/preview', { permission: 'defaults' }, async ({ request, params, json }) => {
      const template = templateById(params.id);
      const body = await readJson(request);
      onlyKeys(body, ['phone']);
      const phone = requirePhone(body);
      ofType(template, 'sms', 'Only SMS templates can be sent as a preview SMS');
      return json(200, { message: `Preview SMS sent to ${phone}` });
    }),

    get('/api/defaults/button/{id}/settings', { permission: 'defaults' }, ({ params, json }) => {
      const template = ofType(
        templateById(params.id),
        'button',
        'Only button templates have button settings',
      );
      return json(200, { data: { ...(template.button ?? makeButtonSettings({ text: template.name })) } });
    }),

    put(
      '/api/defaults/button/{id}/settings',
      { permission: 'defaults' },
      async ({ request, params, json }) => {
        const template = ofType(
          templateById(params.id),
          'button',
          'Only button templates have button settings',
        );
        const body = await readJson(request);
        const keys = Object.keys(makeButtonSettings());
        onlyKeys(body, keys);
        for (const key of keys) if (!(key in body)) badRequest(`${key} is required`);
        const settings: ButtonTemplateSettings = {
          text: requireText(body, 'text', { allowEmpty: true, max: 200 }),
          linkedModule: nullableText(body, 'linkedModule', 100),
          linkedOption: nullableText(body, 'linkedOption', 200),
          updateStatusTo: nullableText(body, 'updateStatusTo', 100),
          routing: nullableText(body, 'routing', 2000),
          onClickAction: nullableText(body, 'onClickAction', 100),
          openInWindow: nullableText(body, 'openInWindow', 100),
          sendEmail: requireBoolean(body, 'sendEmail'),
          sendSms: requireBoolean(body, 'sendSms'),
          emailTemplateId: templateRef(body, 'emailTemplateId', 'email', 'Email'),
          smsTemplateId: templateRef(body, 'smsTemplateId', 'sms', 'SMS'),
        };
        template.button = settings;
        return json(200, { message: 'Button settings saved', data: { ...settings } });
      },
    ),

    get('/api/defaults/slug/{slug}', { public: true }, ({ params, json }) => {
      const page = db.templates.find((template) => template.type === 'page' && template.slug === params.slug);
      if (!page) return notFound('Page not found');
      return json(200, { data: { html: page.html } });
    }),

    post(
      '/api/defaults/default/{pageId}/code',
      { permission: 'defaults' },
      async ({ request, params, json }) => {
        const page = ofType(templateById(params.pageId), 'page', 'Only pages have tracking codes');
        const body = await readJson(request);
        onlyKeys(body, ['id', 'name', 'code', 'location']);
        const id = optionalUuid(body, 'id');
        const fields = {
          name: requireText(body, 'name', { max: 200 }),
          code: requireText(body, 'code', { max: 100_000 }),
          location: requireOneOf(body, 'location', LOCATIONS),
        };
        if (id === undefined) {
          page.tracking_codes.push({ _id: db.id(), ...fields });
        } else {
          const existing =
            page.tracking_codes.find((code) => code._id === id) ?? notFound('Tracking code not found');
          Object.assign(existing, fields);
        }
        page.updatedAt = db.now();
        return json(200, {
          message: 'Tracking code saved',
          data: page.tracking_codes.map((code) => ({ ...code })),
        });
      },
    ),

    del('/api/defaults/default/{pageId}/code/{codeId}', { permission: 'defaults' }, ({ params, json }) => {
      const page = templateById(params.pageId);
      if (!page.tracking_codes.some((code) => code._id === params.codeId))
        notFound('Tracking code not found');
      page.tracking_codes = page.tracking_codes.filter((code) => code._id !== params.codeId);
      page.updatedAt = db.now();
      return json(200, { message: 'Tracking code deleted' });
    }),
  ];
}
