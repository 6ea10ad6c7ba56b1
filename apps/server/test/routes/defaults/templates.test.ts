import { templateMessages, validationMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { createCompany, signedInAdmin } from '../../fixtures/records.js';
import { createTemplate, createTrackingCode, draftSave } from '../../fixtures/templates.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

const json = (body: string) => JSON.parse(body);

async function events(companyId: string) {
  return t.db
    .selectFrom('activity')
    .select(['action', 'area', 'target_id', 'before', 'after'])
    .where('company_id', '=', companyId)
    .orderBy('at')
    .execute();
}

describe('GET /api/defaults', () => {
  it('lists the company’s templates by status, type and search, in the asked order, without HTML', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await createTemplate(t, admin.company.id, { name: 'Beta mail', status: 'live', createdAt: day(2) });
    await createTemplate(t, admin.company.id, { name: 'alpha mail', createdAt: day(3) });
    await createTemplate(t, admin.company.id, {
      name: 'Gamma page',
      type: 'page',
      status: 'live',
      description: 'Landing 100% done',
      createdAt: day(1),
    });
    const other = await createCompany(t, 'Other');
    await createTemplate(t, other.id, { name: 'Beta of another company', status: 'live' });

    const names = async (query: string) => {
      const res = await t.app.inject({ url: `/api/defaults${query}`, headers: admin.bearer });
      expect(res.statusCode).toBe(200);
      return (json(res.body).data as { name: string }[]).map((row) => row.name);
    };
    expect(await names('')).toEqual(['Gamma page', 'Beta mail', 'alpha mail']);
    expect(await names('?sort=date_desc')).toEqual(['alpha mail', 'Beta mail', 'Gamma page']);
    expect(await names('?sort=name_asc')).toEqual(['alpha mail', 'Beta mail', 'Gamma page']);
    expect(await names('?sort=name_desc')).toEqual(['Gamma page', 'Beta mail', 'alpha mail']);
    expect(await names('?status=live')).toEqual(['Gamma page', 'Beta mail']);
    expect(await names('?status=draft&type=email')).toEqual(['alpha mail']);
    expect(await names('?status=')).toHaveLength(3);
    expect(await names('?search=MAIL')).toEqual(['Beta mail', 'alpha mail']);
    // The search text is taken literally: % is no wildcard.
    expect(await names('?search=100%25')).toEqual(['Gamma page']);
    expect(await names('?search=%25')).toEqual(['Gamma page']);

    const res = await t.app.inject({ url: '/api/defaults', headers: admin.bearer });
    expect(json(res.body).data[0]).not.toHaveProperty('html');
  });

  it('refuses an unknown status or sort with 400', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    for (const query of ['status=deleted', 'sort=newest', 'type=fax']) {
      const res = await t.app.inject({ url: `/api/defaults?${query}`, headers: admin.bearer });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('POST /api/defaults', () => {
  it('creates an empty draft with its first version, and records it', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/defaults',
      headers: admin.bearer,
      payload: { name: 'Reminder', description: 'Sent weekly', type: 'email' },
    });
    expect(res.statusCode).toBe(201);
    const body = json(res.body);
    expect(body.message).toBe(templateMessages.created);
    expect(body.data).toMatchObject({
      name: 'Reminder',
      status: 'draft',
      html: '',
      version: 1,
      slug: null,
      notificationUnit: 'hours',
      htmlOnly: false,
    });
    const versions = await t.app.inject({
      url: `/api/defaults/default/${body.data._id}/versions`,
      headers: admin.bearer,
    });
    expect(json(versions.body).data).toEqual([
      expect.objectContaining({
        number: 1,
        status: 'draft',
        author: { _id: admin.user.id, name: admin.user.name },
      }),
    ]);
    expect(await events(admin.company.id)).toEqual([
      expect.objectContaining({ action: 'template.created', area: 'templates', target_id: body.data._id }),
    ]);
  });

  it('gives a new button its default settings: sends the email, not the SMS', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/defaults',
      headers: admin.bearer,
      payload: { name: 'Join now', description: '', type: 'button' },
    });
    const id = json(res.body).data._id;
    const settings = await t.app.inject({
      url: `/api/defaults/button/${id}/settings`,
      headers: admin.bearer,
    });
    expect(json(settings.body).data).toMatchObject({ text: 'Join now', sendEmail: true, sendSms: false });
  });
});

