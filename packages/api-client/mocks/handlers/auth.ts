import type { MockDb } from '../db';
import { badRequest, fail, notFound, routesFor } from '../route';
import {
  onlyKeys,
  optionalUuid,
  readJson,
  requireEmail,
  requireName,
  requireNewPassword,
  requireText,
  requireToken,
} from '../validate';

const INVALID_CREDENTIALS = 'Invalid email or password';
const GONE = 'This invitation has expired or was already used';

/** Sign-in, sign-out, invitations, registration, password set-up and company sign-up. */
export function authHandlers(db: MockDb) {
  const { get, post } = routesFor(db);

  /** The invited user behind a register token: 404 unknown, 410 used or replaced. */
  const invited = (token: string) => {
    if (db.revokedTokens.has(token)) return fail(410, GONE);
    return db.users.find((user) => user.registerToken === token && user.status === 'invited') ?? notFound();
  };

  return [
    post('/api/users/login', { public: true }, async ({ request, json }) => {
      const body = await readJson(request);
      onlyKeys(body, ['email', 'password', 'companyId']);
      const email = requireEmail(body);
      const password = requireText(body, 'password', { required: 'Password is required', max: 128 });
      const companyId = optionalUuid(body, 'companyId');
      const user = db.findUserByEmail(email);
      if (
        user?.status !== 'verified' ||
        user.password !== password ||
        (companyId !== undefined && companyId !== user.companyId)
      ) {
        return fail(401, INVALID_CREDENTIALS);
      }
      const session = db.signIn(user);
      return json(200, { token: session.token, permissions: db.currentPermissions(), user: session.user });
    }),

    post('/api/users/logout', {}, ({ json }) => {
      db.signOut();
      return json(200, { message: 'Signed out' });
    }),

    post('/api/users/forgot-password', { public: true }, async ({ request, json }) => {
      const body = await readJson(request);
      onlyKeys(body, ['email']);
      const user = db.findUserByEmail(requireEmail(body));
      if (user?.status === 'verified') db.passwordTokens.set(db.token(32), user._id);
      return json(200, {
        message: 'If this email belongs to an account, we sent a link to reset its password',
      });
    }),

    post('/api/users/set-password', { public: true }, async ({ request, json }) => {
      const body = await readJson(request);
      onlyKeys(body, ['utoken', 'password']);
      const token = requireToken(body, 'utoken');
      const password = requireNewPassword(body);
      const user = db.findUser(db.passwordTokens.get(token) ?? '');
      if (!user || db.revokedTokens.has(token)) return badRequest('This link is invalid or has expired');
      user.password = password;
      if (user.status === 'invited') {
        user.status = 'verified';
        user.registerToken = null;
      }
      db.passwordTokens.delete(token);
      db.revokedTokens.add(token);
      if (db.session?.user._id === user._id) db.signOut();
      return json(200, { message: 'Your password was set. Please sign in' });
    }),

    get('/api/users/invitations/{registerToken}', { public: true }, ({ params, json }) => {
      const user = invited(params.registerToken);
      return json(200, { data: { email: user.email, name: user.name, companyName: db.company.name } });
    }),

    post('/api/users/register', { public: true }, async ({ request, json }) => {
      const body = await readJson(request);
      onlyKeys(body, ['registerToken', 'name', 'password']);
      const token = requireToken(body, 'registerToken');
      const name = requireName(body);
      const password = requireNewPassword(body);
      const user = invited(token);
      Object.assign(user, { name, password, status: 'verified', registerToken: null });
      db.revokedTokens.add(token);
      return json(200, { message: 'Your account is ready. Please sign in' });
    }),

    post('/api/accounts', { public: true }, async ({ request, json }) => {
      const body = await readJson(request);
      onlyKeys(body, ['firstName', 'lastName', 'email', 'companyName']);
      requireName(body, 'firstName', 'First name is required');
      requireName(body, 'lastName', 'Last name is required');
      requireEmail(body);
      requireText(body, 'companyName', { required: 'Company name is required', max: 200 });
      // The new company lives elsewhere; the fake only acknowledges, as the server does for any email.
      return json(201, { message: 'Thanks! Check your email for a link to set your password.' });
    }),
  ];
}
