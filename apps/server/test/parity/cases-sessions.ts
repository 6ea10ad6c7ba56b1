import {
  authMessages,
  emailChangeMessages,
  passwordMessages,
  sessionMessages,
  userMessages,
} from '@qone/domain/messages';
import { answers, by, PARITY_PASSWORD, type ParityCase, refused } from './case.js';
import { twoCompanies } from './fixtures.js';

/**
 * Sessions as rows and the fresh proof (issue 24; docs/sign-in-assurance.md), in the same words on both sides. Every
 * change of actor signs in through the API, so each step of a new actor starts a session of theirs on both sides.
 */
const admin = by('alpha.admin');
const manager = by('alpha.manager');
const member = by('alpha.member');
const pm = by('alpha.pm');
const beta = by('beta.admin');

export const sessionCases: ParityCase[] = [
  {
    name: 'sessions: my list, ending one, the others, and signing someone out everywhere — contained and recorded',
    fixture: twoCompanies,
    steps: [
      admin.get(
        '/api/users/me/sessions',
        answers(200, { match: { data: [{ current: true, method: 'password' }] } }),
      ),
      member.get('/api/users/me/sessions', answers(200, { match: { data: [{ current: true }] } }), {
        save: { memberSession: 'data.0.id' },
      }),
      // Another user's session is no session of mine: the same 404 as an unknown id, and it goes on.
      admin.delete('/api/users/me/sessions/{saved:memberSession}', refused(404, sessionMessages.notFound)),
      admin.delete(
        '/api/users/me/sessions/00000000-0000-4000-8000-00000000dead',
        refused(404, sessionMessages.notFound),
      ),
      admin.get(
        '/api/users/me/sessions',
        answers(200, { match: { data: [{ current: true }, { current: false }] } }),
        { save: { first: 'data.1.id' } },
      ),
      admin.delete('/api/users/me/sessions/{saved:first}', answers(200, { message: sessionMessages.ended })),
      admin.post(
        '/api/users/me/sessions/end-others',
        undefined,
        answers(200, { message: sessionMessages.endedOthers(0) }),
      ),
      // Needs settings; never on someone with more access; another company's user is unknown.
      member.post(
        '/api/users/{user:alpha.admin}/sign-out-everywhere',
        undefined,
        refused(403, authMessages.forbidden),
      ),
      manager.post(
        '/api/users/{user:alpha.pm}/sign-out-everywhere',
        undefined,
        refused(403, userMessages.targetHasMoreAccess),
      ),
      beta.post(
        '/api/users/{user:alpha.member}/sign-out-everywhere',
        undefined,
        refused(404, userMessages.notFound),
      ),
      admin.post(
        '/api/users/{user:alpha.member}/sign-out-everywhere',
        undefined,
        answers(200, { message: sessionMessages.signedOutEverywhere(2) }),
      ),
      admin.get(
        '/api/activity?area=users&limit=5',
        answers(200, {
          match: {
            data: [
              {
                action: 'user.signed-out-everywhere',
                targetLabel: 'mia@alpha.test',
                before: { openSessions: 2 },
                after: { openSessions: 0 },
              },
              { action: 'user.session-ended', targetLabel: 'ada@alpha.test', after: { session: 'ended' } },
            ],
            nextCursor: null,
          },
        }),
      ),
    ],
  },
  {
    name: 'sessions: signing everyone out needs settings, spares people with more access, and is recorded',
    fixture: twoCompanies,
    steps: [
      member.get('/api/users/me/sessions', answers(200)),
      pm.get('/api/users/me/sessions', answers(200)),
      beta.get('/api/users/me/sessions', answers(200)),
      member.post('/api/users/sign-out-everyone', undefined, refused(403, authMessages.forbidden)),
      // The member's two sessions end (one per sign-in above); the project manager has more access and stays.
      manager.post(
        '/api/users/sign-out-everyone',
        undefined,
        answers(200, { message: sessionMessages.signedOutEveryone(2, 1) }),
      ),
      manager.get(
        '/api/activity?area=company&limit=1',
        answers(200, {
          match: {
            data: [
              {
                action: 'company.signed-out-everyone',
                before: { openSessions: 2 },
                after: { openSessions: 0, keptSignedIn: 1 },
              },
            ],
          },
        }),
      ),
      // Another company's sessions were not touched: the one of before is still open beside this one.
      beta.get(
        '/api/users/me/sessions',
        answers(200, { match: { data: [{ current: true }, { current: false }] } }),
      ),
    ],
  },
  {
    name: 'sessions: a step-up with a wrong password is refused in the product’s words, the right one proves',
    fixture: twoCompanies,
    steps: [
      admin.post(
        '/api/users/me/step-up',
        { password: 'not the password' },
        refused(400, authMessages.stepUpWrongPassword),
      ),
      admin.post('/api/users/me/step-up', { password: '' }, answers(400)),
      admin.post(
        '/api/users/me/step-up',
        { password: 'correct horse battery staple' },
        answers(200, { message: authMessages.stepUpDone }),
      ),
      // Just proved: a new address of one's own is taken.
      admin.put(
        '/api/users/update-userprofile/{user:alpha.admin}',
        {
          name: 'Ada Admin',
          email: 'ada.new@alpha.test',
          phone: '+49 30 1234567',
          currentPassword: 'correct horse battery staple',
          baseVersion: 1,
        },
        answers(200),
      ),
    ],
  },
  {
    name: 'sessions: a stale proof — the current password in an email or password change is the proof itself',
    fixture: twoCompanies,
    steps: [
      // Each step moves the clock a minute on both sides: six of them leave the sign-in's proof stale.
      ...Array.from({ length: 6 }, () => member.get('/api/users/me/sessions', answers(200))),
      member.post(
        '/api/users/me/sessions/end-others',
        undefined,
        answers(403, { match: { error: authMessages.stepUpRequired, reason: 'step-up-required' } }),
      ),
      member.put(
        '/api/users/update-userprofile/{user:alpha.member}',
        {
          name: 'Mia Member',
          email: 'mia.new@alpha.test',
          phone: '+49 30 1234567',
          currentPassword: 'not the password',
          baseVersion: 1,
        },
        refused(400, emailChangeMessages.wrongCurrentPassword),
      ),
      member.put(
        '/api/users/update-userprofile/{user:alpha.member}',
        {
          name: 'Mia Member',
          email: 'mia.new@alpha.test',
          phone: '+49 30 1234567',
          currentPassword: PARITY_PASSWORD,
          baseVersion: 1,
        },
        answers(200, { message: emailChangeMessages.confirmationSent }),
      ),
      member.post(
        '/api/users/me/sessions/end-others',
        undefined,
        answers(200, { message: sessionMessages.endedOthers(0) }),
      ),
      ...Array.from({ length: 6 }, () => member.get('/api/users/me/sessions', answers(200))),
      member.put(
        '/api/users/reset-password/{user:alpha.member}',
        { oldPassword: PARITY_PASSWORD, password: 'a brand new passphrase 42' },
        answers(200, { message: passwordMessages.changed }),
      ),
    ],
  },
];
