import { authMessages, linkMessages } from '../../src/messages';
import type { MockDb } from '../db';
import { badRequest, fail, notFound, routesFor } from '../http';

/** Sign-in, sign-out, invitations, registration, password set-up and company sign-up. */
export function authHandlers(db: MockDb) {
  const { get, post } = routesFor(db);

  /** The invited user behind a register token: 404 unknown, 410 used or replaced. */
  const invited = (token: string) => {
    if (db.revokedTokens.has(token)) return fail(410, linkMessages.invitationGone);
    return (
      db.users.find((user) => user.registerToken === token && user.status === 'invited') ??
      notFound(linkMessages.invitationUnknown)
    );
  };

  return [
    post('/api/users/login', ({ body, response }) => {
      const user = db.findUserByEmail(body.email);
      if (
        user?.status !== 'verified' ||
        user.password !== body.password ||
        (body.companyId !== undefined && body.companyId !== user.companyId)
      ) {
        return fail(401, authMessages.invalidCredentials);
      }
      const session = db.signIn(user);
      return response(200).json({
        token: session.token,
        permissions: db.currentPermissions(),
        user: session.user,
      });
    }),

    post('/api/users/logout', ({ response }) => {
      db.signOut();
      return response(200).json({ message: authMessages.signedOut });
    }),

    post('/api/users/forgot-password', ({ body, response }) => {
      const user = db.findUserByEmail(body.email);
      if (user?.status === 'verified') db.passwordTokens.set(db.token(32), user._id);
      return response(200).json({ message: linkMessages.forgotPasswordSent });
    }),

    post('/api/users/set-password', ({ body, response }) => {
      const user = db.findUser(db.passwordTokens.get(body.utoken) ?? '');
      if (!user || db.revokedTokens.has(body.utoken)) return badRequest(linkMessages.invalidLink);
      user.password = body.password;
      if (user.status === 'invited') {
        user.status = 'verified';
        user.registerToken = null;
      }
      db.passwordTokens.delete(body.utoken);
      db.revokedTokens.add(body.utoken);
      if (db.session?.user._id === user._id) db.signOut();
      return response(200).json({ message: linkMessages.passwordSet });
    }),

    get('/api/users/invitations/{registerToken}', ({ params, response }) => {
      const user = invited(params.registerToken);
      return response(200).json({
        data: { email: user.email, name: user.name, companyName: db.company.name },
      });
    }),

    post('/api/users/register', ({ body, response }) => {
      const user = invited(body.registerToken);
      Object.assign(user, {
        name: body.name,
        password: body.password,
        status: 'verified',
        registerToken: null,
      });
      db.revokedTokens.add(body.registerToken);
      return response(200).json({ message: linkMessages.registered });
    }),

    // The new company lives elsewhere; the fake only acknowledges, as the server does for any email.
    post('/api/accounts', ({ response }) => response(201).json({ message: linkMessages.signUpAccepted })),
  ];
}
