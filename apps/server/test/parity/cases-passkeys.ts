import { authMessages, secondFactorMessages } from '@qone/domain/messages';
import { answers, by, PARITY_PASSWORD, type ParityCase, refused } from './case.js';
import { twoCompanies } from './fixtures.js';
import type { PasskeyPlaceholder } from './run.js';

/**
 * Passkeys and security keys (issue 24): registration, the list, renaming and removal, signing in with a passkey
 * alone and a security key as the second step, and their refusals, in the same words on both sides. Credentials
 * are made on each side by the suite's software authenticator (test/fixtures/webauthn.ts) for that side's own
 * challenge and origin, and checked by the same verification (@qone/domain/webauthn) on both.
 */
const admin = by('alpha.admin');
const manager = by('alpha.manager');
const nobody = by(null);

const PASSKEYS = '/api/users/me/second-factors/passkeys';
const made = (
  $passkey: 'register' | 'assert',
  key: string,
  options: string,
  more: Partial<PasskeyPlaceholder> = {},
): PasskeyPlaceholder => ({ $passkey, key, options, ...more });
const registration = (key: string, name: string, more: Partial<PasskeyPlaceholder> = {}) => [
  manager.post(`${PASSKEYS}/options`, undefined, answers(200), { save: { [`${key}Options`]: 'data' } }),
  manager.post(
    PASSKEYS,
    { name, credential: made('register', key, `${key}Options`, more) },
    answers(200, { message: secondFactorMessages.passkeyAdded }),
    { save: { [key]: 'data.passkey.id' } },
  ),
];
const filler = (count: number) =>
  Array.from({ length: count }, () => manager.get('/api/users/me/second-factors', answers(200)));

