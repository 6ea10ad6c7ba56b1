import { templateMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../fixtures/records.js';
import { createTemplate, createTrackingCode } from '../../fixtures/templates.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

const json = (body: string) => JSON.parse(body);

describe('the public page', () => {
  it('serves a live page with its tracking codes in head and body, scripts allowed only in a sandbox', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const page = await createTemplate(t, admin.company.id, {
      type: 'page',
      name: 'Summer',
      slug: 'summer',
      status: 'live',
      html: '<h1>Summer</h1>',
    });
    await createTrackingCode(t, page, {
      code: '<script src="https://a.example/head.js"></script>',
      location: 'head',
    });
    await createTrackingCode(t, page, { code: '<noscript>pixel</noscript>', location: 'body' });

    const res = await t.app.inject({ url: '/api/defaults/slug/summer/page' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(
      "sandbox allow-scripts allow-forms allow-popups; frame-ancestors 'self'",
    );
    expect(res.body).toMatch(/<script src="https:\/\/a\.example\/head\.js"><\/script><\/head>/);
    expect(res.body).toMatch(/<h1>Summer<\/h1><noscript>pixel<\/noscript><\/body>/);

    const json200 = await t.app.inject({ url: '/api/defaults/slug/summer' });
    expect(json(json200.body)).toEqual({ data: { html: '<h1>Summer</h1>' } });
  });

  it('keeps drafts from the public, but shows them to a signed-in editor of the company', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const viewer = await signedInAdmin(t, 'none');
    await createTemplate(t, admin.company.id, { type: 'page', slug: 'draft-page', html: '<p>Draft</p>' });
    const anonymous = await t.app.inject({ url: '/api/defaults/slug/draft-page' });
    expect(anonymous.statusCode).toBe(404);
    expect(json(anonymous.body)).toEqual({ error: templateMessages.pageNotFound });
    expect((await t.app.inject({ url: '/api/defaults/slug/draft-page/page' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/defaults/slug/draft-page', headers: viewer.cookie })).statusCode,
    ).toBe(404);
    const editor = await t.app.inject({ url: '/api/defaults/slug/draft-page/page', headers: admin.cookie });
    expect(editor.statusCode).toBe(200);
    expect(editor.body).toContain('<p>Draft</p>');
  });

  it('looks a slug up in the company served on the host, and elsewhere in the company that published it first', async () => {
    t = await build();
    const acme = await signedInAdmin(t);
    const beta = await signedInAdmin(t);
    await t.db
      .updateTable('companies')
      .set({ host: 'pages.acme.example' })
      .where('id', '=', acme.company.id)
      .execute();
    await createTemplate(t, acme.company.id, { type: 'page', slug: 'welcome', status: 'live', html: 'Acme' });
    await createTemplate(t, beta.company.id, { type: 'page', slug: 'welcome', status: 'live', html: 'Beta' });
    await createTemplate(t, beta.company.id, {
      type: 'page',
      slug: 'beta-only',
      status: 'live',
      html: 'Only',
    });

    const onHost = await t.app.inject({
      url: '/api/defaults/slug/welcome',
      headers: { host: 'pages.acme.example' },
    });
    expect(json(onHost.body).data.html).toBe('Acme');
    expect(
      (await t.app.inject({ url: '/api/defaults/slug/beta-only', headers: { host: 'pages.acme.example' } }))
        .statusCode,
    ).toBe(404);
    const first = await t.app.inject({ url: '/api/defaults/slug/welcome', headers: { host: 'localhost' } });
    expect(json(first.body).data.html).toBe('Acme');
    const unique = await t.app.inject({
      url: '/api/defaults/slug/beta-only',
      headers: { host: 'localhost' },
    });
    expect(json(unique.body).data.html).toBe('Only');
    // A signed-in editor gets their own company's page whatever the host.
    const own = await t.app.inject({
      url: '/api/defaults/slug/welcome',
      headers: { ...beta.cookie, host: 'localhost' },
    });
    expect(json(own.body).data.html).toBe('Beta');
  });
});

describe('tracking codes', () => {
  it('adds, replaces and deletes a page’s tracking codes, answering the list and recording each change', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const page = await createTemplate(t, admin.company.id, { type: 'page' });
    const url = `/api/defaults/default/${page.id}/code`;
    const added = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.bearer,
      payload: { name: 'Analytics', code: '<script>track()</script>', location: 'head' },
    });
    expect(json(added.body)).toMatchObject({
      message: templateMessages.trackingCodeSaved,
      data: [{ name: 'Analytics', code: '<script>track()</script>', location: 'head' }],
    });
    const id = json(added.body).data[0]._id;
    const replaced = await t.app.inject({
      method: 'POST',
      url,
      headers: admin.bearer,
      payload: { id, name: 'Pixel', code: '<img src="p.gif">', location: 'body' },
    });
    expect(json(replaced.body).data).toEqual([
      { _id: id, name: 'Pixel', code: '<img src="p.gif">', location: 'body' },
    ]);
    const deleted = await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: admin.bearer });
    expect(json(deleted.body)).toEqual({ message: templateMessages.trackingCodeDeleted });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${url}/${id}`, headers: admin.bearer })).statusCode,
    ).toBe(404);
    const actions = await t.db
      .selectFrom('activity')
      .select('action')
      .where('company_id', '=', admin.company.id)
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual([
      'tracking-code.added',
      'tracking-code.deleted',
      'tracking-code.updated',
    ]);
  });

  it('refuses tracking codes on other types', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const email = await createTemplate(t, admin.company.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/defaults/default/${email.id}/code`,
      headers: admin.bearer,
      payload: { name: 'A', code: 'b', location: 'body' },
    });
    expect(json(res.body)).toEqual({ error: templateMessages.onlyPagesHaveTrackingCodes });
  });
});
