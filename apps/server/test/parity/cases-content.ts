import { authMessages, templateMessages, validationMessages as v } from '@qone/domain/messages';
import {
  BYTES_PER_MB,
  DEFAULT_STORAGE_QUOTA_MB,
  templateVersionBytes,
  textBytes,
} from '@qone/domain/storage';
import { answers, by, type ParityCase, refused } from './case.js';
import { twoCompanies } from './fixtures.js';

/**
 * The default-content cases (templates, pages, SMS): the type rules, stale saves, per-company slugs and the public
 * page, in the same words on both sides, each company seeing only its own templates.
 */
const admin = by('alpha.admin');
const manager = by('alpha.manager');
const beta = by('beta.admin');
const nobody = by(null);

const save = (fields: Record<string, unknown>) => ({
  name: 'Welcome',
  description: 'Greets new panel members.',
  status: 'draft',
  html: '<p>Hello</p>',
  ...fields,
});

const BUTTON = {
  text: 'Join',
  linkedModule: null,
  linkedOption: null,
  updateStatusTo: null,
  routing: null,
  onClickAction: null,
  openInWindow: null,
  sendEmail: true,
  sendSms: false,
  emailTemplateId: null,
  smsTemplateId: null,
};

/** A button that sends nothing on click: publishable without linked templates. */
const QUIET_BUTTON = { ...BUTTON, sendEmail: false };

