import { authMessages, languageMessages, templateMessages, translationMessages } from '@qone/domain/messages';
import { extractSegments } from '@qone/domain/translations';
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

const HTML = '<h1>Welcome</h1><p>Hello <b>{{firstName}}</b>, thanks for joining.</p>';
const SUBJECT = 'Hi {{firstName}}';
const [subject, heading, body] = extractSegments({ type: 'email', subject: SUBJECT, html: HTML }).map(
  (s) => s.key,
);
const entry = (key: string | undefined, target: string, needsReview?: boolean) => ({
  key,
  target,
  ...(needsReview === undefined ? {} : { needsReview }),
});

export const languageCases: ParityCase[] = [
  {
    name: 'translations: segments of the template, locked placeholders, progress, per company',
    fixture: twoCompanies,
    steps: [
      admin.post('/api/defaults', { name: 'Welcome', description: '', type: 'email' }, answers(201), {
        save: { email: 'data._id' },
      }),
      admin.put(
        '/api/defaults/default/{saved:email}',
        { name: 'Welcome', description: '', status: 'draft', html: HTML, subject: SUBJECT },
        answers(200),
      ),
      manager.get('/api/translations/{saved:email}/ger', refused(403, authMessages.forbidden)),
      beta.get('/api/translations/{saved:email}/ger', refused(404, templateMessages.notFound)),
      admin.get('/api/translations/{saved:email}/xyz', refused(400, languageMessages.unknown('xyz'))),
      admin.get(
        '/api/translations/{saved:email}/ger',
        answers(200, {
          match: {
            data: [
              {
                key: subject,
                context: 'subject',
                source: SUBJECT,
                target: '',
                needsReview: false,
                updatedAt: null,
              },
              { key: heading, context: 'html', source: 'Welcome', target: '' },
              {
                key: body,
                context: 'html',
                source: 'Hello <b>{{firstName}}</b>, thanks for joining.',
                target: '',
              },
            ],
          },
        }),
      ),
      admin.put(
        '/api/translations/{saved:email}/ger',
        { entries: [entry(body, 'Hallo Anna, danke.')] },
        refused(
          400,
          translationMessages.placeholderMismatch(body ?? '', ['<b>', '{{firstName}}', '</b>'], []),
        ),
      ),
      admin.put(
        '/api/translations/{saved:email}/ger',
        { entries: [entry('html.0000000000000000', 'x')] },
        refused(400, translationMessages.unknownKey('html.0000000000000000')),
      ),
      admin.put(
        '/api/translations/{saved:email}/ger',
        { entries: [entry(subject, 'Hallo {{firstName}}'), entry(subject, 'Servus {{firstName}}')] },
        refused(400, translationMessages.duplicateKey(subject ?? '')),
      ),
      admin.put(
        '/api/translations/{saved:email}/ger',
        {
          entries: [
            entry(subject, 'Hallo {{firstName}}'),
            entry(body, '<b>{{firstName}}</b>, danke fürs Mitmachen.', true),
          ],
        },
        answers(200, {
          message: translationMessages.saved,
          match: {
            data: [
              { key: subject, target: 'Hallo {{firstName}}', needsReview: false },
              { key: heading, target: '', needsReview: false, updatedAt: null },
              { key: body, target: '<b>{{firstName}}</b>, danke fürs Mitmachen.', needsReview: true },
            ],
          },
        }),
      ),
      admin.get(
        '/api/translation-progress/ger',
        answers(200, {
          match: { data: [{ templateId: '{saved:email}', translated: 2, total: 3, needsReview: 1 }] },
        }),
      ),
      admin.put('/api/translations/{saved:email}/ger', { entries: [entry(subject, '')] }, answers(200)),
      admin.get(
        '/api/translation-progress/ger',
        answers(200, {
          match: { data: [{ templateId: '{saved:email}', translated: 1, total: 3, needsReview: 1 }] },
        }),
      ),
      beta.get('/api/translation-progress/ger', answers(200, { match: { data: [] } })),
    ],
  },
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
