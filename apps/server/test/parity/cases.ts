import {
  authMessages,
  companyMessages,
  emailChangeMessages,
  groupMessages,
  linkMessages,
  passwordMessages,
  requestMessages,
  roleMessages,
  userMessages,
  validationMessages as v,
} from '@qone/domain/messages';
import { answers, by, PARITY_PASSWORD, type ParityCase, refused } from './case.js';
import { activityCases } from './cases-activity.js';
import { autoTranslateCases } from './cases-auto-translate.js';
import { contentCases } from './cases-content.js';
import { installationLinkCases } from './cases-installation-links.js';
import { languageCases } from './cases-languages.js';
import { mailLimitCases } from './cases-mail-limits.js';
import { passkeyCases } from './cases-passkeys.js';
import { peopleCases } from './cases-people.js';
import { secondFactorCases } from './cases-second-factors.js';
import { sessionCases } from './cases-sessions.js';
import { settingsCases } from './cases-settings.js';
import { sheetCases } from './cases-sheet.js';
import { versionCases } from './cases-versions.js';
import { soleHolder, twoCompanies } from './fixtures.js';

/**
 * The behaviour cases the fake and the server must agree on. Each sets up its own world (a fixture of companies,
 * groups and users, loaded on each side) and goes on through the API, so neither side's seed data matters.
 * Add a case here; it runs against both (parity.test.ts).
 */

const NEW_PASSWORD = 'violet tractor on a quiet harbour 42';
const description = 'A group made for a parity case, long enough.';
const forbidden = (field: string) => requestMessages.forbiddenCharacters(field, 'body');
const nobody = by(null);
const admin = by('alpha.admin');
const manager = by('alpha.manager');
const projectManager = by('alpha.pm');
const member = by('alpha.member');
const solo = by('solo.admin');
const phone = '+49 30 1234567';

