/**
 * People and the session: the stored user (`StoredUser`, with what the server keeps but never answers), finding
 * users, the contract's view of one, signing in and out, and the signed-in user's permissions and access.
 */
import { accessWith, permissionsOf, permissionsWith } from '@qone/domain/access';
import type { AccessFlags, Permissions, User } from '../../src/types';
import type { MockDb } from '../db';

/** A user's authenticator app as the fake keeps it (the server seals the secret; the fake needs no such care). */
export interface StoredTotp {
  secret: string;
  /** Null while the app waits for its first code. */
  confirmedAt: string | null;
  lastUsedAt: string | null;
  /** The last step a code was accepted for (replay guard); null before the first. */
  lastStep: number | null;
}

/** A user as the fake stores it: the contract's user plus what a server keeps but never answers. */
export interface StoredUser extends Omit<User, 'permissionGroupName' | 'secondFactors'> {
  /** Demo password in clear (the fake only); null while invited. Never part of an answer. */
  password: string | null;
  /** Token of the pending invitation link; null once registered. */
  registerToken: string | null;
  /** The authenticator app, confirmed or waiting; absent when none. */
  totp?: StoredTotp | undefined;
  /** Recovery codes (normalised) and whether each was used; absent or empty when none. */
  recoveryCodes?: { code: string; used: boolean }[] | undefined;
}

export interface MockSession {
  /** The signed-in user (a snapshot, used when the scenario keeps that user out of the lists). */
  user: User;
  /** Flags used when the user is not among `users` (the `empty` scenario). */
  fallbackPermissions: Permissions;
  token: string;
}

export const peopleStore = {
  findUser(this: MockDb, id: string): StoredUser | undefined {
    return this.users.find((user) => user._id === id);
  },

  /** The user (not deleted) with this email, whatever its case: a deleted user's address is free again. */
  findUserByEmail(this: MockDb, email: string): StoredUser | undefined {
    const wanted = email.toLowerCase();
    return this.users.find((user) => user.status !== 'deleted' && user.email.toLowerCase() === wanted);
  },

  /** The contract's view of a stored user: no password, no token, the group's current name. */
  toUser(this: MockDb, user: StoredUser): User {
    const { password: _password, registerToken: _token, totp, recoveryCodes: _codes, ...rest } = user;
    return {
      ...rest,
      secondFactors: totp?.confirmedAt ? ['totp'] : [],
      permissionGroupName: this.findGroup(user.permissionGroupId)?.name ?? null,
      invitationExpiresAt: user.status === 'invited' ? user.invitationExpiresAt : null,
      invitationMail: user.status === 'invited' ? user.invitationMail : null,
    };
  },

  /** An invited user whose link still works (not yet expired, not revoked) rather than an expired invitation. */
  hasOpenInvitation(this: MockDb, user: StoredUser): boolean {
    return (
      user.status === 'invited' &&
      user.invitationExpiresAt !== null &&
      user.invitationExpiresAt > this.currentTime()
    );
  },

  /** Starts a session for `user` (login), making the user's company the current one. */
  signIn(this: MockDb, user: StoredUser): MockSession {
    if (this.tenants().some((tenant) => tenant.company._id === user.companyId))
      this.switchToCompany(user.companyId);
    this.session = {
      user: this.toUser(user),
      fallbackPermissions: permissionsWith(false),
      token: `mock-${this.token(32)}`,
    };
    return this.session;
  },

  signOut(this: MockDb): void {
    this.session = null;
  },

  /** The signed-in user as the contract shows it, or undefined when signed out or no longer active. */
  currentUser(this: MockDb): User | undefined {
    if (!this.session) return undefined;
    const stored = this.findUser(this.session.user._id);
    if (!stored) return this.session.user;
    return stored.status === 'verified' ? this.toUser(stored) : undefined;
  },

  /**
   * The company's policy asks the signed-in user for a second factor they have not set up: only operations marked
   * `x-before-enrolment` answer them, as on the server.
   */
  enrolmentRequired(this: MockDb): boolean {
    const stored = this.session ? this.findUser(this.session.user._id) : undefined;
    if (!stored || stored.totp?.confirmedAt) return false;
    const policy = this.company.secondFactorPolicy;
    return policy === 'everyone' || (policy === 'settings' && this.currentPermissions().settings);
  },

  /** The signed-in user's top-level flags (all false without a group). */
  currentPermissions(this: MockDb): Permissions {
    if (!this.session) return permissionsWith(false);
    const stored = this.findUser(this.session.user._id);
    if (!stored) return { ...this.session.fallbackPermissions };
    return permissionsOf(this.findGroup(stored.permissionGroupId)?.access);
  },

  /** The signed-in user's group's whole access (flags and panel rows); nothing without a group. */
  currentAccess(this: MockDb): AccessFlags {
    const stored = this.session ? this.findUser(this.session.user._id) : undefined;
    return structuredClone(this.findGroup(stored?.permissionGroupId ?? null)?.access ?? accessWith(false));
  },
};
