import { templateMessages } from '@qone/domain/messages';
import { MERGE_TAGS } from '@qone/domain/templates';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionHeaders, signedInAdmin } from '../../fixtures/records.js';
import { createTemplate } from '../../fixtures/templates.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

const json = (body: string) => JSON.parse(body);

describe('merge tags', () => {
  it('lists the one list of merge tags with their sample values', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const res = await t.app.inject({ url: '/api/defaults/merge-tags', headers: admin.bearer });
    expect(json(res.body).data).toEqual(MERGE_TAGS);
    expect(json(res.body).data).toContainEqual({ tag: 'firstName', label: 'First name', sample: 'Anna' });
  });
});

describe('sandboxed previews', () => {
  it('serves unsaved content with sample values, under a sandbox CSP without scripts, framable by the console only', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const html =
      '<h1>Hi {{firstName}}</h1><img src=x onerror="alert(1)"><script>alert(2)</script>{{unknown}}';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/defaults/previews',
      headers: admin.bearer,
      payload: { type: 'email', html },
    });
    expect(created.statusCode).toBe(201);
    const { url } = json(created.body).data;
    expect(url).toMatch(/^\/api\/defaults\/previews\/[0-9a-f-]{36}$/);

    const res = await t.app.inject({ url, headers: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp.split('; ')[0]).toBe('sandbox');
    expect(csp).not.toContain('allow-scripts');
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/script-src/);
    // Stored as written: the payloads are there, inert under the policy.
    expect(res.body).toContain('<h1>Hi Anna</h1>');
    expect(res.body).toContain('{{unknown}}');
    expect(res.body).toContain('onerror="alert(1)"');
  });

  it('escapes sample values into HTML, and renders an SMS as text', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/defaults/previews',
      headers: admin.bearer,
      payload: { type: 'sms', html: '<b>Hi</b> {{firstName}}' },
    });
    const res = await t.app.inject({ url: json(created.body).data.url, headers: admin.bearer });
    expect(res.body).toContain('&lt;b&gt;Hi&lt;/b&gt; Anna');
  });

  it('expires after an hour and is never served to another company', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/defaults/previews',
      headers: admin.bearer,
      payload: { type: 'page', html: '<p>Secret draft</p>' },
    });
    const { url } = json(created.body).data;
    expect((await t.app.inject({ url, headers: other.bearer })).statusCode).toBe(404);
    t.clock.advance(60 * 60 * 1000 + 1);
    // An hour idle ended the admin's session (SESSION_IDLE_MINUTES): a new one asks.
    const expired = await t.app.inject({ url, headers: (await sessionHeaders(t, admin.user)).bearer });
    expect(expired.statusCode).toBe(404);
    expect(json(expired.body)).toEqual({ error: templateMessages.previewExpired });
  });
});

describe('PUT /api/defaults/email/{id}', () => {
  it('mails the stored template with the merge tags’ sample values filled in', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const email = await createTemplate(t, admin.company.id, {
      name: 'Welcome',
      subject: 'Welcome, {{firstName}}!',
      html: '<h1>Hello {{firstName}} {{lastName}}</h1><p><a href="{{surveyLink}}">Start</a></p>',
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/defaults/email/${email.id}`,
      headers: admin.bearer,
      payload: { email: admin.user.email },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res.body)).toEqual({ message: templateMessages.previewEmailQueued(admin.user.email) });
    const mail = t.mailer.last();
    expect(mail).toMatchObject({ to: admin.user.email, subject: '[Preview] Welcome, Anna!' });
    expect(mail.html).toContain('<h1>Hello Anna Schmidt</h1>');
    expect(mail.html).toContain('href="https://example.com/survey/preview"');
    expect(mail.text).toContain('Hello Anna Schmidt');
  });

  it('refuses other types with 400 and throttles a sender after many previews', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const page = await createTemplate(t, admin.company.id, { type: 'page' });
    const email = await createTemplate(t, admin.company.id);
    const send = (id: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/defaults/email/${id}`,
        headers: admin.bearer,
        payload: { email: admin.user.email },
      });
    expect(json((await send(page.id)).body)).toEqual({ error: templateMessages.onlyEmailPreview });
    // 30 free previews; the one after them still goes out and locks the sender for a while.
    for (let i = 0; i < 31; i += 1) expect((await send(email.id)).statusCode).toBe(200);
    const throttled = await send(email.id);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/defaults/sms/{id}/preview', () => {
  it('sends the SMS text with sample values through the SMS sender', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const sms = await createTemplate(t, admin.company.id, {
      type: 'sms',
      html: 'Hi {{firstName}}, reply STOP',
    });
    // Preview SMS go to the phones of the company's active users only.
    await t.db
      .updateTable('users')
      .set({ phone: '+49 30 1234567' })
      .where('id', '=', admin.user.id)
      .execute();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/defaults/sms/${sms.id}/preview`,
      headers: admin.bearer,
      payload: { phone: '+49 30 1234567' },
    });
    expect(json(res.body)).toEqual({ message: templateMessages.previewSmsSent('+49 30 1234567') });
    expect(t.sms.sent).toEqual([
      { companyId: admin.company.id, to: '+49 30 1234567', text: '[Preview] Hi Anna, reply STOP' },
    ]);
  });

  it('refuses an SMS without text', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const sms = await createTemplate(t, admin.company.id, { type: 'sms', html: '  ' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/defaults/sms/${sms.id}/preview`,
      headers: admin.bearer,
      payload: { phone: '+49 30 1234567' },
    });
    expect(json(res.body)).toEqual({ error: templateMessages.smsEmpty });
    expect(t.sms.sent).toEqual([]);
  });
});
