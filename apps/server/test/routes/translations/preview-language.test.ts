import { afterEach, describe, expect, it } from 'vitest';
import { insertDefaultLanguages } from '../../../src/repositories/languages.js';
import { signedInAdmin } from '../../fixtures/records.js';
import { call } from '../../fixtures/settings.js';
import { createTemplate } from '../../fixtures/templates.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

describe('a preview mail in a language (sendPreviewEmail: lang)', () => {
  it('sends the translated subject and texts, the template’s own text elsewhere and for other languages', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await insertDefaultLanguages(t.db, admin.company.id);
    const email = await createTemplate(t, admin.company.id, {
      subject: 'Hi {{firstName}}',
      html: '<h1>Welcome</h1><p>See you soon.</p>',
    });
    const [subject, heading] = (
      await call(t, admin.bearer, 'GET', `/api/translations/${email.id}/ger`)
    ).json().data as { key: string }[];
    await call(t, admin.bearer, 'PUT', `/api/translations/${email.id}/ger`, {
      entries: [
        { key: subject?.key, target: 'Hallo {{firstName}}' },
        { key: heading?.key, target: 'Willkommen' },
      ],
    });
    const send = async (lang?: string) => {
      const res = await call(t, admin.bearer, 'PUT', `/api/defaults/email/${email.id}`, {
        email: admin.user.email,
        ...(lang === undefined ? {} : { lang }),
      });
      expect(res.statusCode, res.body).toBe(200);
      return t.mailer.last();
    };
    for (const lang of ['de', 'ger']) {
      const mail = await send(lang);
      expect(mail.subject).toMatch(/^\[Preview\] Hallo \S/);
      expect(mail.subject).not.toContain('{{');
      expect(mail.html).toContain('<h1>Willkommen</h1><p>See you soon.</p>');
    }
    for (const lang of [undefined, 'en', 'it']) {
      const mail = await send(lang);
      expect(mail.subject).toMatch(/^\[Preview\] Hi \S/);
      expect(mail.html).toContain('<h1>Welcome</h1>');
    }
    const bad = await call(t, admin.bearer, 'PUT', `/api/defaults/email/${email.id}`, {
      email: admin.user.email,
      lang: 'de<x>',
    });
    expect(bad.statusCode).toBe(400);
  });
});
