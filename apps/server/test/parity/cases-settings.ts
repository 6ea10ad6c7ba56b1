import {
  authMessages,
  domainMessages,
  integrationMessages,
  legalMessages,
  mailerMessages,
  timeZoneMessages,
  validationMessages as v,
} from '@qone/domain/messages';
import { answers, by, type ParityCase, refused } from './case.js';
import { twoCompanies } from './fixtures.js';

/**
 * The company-settings cases (domains, mailers, integrations, time zones, legal texts): the rules both sides
 * enforce, in the same words, each company seeing only its own records.
 */
const admin = by('alpha.admin');
const member = by('alpha.member');
const beta = by('beta.admin');

const domain = (name: string, active = true, baseVersion = 1) => ({ domain: name, active, baseVersion });

export const settingsCases: ParityCase[] = [
  {
    name: 'settings: domains — the hostname rule, duplicates, another company’s domain, activation',
    fixture: twoCompanies,
    steps: [
      member.get('/api/platform-settings/domains', refused(403, authMessages.forbidden)),
      admin.get('/api/platform-settings/domains', answers(200, { match: { data: [] } })),
      admin.post('/api/platform-settings/domain', { domain: 'bad_host' }, refused(400, v.invalidHostname)),
      admin.post(
        '/api/platform-settings/domain',
        { domain: 'mail.alpha.1x' },
        refused(400, v.invalidHostname),
      ),
      admin.post(
        '/api/platform-settings/domain',
        { domain: 'mail.alpha.example.net' },
        answers(201, {
          match: { data: [{ domain: 'mail.alpha.example.net', active: true, status: 'unverified' }] },
        }),
        { save: { domain: 'data.0._id' } },
      ),
      admin.post(
        '/api/platform-settings/domain',
        { domain: 'mail.alpha.example.net' },
        refused(409, domainMessages.taken),
      ),
      beta.get('/api/platform-settings/domains', answers(200, { match: { data: [] } })),
      beta.put(
        '/api/platform-settings/domain/{saved:domain}',
        domain('mail.beta.example.net'),
        refused(404, domainMessages.notFound),
      ),
      beta.delete('/api/platform-settings/domain/{saved:domain}', refused(404, domainMessages.notFound)),
      admin.put(
        '/api/platform-settings/domain/{saved:domain}',
        domain('mail.alpha.example.net', false),
        answers(200, { match: { data: [{ domain: 'mail.alpha.example.net', active: false, version: 2 }] } }),
      ),
    ],
  },
  {
    name: 'settings 21.8: a sending domain needs a public suffix, when added and when renamed',
    fixture: twoCompanies,
    steps: [
      ...['intranet.corp.internal', 'printer.local', 'nas.home.arpa', 'send.alpha.test', 'co.uk'].map(
        (name) =>
          admin.post(
            '/api/platform-settings/domain',
            { domain: name },
            refused(400, domainMessages.notPublic),
          ),
      ),
      admin.post('/api/platform-settings/domain', { domain: 'Mail.Alpha.Example.com' }, answers(201), {
        save: { domain: 'data.0._id' },
      }),
      admin.put(
        '/api/platform-settings/domain/{saved:domain}',
        domain('mail.alpha.lan'),
        refused(400, domainMessages.notPublic),
      ),
      admin.put(
        '/api/platform-settings/domain/{saved:domain}',
        domain('mail.alpha.example.com', false),
        answers(200, { match: { data: [{ domain: 'mail.alpha.example.com', active: false }] } }),
      ),
    ],
  },
  {
    name: 'settings: mailers — only on an active domain of the company, names unique, a used domain stays',
    fixture: twoCompanies,
    steps: [
      admin.post('/api/platform-settings/domain', { domain: 'send.alpha.example.net' }, answers(201), {
        save: { domain: 'data.0._id' },
      }),
      beta.post('/api/platform-settings/domain', { domain: 'send.beta.example.net' }, answers(201), {
        save: { betaDomain: 'data.0._id' },
      }),
      admin.post(
        '/api/platform-settings/mailer',
        { mailer: 'ne', alias: 'News', domain: '{saved:domain}', type: 'socketlabs' },
        refused(400, v.mailerTooShort),
      ),
      admin.post(
        '/api/platform-settings/mailer',
        { mailer: 'newsletter', alias: 'News', domain: '{saved:betaDomain}', type: 'socketlabs' },
        refused(404, domainMessages.notFound),
      ),
      admin.put(
        '/api/platform-settings/domain/{saved:domain}',
        domain('send.alpha.example.net', false),
        answers(200),
      ),
      admin.post(
        '/api/platform-settings/mailer',
        { mailer: 'newsletter', alias: 'News', domain: '{saved:domain}', type: 'socketlabs' },
        refused(400, domainMessages.inactive),
      ),
      admin.put(
        '/api/platform-settings/domain/{saved:domain}',
        domain('send.alpha.example.net', true, 2),
        answers(200),
      ),
      admin.post(
        '/api/platform-settings/mailer',
        { mailer: 'newsletter', alias: 'News', domain: '{saved:domain}', type: 'socketlabs' },
        answers(201, {
          match: { data: [{ mailer: 'newsletter', alias: 'News', type: 'socketlabs' }] },
        }),
        { save: { mailer: 'data.0._id' } },
      ),
      admin.post(
        '/api/platform-settings/mailer',
        { mailer: 'newsletter', alias: 'Other', domain: '{saved:domain}', type: 'ese' },
        refused(409, mailerMessages.nameTaken),
      ),
      admin.delete(
        '/api/platform-settings/domain/{saved:domain}',
        refused(409, domainMessages.inUse(['newsletter@send.alpha.example.net'])),
      ),
      admin.post(
        '/api/platform-settings/mailer/{saved:mailer}/test',
        { email: 'ada@alpha.test' },
        refused(409, mailerMessages.domainNotVerified('send.alpha.example.net')),
      ),
      beta.get('/api/platform-settings/mailers', answers(200, { match: { data: [] } })),
      beta.delete('/api/platform-settings/mailer/{saved:mailer}', refused(404, mailerMessages.notFound)),
      admin.delete('/api/platform-settings/mailer/{saved:mailer}', answers(200, { match: { data: [] } })),
      admin.delete('/api/platform-settings/domain/{saved:domain}', answers(200, { match: { data: [] } })),
    ],
  },
  {
    name: 'settings: communication integrations — secrets are written, never read; another company’s is unknown',
    fixture: twoCompanies,
    steps: [
      member.get('/api/communication-integrations', refused(403, authMessages.forbidden)),
      admin.post(
        '/api/communication-integrations',
        { name: 'Mail', type: 'email', provider: 'SocketLabs', secrets: { apiKey: 'parity-secret-key' } },
        answers(201, { message: integrationMessages.added }),
        { save: { integration: 'data._id' } },
      ),
      admin.get(
        '/api/communication-integrations',
        answers(200, { match: { data: [{ name: 'Mail', provider: 'SocketLabs' }] } }),
      ),
      beta.delete(
        '/api/communication-integrations/{saved:integration}',
        refused(404, integrationMessages.notFound),
      ),
      admin.delete(
        '/api/communication-integrations/{saved:integration}',
        answers(200, { message: integrationMessages.deleted }),
      ),
    ],
  },
  {
    name: 'settings: time zones — known ones only, exactly one enabled default',
    fixture: twoCompanies,
    steps: [
      admin.put(
        '/api/time-zones',
        { timeZones: [{ id: 'Mars/Olympus_Mons', enabled: true, default: true }] },
        refused(400, timeZoneMessages.unknown('Mars/Olympus_Mons')),
      ),
      admin.put(
        '/api/time-zones',
        { timeZones: [{ id: 'Europe/Berlin', enabled: false, default: true }] },
        refused(400, timeZoneMessages.oneDefault),
      ),
      admin.put(
        '/api/time-zones',
        {
          timeZones: [
            { id: 'Europe/Berlin', enabled: true, default: true },
            { id: 'Asia/Tokyo', enabled: true, default: false },
          ],
        },
        answers(200, { message: timeZoneMessages.saved }),
      ),
      member.put(
        '/api/time-zones',
        { timeZones: [{ id: 'Europe/Berlin', enabled: true, default: true }] },
        refused(403, authMessages.forbidden),
      ),
    ],
  },
  {
    name: 'settings: legal texts — unknown documents, no draft to publish, dates not in the past',
    fixture: twoCompanies,
    steps: [
      admin.get('/api/legal-documents', answers(200)),
      admin.get('/api/legal-documents/no-such-policy', refused(404, legalMessages.notFound)),
      // Before the company chooses, the first option is in effect (never an empty choice).
      admin.get(
        '/api/legal-documents/acceptable-use-policy',
        answers(200, { match: { data: { choice: 'Active' } } }),
      ),
      admin.post(
        '/api/legal-documents/privacy-policy/publish',
        { effectiveDate: '2099-01-01', baseVersion: 1 },
        refused(409, legalMessages.noDraft),
      ),
      admin.put(
        '/api/legal-documents/privacy-policy/draft',
        {
          title: 'Privacy Policy',
          paragraph: 'How we keep your data.',
          description: 'First line\nSecond line',
          baseVersion: null,
        },
        answers(200, { message: legalMessages.draftSaved, match: { data: { draft: { version: 1 } } } }),
      ),
      admin.post(
        '/api/legal-documents/privacy-policy/publish',
        { effectiveDate: '2000-01-01', baseVersion: 1 },
        refused(400, legalMessages.effectiveDateInPast),
      ),
      admin.post(
        '/api/legal-documents/privacy-policy/publish',
        { effectiveDate: '2099-01-01', baseVersion: 1 },
        answers(200, { message: legalMessages.published(2, '2099-01-01') }),
      ),
      member.put(
        '/api/legal-documents/privacy-policy/draft',
        { title: 'X', paragraph: 'Y', description: 'Z', baseVersion: null },
        refused(403, authMessages.forbidden),
      ),
    ],
  },
];
