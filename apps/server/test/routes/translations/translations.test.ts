import { languageMessages, templateMessages, translationMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { insertDefaultLanguages } from '../../../src/repositories/languages.js';
import { signedInAdmin } from '../../fixtures/records.js';
import { activity, call } from '../../fixtures/settings.js';
import { createTemplate } from '../../fixtures/templates.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

type Entry = {
  key: string;
  context: string;
  source: string;
  target: string;
  needsReview: boolean;
  updatedAt: string | null;
};

const HTML = '<h1>Welcome</h1><p>Hello <b>{{firstName}}</b>, thanks for joining.</p><p>{{surveyLink}}</p>';

async function setUp() {
  t = await build();
  const admin = await signedInAdmin(t);
  const email = await createTemplate(t, admin.company.id, { html: HTML, subject: 'Hi {{firstName}}' });
  const entries = (): Promise<Entry[]> =>
    call(t, admin.bearer, 'GET', `/api/translations/${email.id}/ger`).then((res) => res.json().data);
  return { admin, email, entries };
}

describe('translations (getTranslations, updateTranslations, getTranslationProgress)', () => {
  it('offers the subject and the text of the HTML as segments, untranslated at first', async () => {
    const { entries } = await setUp();
    const list = await entries();
    expect(
      list.map(({ context, source, target, needsReview, updatedAt }) => [
        context,
        source,
        target,
        needsReview,
        updatedAt,
      ]),
    ).toEqual([
      ['subject', 'Hi {{firstName}}', '', false, null],
      ['html', 'Welcome', '', false, null],
      ['html', 'Hello <b>{{firstName}}</b>, thanks for joining.', '', false, null],
    ]);
  });

  it('saves targets, clears one with an empty text, counts progress and records each change', async () => {
    const { admin, email, entries } = await setUp();
    const [subject, heading, body] = await entries();
    const res = await call(t, admin.bearer, 'PUT', `/api/translations/${email.id}/ger`, {
      entries: [
        { key: subject?.key, target: 'Hallo {{firstName}}' },
        { key: heading?.key, target: 'Willkommen', needsReview: true },
        { key: body?.key, target: '<b>{{firstName}}</b>, danke fürs Mitmachen.' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(translationMessages.saved);
    expect((res.json().data as Entry[]).map((e) => [e.target, e.needsReview])).toEqual([
      ['Hallo {{firstName}}', false],
      ['Willkommen', true],
      ['<b>{{firstName}}</b>, danke fürs Mitmachen.', false],
    ]);
    expect((await entries())[0]?.updatedAt).toBe(t.clock.now().toISOString());
    const progress = await call(t, admin.bearer, 'GET', '/api/translation-progress/ger');
    expect(progress.json().data).toEqual([{ templateId: email.id, translated: 3, total: 3, needsReview: 1 }]);
    t.clock.advance(1000);
    await call(t, admin.bearer, 'PUT', `/api/translations/${email.id}/ger`, {
      entries: [{ key: subject?.key, target: '' }],
    });
    expect((await entries())[0]?.target).toBe('');
    const french = await call(t, admin.bearer, 'GET', '/api/translation-progress/fre');
    expect(french.json().data).toEqual([{ templateId: email.id, translated: 0, total: 3, needsReview: 0 }]);
    const events = await activity(t, admin.bearer, 'translations');
    expect(events.map((e) => [e.action, e.targetLabel, e.before, e.after])).toEqual([
      [
        'translation.updated',
        'Welcome email (German)',
        { [subject?.key ?? '']: 'Hallo {{firstName}}' },
        { [subject?.key ?? '']: '' },
      ],
      [
        'translation.updated',
        'Welcome email (German)',
        { [subject?.key ?? '']: '', [heading?.key ?? '']: '', [body?.key ?? '']: '' },
        {
          [subject?.key ?? '']: 'Hallo {{firstName}}',
          [heading?.key ?? '']: 'Willkommen',
          [body?.key ?? '']: '<b>{{firstName}}</b>, danke fürs Mitmachen.',
        },
      ],
    ]);
  });

  it('refuses a dropped or added placeholder naming the segment, and an unknown key or language, saving nothing', async () => {
    const { admin, email, entries } = await setUp();
    const [subject, , body] = await entries();
    const attempts = [
      {
        entries: [
          { key: subject?.key, target: 'Hallo {{firstName}}' },
          { key: body?.key, target: 'Hallo Anna, danke.' },
        ],
        error: translationMessages.placeholderMismatch(body?.key ?? '', ['<b>', '{{firstName}}', '</b>'], []),
      },
      {
        entries: [{ key: body?.key, target: '<b>{{firstName}}</b> <script>x</script>' }],
        error: translationMessages.placeholderMismatch(body?.key ?? '', [], ['<script>', '</script>']),
      },
      {
        entries: [{ key: 'html.0000000000000000', target: 'x' }],
        error: translationMessages.unknownKey('html.0000000000000000'),
      },
    ];
    for (const attempt of attempts) {
      const res = await call(t, admin.bearer, 'PUT', `/api/translations/${email.id}/ger`, {
        entries: attempt.entries,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: attempt.error });
    }
    const unknown = await call(t, admin.bearer, 'GET', `/api/translations/${email.id}/xyz`);
    expect(unknown.json()).toEqual({ error: languageMessages.unknown('xyz') });
    expect((await entries()).every((entry) => entry.target === '')).toBe(true);
    expect(await activity(t, admin.bearer, 'translations')).toHaveLength(0);
  });

  it('keeps translations to the template’s company and behind the defaults flag', async () => {
    const { email, admin } = await setUp();
    const other = await signedInAdmin(t);
    const res = await call(t, other.bearer, 'GET', `/api/translations/${email.id}/ger`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: templateMessages.notFound });
    expect((await call(t, other.bearer, 'GET', '/api/translation-progress/ger')).json().data).toEqual([]);
    const settingsOnly = await signedInAdmin(t, { settings: true });
    expect((await call(t, settingsOnly.bearer, 'GET', '/api/translation-progress/ger')).statusCode).toBe(403);
    expect((await call(t, admin.bearer, 'GET', '/api/translation-progress/ger')).statusCode).toBe(200);
  });

  it('serves the public page in a visitor’s enabled language (?lang=de or ger), else in its own text', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const page = await createTemplate(t, admin.company.id, {
      type: 'page',
      status: 'live',
      slug: 'welcome',
      html: '<h1>Welcome</h1><p>Thanks for joining.</p>',
    });
    await insertDefaultLanguages(t.db, admin.company.id);
    const [heading] = (await call(t, admin.bearer, 'GET', `/api/translations/${page.id}/ger`)).json()
      .data as Entry[];
    await call(t, admin.bearer, 'PUT', `/api/translations/${page.id}/ger`, {
      entries: [{ key: heading?.key, target: 'Willkommen' }],
    });
    const visit = (lang: string) =>
      t.app.inject({ method: 'GET', url: `/api/defaults/slug/welcome/page${lang ? `?lang=${lang}` : ''}` });
    for (const lang of ['de', 'DE', 'ger']) {
      const res = await visit(lang);
      expect(res.statusCode).toBe(200);
      // The untranslated paragraph falls back to the page's own text.
      expect(res.body).toContain('<h1>Willkommen</h1><p>Thanks for joining.</p>');
    }
    // Not enabled (Italian), the default (English), none: the page's own text.
    for (const lang of ['it', 'en', '']) expect((await visit(lang)).body).toContain('<h1>Welcome</h1>');
    expect((await visit('de<x>')).statusCode).toBe(400);
  });
});
