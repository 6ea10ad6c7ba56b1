import { domainMessages, mailerMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../fixtures/records.js';
import { activity, addDomain, addMailer, call } from '../../fixtures/settings.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('mailers (listMailers, createMailer, updateMailer, deleteMailer)', () => {
  it('adds, updates and deletes a mailer; each answer is the new list and each change is recorded', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const domain = await addDomain(t, admin.bearer, 'mail.acme.example.com');
    const created = await call(t, admin.bearer, 'POST', '/api/platform-settings/mailer', {
      mailer: 'newsletter',
      alias: 'Acme Newsletter',
      domain,
      type: 'socketlabs',
    });
    expect(created.statusCode).toBe(201);
    const [mailer] = created.json().data;
    expect(mailer).toEqual({
      _id: expect.any(String),
      mailer: 'newsletter',
      alias: 'Acme Newsletter',
      type: 'socketlabs',
      domain: { _id: domain, domain: 'mail.acme.example.com' },
      version: 1,
    });
    t.clock.advance(1000);
    const updated = await call(t, admin.bearer, 'PUT', `/api/platform-settings/mailer/${mailer._id}`, {
      mailer: 'newsletter',
      alias: 'Acme News',
      domain,
      type: 'ese',
      baseVersion: 1,
    });
    expect(updated.json().data[0]).toMatchObject({ alias: 'Acme News', type: 'ese' });
    t.clock.advance(1000);
    const deleted = await call(t, admin.bearer, 'DELETE', `/api/platform-settings/mailer/${mailer._id}`);
    expect(deleted.json()).toEqual({ data: [] });
    const events = await activity(t, admin.bearer, 'mailers');
    expect(events.map((e) => e.action)).toEqual(['mailer.deleted', 'mailer.updated', 'mailer.created']);
    expect(events[1]).toMatchObject({
      before: { alias: 'Acme Newsletter', type: 'socketlabs' },
      after: { alias: 'Acme News', type: 'ese' },
    });
  });

  it('refuses an inactive domain (400), another company’s (404), a taken name (409) and short names (400)', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const domain = await addDomain(t, admin.bearer, 'mail.acme.example.com');
    const inactive = await addDomain(t, admin.bearer, 'old.acme.example.com');
    await call(t, admin.bearer, 'PUT', `/api/platform-settings/domain/${inactive}`, {
      domain: 'old.acme.example.com',
      active: false,
      baseVersion: 1,
    });
    const other = await signedInAdmin(t);
    const foreign = await addDomain(t, other.bearer, 'mail.other.example.com');
    await addMailer(t, admin.bearer, { mailer: 'newsletter', alias: 'News', domain, type: 'ese' });

    const attempt = (body: object) => call(t, admin.bearer, 'POST', '/api/platform-settings/mailer', body);
    const base = { mailer: 'alerts', alias: 'Alerts', domain, type: 'socketlabs' };
    const onInactive = await attempt({ ...base, domain: inactive });
    expect(onInactive.statusCode).toBe(400);
    expect(onInactive.json()).toEqual({ error: domainMessages.inactive });
    const onForeign = await attempt({ ...base, domain: foreign });
    expect(onForeign.statusCode).toBe(404);
    expect(onForeign.json()).toEqual({ error: domainMessages.notFound });
    const taken = await attempt({ ...base, mailer: 'NewsLetter' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: mailerMessages.nameTaken });
    for (const body of [
      { ...base, mailer: 'ab' },
      { ...base, alias: '' },
      { ...base, type: 'smtp' },
    ]) {
      expect((await attempt(body)).statusCode).toBe(400);
    }
    expect((await call(t, admin.bearer, 'GET', '/api/platform-settings/mailers')).json().data).toHaveLength(
      1,
    );
    expect((await call(t, other.bearer, 'GET', '/api/platform-settings/mailers')).json().data).toEqual([]);
  });
});
