import { afterEach, describe, expect, it } from 'vitest';
import { insertDefaultLanguages } from '../../../src/repositories/languages.js';
import { signedInAdmin } from '../../fixtures/records.js';
import { call } from '../../fixtures/settings.js';
import { createTemplate } from '../../fixtures/templates.js';
import { build, type TestApp } from '../../helpers/build.js';

let t: TestApp;
afterEach(async () => t?.app.close());

type Row = { _id: string; missingLanguages: string[] };

describe('the templates list’s missing translations (listTemplates: missingLanguages)', () => {
  it('names the enabled languages, other than the default, a template lacks a translation in', async () => {
    t = await build();
    const admin = await signedInAdmin(t);
    await insertDefaultLanguages(t.db, admin.company.id);
    const email = await createTemplate(t, admin.company.id, {
      subject: 'Hi {{firstName}}',
      html: '<p>Welcome</p>',
    });
    const blank = await createTemplate(t, admin.company.id, {
      name: 'Blank',
      subject: '',
      html: '<p>{{x}}</p>',
    });
    const list = async () =>
      new Map(
        ((await call(t, admin.bearer, 'GET', '/api/defaults?type=email')).json().data as Row[]).map((row) => [
          row._id,
          row.missingLanguages,
        ]),
      );
    expect(await list()).toEqual(
      new Map([
        [email.id, ['fre', 'ger']],
        [blank.id, []],
      ]),
    );
    const entries = (await call(t, admin.bearer, 'GET', `/api/translations/${email.id}/ger`)).json().data as {
      key: string;
    }[];
    await call(t, admin.bearer, 'PUT', `/api/translations/${email.id}/ger`, {
      entries: [{ key: entries[0]?.key, target: 'Hallo {{firstName}}' }],
    });
    // One of two texts: still missing.
    expect((await list()).get(email.id)).toEqual(['fre', 'ger']);
    await call(t, admin.bearer, 'PUT', `/api/translations/${email.id}/ger`, {
      entries: [{ key: entries[1]?.key, target: 'Willkommen' }],
    });
    expect((await list()).get(email.id)).toEqual(['fre']);
    // French disabled: nothing to miss any more.
    await call(t, admin.bearer, 'PUT', '/api/languages', {
      languages: [{ code: 'fre', customCode: 'fr', enabled: false, default: false }],
    });
    expect((await list()).get(email.id)).toEqual([]);
  });
});
