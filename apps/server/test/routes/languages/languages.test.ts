import { languageMessages } from '@qone/domain/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { insertDefaultLanguages } from '../../../src/repositories/languages.js';
import { signedInAdmin as signedInUser } from '../../fixtures/records.js';
import { activity, call } from '../../fixtures/settings.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;

/** A signed-in user of a new company, which starts with the default languages (as seed and sign-up make it). */
async function signedInAdmin(app: TestApp, access?: Parameters<typeof signedInUser>[1]) {
  const user = await signedInUser(app, access);
  await insertDefaultLanguages(app.db, user.company.id);
  return user;
}
afterEach(async () => t?.app.close());

type Language = { code: string; name: string; customCode: string; enabled: boolean; default: boolean };

const list = async (headers: Record<string, string>): Promise<Language[]> =>
  (await call(t, headers, 'GET', '/api/languages')).json().data;
const enabledOf = (languages: Language[]) =>
  languages.filter((l) => l.enabled).map((l) => [l.code, l.customCode, l.default]);

describe('languages (listLanguages, updateLanguages)', () => {
  it('lists the whole ISO 639-2 list; a company starts with English (default), German and French', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const languages = await list(admin.bearer);
    expect(languages.length).toBeGreaterThan(480);
    expect(languages.every((l) => /^[a-z]{3}$/.test(l.code))).toBe(true);
    expect(languages.find((l) => l.code === 'jpn')).toEqual({
      code: 'jpn',
      name: 'Japanese',
      customCode: '',
      enabled: false,
      default: false,
    });
    expect(enabledOf(languages)).toEqual([
      ['eng', 'en', true],
      ['fre', 'fr', false],
      ['ger', 'de', false],
    ]);
  });

  it('enables, sets the default and custom codes, keeps languages not sent, and records the change', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const res = await call(t, admin.bearer, 'PUT', '/api/languages', {
      languages: [
        { code: 'ger', customCode: 'de-DE', enabled: true, default: true },
        { code: 'eng', customCode: 'en', enabled: true, default: false },
        { code: 'spa', customCode: 'es', enabled: true, default: false },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(languageMessages.saved);
    expect(enabledOf(res.json().data)).toEqual([
      ['eng', 'en', false],
      ['fre', 'fr', false],
      ['ger', 'de-DE', true],
      ['spa', 'es', false],
    ]);
    expect(enabledOf(await list(admin.bearer))).toEqual(enabledOf(res.json().data));
    const summary = (await call(t, admin.bearer, 'GET', '/api/dashboard/summary')).json().data;
    expect(summary.languages).toEqual({ enabled: 4, default: 'German' });
    const [event] = await activity(t, admin.bearer, 'languages');
    expect(event).toMatchObject({
      action: 'language.updated',
      targetType: 'language',
      before: {
        enabled: ['eng', 'fre', 'ger'],
        default: 'eng',
        customCodes: { eng: 'en', fre: 'fr', ger: 'de' },
      },
      after: {
        enabled: ['eng', 'fre', 'ger', 'spa'],
        default: 'ger',
        customCodes: { eng: 'en', fre: 'fr', ger: 'de-DE', spa: 'es' },
      },
    });
  });

  it('disables a language and keeps its custom code; an unchanged save records nothing', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const off = { languages: [{ code: 'fre', customCode: 'fr', enabled: false, default: false }] };
    const res = await call(t, admin.bearer, 'PUT', '/api/languages', off);
    expect(enabledOf(res.json().data)).toEqual([
      ['eng', 'en', true],
      ['ger', 'de', false],
    ]);
    expect(res.json().data.find((l: Language) => l.code === 'fre')).toMatchObject({
      customCode: 'fr',
      enabled: false,
    });
    await call(t, admin.bearer, 'PUT', '/api/languages', off);
    expect(await activity(t, admin.bearer, 'languages')).toHaveLength(1);
  });

  it('refuses unknown codes, a disabled default, no or two defaults, repeated rows and shared custom codes (400), changing nothing', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    const row = (code: string, fields: Partial<Language> = {}) => ({
      code,
      customCode: '',
      enabled: true,
      default: false,
      ...fields,
    });
    const attempts = [
      { body: [row('xyz')], error: languageMessages.unknown('xyz') },
      {
        body: [row('eng', { enabled: false, default: true })],
        error: languageMessages.defaultDisabled('English'),
      },
      { body: [row('eng', { customCode: 'en' })], error: languageMessages.oneDefault },
      { body: [row('ger', { default: true })], error: languageMessages.oneDefault },
      { body: [row('spa'), row('spa')], error: languageMessages.duplicate('spa') },
      { body: [row('spa', { customCode: 'EN' })], error: languageMessages.customCodeTaken('EN') },
    ];
    for (const attempt of attempts) {
      const res = await call(t, admin.bearer, 'PUT', '/api/languages', { languages: attempt.body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: attempt.error });
    }
    // The contract's own rules: a custom code of letters, digits, - and _ only.
    const bad = await call(t, admin.bearer, 'PUT', '/api/languages', {
      languages: [row('spa', { customCode: 'es es' })],
    });
    expect(bad.statusCode).toBe(400);
    expect(enabledOf(await list(admin.bearer))).toEqual([
      ['eng', 'en', true],
      ['fre', 'fr', false],
      ['ger', 'de', false],
    ]);
    expect(await activity(t, admin.bearer, 'languages')).toHaveLength(0);
  });

  it('keeps each company’s languages to itself and needs the defaults flag', async () => {
    t = await build();
    const a = await signedInAdmin(t);
    const b = await signedInAdmin(t);
    await call(t, a.bearer, 'PUT', '/api/languages', {
      languages: [{ code: 'ita', customCode: 'it', enabled: true, default: true }],
    });
    expect(enabledOf(await list(b.bearer))).toEqual([
      ['eng', 'en', true],
      ['fre', 'fr', false],
      ['ger', 'de', false],
    ]);
    const settingsOnly = await signedInAdmin(t, { settings: true });
    expect((await call(t, settingsOnly.bearer, 'GET', '/api/languages')).statusCode).toBe(403);
  });
});
