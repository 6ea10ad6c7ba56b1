import { mailLimitMessages, peopleMessages, templateMessages } from '@qone/domain/messages';
import { answers, by, type ParityCase, refused } from './case.js';
import { twoCompanies } from './fixtures.js';

/**
 * What a company may mail (issue 21.1, 21.2), in the same words on both sides: previews go only to people the
 * company vouches for, and a young company's invitations count against its smaller daily quota. (The times a quota
 * refusal names are each side's clock's; those steps check the status.)
 */
const admin = by('alpha.admin');

const people = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, i) => ({ name: `Person ${i}`, email: `${prefix}${i}@strangers.test` }));

export const mailLimitCases: ParityCase[] = [
  {
    name: 'mail limits: previews go only to the company’s active users (and its verified domains)',
    fixture: twoCompanies,
    steps: [
      admin.post('/api/defaults', { name: 'Welcome', description: '', type: 'email' }, answers(201), {
        save: { email: 'data._id' },
      }),
      ...[
        ['victim@example.net', 'victim@example.net'],
        ['{email:alpha.invitedAdmin}', 'ian@alpha.test'],
        ['{email:beta.admin}', 'bea@beta.test'],
      ].map(([sent = '', address = '']) =>
        admin.put(
          '/api/defaults/email/{saved:email}',
          { email: sent },
          refused(403, mailLimitMessages.previewRecipient(address)),
        ),
      ),
      admin.put(
        '/api/defaults/email/{saved:email}',
        { email: 'MIA@alpha.test' },
        answers(200, { message: templateMessages.previewEmailQueued('MIA@alpha.test') }),
      ),
      admin.post('/api/defaults', { name: 'Reminder', description: '', type: 'sms' }, answers(201), {
        save: { sms: 'data._id' },
      }),
      admin.put(
        '/api/defaults/default/{saved:sms}',
        { name: 'Reminder', description: 'A reminder.', status: 'draft', html: 'See you {{firstName}}' },
        answers(200),
      ),
      // Nobody of the company has a phone number yet.
      admin.post(
        '/api/defaults/sms/{saved:sms}/preview',
        { phone: '+49 30 1234567' },
        refused(403, mailLimitMessages.previewSmsRecipient('+49 30 1234567')),
      ),
    ],
  },
  {
    name: 'mail limits: a young company’s invitations count against its daily quota, a list checked whole',
    fixture: twoCompanies,
    steps: [
      admin.post(
        '/api/users/bulk-invite',
        { permissionGroupId: '{group:alpha.none}', rows: people(51, 'a') },
        refused(429, mailLimitMessages.bulkOverQuota(51, 50, 50)),
      ),
      admin.get('/api/users?q=strangers', answers(200, { match: { data: [], total: 0 } })),
      admin.post(
        '/api/users/bulk-invite',
        {
          permissionGroupId: '{group:alpha.none}',
          rows: [...people(48, 'b'), { name: 'Ada', email: 'ada@alpha.test' }],
        },
        answers(200, { message: peopleMessages.bulkInvited(48, 49) }),
      ),
      admin.post(
        '/api/users/bulk-invite',
        { permissionGroupId: '{group:alpha.none}', rows: people(3, 'c') },
        refused(429, mailLimitMessages.bulkOverQuota(3, 2, 50)),
      ),
      admin.post(
        '/api/users',
        { name: 'One', email: 'one@strangers.test', permissionGroupId: '{group:alpha.none}' },
        answers(201),
      ),
      admin.post('/api/users/{user:alpha.invitedAdmin}/reinvite', undefined, answers(200)),
      admin.post(
        '/api/users',
        { name: 'Two', email: 'two@strangers.test', permissionGroupId: '{group:alpha.none}' },
        answers(429),
      ),
      // Another company's quota is its own.
      by('beta.admin').post(
        '/api/users/bulk-invite',
        { permissionGroupId: '{group:beta.admins}', rows: people(50, 'd') },
        answers(200, { message: peopleMessages.bulkInvited(50, 50) }),
      ),
    ],
  },
];