export const parityCases: ParityCase[] = [
  // ------------------------------------------------------------------ validation messages
  {
    name: 'validation: the sign-in form’s own words',
    fixture: twoCompanies,
    steps: [
      nobody.post('/api/users/login', { email: '', password: 'x' }, refused(400, v.emailRequired)),
      nobody.post('/api/users/login', { email: 'ada@alpha', password: 'x' }, refused(400, v.invalidEmail)),
      nobody.post(
        '/api/users/login',
        { email: 'ada@alpha.test', password: '' },
        refused(400, v.passwordRequired),
      ),
      nobody.post(
        '/api/users/login',
        { email: 'ada@alpha.test', password: 'wrong password' },
        refused(401, authMessages.invalidCredentials),
      ),
      nobody.post('/api/users/login', undefined, refused(400, requestMessages.invalidJson), {
        rawBody: '{"email":',
      }),
    ],
  },
  {
    name: 'validation: a group’s words, and a field the contract does not know',
    fixture: twoCompanies,
    steps: [
      admin.post(
        '/api/permission-groups',
        { name: 'Ops', description: 'Too short' },
        refused(400, v.descriptionTooShortOnCreate),
      ),
      admin.post('/api/permission-groups', { name: '', description }, refused(400, v.groupNameRequired)),
      admin.post(
        '/api/permission-groups',
        { name: 'Ops', description, extra: true },
        refused(400, requestMessages.unknownField('extra', 'body')),
      ),
      admin.post(
        '/api/permission-groups',
        { name: 'Administration', description },
        refused(409, groupMessages.nameTaken),
      ),
      admin.post(
        '/api/permission-groups',
        { name: 'Ops', description },
        answers(201, { match: { isSuccess: true, data: { name: 'Ops', member: 0 } } }),
      ),
    ],
  },
  {
    name: 'validation: NUL, controls, lone surrogates and bidi overrides are refused naming the field; line breaks only where multi-line',
    fixture: twoCompanies,
    steps: [
      nobody.post(
        '/api/accounts',
        { firstName: 'Nul\u0000', lastName: 'X', email: 'n@x.test', companyName: 'N' },
        refused(400, forbidden('firstName')),
      ),
      admin.post(
        '/api/user-roles',
        { role: 'gnp.\u202Eexe', description: '' },
        refused(400, forbidden('role')),
      ),
      admin.post(
        '/api/users',
        { name: 'Half\ud800', email: 'h@alpha.test', permissionGroupId: '{group:alpha.none}' },
        refused(400, forbidden('name')),
      ),
      admin.post(
        '/api/permission-groups',
        { name: 'Two\nLines', description },
        refused(400, forbidden('name')),
      ),
      admin.post(
        '/api/user-roles',
        { role: 'Lead', description: 'Line one\nLine two\twith a tab' },
        answers(201, { message: roleMessages.created }),
      ),
    ],
  },
  {
    name: 'validation: a body larger than the operation takes',
    fixture: twoCompanies,
    steps: [
      nobody.post('/api/users/login', undefined, refused(413, requestMessages.tooLarge), {
        rawBody: JSON.stringify({ email: 'ada@alpha.test', password: 'x'.repeat(3000) }),
      }),
    ],
  },
  {
    name: 'validation: new passwords are not too short, blank, repeated or personal (register)',
    fixture: twoCompanies,
    steps: [
      admin.post(
        '/api/users',
        { name: 'Ivy Green', email: 'ivy@alpha.test', permissionGroupId: '{group:alpha.none}' },
        answers(201, { message: userMessages.invitationSent }),
      ),
      ...[
        ['short', passwordMessages.tooShort(12)],
        [' '.repeat(12), passwordMessages.blank],
        ['a'.repeat(12), passwordMessages.repeated],
        ['green fields forever', passwordMessages.personal],
      ].map(([password = '', error = '']) =>
        nobody.post(
          '/api/users/register',
          { registerToken: '{link:register:ivy@alpha.test}', name: 'Ivy Green', password },
          refused(400, error),
        ),
      ),
      nobody.post(
        '/api/users/register',
        { registerToken: '{link:register:ivy@alpha.test}', name: 'Ivy Green', password: NEW_PASSWORD },
        answers(200, { message: linkMessages.registered }),
      ),
      nobody.post(
        '/api/users/login',
        { email: 'ivy@alpha.test', password: NEW_PASSWORD },
        answers(200, { match: { user: { name: 'Ivy Green', status: 'verified' } } }),
      ),
    ],
  },
  {
    name: 'validation: changing one’s own password to something personal',
    fixture: twoCompanies,
    steps: [
      member.put(
        '/api/users/reset-password/{user:alpha.member}',
        { oldPassword: 'not it at all', password: NEW_PASSWORD },
        refused(400, passwordMessages.wrongOldPassword),
      ),
      member.put(
        '/api/users/reset-password/{user:alpha.member}',
        { oldPassword: PARITY_PASSWORD, password: 'mia@alpha.test forever' },
        refused(400, passwordMessages.personal),
      ),
      member.put(
        '/api/users/reset-password/{user:alpha.admin}',
        { oldPassword: PARITY_PASSWORD, password: NEW_PASSWORD },
        refused(403, passwordMessages.onlyOwn),
      ),
      member.put(
        '/api/users/reset-password/{user:alpha.member}',
        { oldPassword: PARITY_PASSWORD, password: NEW_PASSWORD },
        answers(200, { message: passwordMessages.changed }),
      ),
    ],
  },

  // ------------------------------------------------------------------ nobody grants access they do not have
  {
    name: 'cannot grant access you do not have: inviting into, moving into or switching on more',
    fixture: twoCompanies,
    steps: [
      projectManager.post(
        '/api/users',
        { name: 'New Admin', email: 'new@alpha.test', permissionGroupId: '{group:alpha.admins}' },
        refused(403, groupMessages.cannotGrantMore),
      ),
      projectManager.put(
        '/api/users',
        { _id: '{user:alpha.member}', permissionGroupId: '{group:alpha.admins}', baseVersion: 1 },
        refused(403, groupMessages.cannotGrantMore),
      ),
      projectManager.put(
        '/api/permission-groups/{group:alpha.none}',
        { id: '{group:alpha.none}', target: 'defaults', value: true, baseVersion: 1 },
        refused(403, groupMessages.cannotGrantMore),
      ),
      projectManager.put(
        '/api/permission-groups/{group:alpha.none}',
        { id: '{group:alpha.none}', target: 'projects', value: true, baseVersion: 1 },
        answers(200, { match: { isSuccess: true, data: { access: { projects: true } } } }),
      ),
      projectManager.put(
        '/api/users',
        { _id: '{user:alpha.member}', permissionGroupId: '{group:alpha.projects}', baseVersion: 1 },
        answers(200, { message: userMessages.groupUpdated }),
      ),
    ],
  },

  // ------------------------------------------------------------------ the privilege rules
  {
    name: 'privilege 1: no edit, reset, reinvite or invitation deletion of a user with more access',
    fixture: twoCompanies,
    steps: [
      manager.put(
        '/api/users/{email:alpha.admin}',
        { email: 'attacker@evil.test', currentPassword: PARITY_PASSWORD, baseVersion: 1 },
        refused(403, userMessages.targetHasMoreAccess),
      ),
      manager.put(
        '/api/users/update-userprofile/{user:alpha.admin}',
        { name: 'Taken', email: 'ada@alpha.test', phone, baseVersion: 1 },
        refused(403, userMessages.targetHasMoreAccess),
      ),
      manager.put(
        '/api/users/reset-password/{user:alpha.admin}',
        { password: '' },
        refused(403, userMessages.targetHasMoreAccess),
      ),
      manager.post(
        '/api/users/{user:alpha.invitedAdmin}/reinvite',
        undefined,
        refused(403, userMessages.targetHasMoreAccess),
      ),
      manager.delete(
        '/api/users/invite/{user:alpha.invitedAdmin}',
        refused(403, userMessages.targetHasMoreAccess),
      ),
      manager.put(
        '/api/users/{email:alpha.member}',
        { name: 'Mia M.', baseVersion: 1 },
        answers(200, { match: { data: { name: 'Mia M.', version: 2 } } }),
      ),
      manager.put(
        '/api/users/reset-password/{user:alpha.member}',
        { password: '' },
        answers(200, { message: passwordMessages.resetByAdmin }),
      ),
    ],
  },
  {
    name: 'privilege 2: no demotion or deletion of a richer user, no flag off a group whose members have more',
    fixture: twoCompanies,
    steps: [
      manager.put(
        '/api/users',
        { _id: '{user:alpha.admin}', permissionGroupId: '{group:alpha.managers}', baseVersion: 1 },
        refused(403, userMessages.targetHasMoreAccess),
      ),
      manager.delete('/api/users/{user:alpha.admin}', refused(403, userMessages.targetHasMoreAccess)),
      manager.put(
        '/api/permission-groups/{group:alpha.admins}',
        { id: '{group:alpha.admins}', target: 'projects', value: false, baseVersion: 1 },
        refused(403, groupMessages.membersHaveMoreAccess),
      ),
      manager.put(
        '/api/permission-groups/{group:alpha.none}',
        { id: '{group:alpha.none}', target: 'settings', value: true, baseVersion: 1 },
        answers(200),
      ),
      manager.put(
        '/api/permission-groups/{group:alpha.none}',
        { id: '{group:alpha.none}', target: 'settings', value: false, baseVersion: 2 },
        answers(200, { match: { data: { access: { settings: false }, version: 3 } } }),
      ),
      admin.get(
        '/api/users/{user:alpha.admin}',
        answers(200, { match: { data: { status: 'verified', permissionGroupName: 'Administration' } } }),
      ),
    ],
  },
  {
    name: 'privilege 21.9: no rename or new description of a group giving more access, members or not',
    fixture: twoCompanies,
    steps: [
      manager.put(
        '/api/permission-groups/{group:alpha.admins}',
        { target: 'details', name: 'Nothing', description: 'Swapped with the group below.', baseVersion: 1 },
        refused(403, groupMessages.groupHasMoreAccess),
      ),
      manager.put(
        '/api/permission-groups/{group:alpha.projects}',
        {
          target: 'details',
          name: 'Readers',
          description: 'One flag more than the caller holds.',
          baseVersion: 1,
        },
        refused(403, groupMessages.groupHasMoreAccess),
      ),
      manager.put(
        '/api/permission-groups/{group:alpha.none}',
        {
          target: 'details',
          name: 'Readers',
          description: 'Within the caller’s own access.',
          baseVersion: 1,
        },
        answers(200, { match: { data: { name: 'Readers', version: 2 } } }),
      ),
      admin.put(
        '/api/permission-groups/{group:alpha.admins}',
        {
          target: 'details',
          name: 'Owners',
          description: 'A full administrator renames any group.',
          baseVersion: 1,
        },
        answers(200, { match: { data: { name: 'Owners', version: 2 } } }),
      ),
    ],
  },
  {
    name: 'privilege 3: the last settings holders stay, by every path',
    fixture: soleHolder,
    steps: [
      solo.put(
        '/api/users',
        { _id: '{user:solo.admin}', permissionGroupId: '{group:solo.projects}', baseVersion: 1 },
        refused(409, groupMessages.lastSettingsHolder),
      ),
      solo.put(
        '/api/users/{email:solo.admin}',
        { permissionGroupId: '{group:solo.projects}', baseVersion: 1 },
        refused(409, groupMessages.lastSettingsHolder),
      ),
      solo.put(
        '/api/permission-groups/{group:solo.admins}',
        { id: '{group:solo.admins}', target: 'settings', value: false, baseVersion: 1 },
        refused(409, groupMessages.lastSettingsHolder),
      ),
      solo.delete('/api/permission-groups/{group:solo.admins}', refused(409, groupMessages.hasMembers)),
      solo.delete('/api/users/{user:solo.admin}', refused(409, userMessages.cannotDeleteSelf)),
    ],
  },
  {
    name: 'privilege 4: another company’s address is no conflict, the company’s own is',
    fixture: twoCompanies,
    steps: [
      admin.post(
        '/api/users',
        { name: 'Bea Elsewhere', email: 'bea@beta.test', permissionGroupId: '{group:alpha.none}' },
        answers(201, {
          message: userMessages.invitationSent,
          match: { data: { email: 'bea@beta.test', status: 'invited' } },
        }),
      ),
      admin.post(
        '/api/users',
        { name: 'Mia Again', email: 'MIA@alpha.test', permissionGroupId: '{group:alpha.none}' },
        refused(409, userMessages.emailTaken),
      ),
      member.put(
        '/api/users/{email:alpha.member}',
        { email: 'ada@alpha.test', currentPassword: PARITY_PASSWORD, baseVersion: 1 },
        refused(409, userMessages.emailTaken),
      ),
    ],
  },
  {
    name: 'privilege 7: an email change needs the current password and takes effect on confirmation',
    fixture: twoCompanies,
    steps: [
      member.put(
        '/api/users/update-userprofile/{user:alpha.member}',
        { name: 'Mia', email: 'mia@new.test', phone, baseVersion: 1 },
        refused(400, emailChangeMessages.currentPasswordRequired),
      ),
      member.put(
        '/api/users/update-userprofile/{user:alpha.member}',
        { name: 'Mia', email: 'mia@new.test', phone, currentPassword: 'not it at all', baseVersion: 1 },
        refused(400, emailChangeMessages.wrongCurrentPassword),
      ),
      member.put(
        '/api/users/update-userprofile/{user:alpha.member}',
        { name: 'Mia', email: 'mia@new.test', phone, currentPassword: PARITY_PASSWORD, baseVersion: 1 },
        answers(200, {
          message: emailChangeMessages.confirmationSent,
          match: { data: { name: 'Mia', email: 'mia@alpha.test' } },
        }),
      ),
      nobody.post(
        '/api/users/login',
        { email: 'mia@new.test', password: PARITY_PASSWORD },
        refused(401, authMessages.invalidCredentials),
      ),
      nobody.post(
        '/api/users/confirm-email',
        { token: '{link:confirm-email:mia@new.test}' },
        answers(200, { message: emailChangeMessages.confirmed }),
      ),
      nobody.post(
        '/api/users/confirm-email',
        { token: '{link:confirm-email:mia@new.test}' },
        refused(400, linkMessages.invalidLink),
      ),
      nobody.post(
        '/api/users/login',
        { email: 'mia@new.test', password: PARITY_PASSWORD, companyId: '{company:alpha}' },
        answers(200, { match: { user: { email: 'mia@new.test' } } }),
      ),
      admin.put(
        '/api/users/{email:alpha.pm}',
        { email: 'pia@new.test', baseVersion: 1 },
        refused(400, emailChangeMessages.currentPasswordRequired),
      ),
      admin.put(
        '/api/users/{email:alpha.pm}',
        { email: 'pia@new.test', currentPassword: PARITY_PASSWORD, baseVersion: 1 },
        answers(200, {
          message: emailChangeMessages.confirmationSent,
          match: { data: { email: 'pia@alpha.test' } },
        }),
      ),
    ],
  },
  {
    name: 'privilege 8: a sign-up with an invited address opens no path into the inviting company',
    fixture: twoCompanies,
    steps: [
      admin.post(
        '/api/users',
        { name: 'Ivy Invited', email: 'ivy@alpha.test', permissionGroupId: '{group:alpha.none}' },
        answers(201),
        { save: { ivy: 'data._id' } },
      ),
      nobody.post(
        '/api/accounts',
        { firstName: 'Ivy', lastName: 'Side', email: 'ivy@alpha.test', companyName: 'Side Door' },
        answers(201, { message: linkMessages.signUpAccepted }),
      ),
      nobody.post(
        '/api/users/set-password',
        { utoken: '{link:password:ivy@alpha.test}', password: NEW_PASSWORD },
        answers(200, { message: linkMessages.passwordSet }),
      ),
      nobody.post(
        '/api/users/login',
        { email: 'ivy@alpha.test', password: NEW_PASSWORD, companyId: '{company:alpha}' },
        refused(401, authMessages.invalidCredentials),
      ),
      admin.get(
        '/api/users/{saved:ivy}',
        answers(200, { match: { data: { status: 'invited', companyId: '{company:alpha}' } } }),
      ),
      nobody.post(
        '/api/users/login',
        { email: 'ivy@alpha.test', password: NEW_PASSWORD },
        answers(200, { match: { user: { name: 'Ivy Side', permissionGroupName: 'Administration' } } }),
      ),
    ],
  },

  // ------------------------------------------------------------------ tenants
  {
    name: 'tenants: another company’s records answer 404, its people cannot sign in here',
    fixture: twoCompanies,
    steps: [
      admin.get('/api/users/{user:beta.admin}', refused(404, userMessages.notFound)),
      admin.delete('/api/users/{user:beta.admin}', refused(404, userMessages.notFound)),
      admin.put(
        '/api/users',
        { _id: '{user:beta.admin}', permissionGroupId: '{group:alpha.none}', baseVersion: 1 },
        refused(404, userMessages.notFound),
      ),
      admin.put(
        '/api/users',
        { _id: '{user:alpha.member}', permissionGroupId: '{group:beta.admins}', baseVersion: 1 },
        refused(404, groupMessages.notFound),
      ),
      admin.put(
        '/api/permission-groups/{group:beta.admins}',
        { target: 'details', name: 'Taken over', description, baseVersion: 1 },
        refused(404, groupMessages.notFound),
      ),
      admin.get('/api/companies/{company:beta}', refused(404, companyMessages.notFound)),
      nobody.post(
        '/api/users/login',
        { email: 'ada@alpha.test', password: PARITY_PASSWORD, companyId: '{company:beta}' },
        refused(401, authMessages.invalidCredentials),
      ),
      by('beta.admin').get('/api/users/all', answers(200, { match: { data: [{ email: 'bea@beta.test' }] } })),
    ],
  },
  {
    name: 'tenants: no session is 401, a group without the flag is 403',
    fixture: twoCompanies,
    steps: [
      nobody.get('/api/users/all', refused(401, authMessages.signInRequired)),
      member.get('/api/users/all', refused(403, authMessages.forbidden)),
      member.put(
        '/api/users/{email:alpha.admin}',
        { name: 'X', baseVersion: 1 },
        refused(403, authMessages.forbidden),
      ),
    ],
  },

  // ------------------------------------------------------------------ the invitation mail (issue 20: the outbox)
  {
    name: 'the invitation mail: queued in the answer, sent by the next read; Reinvite queues a new one',
    fixture: twoCompanies,
    steps: [
      admin.post(
        '/api/users',
        { name: 'Zoe Quinn', email: 'zoe@alpha.test', permissionGroupId: '{group:alpha.none}' },
        answers(201, {
          match: { data: { status: 'invited', invitationMail: { state: 'queued', reason: null } } },
        }),
        { save: { zoe: 'data._id' } },
      ),
      admin.get(
        '/api/users/{saved:zoe}',
        answers(200, { match: { data: { invitationMail: { state: 'sent', reason: null } } } }),
      ),
      admin.post(
        '/api/users/{saved:zoe}/reinvite',
        undefined,
        answers(200, { match: { data: { invitationMail: { state: 'queued', reason: null } } } }),
      ),
      admin.get(
        '/api/users/{saved:zoe}',
        answers(200, { match: { data: { invitationMail: { state: 'sent', reason: null } } } }),
      ),
      admin.get('/api/users/{user:alpha.admin}', answers(200, { match: { data: { invitationMail: null } } })),
    ],
  },

  // ------------------------------------------------------------------ the invitation list
  {
    name: 'the invitation list: invited users newest first, then everyone else by name',
    fixture: twoCompanies,
    steps: [
      admin.post(
        '/api/users',
        { name: 'Zed Zimmer', email: 'zed@alpha.test', permissionGroupId: '{group:alpha.none}' },
        answers(201),
      ),
      admin.post(
        '/api/users',
        { name: 'Amy Adams', email: 'amy@alpha.test', permissionGroupId: '{group:alpha.none}' },
        answers(201),
      ),
      admin.get(
        '/api/users/invited-users',
        answers(200, {
          match: {
            data: [
              { email: 'amy@alpha.test', status: 'invited' },
              { email: 'zed@alpha.test', status: 'invited' },
              { email: 'ian@alpha.test', status: 'invited' },
              { email: 'ada@alpha.test' },
              { email: 'max@alpha.test' },
              { email: 'mia@alpha.test' },
              { email: 'pia@alpha.test' },
            ],
          },
        }),
      ),
    ],
  },
  ...peopleCases,
  ...secondFactorCases,
  ...passkeyCases,
  ...mailLimitCases,
  ...settingsCases,
  ...sheetCases,
  ...contentCases,
  ...languageCases,
  ...autoTranslateCases,
  ...versionCases,
  ...activityCases,
  ...installationLinkCases,
  ...sessionCases,
];
