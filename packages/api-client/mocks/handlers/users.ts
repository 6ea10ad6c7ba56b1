import { isWithin } from '../../src/access';
import { groupMessages, passwordMessages, userMessages } from '../../src/messages';
import type { User } from '../../src/types';
import type { MockDb, StoredUser } from '../db';
import { invitationExpiry } from '../fixtures/users';
import { badRequest, conflict, forbidden, notFound, routesFor } from '../http';

/** Users of the caller's company, invitations, profile and passwords. */
export function userHandlers(db: MockDb) {
  const { get, post, put, delete: del } = routesFor(db);

  const mayManageUsers = () => db.currentPermissions().settings;
  /** Open to everyone for their own record, to holders of `settings` for anyone's. */
  const assertSelfOrSettings = (isSelf: boolean) => {
    if (!isSelf && !mayManageUsers()) forbidden();
  };
  /** A user of the company; a deleted one only where `allowDeleted`. */
  const requireUser = (id: string, { allowDeleted = false } = {}) => {
    const user = db.findUser(id);
    return user && (allowDeleted || user.status !== 'deleted') ? user : notFound(userMessages.notFound);
  };
  const assertEmailFree = (email: string, except?: StoredUser) => {
    const owner = db.findUserByEmail(email);
    if (owner && owner !== except) conflict(userMessages.emailTaken);
  };
  /** A group the caller may put a user into: it exists, and it gives nothing the caller's own group lacks. */
  const assertAssignableGroup = (groupId: string) => {
    const group = db.findGroup(groupId) ?? notFound(groupMessages.notFound);
    if (!isWithin(group.access, db.currentAccess())) forbidden(groupMessages.cannotGrantMore);
  };
  const toUsers = (users: StoredUser[]): User[] => users.map((user) => db.toUser(user));
  const byName = () => [...db.users].sort((a, b) => a.name.localeCompare(b.name, 'en'));

  return [
    get('/api/users/all', ({ response }) => response(200).json({ data: toUsers(byName()) })),

    // The user-management list: invited users (newest first), then all other users; every user once.
    get('/api/users/invited-users', ({ response }) => {
      const invited = db.users
        .filter((user) => user.status === 'invited')
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const others = byName().filter((user) => user.status !== 'invited');
      return response(200).json({ data: toUsers([...invited, ...others]) });
    }),

    post('/api/users', ({ body, response }) => {
      // body.companyId is ignored: a caller invites into their own company only.
      assertAssignableGroup(body.permissionGroupId);
      assertEmailFree(body.email);
      const user: StoredUser = {
        _id: db.id(),
        name: body.name,
        email: body.email,
        phone: null,
        status: 'invited',
        isDeleted: 'false',
        permissionGroupId: body.permissionGroupId,
        companyId: db.company._id,
        createdAt: db.now(),
        password: null,
        registerToken: db.token(32),
        invitationExpiresAt: null,
      };
      user.invitationExpiresAt = invitationExpiry(user.createdAt);
      db.users.push(user);
      return response(201).json({ message: userMessages.invitationSent, data: db.toUser(user) });
    }),

    put('/api/users', ({ body, response }) => {
      const user = requireUser(body._id);
      assertAssignableGroup(body.permissionGroupId);
      user.permissionGroupId = body.permissionGroupId;
      return response(200).json({ message: userMessages.groupUpdated, data: db.toUser(user) });
    }),

    get('/api/users/{id}', ({ params, user: caller, response }) => {
      assertSelfOrSettings(params.id === caller?._id);
      return response(200).json({ data: db.toUser(requireUser(params.id, { allowDeleted: true })) });
    }),

    put('/api/users/{id}', ({ params, body, user: caller, response }) => {
      const isSelf = params.id.toLowerCase() === caller?.email.toLowerCase();
      // Decided before looking the address up, so a caller without `settings` cannot probe which emails exist.
      assertSelfOrSettings(isSelf);
      const user = db.findUserByEmail(params.id) ?? notFound(userMessages.notFound);
      if (body.permissionGroupId !== undefined && body.permissionGroupId !== user.permissionGroupId) {
        // Choosing your own group would be choosing your own permissions.
        if (!mayManageUsers()) forbidden();
        assertAssignableGroup(body.permissionGroupId);
      }
      if (body.email !== undefined) assertEmailFree(body.email, user);
      Object.assign(user, body);
      if (!isSelf) return response(200).json({ data: db.toUser(user) });
      const session = db.signIn(user);
      return response(200).json({ token: session.token, data: db.toUser(user) });
    }),

    del('/api/users/{id}', ({ params, user: caller, response }) => {
      if (params.id === caller?._id) conflict(userMessages.cannotDeleteSelf);
      const user = requireUser(params.id, { allowDeleted: true });
      user.status = 'deleted';
      user.isDeleted = 'true';
      if (user.registerToken) db.revokedTokens.add(user.registerToken);
      user.registerToken = null;
      return response(200).json({ message: userMessages.deleted });
    }),

    put('/api/users/update-userprofile/{_id}', ({ params, body, user: caller, response }) => {
      assertSelfOrSettings(params._id === caller?._id);
      const user = requireUser(params._id);
      assertEmailFree(body.email, user);
      Object.assign(user, { name: body.name, email: body.email, phone: body.phone });
      return response(200).json({ data: db.toUser(user) });
    }),

    put('/api/users/reset-password/{_id}', ({ params, body, user: caller, response }) => {
      if ('oldPassword' in body) {
        if (params._id !== caller?._id) forbidden(passwordMessages.onlyOwn);
        const user = requireUser(params._id);
        if (user.password !== body.oldPassword) badRequest(passwordMessages.wrongOldPassword);
        user.password = body.password;
        return response(200).json({ message: passwordMessages.changed });
      }
      if (!mayManageUsers()) forbidden();
      const user = requireUser(params._id);
      user.password = null;
      db.passwordTokens.set(db.token(32), user._id);
      if (db.session?.user._id === user._id) db.signOut();
      return response(200).json({ message: passwordMessages.resetByAdmin });
    }),

    post('/api/users/{id}/reinvite', ({ params, response }) => {
      const user = requireUser(params.id, { allowDeleted: true });
      if (user.status !== 'invited') conflict(userMessages.onlyInvitedCanBeReinvited);
      // Only the newest link works.
      if (user.registerToken) db.revokedTokens.add(user.registerToken);
      user.registerToken = db.token(32);
      user.invitationExpiresAt = invitationExpiry(db.now());
      return response(200).json({ message: userMessages.invitationSentAgain, data: db.toUser(user) });
    }),

    del('/api/users/invite/{id}', ({ params, response }) => {
      const user = requireUser(params.id, { allowDeleted: true });
      if (user.status !== 'invited') notFound(userMessages.noInvitedUser);
      if (user.registerToken) db.revokedTokens.add(user.registerToken);
      db.users = db.users.filter((candidate) => candidate !== user);
      return response(200).json({ message: userMessages.invitationDeleted });
    }),
  ];
}