export const passkeyCases: ParityCase[] = [
  {
    name: 'passkeys: registered with a name, listed with its kind, renamed and removed; another user’s answers 404',
    fixture: twoCompanies,
    steps: [
      manager.post(`${PASSKEYS}/options`, undefined, answers(200), { save: { options: 'data' } }),
      manager.post(
        PASSKEYS,
        { name: ' Laptop ', credential: made('register', 'laptop', 'options') },
        answers(200, {
          message: secondFactorMessages.passkeyAdded,
          match: { data: { passkey: { name: 'Laptop', kind: 'passkey', lastUsedAt: null } } },
        }),
        { save: { laptop: 'data.passkey.id' } },
      ),
      ...registration('key', 'Desk key', { userVerification: false }),
      manager.get(
        '/api/users/me/second-factors',
        answers(200, {
          match: {
            data: {
              passkeys: [
                { name: 'Laptop', kind: 'passkey' },
                { name: 'Desk key', kind: 'security-key' },
              ],
              recoveryCodesLeft: 10,
            },
          },
        }),
      ),
      manager.put(
        `${PASSKEYS}/{saved:laptop}`,
        { name: 'Work laptop' },
        answers(200, {
          message: secondFactorMessages.passkeyRenamed,
          match: { data: { name: 'Work laptop' } },
        }),
      ),
      // Minutes after signing in: removing one needs a fresh proof first.
      manager.delete(
        `${PASSKEYS}/{saved:key}`,
        answers(403, { match: { error: authMessages.stepUpRequired, reason: 'step-up-required' } }),
      ),
      manager.post('/api/users/me/step-up', { password: PARITY_PASSWORD }, answers(200)),
      manager.delete(
        `${PASSKEYS}/{saved:key}`,
        answers(200, { message: secondFactorMessages.passkeyRemoved }),
      ),
      manager.get(
        '/api/users/me/second-factors',
        answers(200, { match: { data: { passkeys: [{ name: 'Work laptop' }] } } }),
      ),
      // Last: the manager, who has a second factor now, would sign in with a second step after another actor.
      admin.put(
        `${PASSKEYS}/{saved:laptop}`,
        { name: 'Mine now' },
        refused(404, secondFactorMessages.passkeyNotFound),
      ),
      admin.delete(`${PASSKEYS}/{saved:laptop}`, refused(404, secondFactorMessages.passkeyNotFound)),
    ],
  },
  {
    name: 'passkeys: a challenge never given, one used already and one past five minutes are refused alike',
    fixture: twoCompanies,
    steps: [
      manager.post(`${PASSKEYS}/options`, undefined, answers(200), { save: { options: 'data' } }),
      manager.post(
        PASSKEYS,
        { name: 'A', credential: made('register', 'a', 'options', { challenge: 'stranger' }) },
        refused(400, secondFactorMessages.passkeyChallengeExpired),
      ),
      manager.post(
        PASSKEYS,
        { name: 'A', credential: made('register', 'a', 'options') },
        answers(200, { message: secondFactorMessages.passkeyAdded }),
      ),
      manager.post(
        PASSKEYS,
        { name: 'B', credential: made('register', 'b', 'options') },
        refused(400, secondFactorMessages.passkeyChallengeExpired),
      ),
      manager.post(`${PASSKEYS}/options`, undefined, answers(200), { save: { late: 'data' } }),
      // Each step moves both sides' clocks a minute.
      ...filler(5),
      manager.post(
        PASSKEYS,
        { name: 'C', credential: made('register', 'c', 'late') },
        refused(400, secondFactorMessages.passkeyChallengeExpired),
      ),
      // Minutes after signing in, adding one needs a fresh proof of identity.
      manager.post(
        `${PASSKEYS}/options`,
        undefined,
        answers(403, { match: { error: authMessages.stepUpRequired, reason: 'step-up-required' } }),
      ),
    ],
  },
  {
    name: 'passkeys: one signs in alone; an unknown passkey and a used challenge are refused',
    fixture: twoCompanies,
    steps: [
      ...registration('laptop', 'Laptop'),
      nobody.post('/api/users/login/passkey/options', undefined, answers(200), { save: { signIn: 'data' } }),
      nobody.post(
        '/api/users/login/passkey',
        { credential: made('assert', 'laptop', 'signIn') },
        answers(200, { match: { user: { email: 'max@alpha.test' } } }),
      ),
      nobody.post('/api/users/login/passkey/options', undefined, answers(200), { save: { again: 'data' } }),
      nobody.post(
        '/api/users/login/passkey',
        { credential: made('assert', 'stranger', 'again') },
        refused(401, secondFactorMessages.passkeyUnknown),
      ),
      nobody.post(
        '/api/users/login/passkey',
        { credential: made('assert', 'laptop', 'again') },
        refused(401, secondFactorMessages.passkeyChallengeExpired),
      ),
    ],
  },
  {
    name: 'passkeys: a security key is the second step after the password',
    fixture: twoCompanies,
    steps: [
      ...registration('key', 'Desk key', { userVerification: false }),
      nobody.post(
        '/api/users/login',
        { email: 'max@alpha.test', password: PARITY_PASSWORD, companyId: '{company:alpha}' },
        answers(200, { match: { secondFactor: { methods: ['security-key', 'recovery-code'] } } }),
        { save: { ticket: 'secondFactor.ticket' } },
      ),
      nobody.post('/api/users/login/second-factor/options', { ticket: '{saved:ticket}' }, answers(200), {
        save: { step: 'data' },
      }),
      nobody.post(
        '/api/users/login/second-factor',
        { ticket: '{saved:ticket}', credential: made('assert', 'stranger', 'step') },
        refused(401, secondFactorMessages.securityKeyRefused),
      ),
      nobody.post(
        '/api/users/login/second-factor',
        { ticket: '{saved:ticket}', credential: made('assert', 'key', 'step') },
        answers(200, { match: { user: { email: 'max@alpha.test' } } }),
      ),
    ],
  },
  {
    name: 'passkeys: a step-up with a passkey or security key — the caller’s keys only, a used challenge refused',
    fixture: twoCompanies,
    steps: [
      admin.post(
        '/api/users/me/step-up/options',
        undefined,
        refused(400, secondFactorMessages.noSecurityKey),
      ),
      ...registration('key', 'Desk key', { userVerification: false }),
      // Minutes later the sign-in's proof is stale: removing the key asks for a fresh one.
      ...filler(6),
      manager.delete(
        `${PASSKEYS}/{saved:key}`,
        answers(403, { match: { error: authMessages.stepUpRequired, reason: 'step-up-required' } }),
      ),
      manager.post('/api/users/me/step-up/options', undefined, answers(200), { save: { proof: 'data' } }),
      manager.post(
        '/api/users/me/step-up',
        { credential: made('assert', 'stranger', 'proof') },
        refused(400, authMessages.stepUpKeyRefused),
      ),
      manager.post('/api/users/me/step-up/options', undefined, answers(200), { save: { again: 'data' } }),
      // The first challenge went with the refused assertion.
      manager.post(
        '/api/users/me/step-up',
        { credential: made('assert', 'key', 'proof') },
        refused(400, authMessages.stepUpKeyRefused),
      ),
      manager.post(
        '/api/users/me/step-up',
        { credential: made('assert', 'key', 'again') },
        answers(200, { message: authMessages.stepUpDone }),
      ),
      manager.delete(
        `${PASSKEYS}/{saved:key}`,
        answers(200, { message: secondFactorMessages.passkeyRemoved }),
      ),
    ],
  },
];
