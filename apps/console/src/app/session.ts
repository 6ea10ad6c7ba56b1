import type { components } from '@qone/api-client';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in user as the console remembers it between reloads, in the non-secret local-storage keys `user`
 * (without password), `permissions` and `userEmail`; the session itself is the server's HttpOnly cookie, so nothing
 * here can be used to impersonate the user. Route guards read this as a convenience; the server decides.
 */
type User = components['schemas']['User'];

/** The fields of a user the console keeps: what the frame and Personal Settings need, nothing secret. */
const SESSION_USER_KEYS = [
  '_id',
  'name',
  'email',
  'phone',
  'companyId',
] as const satisfies readonly (keyof User)[];

export type SessionUser = Pick<User, (typeof SESSION_USER_KEYS)[number]>;

/** The part of a user the console keeps between reloads. */
export function toSessionUser(user: User): SessionUser {
  const kept = {} as SessionUser;
  for (const key of SESSION_USER_KEYS) Object.assign(kept, { [key]: user[key] });
  return kept;
}

/** The signed-in user's feature flags, as the server answers them at sign-in and from GET /api/permissions. */
export type SessionPermissions = components['schemas']['Permissions'];

export interface Session {
  user: SessionUser;
  permissions: SessionPermissions;
  userEmail: string;
}

const storageKeys = { user: 'user', permissions: 'permissions', userEmail: 'userEmail' } as const;

const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } | undefined;

function readRaw(): string {
  return [storageKeys.user, storageKeys.permissions, storageKeys.userEmail]
    .map((key) => localStorage.getItem(key) ?? '')
    .join('\u0000');
}

function parse(): Session | null {
  try {
    const user = JSON.parse(localStorage.getItem(storageKeys.user) ?? 'null') as SessionUser | null;
    const permissions = JSON.parse(
      localStorage.getItem(storageKeys.permissions) ?? 'null',
    ) as SessionPermissions | null;
    const userEmail = localStorage.getItem(storageKeys.userEmail);
    if (!user || !permissions || !userEmail) return null;
    return { user, permissions, userEmail };
  } catch {
    return null;
  }
}

export function getSession(): Session | null {
  const raw = readRaw();
  if (cached?.raw !== raw) cached = { raw, session: parse() };
  return cached.session;
}

function notify() {
  for (const listener of listeners) listener();
}

export function saveSession(session: Session): void {
  // A password never reaches the client, but strip one defensively in case a caller passes a raw record.
  const { password: _password, ...user } = session.user as SessionUser & { password?: unknown };
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  localStorage.setItem(storageKeys.permissions, JSON.stringify(session.permissions));
  localStorage.setItem(storageKeys.userEmail, session.userEmail);
  notify();
}

/** Logging out clears local storage, not only the session keys. */
export function clearSession(): void {
  localStorage.clear();
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
