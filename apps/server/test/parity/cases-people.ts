import {
  activityMessages,
  authMessages,
  groupMessages,
  peopleMessages,
  userMessages,
  validationMessages as v,
} from '@qone/domain/messages';
import { answers, by, type ParityCase, refused } from './case.js';
import { twoCompanies } from './fixtures.js';

/**
 * User management at scale: the paged, searchable user list and bulk invitations, in the same words on both sides,
 * each company seeing only its own people.
 */
const admin = by('alpha.admin');
const member = by('alpha.member');

export const peopleCases: ParityCase[] = [
  {
    name: 'people: the paged user list — by name, a page at a time, searched, only the company’s own',
    fixture: twoCompanies,
    steps: [
      admin.get(
        '/api/users?limit=2',
        answers(200, {
          match: {
            data: [{ email: 'ada@alpha.test' }, { email: 'ian@alpha.test' }],
            total: 5,
          },
        }),
        { save: { next: 'nextCursor' } },
      ),
      admin.get(
        '/api/users?limit=2&cursor={saved:next}',
        answers(200, {
          match: { data: [{ email: 'max@alpha.test' }, { email: 'mia@alpha.test' }], total: null },
        }),
      ),
      admin.get(
        '/api/users?q=pia',
        answers(200, { match: { data: [{ email: 'pia@alpha.test' }], total: 1 } }),
      ),
      admin.get('/api/users?q=bea', answers(200, { match: { data: [], total: 0, nextCursor: null } })),
      admin.get('/api/users?cursor=not-a-cursor', refused(400, activityMessages.invalidCursor)),
      member.get('/api/users', refused(403, authMessages.forbidden)),
    ],
  },
  {
    name: 'people: bulk invitations — every row answered on its own, nobody half-invited',
    fixture: twoCompanies,
    steps: [
      admin.post(
        '/api/users/bulk-invite',
        {
          permissionGroupId: '{group:alpha.none}',
          rows: [
            { name: 'Nia New', email: 'nia@alpha.test' },
            { name: 'No Address', email: 'not-an-email' },
            { name: 'Ada Again', email: 'ada@alpha.test' },
            { name: 'Nia Twice', email: 'NIA@alpha.test' },
            { name: 'Bea Elsewhere', email: 'bea@beta.test' },
          ],
        },
        answers(200, {
          message: peopleMessages.bulkInvited(2, 5),
          match: {
            data: [
              { row: 0, outcome: 'invited', message: peopleMessages.rowInvited, user: { status: 'invited' } },
              { row: 1, outcome: 'invalid', message: v.invalidEmail, user: null },
              { row: 2, outcome: 'alreadyUser', message: userMessages.emailTaken, user: null },
              { row: 3, outcome: 'alreadyUser', message: peopleMessages.listedTwice, user: null },
              { row: 4, outcome: 'invited', user: { email: 'bea@beta.test' } },
            ],
          },
        }),
      ),
      admin.get(
        '/api/users?q=nia',
        answers(200, { match: { data: [{ email: 'nia@alpha.test' }], total: 1 } }),
      ),
      by('alpha.manager').post(
        '/api/users/bulk-invite',
        { permissionGroupId: '{group:alpha.admins}', rows: [{ name: 'Rich', email: 'rich@alpha.test' }] },
        refused(403, groupMessages.cannotGrantMore),
      ),
    ],
  },
];
