import { authMessages, secondFactorMessages, userMessages } from '@qone/domain/messages';
import { answers, by, PARITY_PASSWORD, type ParityCase, refused } from './case.js';
import { twoCompanies } from './fixtures.js';

/**
 * Second factors (issue 24): enrolment, the two-step sign-in, recovery codes, the company policy and an
 * administrator's reset, in the same words on both sides. Codes are made by `{totp:<saved secret>}` at each side's
 * own clock (a minute further after every step), so a code of one step is never one of the next step's window.
 */
const admin = by('alpha.admin');
const manager = by('alpha.manager');
const member = by('alpha.member');
const nobody = by(null);

const TOTP = '/api/users/me/second-factors/totp';
const STEP_UP = '/api/users/me/step-up';
const signIn = { email: 'max@alpha.test', password: PARITY_PASSWORD, companyId: '{company:alpha}' };
const enrolment = (name = 'secret') => [
  manager.post(TOTP, undefined, answers(200), { save: { [name]: 'data.secret' } }),
  manager.post(
    `${TOTP}/confirm`,
    { code: `{totp:${name}}` },
    answers(200, { message: secondFactorMessages.totpAdded }),
    { save: { code0: 'data.recoveryCodes.0', code1: 'data.recoveryCodes.1' } },
  ),
];
const enrolmentRefused = {
  error: secondFactorMessages.enrolmentRequired,
  reason: 'second-factor-enrolment-required',
};
const companyWithPolicy = (secondFactorPolicy: string, baseVersion: number) => ({
  name: 'Alpha Research',
  invoice_email: '',
  invoice_address: '',
  vat: '',
  contact_person: '',
  logo: '',
  secondFactorPolicy,
  baseVersion,
});