describe('POST /api/defaults with the settings (one request for any type)', () => {
  const create = (admin: Awaited<ReturnType<typeof signedInAdmin>>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/defaults', headers: admin.bearer, payload });

  it('creates a live SMS with its text as version 1, in the save’s words, and records it once', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const res = await create(admin, {
      name: 'Reminder',
      description: '',
      type: 'sms',
      status: 'live',
      html: 'See you at {{event}}',
    });
    expect(res.statusCode).toBe(201);
    const body = json(res.body);
    expect(body.message).toBe(templateMessages.published);
    expect(body.data).toMatchObject({ status: 'live', html: 'See you at {{event}}', version: 1 });
    expect(await events(admin.company.id)).toEqual([
      expect.objectContaining({
        action: 'template.created',
        after: expect.objectContaining({ type: 'sms', status: 'live', html: 'See you at {{event}}' }),
      }),
    ]);
  });

  it('creates a button with its settings and a page with its slug and fields, each in one request', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const email = json(
      (
        await create(admin, {
          name: 'Welcome',
          description: '',
          type: 'email',
          subject: 'Hi',
          htmlOnly: true,
        })
      ).body,
    ).data;
    expect(email).toMatchObject({ subject: 'Hi', htmlOnly: true });
    const settings = {
      text: 'Join',
      linkedModule: 'panels',
      linkedOption: null,
      updateStatusTo: null,
      routing: '/welcome',
      onClickAction: null,
      openInWindow: null,
      sendEmail: true,
      sendSms: false,
      emailTemplateId: email._id,
      smsTemplateId: null,
    };
    const button = await create(admin, {
      name: 'Join now',
      description: '',
      type: 'button',
      status: 'draft',
      button: settings,
    });
    expect(button.statusCode).toBe(201);
    expect(json(button.body).message).toBe(templateMessages.savedAsDraft);
    const saved = await t.app.inject({
      url: `/api/defaults/button/${json(button.body).data._id}/settings`,
      headers: admin.bearer,
    });
    expect(json(saved.body).data).toEqual(settings);
    const page = await create(admin, { name: 'Landing', description: '', type: 'page', slug: 'landing' });
    expect(json(page.body).data).toMatchObject({ slug: 'landing', version: 1 });
  });

  it('refuses what a save of that type refuses, creating nothing', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await create(admin, { name: 'Landing', description: '', type: 'page', slug: 'landing' });
    const refused: [object, number, string][] = [
      [{ type: 'email', slug: 'other' }, 400, templateMessages.onlyPagesHaveSlug],
      [{ type: 'page', subject: 'Hi' }, 400, templateMessages.onlyEmailsHaveSubject],
      [{ type: 'sms', html: 'x'.repeat(161) }, 400, templateMessages.smsTooLong(160)],
      [{ type: 'page', slug: 'landing' }, 409, templateMessages.slugTaken],
      [
        {
          type: 'email',
          button: {
            text: 'Join',
            linkedModule: null,
            linkedOption: null,
            updateStatusTo: null,
            routing: null,
            onClickAction: null,
            openInWindow: null,
            sendEmail: true,
            sendSms: false,
            emailTemplateId: null,
            smsTemplateId: null,
          },
        },
        400,
        templateMessages.onlyButtonSettings,
      ],
    ];
    for (const [fields, status, message] of refused) {
      const res = await create(admin, { name: 'Refused', description: '', ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(json(res.body).error).toBe(message);
    }
    const names = await t.db.selectFrom('templates').select('name').execute();
    expect(names.map((row) => row.name)).toEqual(['Landing']);
  });

  it('leaves nothing behind when a check fails half-way: no template, settings, version or record', async () => {
    t = await build({ storageQuotaBytes: 5_000 });
    const admin = await signedInAdmin(t);
    const button = {
      text: 'Join',
      linkedModule: null,
      linkedOption: null,
      updateStatusTo: null,
      routing: null,
      onClickAction: null,
      openInWindow: null,
      sendEmail: true,
      sendSms: true,
      emailTemplateId: null,
      smsTemplateId: null,
    };
    // The linked SMS template is checked after the template row is written; the quota after its version is.
    const missingSms = await create(admin, {
      name: 'Join now',
      description: '',
      type: 'button',
      button: { ...button, smsTemplateId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missingSms.statusCode).toBe(404);
    expect(json(missingSms.body).error).toBe(templateMessages.smsTemplateNotFound);
    const tooBig = await create(admin, {
      name: 'Join now',
      description: '',
      type: 'button',
      html: 'x'.repeat(6_000),
      button,
    });
    expect(tooBig.statusCode).toBe(413);
    for (const table of ['templates', 'button_settings', 'template_versions'] as const) {
      expect(await t.db.selectFrom(table).select('company_id').execute(), table).toEqual([]);
    }
    expect(await events(admin.company.id)).toEqual([]);
  });
});

describe('PUT /api/defaults/default/{id}', () => {
  it('saves as draft or publishes with the matching message, keeps a version per save and records the change', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const template = await createTemplate(t, admin.company.id);
    const url = `/api/defaults/default/${template.id}`;
    const draft = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin.bearer,
      payload: draftSave({ html: '<p>Second</p>', subject: 'Hi {{firstName}}', baseVersion: 1 }),
    });
    expect(draft.statusCode).toBe(200);
    expect(json(draft.body)).toMatchObject({
      message: templateMessages.savedAsDraft,
      data: { html: '<p>Second</p>', subject: 'Hi {{firstName}}', version: 2, status: 'draft' },
    });
    t.clock.advance(1000);
    const live = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin.bearer,
      payload: draftSave({ status: 'live', html: '<p>Third</p>' }),
    });
    expect(json(live.body)).toMatchObject({
      message: templateMessages.published,
      data: { status: 'live', version: 3 },
    });
    // Fields a save does not send stay as they were.
    expect(json(live.body).data.subject).toBe('Hi {{firstName}}');

    const versions = json((await t.app.inject({ url: `${url}/versions`, headers: admin.bearer })).body).data;
    expect(versions.map((v: { number: number; status: string }) => [v.number, v.status])).toEqual([
      [3, 'live'],
      [2, 'draft'],
      [1, 'draft'],
    ]);
    const recorded = await events(admin.company.id);
    expect(recorded.map((e) => e.action)).toEqual(['template.updated', 'template.updated']);
    expect(recorded[1]?.before).toMatchObject({ status: 'draft', html: '<p>Second</p>' });
    expect(recorded[1]?.after).toMatchObject({ status: 'live', html: '<p>Third</p>' });
  });

  it('stores 1,000,000 characters of HTML exactly as written, and keeps the record of it short', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const template = await createTemplate(t, admin.company.id);
    const chunk = '<p onclick="x()">Ünïcödé & <b>bold</b> {{firstName}}</p>\n';
    const html = chunk.repeat(Math.ceil(1_000_000 / chunk.length)).slice(0, 1_000_000);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/defaults/default/${template.id}`,
      headers: admin.bearer,
      payload: draftSave({ html }),
    });
    expect(res.statusCode).toBe(200);
    const read = await t.app.inject({ url: `/api/defaults/default/${template.id}`, headers: admin.bearer });
    expect(json(read.body).data.html).toBe(html);
    const [event] = await events(admin.company.id);
    expect(JSON.stringify(event?.after).length).toBeLessThan(2_000);

    const tooLong = await t.app.inject({
      method: 'PUT',
      url: `/api/defaults/default/${template.id}`,
      headers: admin.bearer,
      payload: draftSave({ html: `${html}x` }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(
      json((await t.app.inject({ url: `/api/defaults/default/${template.id}`, headers: admin.bearer })).body)
        .data.html,
    ).toBe(html);
  });

  it('refuses a save based on an older version (someone saved in between) with 409, overwriting nothing', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const template = await createTemplate(t, admin.company.id);
    const url = `/api/defaults/default/${template.id}`;
    await t.app.inject({
      method: 'PUT',
      url,
      headers: admin.bearer,
      payload: draftSave({ html: '<p>Theirs</p>' }),
    });
    const res = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin.bearer,
      payload: draftSave({ html: '<p>Mine</p>', baseVersion: 1 }),
    });
    expect(res.statusCode).toBe(409);
    expect(json(res.body)).toEqual({ error: templateMessages.staleVersion });
    expect(json((await t.app.inject({ url, headers: admin.bearer })).body).data.html).toBe('<p>Theirs</p>');
  });

  it('takes a slug for pages only, with the product’s message for special characters, unique within the company', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const page = await createTemplate(t, admin.company.id, { type: 'page', name: 'Landing' });
    const other = await createTemplate(t, admin.company.id, { type: 'page', name: 'Other', slug: 'taken' });
    const email = await createTemplate(t, admin.company.id);
    const save = (id: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/defaults/default/${id}`, headers: admin.bearer, payload });

    for (const slug of ['summer_campaign', 'a.b', 'a/b', 'with space', 'Upper', '', 'a--b']) {
      const res = await save(page.id, draftSave({ slug }));
      expect(res.statusCode, slug).toBe(400);
      expect(json(res.body), slug).toEqual({ error: validationMessages.slugSpecialCharacters });
    }
    expect(json((await save(page.id, draftSave({ slug: 'taken' }))).body)).toEqual({
      error: templateMessages.slugTaken,
    });
    expect((await save(other.id, draftSave({ slug: 'taken' }))).statusCode).toBe(200);
    expect(json((await save(email.id, draftSave({ slug: 'mail' }))).body)).toEqual({
      error: templateMessages.onlyPagesHaveSlug,
    });
    const ok = await save(page.id, draftSave({ slug: 'summer-campaign-2026' }));
    expect(json(ok.body).data.slug).toBe('summer-campaign-2026');

    // Another company may use the same slug.
    const second = await signedInAdmin(t);
    const theirs = await createTemplate(t, second.company.id, { type: 'page' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/defaults/default/${theirs.id}`,
      headers: second.bearer,
      payload: draftSave({ slug: 'summer-campaign-2026' }),
    });
    expect(res.statusCode).toBe(200);
  });

  it('keeps an SMS to 160 characters and a subject to email templates', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const sms = await createTemplate(t, admin.company.id, { type: 'sms', html: 'Hi' });
    const save = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/defaults/default/${sms.id}`, headers: admin.bearer, payload });
    expect((await save(draftSave({ html: 'x'.repeat(160) }))).statusCode).toBe(200);
    // 160 characters, even when an emoji takes two UTF-16 units.
    expect((await save(draftSave({ html: `${'x'.repeat(158)}😀` }))).statusCode).toBe(200);
    const long = await save(draftSave({ html: 'x'.repeat(161) }));
    expect(json(long.body)).toEqual({ error: templateMessages.smsTooLong(160) });
    expect(json((await save(draftSave({ html: 'Hi', subject: 'Nope' }))).body)).toEqual({
      error: templateMessages.onlyEmailsHaveSubject,
    });
    expect(json((await save(draftSave({ html: 'Hi', htmlOnly: true }))).body)).toEqual({
      error: templateMessages.htmlOnlyNotForType,
    });
  });

  it('keeps the email editor’s settings: HTML-only mode, linked module and notification frequency', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const email = await createTemplate(t, admin.company.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/defaults/default/${email.id}`,
      headers: admin.bearer,
      payload: draftSave({
        htmlOnly: true,
        linkedModule: 'panels',
        notificationIncrement: 6,
        notificationUnit: 'days',
      }),
    });
    expect(json(res.body).data).toMatchObject({
      htmlOnly: true,
      linkedModule: 'panels',
      notificationIncrement: 6,
      notificationUnit: 'days',
    });
  });
});

describe('DELETE and copy', () => {
  it('deletes a template with its versions and records it', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const template = await createTemplate(t, admin.company.id);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/defaults/default/${template.id}`,
      headers: admin.bearer,
    });
    expect(json(res.body)).toEqual({ message: templateMessages.deleted });
    expect(
      (await t.app.inject({ url: `/api/defaults/default/${template.id}`, headers: admin.bearer })).statusCode,
    ).toBe(404);
    expect(await t.db.selectFrom('template_versions').select('id').execute()).toEqual([]);
    expect((await events(admin.company.id)).map((e) => e.action)).toEqual(['template.deleted']);
  });

  it('copies a page as a draft named "Copy of …", without its slug but with its tracking codes', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const page = await createTemplate(t, admin.company.id, {
      type: 'page',
      name: 'Landing',
      status: 'live',
      slug: 'landing',
      html: '<h1>Landing</h1>',
    });
    await createTrackingCode(t, page, { name: 'Pixel', location: 'body' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/defaults/default/${page.id}/copy`,
      headers: admin.bearer,
    });
    expect(res.statusCode).toBe(201);
    expect(json(res.body)).toMatchObject({
      message: templateMessages.copied,
      data: {
        name: 'Copy of Landing',
        status: 'draft',
        slug: null,
        html: '<h1>Landing</h1>',
        version: 1,
        tracking_codes: [expect.objectContaining({ name: 'Pixel', location: 'body' })],
      },
    });
    expect(json(res.body).data.tracking_codes[0]._id).not.toBe(page.id);
  });
});
