import { authMessages, languageMessages } from '@qone/api-client/messages';
import { answers, by, type ParityCase, refused } from './case.js';
import { twoCompanies } from './fixtures.js';

/**
 * The languages and translations cases: what a company starts with, the rules of a save in the same words on both
 * sides, and each company seeing only its own settings.
 */
const admin = by('alpha.admin');
const manager = by('alpha.manager');
const beta = by('beta.admin');

const row = (code: string, customCode: string, enabled: boolean, isDefault = false) => ({
  code,
  customCode,
  enabled,
  default: isDefault,
});

export const languageCases: ParityCase[] = [
  {
    name: 'languages: en, de, fr to start with; one enabled default; custom codes unique; per company',
    fixture: twoCompanies,
    steps: [
      manager.get('/api/languages', refused(403, authMessages.forbidden)),
      admin.put(
        '/api/languages',
        { languages: [row('eng', 'en', false, true)] },
        refused(400, languageMessages.defaultDisabled('English')),
      ),
      admin.put(
        '/api/languages',
        { languages: [row('ger', 'de', true, true)] },
        refused(400, languageMessages.oneDefault),
      ),
      admin.put(
        '/api/languages',
        { languages: [row('xyz', '', true)] },
        refused(400, languageMessages.unknown('xyz')),
      ),
      admin.put(
        '/api/languages',
        { languages: [row('spa', 'es', true), row('spa', 'es', true)] },
        refused(400, languageMessages.duplicate('spa')),
      ),
      admin.put(
        '/api/languages',
        { languages: [row('spa', 'DE', true)] },
        refused(400, languageMessages.customCodeTaken('DE')),
      ),
      admin.put(
        '/api/languages',
        { languages: [row('ger', 'de', true, true), row('eng', 'en', true), row('fre', 'fr', false)] },
        answers(200, { message: languageMessages.saved }),
      ),
      // German is now the default (and cannot be disabled) in Alpha only; French is off but keeps its code.
      admin.put(
        '/api/languages',
        { languages: [row('ger', 'de', false, true)] },
        refused(400, languageMessages.defaultDisabled('German')),
      ),
      admin.put('/api/languages', { languages: [row('ita', 'fr', true)] }, answers(200)),
      beta.put(
        '/api/languages',
        { languages: [row('eng', 'en', false, true)] },
        refused(400, languageMessages.defaultDisabled('English')),
      ),
      beta.put(
        '/api/languages',
        { languages: [row('ita', 'fr', true)] },
        refused(400, languageMessages.customCodeTaken('fr')),
      ),
    ],
  },
];
