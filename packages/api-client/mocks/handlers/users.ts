import type { MockDb, StoredUser } from '../db';
import { badRequest, conflict, forbidden, notFound, routesFor } from '../route';
import {
  type Body,
  onlyKeys,
  optionalUuid,
  readJson,
  requireEmail,
  requireName,
  requireNewPassword,
  requirePhone,
  requireText,
  requireUuid,
} from '../validate';

const EMAIL_TAKEN = 'A user with this email already exists';
const USER_NOT_FOUND = 'User not found';

/** Users of the caller's company, invitations, profile and passwords. */
export function userHandlers(db: MockDb) {
  const { get, post, put, delete: del } = routesFor(db);

  const userById = (id: string) => db.findUser(id) ?? notFound(USER_NOT_FOUND);
  const mayManageUsers = () => db.currentPermissions().settings;
  const assertEmailFree = (email: string, except?: StoredUser) => {
    const owner = db.findUserByEmail(email);
    if (owner && owner !== except) conflict(EMAIL_TAKEN);
  };
  const groupIdFrom = (body: Body, key: string) => {
    const id = requireUuid(body, key);
    return db.findGroup(id) ? id : notFound('Permission group not found');
  };

  const byName = () => [...db.users].sort((a, b) => a.name.localeCompare(b.name, 'en'));

  return [
    get('/api/users/all', { permission: 'settings' }, ({ json }) => {
      return json(200, { data: byName().map((user) => db.toUser(user)) });
    }),

    // SPEC 4: invited users (newest first), then all other users; every user once (as the server).
    get('/api/users/invited-users', { permission: 'settings' }, ({ json }) => {
      const invited = db.users
        .filter((user) => user.status === 'invited')
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const others = byName().filter((user) => user.status !== 'invited');
      return json(200, { data: [...invited, ...others].map((user) => db.toUser(user)) });
    }),

    post('/api/users', { permission: 'settings' }, async ({ request, json }) => {
      const body = await readJson(request);
      onlyKeys(body, ['name', 'email', 'permissionGroupId', 'companyId']);
      const name = requireName(body);
      const email = requireEmail(body);
      const permissionGroupId = groupIdFrom(body, 'permissionGroupId');
      optionalUuid(body, 'companyId'); // accepted for compatibility and ignored
      assertEmailFree(email);
      const user: StoredUser = {
        _id: db.id(),
        name,
        email,
        phone: null,
        status: 'invited',
        isDeleted: 'false',
        permissionGroupId,
        companyId: db.company._id,
        createdAt: db.now(),
        password: null,
        registerToken: db.token(32),
      };
      db.users.push(user);
      return json(201, { message: 'Invitation sent', data: db.toUser(user) });
    }),

    put('/api/users', { permission: 'settings' }, async ({ request, json }) => {
      const body = await readJson(request);
      onlyKeys(body, ['_id', 'permissionGroupId']);
      const user = userById(requireUuid(body, '_id'));
      user.permissionGroupId = groupIdFrom(body, 'permissionGroupId');
      return json(200, { message: 'Permission group updated', data: db.toUser(user) });
    }),

    get('/api/users/{id}', {}, ({ params, user: caller, json }) => {
      if (params.id !== caller?._id && !mayManageUsers()) forbidden();
      return json(200, { data: db.toUser(userById(params.id)) });
    }),

    put(
      '/api/users/{id}',
      { paramFormats: { id: 'email' } },
      async ({ request, params, user: caller, json }) => {
        const body = await readJson(request);
        onlyKeys(body, ['name', 'email', 'phone', 'permissionGroupId']);
        if (Object.keys(body).length === 0) badRequest('Nothing to update');
        const user = db.findUserByEmail(params.id) ?? notFound(USER_NOT_FOUND);
        const self = user._id === caller?._id;
        if (!self && !mayManageUsers()) forbidden();
        const name = body.name === undefined ? undefined : requireName(body);
        const email = body.email === undefined ? undefined : requireEmail(body);
        const phone = body.phone === undefined ? undefined : requirePhone(body);
        const groupId =
          body.permissionGroupId === undefined ? undefined : groupIdFrom(body, 'permissionGroupId');
        if (groupId !== undefined && groupId !== user.permissionGroupId && !mayManageUsers()) forbidden();
        if (email !== undefined) assertEmailFree(email, user);
        if (name !== undefined) user.name = name;
        if (email !== undefined) user.email = email;
        if (phone !== undefined) user.phone = phone;
        if (groupId !== undefined) user.permissionGroupId = groupId;
        if (!self) return json(200, { data: db.toUser(user) });
        const session = db.signIn(user);
        return json(200, { token: session.token, data: db.toUser(user) });
      },
    ),

    del('/api/users/{id}', { permission: 'settings' }, ({ params, user: caller, json }) => {
      const user = userById(params.id);
      if (user._id === caller?._id) conflict('You cannot delete your own account');
      user.status = 'deleted';
      user.isDeleted = 'true';
      if (user.registerToken) db.revokedTokens.add(user.registerToken);
      user.registerToken = null;
      return json(200, { message: 'User deleted' });
    }),

    put('/api/users/update-userprofile/{_id}', {}, async ({ request, params, user: caller, json }) => {
      if (params._id !== caller?._id && !mayManageUsers()) forbidden();
      const user = userById(params._id);
      const body = await readJson(request);
      onlyKeys(body, ['name', 'email', 'phone']);
      const name = requireName(body);
      const email = requireEmail(body);
      const phone = requirePhone(body);
      assertEmailFree(email, user);
      Object.assign(user, { name, email, phone });
      return json(200, { data: db.toUser(user) });
    }),

    put('/api/users/reset-password/{_id}', {}, async ({ request, params, user: caller, json }) => {
      const body = await readJson(request);
      if ('oldPassword' in body) {
        onlyKeys(body, ['oldPassword', 'password']);
        if (params._id !== caller?._id) forbidden('You can only change your own password');
        const oldPassword = requireText(body, 'oldPassword', {
          required: 'Old password is required',
          max: 128,
        });
        const password = requireNewPassword(body);
        const user = userById(params._id);
        if (user.password !== oldPassword) badRequest('Old password is incorrect');
        user.password = password;
        return json(200, { message: 'Your password was changed' });
      }
      onlyKeys(body, ['password']);
      if (body.password !== '') {
        badRequest(
          'To reset a password send an empty password; to change your own, send oldPassword as well',
        );
      }
      if (!mayManageUsers()) forbidden();
      const user = userById(params._id);
      user.password = null;
      db.passwordTokens.set(db.token(32), user._id);
      if (db.session?.user._id === user._id) db.signOut();
      return json(200, { message: 'The password was reset. A link to choose a new one was mailed' });
    }),

    post('/api/users/{id}/reinvite', { permission: 'settings' }, ({ params, json }) => {
      const user = userById(params.id);
      if (user.status !== 'invited') conflict('Only invited users can be invited again');
      if (user.registerToken) db.revokedTokens.add(user.registerToken);
      user.registerToken = db.token(32);
      return json(200, { message: 'Invitation sent again', data: db.toUser(user) });
    }),

    del('/api/users/invite/{id}', { permission: 'settings' }, ({ params, json }) => {
      const user = db.users.find(
        (candidate) => candidate._id === params.id && candidate.status === 'invited',
      );
      if (!user) return notFound('No invited user has this id');
      if (user.registerToken) db.revokedTokens.add(user.registerToken);
      db.users = db.users.filter((candidate) => candidate !== user);
      return json(200, { message: 'Invitation deleted' });
    }),
  ];
}