export const secondFactorCases: ParityCase[] = [
  {
    name: 'second factors: an authenticator app is confirmed by a code and answers ten recovery codes once',
    fixture: twoCompanies,
    steps: [
      manager.get(
        '/api/users/me/second-factors',
        answers(200, { match: { data: { totp: null, passkeys: [], recoveryCodesLeft: 0 } } }),
      ),
      manager.post(TOTP, undefined, answers(200), { save: { secret: 'data.secret' } }),
      manager.post(
        `${TOTP}/confirm`,
        { code: '{totp:secret:5}' },
        refused(400, secondFactorMessages.invalidCode),
      ),
      manager.post(
        `${TOTP}/confirm`,
        { code: '{totp:secret}' },
        answers(200, { message: secondFactorMessages.totpAdded }),
      ),
      manager.post(
        `${TOTP}/confirm`,
        { code: '{totp:secret}' },
        refused(409, secondFactorMessages.noPendingTotp),
      ),
      manager.post(TOTP, undefined, refused(409, secondFactorMessages.totpAlreadySet)),
      manager.get(
        '/api/users/me/second-factors',
        answers(200, { match: { data: { passkeys: [], recoveryCodesLeft: 10 } } }),
      ),
      manager.get(
        '/api/users/{user:alpha.manager}',
        answers(200, { match: { data: { secondFactors: ['totp'] } } }),
      ),
      // Minutes after the sign-in (the server's clock; the fake's scenario sessions stay fresh until proved):
      // making codes and removing the app need a fresh proof, which the app's code gives.
      manager.post(STEP_UP, { code: '{totp:secret:5}' }, refused(400, authMessages.stepUpWrongCode)),
      manager.post(STEP_UP, { code: '{totp:secret}' }, answers(200, { message: authMessages.stepUpDone })),
      manager.post('/api/users/me/recovery-codes', undefined, answers(200)),
      manager.delete(TOTP, answers(200, { message: secondFactorMessages.totpRemoved })),
      manager.delete(TOTP, refused(404, secondFactorMessages.totpNotSet)),
      manager.post(
        '/api/users/me/recovery-codes',
        undefined,
        refused(409, secondFactorMessages.noSecondFactor),
      ),
      // Without an app, a code proves nothing.
      manager.post(STEP_UP, { code: '{totp:secret}' }, refused(400, authMessages.stepUpWrongCode)),
    ],
  },
  {
    name: 'second factors: the password answers a ticket, a code or a recovery code signs in, once',
    fixture: twoCompanies,
    steps: [
      ...enrolment(),
      nobody.post(
        '/api/users/login',
        { ...signIn, password: 'wrong password' },
        refused(401, authMessages.invalidCredentials),
      ),
      nobody.post(
        '/api/users/login',
        signIn,
        answers(200, { match: { secondFactor: { methods: ['totp', 'recovery-code'] } } }),
        { save: { ticket: 'secondFactor.ticket' } },
      ),
      // Two steps of the app away: outside the window.
      nobody.post(
        '/api/users/login/second-factor',
        { ticket: '{saved:ticket}', code: '{totp:secret:2}' },
        refused(401, secondFactorMessages.invalidCode),
      ),
      // The wrong code kept the ticket.
      nobody.post(
        '/api/users/login/second-factor',
        { ticket: '{saved:ticket}', code: '{totp:secret:1}' },
        answers(200, { match: { user: { email: 'max@alpha.test', secondFactors: ['totp'] } } }),
      ),
      nobody.post(
        '/api/users/login/second-factor',
        { ticket: '{saved:ticket}', code: '{totp:secret}' },
        refused(401, secondFactorMessages.ticketExpired),
      ),
      nobody.post('/api/users/login', signIn, answers(200), { save: { ticket2: 'secondFactor.ticket' } }),
      nobody.post(
        '/api/users/login/second-factor',
        { ticket: '{saved:ticket2}', recoveryCode: '{saved:code0}' },
        answers(200, { match: { user: { email: 'max@alpha.test' } } }),
      ),
      nobody.post('/api/users/login', signIn, answers(200), { save: { ticket3: 'secondFactor.ticket' } }),
      nobody.post(
        '/api/users/login/second-factor',
        { ticket: '{saved:ticket3}', recoveryCode: '{saved:code0}' },
        refused(401, secondFactorMessages.invalidCode),
      ),
      nobody.post(
        '/api/users/login/second-factor',
        { ticket: '{saved:ticket3}', code: '123456', recoveryCode: '{saved:code1}' },
        answers(400),
      ),
    ],
  },
  {
    name: 'second factors: the policy holds a covered user without a factor to enrolment',
    fixture: twoCompanies,
    steps: [
      ...enrolment(),
      admin.put(
        '/api/companies/{company:alpha}',
        companyWithPolicy('settings', 1),
        answers(200, {
          match: { data: { secondFactorPolicy: 'settings', version: 2 } },
        }),
      ),
      // The admin holds settings and has no factor: held too, from the next request.
      admin.get('/api/users', answers(403, { match: enrolmentRefused })),
      admin.get('/api/users/{user:alpha.manager}', answers(403, { match: enrolmentRefused })),
      admin.get('/api/users/{user:alpha.admin}', answers(200)),
      admin.get('/api/users/me/second-factors', answers(200)),
      // A member without settings is not covered by "settings".
      member.get('/api/permissions', answers(200)),
      admin.post(TOTP, undefined, answers(200), { save: { adminSecret: 'data.secret' } }),
      admin.post(`${TOTP}/confirm`, { code: '{totp:adminSecret}' }, answers(200)),
      admin.get(
        '/api/users?secondFactor=set',
        answers(200, {
          match: { data: [{ email: 'ada@alpha.test' }, { email: 'max@alpha.test' }], total: 2 },
        }),
      ),
      admin.put('/api/companies/{company:alpha}', companyWithPolicy('everyone', 2), answers(200)),
      member.get('/api/permissions', answers(403, { match: enrolmentRefused })),
    ],
  },
  {
    name: "second factors: an administrator resets a user's factors, within the containment rule",
    fixture: twoCompanies,
    steps: [
      ...enrolment(),
      member.post(
        '/api/users/{user:alpha.manager}/second-factors/reset',
        undefined,
        refused(403, authMessages.forbidden),
      ),
      by('alpha.pm').post(
        '/api/users/{user:alpha.admin}/second-factors/reset',
        undefined,
        refused(403, userMessages.targetHasMoreAccess),
      ),
      by('beta.admin').post(
        '/api/users/{user:alpha.manager}/second-factors/reset',
        undefined,
        refused(404, userMessages.notFound),
      ),
      admin.get(
        '/api/users?secondFactor=set',
        answers(200, { match: { data: [{ email: 'max@alpha.test' }] } }),
      ),
      admin.post(
        '/api/users/{user:alpha.manager}/second-factors/reset',
        undefined,
        answers(200, { message: secondFactorMessages.reset, match: { data: { secondFactors: [] } } }),
      ),
      admin.get('/api/users?secondFactor=set', answers(200, { match: { data: [], total: 0 } })),
      nobody.post('/api/users/login', signIn, answers(200, { match: { user: { email: 'max@alpha.test' } } })),
    ],
  },
];
