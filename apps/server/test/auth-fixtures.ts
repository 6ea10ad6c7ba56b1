import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../src/auth/session.js';
import type { TestApp } from './helpers.js';

/** Helpers for the sign-in, invitation and password tests: requests as the console and other modules send them. */

/** Long, unusual and not on the common-password list: acceptable as a new password. */
export const NEW_PASSWORD = 'violet tractor on a quiet harbour 42';
export const OTHER_NEW_PASSWORD = 'seven lanterns above the salt marsh';

export function login(
  t: TestApp,
  email: string,
  password: string,
  options: { remoteAddress?: string; companyId?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password, ...(options.companyId ? { companyId: options.companyId } : {}) },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** The value of the session cookie a response sets ('' when it clears it), or undefined when it sets none. */
export function sessionCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** Cookie session with the console's CSRF header. */
export const cookie = (token: string) => ({
  cookie: `${SESSION_COOKIE}=${token}`,
  'x-requested-with': 'qone-console',
});

/** A cheap authenticated call that works for any signed-in user (reading their own record). */
export function whoAmI(t: TestApp, userId: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: `/api/users/${userId}`, headers });
}

/** The token at the end of a mailed link (register path segment or `utoken` query). */
export function registerTokenFromMail(t: TestApp): string {
  const link = t.mailer.lastLink('/register/');
  return link.pathname.split('/').at(-1) ?? '';
}

export function utokenFromMail(t: TestApp): string {
  return t.mailer.lastLink('/password?utoken=').searchParams.get('utoken') ?? '';
}
