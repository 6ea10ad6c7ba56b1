/**
 * People and the session: the stored user (`StoredUser`, with what the server keeps but never answers), finding
 * users, the contract's view of one, signing in and out, and the signed-in user's permissions and access.
 */
import { accessWith, permissionsOf, permissionsWith } from '@qone/domain/access';
import { STEP_UP_SECONDS } from '@qone/domain/sessions';
import type { AccessFlags, Permissions, Session, User } from '../../src/types';
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
  /** Passkeys and security keys, oldest first; absent or empty when none. */
  passkeys?: StoredPasskey[] | undefined;
}

/** A passkey or security key as the fake keeps it: the server's columns (migrations 0022 and 0024). */
export interface StoredPasskey {
  id: string;
  name: string;
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[] | null;
  userVerified: boolean;
  discoverable: boolean;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The kinds of the user's confirmed second factors, as the server reads them (sorted). */
export function secondFactorKinds(user: StoredUser): ('totp' | 'webauthn')[] {
  return [
    ...(user.totp?.confirmedAt ? (['totp'] as const) : []),
    ...((user.passkeys ?? []).length > 0 ? (['webauthn'] as const) : []),
  ];
}

export interface MockSession {
  /** The row of `db.sessions` this session is. */
  id: string;
  /** The signed-in user (a snapshot, used when the scenario keeps that user out of the lists). */
  user: User;
  /** Flags used when the user is not among `users` (the `empty` scenario). */
  fallbackPermissions: Permissions;
  token: string;
}

/** A session as the server keeps it (docs/sign-in-assurance.md): the fake's caller's and others of any user. */
export interface StoredSession {
  id: string;
  companyId: string;
  userId: string;
  createdAt: string;
  lastActiveAt: string;
  ip: string;
  userAgent: string;
  method: Session['method'];
  /**
   * The last proof of identity, in real milliseconds (`Date.now()`): the fake's clock moves a minute per reading,
   * which would age a proof by a few requests; a test or story makes a proof stale by setting it to 0. Null for a
   * session the scenario starts with (a scenario never reads the wall clock): fresh until it is set.
   */
  provedAtMs: number | null;
  endedAt: string | null;
}

/** Where the fake's sessions come from: the browser's own user agent, or a request's. */
export interface SessionClient {
  ip?: string;
  userAgent?: string;
  /** How the session began: the password alone unless a second step followed it. */
  method?: StoredSession['method'];
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
    const {
      password: _password,
      registerToken: _token,
      totp: _totp,
      recoveryCodes: _codes,
      passkeys: _passkeys,
      ...rest
    } = user;
    return {
      ...rest,
      secondFactors: secondFactorKinds(user),
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
  signIn(this: MockDb, user: StoredUser, client: SessionClient = {}): MockSession {
    if (this.tenants().some((tenant) => tenant.company._id === user.companyId))
      this.switchToCompany(user.companyId);
    const row = this.addSession(user, client);
    this.session = {
      id: row.id,
      user: this.toUser(user),
      fallbackPermissions: permissionsWith(false),
      token: `mock-${this.token(32)}`,
    };
    return this.session;
  },

  /** A session row of `user` (the caller's, or another device's in a story), open and freshly proved. */
  addSession(
    this: MockDb,
    user: Pick<StoredUser, '_id' | 'companyId'>,
    client: SessionClient = {},
  ): StoredSession {
    // Neither the clock nor the id generator moves: a sign-in leaves every other id and date of a story as it was.
    const now = this.currentTime();
    const row: StoredSession = {
      id: `00000000-0000-4000-8000-${String(this.sessions.length + 1).padStart(12, '0')}`,
      companyId: user.companyId,
      userId: user._id,
      createdAt: now,
      lastActiveAt: now,
      ip: client.ip ?? '127.0.0.1',
      userAgent: client.userAgent ?? '',
      method: client.method ?? 'password',
      provedAtMs: null,
      endedAt: null,
    };
    this.sessions.push(row);
    return row;
  },

  /** Signs out: this session ends (the user's others go on). */
  signOut(this: MockDb): void {
    const row = this.currentSession();
    if (row && row.endedAt === null) row.endedAt = this.currentTime();
    this.session = null;
  },

  /** The caller's session row, ended or not. */
  currentSession(this: MockDb): StoredSession | undefined {
    const id = this.session?.id;
    return id === undefined ? undefined : this.sessions.find((row) => row.id === id);
  },

  /** Ends the user's open sessions but `except`; answers how many ended. */
  endSessionsOf(this: MockDb, userId: string, except?: string): number {
    const now = this.currentTime();
    const open = this.sessions.filter(
      (row) => row.userId === userId && row.endedAt === null && row.id !== except,
    );
    for (const row of open) row.endedAt = now;
    return open.length;
  },

  /** The caller proved who they are now (a sign-in through the API, a step-up). */
  markProved(this: MockDb): void {
    const row = this.currentSession();
    if (row) row.provedAtMs = this.totpNow();
  },

  /** Whether the caller's session proved who they are within `STEP_UP_SECONDS`. */
  hasFreshProof(this: MockDb): boolean {
    const row = this.currentSession();
    if (!row) return false;
    return row.provedAtMs === null || this.totpNow() - row.provedAtMs <= STEP_UP_SECONDS * 1000;
  },

  /** The signed-in user as the contract shows it, or undefined when signed out, ended or no longer active. */
  currentUser(this: MockDb): User | undefined {
    if (!this.session) return undefined;
    if (this.currentSession()?.endedAt) return undefined;
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
    if (!stored || secondFactorKinds(stored).length > 0) return false;
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
