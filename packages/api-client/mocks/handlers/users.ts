import { accessWith, isWithin } from '@qone/domain/access';
import { type ActionOf, activity } from '@qone/domain/activity';
import {
  emailChangeMessages,
  groupMessages,
  passwordMessages,
  secondFactorMessages,
  sessionMessages,
  userMessages,
} from '@qone/domain/messages';
import { passwordProblem } from '@qone/domain/password-rules';
import type { AccessFlags, User } from '../../src/types';
import { changeRecord, type MockDb, type StoredGroup, type StoredUser, shownFields } from '../db';
import { invitationExpiry } from '../fixtures/users';
import {
  assertCurrent,
  badRequest,
  conflict,
  fail,
  forbidden,
  MockHttpError,
  notFound,
  routesFor,
} from '../http';
import { assertInvitationQuota } from '../mail-limits';
import { invite } from './invite';

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
  /** Addresses are unique per company: only the company's own users count. */
  const assertEmailFree = (email: string, except?: StoredUser) => {
    const owner = db.findUserByEmail(email);
    if (owner && owner !== except) conflict(userMessages.emailTaken);
  };
  /** A group the caller may put a user into: it exists, and it gives nothing the caller's own group lacks. */
  const assertAssignableGroup = (groupId: string): StoredGroup => {
    const group = db.findGroup(groupId) ?? notFound(groupMessages.notFound);
    if (!isWithin(group.access, db.currentAccess())) forbidden(groupMessages.cannotGrantMore);
    return group;
  };
  const accessOf = (user: StoredUser): AccessFlags =>
    db.findGroup(user.permissionGroupId)?.access ?? accessWith(false);
  /** Nobody acts on a user whose access is not within their own; oneself is always within. */
  const assertMayActOn = (user: StoredUser) => {
    if (user._id === db.session?.user._id) return;
    if (!isWithin(accessOf(user), db.currentAccess())) forbidden(userMessages.targetHasMoreAccess);
  };
  /** An edit based on another version of the user than theirs is refused with the user as they are now. */
  const assertUserCurrent = (user: StoredUser, baseVersion: number) =>
    assertCurrent(user, baseVersion, userMessages.stale, () => db.toUser(user));
  /** A change that takes `settings` from the last signed-up user holding it (to `after`, or deleted: null) is refused. */
  const assertSettingsKept = (user: StoredUser, after: AccessFlags | null) => {
    if (after?.settings || user.status !== 'verified' || !accessOf(user).settings) return;
    const another = db.users.some(
      (other) => other !== user && other.status === 'verified' && accessOf(other).settings,
    );
    if (!another) conflict(groupMessages.lastSettingsHolder);
  };
  /** The caller's current password for an email change: missing or wrong answers 400, as the server. */
  const assertCurrentPassword = (currentPassword: string | undefined) => {
    if (!currentPassword) badRequest(emailChangeMessages.currentPasswordRequired);
    const caller = db.session ? db.findUser(db.session.user._id) : undefined;
    if (!caller || caller.password !== currentPassword) badRequest(emailChangeMessages.wrongCurrentPassword);
    // The right one is the fresh proof the change needs, as on the server.
    db.markProved();
  };
  const isNewAddress = (user: StoredUser, email: string | undefined): email is string =>
    email !== undefined && email.toLowerCase() !== user.email.toLowerCase();
  /** A link to the new address that alone makes it the user's, and a notice to the old one. */
  const requestEmailChange = (user: StoredUser, newEmail: string) => {
    // Only the newest link works.
    for (const [token, change] of db.emailTokens) if (change.userId === user._id) db.revokedTokens.add(token);
    const token = db.token(32);
    db.emailTokens.set(token, { userId: user._id, newEmail });
    db.sendMail({ to: newEmail, kind: 'confirm-email', token });
    db.sendMail({ to: user.email, kind: 'email-notice', token: null });
    record('user.email-change-requested', user, { pendingEmail: null }, { pendingEmail: newEmail });
  };
  const recorded = (user: StoredUser) => ({
    name: user.name,
    email: user.email,
    phone: user.phone,
    permissionGroup: db.findGroup(user.permissionGroupId)?.name ?? null,
  });
  /** A change of a user in the activity record, as the server records it. */
  const record = (
    action: ActionOf<'users'>,
    user: StoredUser,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) =>
    db.recordActivity(
      activity.users({
        actor: db.actor(),
        action,
        user: { id: user._id, email: user.email },
        before,
        after,
      }),
    );
  /**
   * An edit (profile or admin's): checks everything first — a new address needs the caller's current password and
   * must be free in the company; a new group must keep a settings holder — then saves name, phone and group and
   * asks for the new address's confirmation. Answers whether an email change was asked for.
   */
  const edit = (
    user: StoredUser,
    body: { name?: string; email?: string; phone?: string; currentPassword?: string },
    newGroup: StoredGroup | undefined,
    action: ActionOf<'users'> = 'user.updated',
  ): boolean => {
    const changesEmail = isNewAddress(user, body.email);
    if (changesEmail) {
      assertCurrentPassword(body.currentPassword);
      assertEmailFree(body.email ?? '', user);
    } else if (body.email !== undefined) {
      assertEmailFree(body.email, user);
    }
    if (newGroup) assertSettingsKept(user, newGroup.access);
    const before = recorded(user);
    changeRecord(user, shownFields.user, (changed) => {
      if (body.name !== undefined) changed.name = body.name;
      if (body.phone !== undefined) changed.phone = body.phone;
      if (body.email !== undefined && !changesEmail) changed.email = body.email;
      if (newGroup) changed.permissionGroupId = newGroup._id;
    });
    record(action, user, before, recorded(user));
    if (changesEmail && body.email) requestEmailChange(user, body.email);
    return changesEmail;
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
      const [result] = invite(db, {
        permissionGroupId: body.permissionGroupId,
        rows: [{ name: body.name, email: body.email }],
      });
      if (!result) throw new Error('an invitation of one row answered no row');
      if (result.outcome !== 'invited') return fail(result.status, result.message);
      return response(201).json({ message: userMessages.invitationSent, data: db.toUser(result.user) });
    }),

    put('/api/users', ({ body, response }) => {
      const user = requireUser(body._id);
      assertMayActOn(user);
      assertUserCurrent(user, body.baseVersion);
      const group = assertAssignableGroup(body.permissionGroupId);
      edit(user, {}, group, 'user.group-changed');
      return response(200).json({ message: userMessages.groupUpdated, data: db.toUser(user) });
    }),

    get('/api/users/{id}', ({ params, user: caller, response }) => {
      assertSelfOrSettings(params.id === caller?._id);
      // Before the second factor the policy asks for, only their own record (as on the server).
      if (db.enrolmentRequired() && params.id !== caller?._id) {
        throw new MockHttpError(
          403,
          secondFactorMessages.enrolmentRequired,
          {},
          'second-factor-enrolment-required',
        );
      }
      return response(200).json({ data: db.toUser(requireUser(params.id, { allowDeleted: true })) });
    }),

    put('/api/users/{id}', ({ params, body, user: caller, response }) => {
      const isSelf = params.id.toLowerCase() === caller?.email.toLowerCase();
      // Decided before looking the address up, so a caller without `settings` cannot probe which emails exist.
      assertSelfOrSettings(isSelf);
      const user = db.findUserByEmail(params.id) ?? notFound(userMessages.notFound);
      assertMayActOn(user);
      assertUserCurrent(user, body.baseVersion);
      let group: StoredGroup | undefined;
      if (body.permissionGroupId !== undefined && body.permissionGroupId !== user.permissionGroupId) {
        // Choosing your own group would be choosing your own permissions.
        if (!mayManageUsers()) forbidden();
        group = assertAssignableGroup(body.permissionGroupId);
      }
      const pending = edit(user, body, group);
      const message = pending ? { message: emailChangeMessages.confirmationSent } : {};
      if (!isSelf) return response(200).json({ ...message, data: db.toUser(user) });
      // The caller's own session, handed back as the server does.
      return response(200).json({ ...message, token: db.session?.token ?? '', data: db.toUser(user) });
    }),

    del('/api/users/{id}', ({ params, user: caller, response }) => {
      if (params.id === caller?._id) conflict(userMessages.cannotDeleteSelf);
      const user = requireUser(params.id, { allowDeleted: true });
      assertMayActOn(user);
      if (user.status !== 'deleted') {
        assertSettingsKept(user, null);
        const before = { status: user.status };
        changeRecord(user, shownFields.user, (changed) => {
          changed.status = 'deleted';
          changed.isDeleted = 'true';
        });
        if (user.registerToken) db.revokedTokens.add(user.registerToken);
        user.registerToken = null;
        db.endSessionsOf(user._id);
        record('user.deleted', user, before, { status: 'deleted' });
      }
      return response(200).json({ message: userMessages.deleted });
    }),

    put('/api/users/update-userprofile/{_id}', ({ params, body, user: caller, response }) => {
      assertSelfOrSettings(params._id === caller?._id);
      const user = requireUser(params._id);
      assertMayActOn(user);
      assertUserCurrent(user, body.baseVersion);
      const pending = edit(user, body, undefined);
      const data = db.toUser(user);
      return response(200).json(pending ? { message: emailChangeMessages.confirmationSent, data } : { data });
    }),

    put('/api/users/reset-password/{_id}', ({ params, body, user: caller, response }) => {
      if ('oldPassword' in body) {
        if (params._id !== caller?._id) forbidden(passwordMessages.onlyOwn);
        const user = requireUser(params._id);
        if (user.password !== body.oldPassword) badRequest(passwordMessages.wrongOldPassword);
        // The right old password is the fresh proof the change needs, as on the server.
        db.markProved();
        const problem = passwordProblem(body.password, {
          email: user.email,
          name: user.name,
          companyName: db.company.name,
        });
        if (problem) badRequest(problem);
        user.password = body.password;
        // Whoever else holds a session of this user must prove the new password; this session goes on.
        db.endSessionsOf(user._id, db.session?.id);
        record('user.password-changed', user, { password: 'old' }, { password: 'new' });
        return response(200).json({ message: passwordMessages.changed });
      }
      if (!mayManageUsers()) forbidden();
      const user = requireUser(params._id);
      assertMayActOn(user);
      // Without a password the user is "invited" again until the mailed link sets one, as on the server.
      user.password = null;
      changeRecord(user, shownFields.user, (changed) => {
        changed.status = 'invited';
      });
      const token = db.token(32);
      db.passwordTokens.set(token, user._id);
      db.sendMail({ to: user.email, kind: 'password', token });
      db.endSessionsOf(user._id);
      record('user.password-reset', user, { password: 'set' }, { password: 'cleared' });
      if (db.session?.user._id === user._id) db.signOut();
      return response(200).json({ message: passwordMessages.resetByAdmin });
    }),

    post('/api/users/{id}/reinvite', ({ params, response }) => {
      const user = requireUser(params.id, { allowDeleted: true });
      assertMayActOn(user);
      if (user.status !== 'invited') conflict(userMessages.onlyInvitedCanBeReinvited);
      assertInvitationQuota(db, 1);
      // Only the newest link works.
      if (user.registerToken) db.revokedTokens.add(user.registerToken);
      user.registerToken = db.token(32);
      user.invitationExpiresAt = invitationExpiry(db.now());
      db.sendMail({ to: user.email, kind: 'invite', token: user.registerToken, userId: user._id });
      record('user.reinvited', user, {}, { invitation: 'sent again' });
      return response(200).json({ message: userMessages.invitationSentAgain, data: db.toUser(user) });
    }),

    // An administrator signs a user out everywhere: contained like every action on a user, no fresh proof.
    post('/api/users/{id}/sign-out-everywhere', ({ params, response }) => {
      const user = requireUser(params.id, { allowDeleted: true });
      assertMayActOn(user);
      const ended = db.endSessionsOf(user._id);
      db.recordActivity(
        activity.userSessions({
          actor: db.actor(),
          action: 'user.signed-out-everywhere',
          user: { id: user._id, email: user.email },
          ended,
        }),
      );
      return response(200).json({ message: sessionMessages.signedOutEverywhere(ended) });
    }),

    // Everyone of the company signed out but this session; people with more access than the caller keep theirs.
    post('/api/users/sign-out-everyone', ({ response }) => {
      const here = db.currentSession();
      const companyId = here?.companyId;
      const people = new Set(
        db.sessions
          .filter((row) => row.companyId === companyId && row.endedAt === null)
          .map((row) => row.userId),
      );
      let ended = 0;
      let kept = 0;
      for (const id of people) {
        const user = db.users.find((candidate) => candidate._id === id);
        if (user && user._id !== here?.userId && !isWithin(accessOf(user), db.currentAccess())) kept += 1;
        else ended += db.endSessionsOf(id, here?.id);
      }
      db.recordActivity(
        activity.companySignedOut({
          actor: db.actor(),
          company: { id: db.company._id, name: db.company.name },
          ended,
          kept,
        }),
      );
      return response(200).json({ message: sessionMessages.signedOutEveryone(ended, kept) });
    }),

    del('/api/users/invite/{id}', ({ params, response }) => {
      const user = requireUser(params.id, { allowDeleted: true });
      if (user.status !== 'invited') notFound(userMessages.noInvitedUser);
      assertMayActOn(user);
      if (user.registerToken) db.revokedTokens.add(user.registerToken);
      db.users = db.users.filter((candidate) => candidate !== user);
      const { name, email, permissionGroup } = recorded(user);
      record('user.invitation-deleted', user, { name, email, permissionGroup, status: 'invited' }, null);
      return response(200).json({ message: userMessages.invitationDeleted });
    }),
  ];
}
