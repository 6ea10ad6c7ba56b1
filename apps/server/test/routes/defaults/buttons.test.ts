import { templateMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../fixtures/records.js';
import { createTemplate } from '../../fixtures/templates.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

const json = (body: string) => JSON.parse(body);

const settings = (overrides: Record<string, unknown> = {}) => ({
  text: 'Join now',
  linkedModule: 'panels',
  linkedOption: 'Consumer Panel Germany',
  updateStatusTo: 'joined',
  routing: '/welcome',
  onClickAction: 'redirect',
  openInWindow: 'new',
  sendEmail: true,
  sendSms: true,
  emailTemplateId: null,
  smsTemplateId: null,
  ...overrides,
});

describe('button settings', () => {
  it('keeps every setting, with references to the company’s email and SMS templates', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const button = await createTemplate(t, admin.company.id, { type: 'button' });
    const email = await createTemplate(t, admin.company.id, { type: 'email', status: 'live' });
    const sms = await createTemplate(t, admin.company.id, { type: 'sms', status: 'live' });
    const url = `/api/defaults/button/${button.id}/settings`;
    const body = settings({ emailTemplateId: email.id, smsTemplateId: sms.id });
    const res = await t.app.inject({ method: 'PUT', url, headers: admin.bearer, payload: body });
    expect(json(res.body)).toEqual({ message: templateMessages.buttonSettingsSaved, data: body });
    expect(json((await t.app.inject({ url, headers: admin.bearer })).body).data).toEqual(body);

    // Deleting a referenced template clears the reference.
    await t.app.inject({ method: 'DELETE', url: `/api/defaults/default/${email.id}`, headers: admin.bearer });
    expect(json((await t.app.inject({ url, headers: admin.bearer })).body).data.emailTemplateId).toBeNull();
  });

  it('refuses a referenced template of the wrong type, and settings of other types', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const button = await createTemplate(t, admin.company.id, { type: 'button' });
    const page = await createTemplate(t, admin.company.id, { type: 'page' });
    const url = `/api/defaults/button/${button.id}/settings`;
    const wrong = await t.app.inject({
      method: 'PUT',
      url,
      headers: admin.bearer,
      payload: settings({ emailTemplateId: page.id }),
    });
    expect(wrong.statusCode).toBe(404);
    expect(json(wrong.body)).toEqual({ error: templateMessages.emailTemplateNotFound });
    const notButton = await t.app.inject({
      url: `/api/defaults/button/${page.id}/settings`,
      headers: admin.bearer,
    });
    expect(json(notButton.body)).toEqual({ error: templateMessages.onlyButtonSettings });
  });
});

describe('the dashboard', () => {
  it('counts templates per type and status', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await createTemplate(t, admin.company.id, { type: 'email', status: 'live' });
    await createTemplate(t, admin.company.id, { type: 'email' });
    await createTemplate(t, admin.company.id, { type: 'page', status: 'live' });
    await createTemplate(t, admin.company.id, { type: 'button' });
    const res = await t.app.inject({ url: '/api/dashboard/summary', headers: admin.bearer });
    expect(json(res.body).data.defaults).toEqual({ email: 2, page: 1, sms: 0, button: 1, live: 2, draft: 2 });
  });
});
