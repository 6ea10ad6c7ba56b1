import {
  companyMessages,
  domainMessages,
  groupMessages,
  integrationMessages,
  legalMessages,
  linkMessages,
  mailerMessages,
  roleMessages,
  userMessages,
} from '@qone/domain/messages';
import { answers, by, type ParityCase } from './case.js';
import { twoCompanies } from './fixtures.js';

/**
 * No silent lost update: a save based on a version that is not the record's any more answers 409 with the same words
 * and the record as it is now (`current`) on both sides, and the versions move in step on both sides (a later save
 * names the number the earlier one left).
 */
const admin = by('alpha.admin');
const member = by('alpha.member');
const nobody = by(null);

/** A refused stale save: the shared message and the record as the earlier save left it. */
const stale = (error: string, current: Record<string, unknown>) =>
  answers(409, { match: { error, current } });

const description = 'A group description of twenty characters or more.';
const NEW_PASSWORD = 'a long and unusual passphrase';

export const versionCases: ParityCase[] = [
  {
    name: 'versions: roles — a save on an older version is refused with the role as it is, nothing recorded',
    fixture: twoCompanies,
    steps: [
      admin.post(
        '/api/user-roles',
        { role: 'Lead', description: '' },
        answers(201, { match: { data: { version: 1 } } }),
        {
          save: { role: 'data._id' },
        },
      ),
      admin.put(
        '/api/user-roles/{saved:role}',
        { role: 'Lead one', description: '', baseVersion: 1 },
        answers(200, { match: { data: { role: 'Lead one', version: 2 } } }),
      ),
      admin.put(
        '/api/user-roles/{saved:role}',
        { role: 'Lead two', description: '', baseVersion: 1 },
        stale(roleMessages.stale, { role: 'Lead one', version: 2 }),
      ),
      admin.get(
        '/api/activity?area=roles',
        answers(200, { match: { data: [{ action: 'role.updated' }, { action: 'role.created' }] } }),
      ),
      admin.put(
        '/api/user-roles/{saved:role}',
        { role: 'Lead two', description: '', baseVersion: 2 },
        answers(200, { match: { data: { role: 'Lead two', version: 3 } } }),
      ),
    ],
  },
  {
    name: 'versions: permission groups — details, flags and panel fields name the version they are based on',
    fixture: twoCompanies,
    steps: [
      admin.put(
        '/api/permission-groups/{group:alpha.none}',
        { target: 'details', name: 'Readers', description, baseVersion: 1 },
        answers(200, { match: { data: { name: 'Readers', version: 2 } } }),
      ),
      admin.put(
        '/api/permission-groups/{group:alpha.none}',
        { target: 'details', name: 'Writers', description, baseVersion: 1 },
        stale(groupMessages.stale, { name: 'Readers', version: 2, panelList: [] }),
      ),
      admin.put(
        '/api/permission-groups/{group:alpha.none}',
        { id: '{group:alpha.none}', target: 'surveys', value: true, baseVersion: 1 },
        stale(groupMessages.stale, { name: 'Readers', version: 2, access: { surveys: false } }),
      ),
      admin.put(
        '/api/permission-groups/{group:alpha.none}',
        { id: '{group:alpha.none}', target: 'surveys', value: true, baseVersion: 2 },
        answers(200, { match: { data: { access: { surveys: true }, version: 3 } } }),
      ),
      // A save that changes nothing the group shows leaves its version.
      admin.put(
        '/api/permission-groups/{group:alpha.none}',
        { id: '{group:alpha.none}', target: 'surveys', value: true, baseVersion: 3 },
        answers(200, { match: { data: { version: 3 } } }),
      ),
    ],
  },
  {
    name: 'versions: users — an admin’s edit, a group change and a profile update; registering moves the version',
    fixture: twoCompanies,
    steps: [
      admin.put(
        '/api/users/{email:alpha.member}',
        { name: 'Mia M.', baseVersion: 1 },
        answers(200, { match: { data: { name: 'Mia M.', version: 2 } } }),
      ),
      admin.put(
        '/api/users',
        { _id: '{user:alpha.member}', permissionGroupId: '{group:alpha.projects}', baseVersion: 1 },
        stale(userMessages.stale, { name: 'Mia M.', permissionGroupName: 'Nothing', version: 2 }),
      ),
      member.put(
        '/api/users/update-userprofile/{user:alpha.member}',
        { name: 'Mia', email: 'mia@alpha.test', phone: '+49 30 1234567', baseVersion: 1 },
        stale(userMessages.stale, { name: 'Mia M.', version: 2 }),
      ),
      member.put(
        '/api/users/update-userprofile/{user:alpha.member}',
        { name: 'Mia', email: 'mia@alpha.test', phone: '+49 30 1234567', baseVersion: 2 },
        answers(200, { match: { data: { name: 'Mia', version: 3 } } }),
      ),
      admin.get(
        '/api/activity?area=users',
        answers(200, { match: { data: [{ action: 'user.updated' }, { action: 'user.updated' }] } }),
      ),
      admin.post(
        '/api/users',
        { name: 'Ivy Green', email: 'ivy@alpha.test', permissionGroupId: '{group:alpha.none}' },
        answers(201, { match: { data: { version: 1 } } }),
        { save: { ivy: 'data._id' } },
      ),
      nobody.post(
        '/api/users/register',
        { registerToken: '{link:register:ivy@alpha.test}', name: 'Ivy G.', password: NEW_PASSWORD },
        answers(200, { message: linkMessages.registered }),
      ),
      // The name and the password are two writes: each moved the version.
      admin.get(
        '/api/users/{saved:ivy}',
        answers(200, { match: { data: { name: 'Ivy G.', status: 'verified', version: 3 } } }),
      ),
      // An administrator's reset clears the password: the user shows as invited again, a change of what it shows.
      admin.put('/api/users/reset-password/{saved:ivy}', { password: '' }, answers(200)),
      admin.get(
        '/api/users/{saved:ivy}',
        answers(200, { match: { data: { status: 'invited', version: 4 } } }),
      ),
    ],
  },
  {
    name: 'versions: company settings, sending domains, mailers and integrations',
    fixture: twoCompanies,
    steps: [
      admin.put(
        '/api/companies/{company:alpha}',
        {
          name: 'Alpha One',
          invoice_email: '',
          invoice_address: '',
          vat: '',
          contact_person: '',
          logo: '',
          baseVersion: 1,
        },
        answers(200, { match: { data: { name: 'Alpha One', version: 2 } } }),
      ),
      admin.put(
        '/api/companies/{company:alpha}',
        {
          name: 'Alpha Two',
          invoice_email: '',
          invoice_address: '',
          vat: '',
          contact_person: '',
          logo: '',
          baseVersion: 1,
        },
        stale(companyMessages.stale, { name: 'Alpha One', version: 2 }),
      ),
      admin.post('/api/platform-settings/domain', { domain: 'mail.alpha.example.net' }, answers(201), {
        save: { domain: 'data.0._id' },
      }),
      admin.put(
        '/api/platform-settings/domain/{saved:domain}',
        { domain: 'send.alpha.example.net', active: true, baseVersion: 1 },
        answers(200, { match: { data: [{ domain: 'send.alpha.example.net', version: 2 }] } }),
      ),
      admin.put(
        '/api/platform-settings/domain/{saved:domain}',
        { domain: 'post.alpha.example.net', active: false, baseVersion: 1 },
        stale(domainMessages.stale, { domain: 'send.alpha.example.net', active: true, version: 2 }),
      ),
      admin.post(
        '/api/platform-settings/mailer',
        { mailer: 'newsletter', alias: 'News', domain: '{saved:domain}', type: 'ese' },
        answers(201),
        { save: { mailer: 'data.0._id' } },
      ),
      admin.put(
        '/api/platform-settings/mailer/{saved:mailer}',
        { mailer: 'newsletter', alias: 'News one', domain: '{saved:domain}', type: 'ese', baseVersion: 1 },
        answers(200, { match: { data: [{ alias: 'News one', version: 2 }] } }),
      ),
      admin.put(
        '/api/platform-settings/mailer/{saved:mailer}',
        { mailer: 'newsletter', alias: 'News two', domain: '{saved:domain}', type: 'ese', baseVersion: 1 },
        stale(mailerMessages.stale, { alias: 'News one', version: 2 }),
      ),
      admin.post(
        '/api/communication-integrations',
        { name: 'Mail', type: 'email', provider: 'SocketLabs', secrets: { apiKey: 'parity-secret-key' } },
        answers(201, { match: { data: { version: 1 } } }),
        { save: { integration: 'data._id' } },
      ),
      admin.put(
        '/api/communication-integrations/{saved:integration}',
        { name: 'Mail one', provider: 'SocketLabs', settings: {}, baseVersion: 1 },
        answers(200, { match: { data: { name: 'Mail one', version: 2 } } }),
      ),
      admin.put(
        '/api/communication-integrations/{saved:integration}',
        { name: 'Mail two', provider: 'SocketLabs', settings: {}, baseVersion: 1 },
        stale(integrationMessages.stale, { name: 'Mail one', secretsSet: ['apiKey'], version: 2 }),
      ),
    ],
  },
  {
    name: 'versions: legal drafts — a new draft names none, a save or publish names the draft it read',
    fixture: twoCompanies,
    steps: [
      admin.put(
        '/api/legal-documents/privacy-policy/draft',
        { title: 'Draft one', paragraph: 'One.', description: 'One.', baseVersion: null },
        answers(200, { match: { data: { draft: { title: 'Draft one', version: 1 } } } }),
      ),
      admin.put(
        '/api/legal-documents/privacy-policy/draft',
        { title: 'Another start', paragraph: 'Two.', description: 'Two.', baseVersion: null },
        stale(legalMessages.staleDraft, { draft: { title: 'Draft one', version: 1 } }),
      ),
      admin.put(
        '/api/legal-documents/privacy-policy/draft',
        { title: 'Draft two', paragraph: 'Two.', description: 'Two.', baseVersion: 1 },
        answers(200, { match: { data: { draft: { title: 'Draft two', version: 2 } } } }),
      ),
      admin.post(
        '/api/legal-documents/privacy-policy/publish',
        { effectiveDate: '2099-01-01', baseVersion: 1 },
        stale(legalMessages.staleDraft, { version: 1, draft: { title: 'Draft two', version: 2 } }),
      ),
      admin.post(
        '/api/legal-documents/privacy-policy/publish',
        { effectiveDate: '2099-01-01', baseVersion: 2 },
        answers(200, { match: { data: { draft: null, scheduled: { title: 'Draft two' } } } }),
      ),
      // A draft started after the publish never takes a number an editor of an earlier draft could still hold.
      admin.put(
        '/api/legal-documents/privacy-policy/draft',
        { title: 'Draft three', paragraph: 'Three.', description: 'Three.', baseVersion: null },
        answers(200, { match: { data: { draft: { version: 3 } } } }),
      ),
    ],
  },
];
