import {
  authMessages,
  autoTranslateMessages,
  templateMessages,
  translationMessages,
} from '@qone/domain/messages';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseTranslationProvider } from '../../../src/config.js';
import { insertDefaultLanguages } from '../../../src/repositories/languages.js';
import { deeplProvider } from '../../../src/translations/provider-deepl.js';
import { signedInAdmin } from '../../fixtures/records.js';
import { activity, call } from '../../fixtures/settings.js';
import { createTemplate } from '../../fixtures/templates.js';
import { build, type TestApp } from '../../helpers/build.js';
import { startTranslationProvider } from '../../helpers/translation-provider.js';

let t: TestApp;
let provider: Awaited<ReturnType<typeof startTranslationProvider>>;
beforeAll(async () => {
  provider = await startTranslationProvider();
});
afterAll(async () => provider.close());
afterEach(async () => {
  await t?.app.close();
  provider.requests.length = 0;
  provider.answer({ translate: (text, target) => `[${target}] ${text}` });
});

type Entry = { key: string; source: string; target: string; needsReview: boolean };

const HTML = '<h1>Welcome</h1><p>Hello <b>{{firstName}}</b>, thanks for joining.</p>';
const SUBJECT = 'Hi {{firstName}} & friends';

async function setUp(overrides: Parameters<typeof build>[0] = {}) {
  t = await build({
    translationProvider: {
      kind: 'libretranslate',
      url: provider.url,
      apiKey: 'secret-key-123',
      timeoutMs: 500,
    },
    ...overrides,
  });
  const admin = await signedInAdmin(t);
  await insertDefaultLanguages(t.db, admin.company.id);
  const email = await createTemplate(t, admin.company.id, { html: HTML, subject: SUBJECT });
  const entries = (language = 'fre'): Promise<Entry[]> =>
    call(t, admin.bearer, 'GET', `/api/translations/${email.id}/${language}`).then((res) => res.json().data);
  const translate = (body: object = { source: 'eng', target: 'fre' }, headers = admin.bearer) =>
    call(t, headers, 'POST', `/api/translations/${email.id}/auto-translate`, body);
  return { admin, email, entries, translate };
}

