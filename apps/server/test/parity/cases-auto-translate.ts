import {
  authMessages,
  autoTranslateMessages,
  templateMessages,
  translationMessages,
} from '@qone/domain/messages';
import { extractSegments } from '@qone/domain/translations';
import { answers, by, type ParityCase, refused } from './case.js';
import { twoCompanies } from './fixtures.js';

/**
 * Auto-translate on both sides: the server asks a loopback provider that translates as the fake's does (`[fr] …`),
 * so the refusals, the protected placeholders and the fill-only-empty rule compare exactly.
 */
const admin = by('alpha.admin');
const manager = by('alpha.manager');
const beta = by('beta.admin');

const HTML = '<h1>Welcome</h1><p>Hello <b>{{firstName}}</b>, thanks for joining.</p>';
const SUBJECT = 'Hi {{firstName}}';
const [subject, heading, body] = extractSegments({ type: 'email', subject: SUBJECT, html: HTML }).map(
  (s) => s.key,
);
const translate = (source: string, target: string) => ({ source, target });

export const autoTranslateCases: ParityCase[] = [
  {
    name: 'auto-translate: fills only empty targets, keeps placeholders, refuses alike, per company',
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
      admin.get(
        '/api/defaults?type=email',
        answers(200, { match: { data: [{ _id: '{saved:email}', missingLanguages: ['fre', 'ger'] }] } }),
      ),
      admin.get(
        '/api/translation-provider',
        answers(200, { match: { data: { configured: true, provider: 'libretranslate' } } }),
      ),
      manager.post(
        '/api/translations/{saved:email}/auto-translate',
        translate('eng', 'fre'),
        refused(403, authMessages.forbidden),
      ),
      beta.post(
        '/api/translations/{saved:email}/auto-translate',
        translate('eng', 'fre'),
        refused(404, templateMessages.notFound),
      ),
      beta.post(
        '/api/translations/auto-translate',
        { ...translate('eng', 'fre'), templateIds: ['{saved:email}'] },
        refused(404, templateMessages.notFound),
      ),
      admin.post(
        '/api/translations/{saved:email}/auto-translate',
        translate('fre', 'fre'),
        refused(400, translationMessages.sameLanguages),
      ),
      admin.post(
        '/api/translations/{saved:email}/auto-translate',
        translate('eng', 'ace'),
        refused(400, autoTranslateMessages.unsupportedLanguage('LibreTranslate', 'Achinese')),
      ),
      admin.put(
        '/api/translations/{saved:email}/fre',
        { entries: [{ key: heading, target: 'Bienvenue' }] },
        answers(200),
      ),
      admin.post(
        '/api/translations/{saved:email}/auto-translate',
        translate('eng', 'fre'),
        answers(200, {
          message: autoTranslateMessages.done(2, 0),
          match: {
            result: { translated: 2, needsReview: 0 },
            data: [
              { key: subject, target: '[fr] Hi {{firstName}}', needsReview: false },
              { key: heading, target: 'Bienvenue', needsReview: false },
              {
                key: body,
                target: '[fr] Hello <b>{{firstName}}</b>, thanks for joining.',
                needsReview: false,
              },
            ],
          },
        }),
      ),
      admin.post(
        '/api/translations/auto-translate',
        { ...translate('eng', 'fre'), templateIds: ['{saved:email}'] },
        answers(200, {
          message: autoTranslateMessages.done(0, 0),
          match: { data: { translated: 0, needsReview: 0 } },
        }),
      ),
      admin.post(
        '/api/translations/auto-translate',
        { ...translate('eng', 'ger'), templateIds: ['{saved:email}'] },
        answers(200, {
          message: autoTranslateMessages.done(3, 0),
          match: { data: { translated: 3, needsReview: 0 } },
        }),
      ),
      admin.get(
        '/api/translation-progress/ger',
        answers(200, {
          match: { data: [{ templateId: '{saved:email}', translated: 3, total: 3, needsReview: 0 }] },
        }),
      ),
    ],
  },
];