export const contentCases: ParityCase[] = [
  {
    name: 'content 23.12: a live button names the email (SMS) template it sends — on create, publish and settings',
    fixture: twoCompanies,
    steps: [
      admin.post(
        '/api/defaults',
        { name: 'Welcome', description: '', type: 'email', status: 'live', html: '<p>Hi</p>' },
        answers(201),
        { save: { email: 'data._id' } },
      ),
      admin.post(
        '/api/defaults',
        { name: 'Join now', description: '', type: 'button', status: 'live', button: BUTTON },
        refused(400, templateMessages.buttonTemplateRequired('email')),
      ),
      admin.post(
        '/api/defaults',
        {
          name: 'Join now',
          description: '',
          type: 'button',
          status: 'live',
          button: { ...BUTTON, emailTemplateId: '{saved:email}', sendSms: true },
        },
        refused(400, templateMessages.buttonTemplateRequired('sms')),
      ),
      // A draft may lack its templates while it is set up; publishing it may not.
      admin.post(
        '/api/defaults',
        { name: 'Join now', description: '', type: 'button', button: BUTTON },
        answers(201),
        {
          save: { button: 'data._id' },
        },
      ),
      admin.put(
        '/api/defaults/default/{saved:button}',
        save({ name: 'Join now', html: '', status: 'live' }),
        refused(400, templateMessages.buttonTemplateRequired('email')),
      ),
      admin.get(
        '/api/defaults/default/{saved:button}',
        answers(200, { match: { data: { status: 'draft' } } }),
      ),
      admin.put(
        '/api/defaults/button/{saved:button}/settings',
        { ...BUTTON, emailTemplateId: '{saved:email}' },
        answers(200, { message: templateMessages.buttonSettingsSaved }),
      ),
      admin.put(
        '/api/defaults/default/{saved:button}',
        save({ name: 'Join now', html: '', status: 'live' }),
        answers(200, { message: templateMessages.published }),
      ),
      // A live button's settings stay publishable.
      admin.put(
        '/api/defaults/button/{saved:button}/settings',
        { ...BUTTON, emailTemplateId: null },
        refused(400, templateMessages.buttonTemplateRequired('email')),
      ),
      admin.get(
        '/api/defaults/button/{saved:button}/settings',
        answers(200, { match: { data: { emailTemplateId: '{saved:email}' } } }),
      ),
    ],
  },
  {
    name: 'content 21.5: what a company keeps is counted alike — template versions and previews, by kind',
    fixture: twoCompanies,
    steps: [
      by('alpha.member').get('/api/platform-settings/storage', refused(403, authMessages.forbidden)),
      admin.get(
        '/api/platform-settings/storage',
        answers(200, {
          match: { data: { usedBytes: 0, quotaBytes: DEFAULT_STORAGE_QUOTA_MB * BYTES_PER_MB } },
        }),
      ),
      admin.post(
        '/api/defaults',
        { name: 'Welcome', description: 'Greets new panel members.', type: 'email' },
        answers(201),
        {
          save: { email: 'data._id' },
        },
      ),
      admin.put('/api/defaults/default/{saved:email}', save({ html: '<p>Grüße</p>' }), answers(200)),
      admin.post('/api/defaults/previews', { type: 'email', html: '<p>Grüße</p>' }, answers(201)),
      admin.get(
        '/api/platform-settings/storage',
        answers(200, {
          match: {
            data: {
              templateVersionsBytes:
                templateVersionBytes({
                  name: 'Welcome',
                  description: 'Greets new panel members.',
                  subject: '',
                  html: '',
                }) +
                templateVersionBytes({
                  name: 'Welcome',
                  description: 'Greets new panel members.',
                  subject: '',
                  html: '<p>Grüße</p>',
                }),
              previewsBytes: textBytes('<p>Grüße</p>'),
              filesBytes: 0,
            },
          },
        }),
      ),
      beta.get('/api/platform-settings/storage', answers(200, { match: { data: { usedBytes: 0 } } })),
    ],
  },
  {
    name: 'content: templates — the defaults flag, type rules, stale saves, another company’s template',
    fixture: twoCompanies,
    steps: [
      manager.get('/api/defaults', refused(403, authMessages.forbidden)),
      admin.post(
        '/api/defaults',
        { name: 'Reminder', description: '', type: 'sms' },
        answers(201, {
          message: templateMessages.created,
          match: { data: { type: 'sms', status: 'draft' } },
        }),
        { save: { sms: 'data._id' } },
      ),
      admin.put(
        '/api/defaults/default/{saved:sms}',
        save({ name: 'Reminder', html: 'x'.repeat(161) }),
        refused(400, templateMessages.smsTooLong(160)),
      ),
      admin.put(
        '/api/defaults/default/{saved:sms}',
        save({ name: 'Reminder', html: 'Hi', slug: 'reminder' }),
        refused(400, templateMessages.onlyPagesHaveSlug),
      ),
      admin.put(
        '/api/defaults/default/{saved:sms}',
        save({ name: 'Reminder', html: 'Hi', subject: 'Hello' }),
        refused(400, templateMessages.onlyEmailsHaveSubject),
      ),
      admin.put(
        '/api/defaults/default/{saved:sms}',
        save({ name: 'Reminder', html: 'Hello {{firstName}}', status: 'live', baseVersion: 1 }),
        answers(200, {
          message: templateMessages.published,
          match: { data: { status: 'live', version: 2 } },
        }),
      ),
      admin.put(
        '/api/defaults/default/{saved:sms}',
        save({ name: 'Reminder', html: 'An older copy', baseVersion: 1 }),
        refused(409, templateMessages.staleVersion),
      ),
      beta.get('/api/defaults/default/{saved:sms}', refused(404, templateMessages.notFound)),
      beta.delete('/api/defaults/default/{saved:sms}', refused(404, templateMessages.notFound)),
      admin.post(
        '/api/defaults/default/{saved:sms}/copy',
        undefined,
        answers(201, { message: templateMessages.copied }),
      ),
      admin.delete('/api/defaults/default/{saved:sms}', answers(200, { message: templateMessages.deleted })),
      admin.get('/api/defaults/default/{saved:sms}', refused(404, templateMessages.notFound)),
    ],
  },
  {
    name: 'content 22: one request creates any type with its settings, by the save’s rules, leaving nothing when refused',
    fixture: twoCompanies,
    steps: [
      admin.post(
        '/api/defaults',
        { name: 'Reminder', description: '', type: 'sms', status: 'live', html: 'Hi {{firstName}}' },
        answers(201, {
          message: templateMessages.published,
          match: { data: { type: 'sms', status: 'live', html: 'Hi {{firstName}}', version: 1 } },
        }),
      ),
      admin.post(
        '/api/defaults',
        { name: 'Reminder', description: '', type: 'sms', html: 'x'.repeat(161) },
        refused(400, templateMessages.smsTooLong(160)),
      ),
      admin.post(
        '/api/defaults',
        { name: 'Landing', description: '', type: 'page', slug: 'welcome', status: 'draft' },
        answers(201, { message: templateMessages.savedAsDraft, match: { data: { slug: 'welcome' } } }),
      ),
      admin.post(
        '/api/defaults',
        { name: 'Second', description: '', type: 'page', slug: 'welcome' },
        refused(409, templateMessages.slugTaken),
      ),
      admin.post(
        '/api/defaults',
        { name: 'Welcome', description: '', type: 'email', subject: 'Hello', slug: 'welcome-mail' },
        refused(400, templateMessages.onlyPagesHaveSlug),
      ),
      admin.post(
        '/api/defaults',
        { name: 'Join now', description: '', type: 'email', button: BUTTON },
        refused(400, templateMessages.onlyButtonSettings),
      ),
      admin.post(
        '/api/defaults',
        {
          name: 'Join now',
          description: '',
          type: 'button',
          button: { ...BUTTON, sendSms: true, smsTemplateId: '00000000-0000-4000-8000-000000000000' },
        },
        refused(404, templateMessages.smsTemplateNotFound),
      ),
      admin.post(
        '/api/defaults',
        { name: 'Join now', description: '', type: 'button', status: 'live', button: QUIET_BUTTON },
        answers(201, { message: templateMessages.published, match: { data: { type: 'button' } } }),
        { save: { button: 'data._id' } },
      ),
      admin.get(
        '/api/defaults/button/{saved:button}/settings',
        answers(200, { match: { data: QUIET_BUTTON } }),
      ),
      admin.get(
        '/api/defaults',
        answers(200, {
          match: {
            data: [
              { name: 'Reminder', type: 'sms' },
              { name: 'Landing', type: 'page' },
              { name: 'Join now', type: 'button' },
            ],
          },
        }),
      ),
    ],
  },
  {
    name: 'content: pages — slugs unique per company, only live pages public, tracking codes on pages only',
    fixture: twoCompanies,
    steps: [
      admin.post('/api/defaults', { name: 'Landing', description: '', type: 'page' }, answers(201), {
        save: { page: 'data._id' },
      }),
      admin.put(
        '/api/defaults/default/{saved:page}',
        save({ name: 'Landing', slug: 'bad slug!' }),
        refused(400, v.slugSpecialCharacters),
      ),
      admin.put(
        '/api/defaults/default/{saved:page}',
        save({ name: 'Landing', slug: 'welcome' }),
        answers(200, { message: templateMessages.savedAsDraft }),
      ),
      nobody.get('/api/defaults/slug/welcome', refused(404, templateMessages.pageNotFound)),
      admin.put(
        '/api/defaults/default/{saved:page}',
        save({ name: 'Landing', slug: 'welcome', status: 'live' }),
        answers(200, { message: templateMessages.published }),
      ),
      admin.post('/api/defaults', { name: 'Second', description: '', type: 'page' }, answers(201), {
        save: { second: 'data._id' },
      }),
      admin.put(
        '/api/defaults/default/{saved:second}',
        save({ name: 'Second', slug: 'welcome' }),
        refused(409, templateMessages.slugTaken),
      ),
      beta.post('/api/defaults', { name: 'Beta landing', description: '', type: 'page' }, answers(201), {
        save: { betaPage: 'data._id' },
      }),
      beta.put(
        '/api/defaults/default/{saved:betaPage}',
        save({ name: 'Beta landing', slug: 'welcome' }),
        answers(200, { message: templateMessages.savedAsDraft }),
      ),
      admin.post('/api/defaults', { name: 'Note', description: '', type: 'sms' }, answers(201), {
        save: { sms: 'data._id' },
      }),
      admin.post(
        '/api/defaults/default/{saved:sms}/code',
        { name: 'Analytics', code: '<script>track()</script>', location: 'head' },
        refused(400, templateMessages.onlyPagesHaveTrackingCodes),
      ),
      admin.post(
        '/api/defaults/default/{saved:page}/code',
        { name: 'Analytics', code: '<script>\n  track();\n</script>', location: 'head' },
        answers(200, { message: templateMessages.trackingCodeSaved }),
      ),
    ],
  },
  {
    name: 'content: page addresses — a company-named address shows only its company’s page; the older one stays with the first publisher',
    fixture: twoCompanies,
    steps: [
      admin.post('/api/defaults', { name: 'Landing', description: '', type: 'page' }, answers(201), {
        save: { page: 'data._id' },
      }),
      admin.put(
        '/api/defaults/default/{saved:page}',
        save({ name: 'Landing', slug: 'welcome', status: 'live', html: '<p>Alpha</p>' }),
        answers(200, { message: templateMessages.published }),
      ),
      beta.post('/api/defaults', { name: 'Beta landing', description: '', type: 'page' }, answers(201), {
        save: { betaPage: 'data._id' },
      }),
      beta.put(
        '/api/defaults/default/{saved:betaPage}',
        save({ name: 'Beta landing', slug: 'welcome', status: 'live', html: '<p>Beta</p>' }),
        answers(200, { message: templateMessages.published }),
      ),
      nobody.get('/api/defaults/slug/welcome', answers(200, { match: { data: { html: '<p>Alpha</p>' } } })),
      nobody.get(
        '/api/defaults/slug/welcome?company={company:beta}',
        answers(200, { match: { data: { html: '<p>Beta</p>' } } }),
      ),
      beta.get(
        '/api/defaults/slug/welcome?company={company:alpha}',
        answers(200, { match: { data: { html: '<p>Alpha</p>' } } }),
      ),
      admin.put(
        '/api/defaults/default/{saved:page}',
        save({ name: 'Landing', slug: 'welcome', status: 'draft', html: '<p>Alpha draft</p>' }),
        answers(200, { message: templateMessages.savedAsDraft }),
      ),
      // The first publisher took its page down: the older address shows nobody else's.
      nobody.get('/api/defaults/slug/welcome', refused(404, templateMessages.pageNotFound)),
      admin.get(
        '/api/defaults/slug/welcome?company={company:alpha}',
        answers(200, { match: { data: { html: '<p>Alpha draft</p>' } } }),
      ),
      beta.get(
        '/api/defaults/slug/welcome?company={company:alpha}',
        refused(404, templateMessages.pageNotFound),
      ),
      nobody.get(
        '/api/defaults/slug/welcome?company=nobody-here',
        refused(404, templateMessages.pageNotFound),
      ),
    ],
  },
];