describe('auto-translate (autoTranslate, autoTranslateTemplates, getTranslationProvider)', () => {
  it('translates every empty segment through LibreTranslate with its placeholders protected and restored', async () => {
    const { admin, entries, translate } = await setUp();
    const res = await translate();
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(autoTranslateMessages.done(3, 0));
    expect(res.json().result).toEqual({ translated: 3, needsReview: 0 });
    expect((await entries()).map((e) => [e.target, e.needsReview])).toEqual([
      ['[fr] Hi {{firstName}} & friends', false],
      ['[fr] Welcome', false],
      ['[fr] Hello <b>{{firstName}}</b>, thanks for joining.', false],
    ]);
    const [request] = provider.requests;
    expect(request?.path).toBe('/translate');
    expect(request?.body).toMatchObject({
      source: 'en',
      target: 'fr',
      format: 'html',
      api_key: 'secret-key-123',
    });
    // The provider never sees a merge tag or the template's markup, only stand-ins it must leave alone.
    const sent = JSON.stringify(request?.body.q);
    expect(sent).not.toContain('{{firstName}}');
    expect(sent).not.toContain('<b>');
    expect(sent).toContain('translate=\\"no\\"');
    expect(sent).toContain('&amp; friends');
    const events = await activity(t, admin.bearer, 'translations');
    expect(events.map((e) => [e.action, e.targetLabel])).toEqual([
      ['translation.auto-translated', 'Welcome email (French)'],
    ]);
    // The key is in no log line.
    expect(t.logLines.join('\n')).not.toContain('secret-key-123');
  });

  it('fills only empty targets, and from another language’s translations when that is the source', async () => {
    const { admin, email, entries, translate } = await setUp();
    const [subject, heading] = await entries();
    await call(t, admin.bearer, 'PUT', `/api/translations/${email.id}/fre`, {
      entries: [{ key: subject?.key, target: 'Salut {{firstName}}' }],
    });
    await call(t, admin.bearer, 'PUT', `/api/translations/${email.id}/ger`, {
      entries: [{ key: heading?.key, target: 'Willkommen' }],
    });
    const fromGerman = await translate({ source: 'ger', target: 'fre' });
    expect(fromGerman.json().result).toEqual({ translated: 1, needsReview: 0 });
    expect(provider.requests[0]?.body).toMatchObject({ source: 'de', q: ['Willkommen'] });
    const res = await translate();
    expect(res.json().result).toEqual({ translated: 1, needsReview: 0 });
    expect((await entries()).map((e) => e.target)).toEqual([
      'Salut {{firstName}}',
      '[fr] Willkommen',
      '[fr] Hello <b>{{firstName}}</b>, thanks for joining.',
    ]);
    expect((await translate()).json().result).toEqual({ translated: 0, needsReview: 0 });
  });

  it('keeps a translation whose placeholder the provider dropped, marked as needing review, without stray markup', async () => {
    const { entries, translate } = await setUp();
    provider.answer({
      translate: (text) =>
        text.replace(/<span[^>]*data-p="1"[^>]*><\/span>/, '').replace('Welcome', '<i>Bienvenue</i>'),
    });
    const res = await translate();
    expect(res.json().result).toEqual({ translated: 3, needsReview: 2 });
    expect(res.json().message).toBe(autoTranslateMessages.done(3, 2));
    expect((await entries()).map((e) => [e.target, e.needsReview])).toEqual([
      ['Hi {{firstName}} & friends', false],
      ['&lt;i&gt;Bienvenue&lt;/i&gt;', true],
      ['Hello <b></b>, thanks for joining.', true],
    ]);
  });

  it('answers 502 and saves nothing when the provider fails, is down or does not answer in time', async () => {
    const { entries, translate } = await setUp();
    provider.answer({ status: 500, body: { error: 'boom' } });
    let res = await translate();
    expect([res.statusCode, res.json()]).toEqual([502, { error: autoTranslateMessages.failed(500) }]);
    provider.answer({ hang: true });
    res = await translate();
    expect([res.statusCode, res.json()]).toEqual([502, { error: autoTranslateMessages.timeout }]);
    provider.answer({ status: 400, body: { error: 'fr is not supported' } });
    res = await translate();
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { error: autoTranslateMessages.unsupportedLanguage('LibreTranslate', 'French') },
    ]);
    expect((await entries()).every((entry) => entry.target === '')).toBe(true);
    await t.app.close();
    const down = await setUp({
      translationProvider: {
        kind: 'libretranslate',
        url: 'http://127.0.0.1:9',
        apiKey: undefined,
        timeoutMs: 500,
      },
    });
    res = await down.translate();
    expect([res.statusCode, res.json()]).toEqual([502, { error: autoTranslateMessages.unreachable }]);
  });

  it('refuses without a provider, for equal or untranslatable languages, and says which provider is set', async () => {
    const { admin, translate } = await setUp();
    expect((await call(t, admin.bearer, 'GET', '/api/translation-provider')).json()).toEqual({
      data: { configured: true, provider: 'libretranslate' },
    });
    let res = await translate({ source: 'eng', target: 'eng' });
    expect([res.statusCode, res.json()]).toEqual([400, { error: translationMessages.sameLanguages }]);
    // Achinese has no two-letter code: no provider takes it.
    res = await translate({ source: 'eng', target: 'ace' });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { error: autoTranslateMessages.unsupportedLanguage('LibreTranslate', 'Achinese') },
    ]);
    expect(provider.requests).toHaveLength(0);
    await t.app.close();
    const none = await setUp({ translationProvider: undefined });
    res = await none.translate();
    expect([res.statusCode, res.json()]).toEqual([409, { error: autoTranslateMessages.notConfigured }]);
    expect((await call(t, none.admin.bearer, 'GET', '/api/translation-provider')).json()).toEqual({
      data: { configured: false, provider: null },
    });
  });

  it('keeps templates to their company, behind the defaults flag, and rate-limits a company', async () => {
    const { admin, email, translate } = await setUp();
    const other = await signedInAdmin(t);
    await insertDefaultLanguages(t.db, other.company.id);
    let res = await translate(undefined, other.bearer);
    expect([res.statusCode, res.json()]).toEqual([404, { error: templateMessages.notFound }]);
    res = await call(t, other.bearer, 'POST', '/api/translations/auto-translate', {
      source: 'eng',
      target: 'fre',
      templateIds: [email.id],
    });
    expect([res.statusCode, res.json()]).toEqual([404, { error: templateMessages.notFound }]);
    // Every template of the other company: none, nothing sent.
    res = await call(t, other.bearer, 'POST', '/api/translations/auto-translate', {
      source: 'eng',
      target: 'fre',
    });
    expect(res.json().data).toEqual({ translated: 0, needsReview: 0 });
    const settingsOnly = await signedInAdmin(t, { settings: true });
    res = await translate(undefined, settingsOnly.bearer);
    expect([res.statusCode, res.json()]).toEqual([403, { error: authMessages.forbidden }]);
    expect(provider.requests).toHaveLength(0);
    res = await call(t, admin.bearer, 'POST', '/api/translations/auto-translate', {
      source: 'eng',
      target: 'fre',
    });
    expect(res.json()).toEqual({
      message: autoTranslateMessages.done(3, 0),
      data: { translated: 3, needsReview: 0 },
    });
    for (let i = 0; i < 9; i += 1) await translate({ source: 'eng', target: 'ger' });
    res = await translate({ source: 'eng', target: 'ita' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(60_000);
    expect((await translate({ source: 'eng', target: 'ita' })).statusCode).toBe(200);
  });
});

describe('the DeepL provider', () => {
  it('sends DeepL’s request shape with the key in the header and reads its answer', async () => {
    const deepl = deeplProvider({ kind: 'deepl', url: provider.url, apiKey: 'k-1:fx', timeoutMs: 500 });
    expect(deepl.languageCode('en', 'target')).toBe('EN-GB');
    expect(deepl.languageCode('de', 'source')).toBe('DE');
    expect(deepl.languageCode('no', 'target')).toBe('NB');
    expect(deepl.languageCode('ga', 'target')).toBeNull();
    expect(await deepl.translate(['Hallo <span translate="no"></span>'], 'DE', 'FR')).toEqual([
      '[FR] Hallo <span translate="no"></span>',
    ]);
    expect(provider.requests[0]).toMatchObject({
      path: '/v2/translate',
      headers: { authorization: 'DeepL-Auth-Key k-1:fx' },
      body: {
        text: ['Hallo <span translate="no"></span>'],
        source_lang: 'DE',
        target_lang: 'FR',
        tag_handling: 'html',
      },
    });
  });

  it('is chosen from the environment: the free API for :fx keys, one provider only', () => {
    expect(parseTranslationProvider({ DEEPL_API_KEY: 'abc:fx' })).toMatchObject({
      kind: 'deepl',
      url: 'https://api-free.deepl.com',
    });
    expect(parseTranslationProvider({ DEEPL_API_KEY: 'abc' })).toMatchObject({
      url: 'https://api.deepl.com',
    });
    expect(parseTranslationProvider({ LIBRETRANSLATE_URL: 'http://lt.local/' })).toMatchObject({
      kind: 'libretranslate',
      url: 'http://lt.local',
      apiKey: undefined,
    });
    expect(parseTranslationProvider({})).toBeUndefined();
    expect(() => parseTranslationProvider({ DEEPL_API_KEY: 'a', LIBRETRANSLATE_URL: 'http://x' })).toThrow();
    expect(() => parseTranslationProvider({ LIBRETRANSLATE_URL: 'ftp://x' })).toThrow();
  });
});
